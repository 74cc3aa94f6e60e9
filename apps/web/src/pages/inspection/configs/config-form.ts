import {
  iqcConfigProblems,
  iqcConfigTexts,
  SAMPLED_MODES,
  type AqlValue,
  type DefectSeverityValue,
  type InspectionDocTypeValue,
  type InspectionLevelValue,
  type InspectionModeValue,
  type InspectionValueTypeValue,
  type IqcMaterialConfigDto,
} from '@sp/contracts';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { translateDynamic } from '../../../locales/i18n';
import type { ConfigInput } from './configs-api';

/** One item as the form holds it. */
export interface ItemValues {
  itemCode: string;
  name: string;
  method?: string | null;
  spec?: string | null;
  valueType: InspectionValueTypeValue;
  lsl?: number | null;
  usl?: number | null;
  unit?: string | null;
  choices?: string[];
  okChoices?: string[];
  severity: DefectSeverityValue;
  sampleOverride?: number | null;
}

export interface ConfigValues {
  supplierId: string | null;
  partNo: string;
  partName?: string | null;
  spec?: string | null;
  materialCategory?: string | null;
  inspectionMode: InspectionModeValue;
  inspectionLevel?: InspectionLevelValue | null;
  aqlCritical?: AqlValue | null;
  aqlMajor?: AqlValue | null;
  aqlMinor?: AqlValue | null;
  requiredDocs: InspectionDocTypeValue[];
  remark?: string | null;
  items: ItemValues[];
}

export const emptyItem = (n: number): ItemValues => ({
  itemCode: `ITEM-${String(n).padStart(2, '0')}`,
  name: '',
  valueType: 'Decimal',
  severity: 'Major',
  choices: [],
  okChoices: [],
});

/** A new configuration starts as the usual incoming plan (sampling, level II, AQL 0.65 major); IQC picks the documents. */
export const initialValues = (row: IqcMaterialConfigDto | null): ConfigValues =>
  row
    ? {
        supplierId: row.supplierId,
        partNo: row.partNo,
        partName: row.partName,
        spec: row.spec,
        materialCategory: row.materialCategory,
        inspectionMode: row.inspectionMode,
        inspectionLevel: row.inspectionLevel,
        aqlCritical: row.aqlCritical,
        aqlMajor: row.aqlMajor,
        aqlMinor: row.aqlMinor,
        requiredDocs: row.requiredDocs,
        remark: row.remark,
        items: row.items.map((i) => ({ ...i })),
      }
    : {
        supplierId: null,
        partNo: '',
        inspectionMode: 'Sampling',
        inspectionLevel: 'II',
        aqlMajor: 0.65,
        requiredDocs: [],
        items: [],
      };

const blank = (v: string | null | undefined) => v?.trim() || null;

/**
 * The form's values as the API takes them. No letter is named: the server links the newest approved
 * letter of the supplier and part on every save (a named one may since have been superseded).
 */
export function toInput(v: ConfigValues, row: IqcMaterialConfigDto | null): ConfigInput {
  return {
    supplierId: v.supplierId ?? '',
    partNo: v.partNo.trim(),
    partName: blank(v.partName),
    spec: blank(v.spec),
    materialCategory: blank(v.materialCategory),
    letterId: null,
    inspectionMode: v.inspectionMode,
    inspectionLevel: v.inspectionLevel ?? null,
    aqlCritical: v.aqlCritical ?? null,
    aqlMajor: v.aqlMajor ?? null,
    aqlMinor: v.aqlMinor ?? null,
    requiredDocs: v.requiredDocs ?? [],
    remark: blank(v.remark),
    items: (v.items ?? []).map((i) => ({
      itemCode: i.itemCode.trim(),
      name: i.name.trim(),
      method: blank(i.method),
      spec: blank(i.spec),
      valueType: i.valueType,
      lsl: i.lsl ?? null,
      usl: i.usl ?? null,
      unit: blank(i.unit),
      choices: i.choices ?? [],
      okChoices: i.okChoices ?? [],
      severity: i.severity,
      sampleOverride: i.sampleOverride ?? null,
    })),
    ...(row ? { concurrencyStamp: row.concurrencyStamp } : {}),
  };
}

export const isSampled = (mode: string | undefined) => !!mode && SAMPLED_MODES.includes(mode);

/**
 * The contract's cross-field rules (`iqcConfigProblems`, the same the server applies) as an antd
 * rule of the field at `path`: the field shows its own problem, in the reader's language.
 */
export function problemRule(form: FormInstance<ConfigValues>, path: (string | number)[]): Rule {
  const field = path.join('.');
  return {
    validator: () => {
      const problem = iqcConfigProblems(form.getFieldsValue(true) as ConfigValues).find(
        (p) => p.field === field,
      );
      return problem
        ? Promise.reject(new Error(translateDynamic(iqcConfigTexts.resource, problem.key, ...problem.args)))
        : Promise.resolve();
    },
  };
}
