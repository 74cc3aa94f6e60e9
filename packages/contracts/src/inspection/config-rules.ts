import { z } from 'zod';
import { blankable } from '../common/schemas.js';
import {
  AQL_VALUES,
  DefectSeverity,
  InspectionDocType,
  InspectionLevel,
  InspectionMode,
  InspectionValueType,
} from './enums.js';

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
