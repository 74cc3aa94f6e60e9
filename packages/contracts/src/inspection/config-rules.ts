import { z } from 'zod';
import { blankable } from '../common/schemas.js';
import {
  AQL_VALUES,
  DefectSeverity,
  InspectionDocType,
  InspectionLevel,
  InspectionMode,
  InspectionValueType,
  type InspectionModeValue,
} from './enums.js';
import { IqcConfigStatus } from './config-workflow.js';

/**
 * Material inspection configurations (`/api/app/iqcMaterialConfig`): limits and input schemas.
 * Cross-field rules (a sampling mode needs a level and an AQL, limits in order, choices for a choice
 * item) are `iqcConfigProblems`, which the form shows before the server says them.
 */
export const IqcConfigLimits = {
  partNo: 64,
  partName: 128,
  spec: 256,
  materialCategory: 64,
  remark: 1000,
  items: 50,
  itemCode: 32,
  itemName: 128,
  method: 64,
  itemSpec: 256,
  unit: 16,
  choices: 10,
  choice: 32,
  sampleOverrideMax: 100_000,
  filterText: 64,
} as const;

const L = IqcConfigLimits;

/** One of the standard's AQL values (Table II-A's columns). */
export const aqlSchema = z.literal(AQL_VALUES);

export const inspectionItemSchema = z.object({
  itemCode: z.string().trim().min(1).max(L.itemCode),
  name: z.string().trim().min(1).max(L.itemName),
  method: blankable(z.string().max(L.method)),
  spec: blankable(z.string().max(L.itemSpec)),
  valueType: z.enum(InspectionValueType),
  lsl: z.number().finite().nullish(),
  usl: z.number().finite().nullish(),
  unit: blankable(z.string().max(L.unit)),
  choices: z.array(z.string().trim().min(1).max(L.choice)).max(L.choices).default([]),
  okChoices: z.array(z.string().trim().min(1).max(L.choice)).max(L.choices).default([]),
  severity: z.enum(DefectSeverity),
  sampleOverride: z.number().int().min(1).max(L.sampleOverrideMax).nullish(),
});
export type InspectionItemInput = z.output<typeof inspectionItemSchema>;

const fields = {
  supplierId: z.uuid(),
  partNo: z.string().trim().min(1).max(L.partNo),
  /** From the material master when it knows the part; required otherwise. */
  partName: blankable(z.string().max(L.partName)),
  spec: blankable(z.string().max(L.spec)),
  materialCategory: blankable(z.string().max(L.materialCategory)),
  /** An approved letter of recognition of this supplier and part; absent: the newest one, if any. */
  letterId: z.uuid().nullish(),
  inspectionMode: z.enum(InspectionMode),
  inspectionLevel: z.enum(InspectionLevel).nullish(),
  aqlCritical: aqlSchema.nullish(),
  aqlMajor: aqlSchema.nullish(),
  aqlMinor: aqlSchema.nullish(),
  requiredDocs: z.array(z.enum(InspectionDocType)).max(InspectionDocType.length).default([]),
  items: z.array(inspectionItemSchema).max(L.items).default([]),
  remark: blankable(z.string().max(L.remark)),
};

/** `POST /api/app/iqcMaterialConfig`. */
export const iqcConfigCreateSchema = z.object(fields);
export type IqcConfigCreateInput = z.output<typeof iqcConfigCreateSchema>;

/** `PUT /api/app/iqcMaterialConfig/{id}`: supplier and part stay; the stamp read. */
export const iqcConfigUpdateSchema = z.object({
  ...fields,
  concurrencyStamp: z.string().max(64).nullish(),
});
export type IqcConfigUpdateInput = z.output<typeof iqcConfigUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Cross-field rules: the page shows them on the fields before saving, the server refuses with them.
// ---------------------------------------------------------------------------------------------

/** The text keys of the rules (config-texts.ts). */
export type IqcConfigProblemKey =
  | 'IqcConfig:LevelRequired'
  | 'IqcConfig:AqlRequired'
  | 'IqcConfig:LimitRequired'
  | 'IqcConfig:LimitsOrder'
  | 'IqcConfig:ChoicesRequired'
  | 'IqcConfig:OkChoiceRequired'
  | 'IqcConfig:OkChoiceUnknown'
  | 'IqcConfig:ItemCodeDuplicate';

/** A rule the schema cannot say: the field's path (`items.2.lsl`, antd's form path joined by dots) and the text. */
export interface IqcConfigProblem {
  field: string;
  key: IqcConfigProblemKey;
  /** Filled into the text's `{0}`… (the item code, the unknown choice). */
  args: string[];
}

/** What the rules read: the input as typed, before or after the schema (blank values allowed). */
export interface IqcConfigRuleInput {
  inspectionMode?: string | null | undefined;
  inspectionLevel?: string | null | undefined;
  aqlCritical?: number | null | undefined;
  aqlMajor?: number | null | undefined;
  aqlMinor?: number | null | undefined;
  items?:
    | readonly (
        | {
            itemCode?: string | null | undefined;
            valueType?: string | null | undefined;
            lsl?: number | null | undefined;
            usl?: number | null | undefined;
            choices?: readonly string[] | null | undefined;
            okChoices?: readonly string[] | null | undefined;
          }
        | null
        | undefined
      )[]
    | null
    | undefined;
}

/** Modes that draw a sample from the lot and so need a level and AQLs; Full and Exempt ignore them. */
export const SAMPLED_MODES: readonly string[] = ['Sampling', 'SkipLot'] satisfies InspectionModeValue[];

const present = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * Every cross-field problem of a configuration: a sampled mode needs a level and at least one AQL;
 * a measured item needs a limit and its limits in order; a choice item needs its choices, at least
 * one OK answer and only OK answers among them; item codes do not repeat (case-insensitive, as a
 * form's answers are matched by code).
 */
export function iqcConfigProblems(input: IqcConfigRuleInput): IqcConfigProblem[] {
  const problems: IqcConfigProblem[] = [];
  const push = (field: string, key: IqcConfigProblemKey, ...args: string[]) =>
    problems.push({ field, key, args });
  if (input.inspectionMode && SAMPLED_MODES.includes(input.inspectionMode)) {
    if (!input.inspectionLevel) push('inspectionLevel', 'IqcConfig:LevelRequired');
    if (![input.aqlCritical, input.aqlMajor, input.aqlMinor].some(present))
      push('aqlMajor', 'IqcConfig:AqlRequired');
  }
  const seen = new Set<string>();
  (input.items ?? []).forEach((item, i) => {
    if (!item) return;
    const at = (f: string) => `items.${i}.${f}`;
    const code = item.itemCode?.trim() ?? '';
    if (code) {
      const id = code.toLowerCase();
      if (seen.has(id)) push(at('itemCode'), 'IqcConfig:ItemCodeDuplicate', code);
      seen.add(id);
    }
    if (item.valueType === 'Decimal') {
      if (!present(item.lsl) && !present(item.usl)) push(at('lsl'), 'IqcConfig:LimitRequired', code);
      else if (present(item.lsl) && present(item.usl) && item.lsl > item.usl)
        push(at('usl'), 'IqcConfig:LimitsOrder', code);
    }
    if (item.valueType === 'Choice') {
      const choices = (item.choices ?? []).map((c) => c.trim()).filter(Boolean);
      const ok = (item.okChoices ?? []).map((c) => c.trim()).filter(Boolean);
      if (choices.length === 0) push(at('choices'), 'IqcConfig:ChoicesRequired', code);
      else if (ok.length === 0) push(at('okChoices'), 'IqcConfig:OkChoiceRequired', code);
      const unknown = ok.find((c) => !choices.includes(c));
      if (choices.length > 0 && unknown !== undefined)
        push(at('okChoices'), 'IqcConfig:OkChoiceUnknown', code, unknown);
    }
  });
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The list: filters and sorting, import columns.
// ---------------------------------------------------------------------------------------------

const blankQuery = (v: unknown) => (v === '' || v === null ? undefined : v);
const queryText = (max: number) => z.preprocess(blankQuery, z.string().trim().max(max).optional());
const configStatuses = Object.values(IqcConfigStatus) as number[];

/** The list's filters (`GET /api/app/iqcMaterialConfig`, `/export`), as the query string sends them. */
export const iqcConfigFilterSchema = z.object({
  /** Part no or part name contains. */
  filter: queryText(L.filterText),
  supplierId: z.preprocess(blankQuery, z.uuid().optional()),
  /** Part no contains (a prefix is a contains too). */
  partNo: queryText(L.filterText),
  materialCategory: queryText(L.materialCategory),
  inspectionMode: z.preprocess(blankQuery, z.enum(InspectionMode).optional()),
  status: z.preprocess(
    (v) => (blankQuery(v) === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number()
      .int()
      .refine((s) => configStatuses.includes(s), { message: `Allowed values: ${configStatuses.join(', ')}` })
      .optional(),
  ),
});
export type IqcConfigFilter = z.output<typeof iqcConfigFilterSchema>;

/** The sortable columns of the configuration list. */
export const iqcConfigSortFields = [
  'partNo',
  'partName',
  'supplierCode',
  'materialCategory',
  'inspectionMode',
  'status',
  'confirmedTime',
  'creationTime',
  'lastModificationTime',
] as const;

/**
 * The import sheet: one row per inspection item; the rows of one supplier code and part number
 * make one configuration (its mode, level, AQLs, documents and remark are read from the first
 * row that gives them; a row with no item code adds no item).
 */
export const IQC_CONFIG_IMPORT_COLUMNS = [
  'supplierCode',
  'partNo',
  'partName',
  'inspectionMode',
  'inspectionLevel',
  'aqlCritical',
  'aqlMajor',
  'aqlMinor',
  'requiredDocs',
  'remark',
  'itemCode',
  'itemName',
  'method',
  'itemSpec',
  'valueType',
  'lsl',
  'usl',
  'unit',
  'choices',
  'okChoices',
  'severity',
  'sampleOverride',
] as const;
export type IqcConfigImportColumn = (typeof IQC_CONFIG_IMPORT_COLUMNS)[number];

/** Most rows (items) one import file may hold. */
export const IQC_CONFIG_IMPORT_MAX_ROWS = 2000;

/** A list cell of the sheet (documents, choices): split on commas, semicolons or the CJK comma. */
export const splitListCell = (v: string | null | undefined): string[] =>
  (v ?? '')
    .split(/[,;，；、]/)
    .map((s) => s.trim())
    .filter(Boolean);
