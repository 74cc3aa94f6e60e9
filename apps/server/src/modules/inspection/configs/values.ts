import {
  InspectionDocType,
  SAMPLED_MODES,
  type IqcConfigCreateInput,
  type InspectionItemDef,
  type InspectionItemInput,
} from '@sp/contracts';
import type { IqcConfigRow } from './active.js';

/**
 * What a lot must meet (the supplier confirms exactly this): mode, level, AQLs, documents, items
 * and the remark IQC writes to the supplier. A change of any of them on a confirmed configuration
 * takes it back to the supplier (`revise`); the part's name, spec, category and letter are
 * descriptive and do not.
 */
export type IqcConfigContent = Pick<
  IqcConfigRow,
  | 'inspectionMode'
  | 'inspectionLevel'
  | 'aqlCritical'
  | 'aqlMajor'
  | 'aqlMinor'
  | 'requiredDocs'
  | 'items'
  | 'remark'
>;

/** One item as stored: trimmed, and only the fields its value type uses (no stale limits on a pass/fail). */
export function itemDef(i: InspectionItemInput): InspectionItemDef {
  const decimal = i.valueType === 'Decimal';
  const choice = i.valueType === 'Choice';
  const trim = (v: string | null | undefined) => v?.trim() || null;
  return {
    itemCode: i.itemCode.trim(),
    name: i.name.trim(),
    method: trim(i.method),
    spec: trim(i.spec),
    valueType: i.valueType,
    lsl: decimal ? (i.lsl ?? null) : null,
    usl: decimal ? (i.usl ?? null) : null,
    unit: decimal ? trim(i.unit) : null,
    choices: choice ? i.choices.map((c) => c.trim()) : [],
    okChoices: choice ? i.okChoices.map((c) => c.trim()) : [],
    severity: i.severity,
    sampleOverride: i.sampleOverride ?? null,
  };
}

/**
 * The content of an input as stored: Full and Exempt inspection draw no sample, so their level
 * and AQLs are dropped rather than kept to mislead a later reader; documents in the standard order.
 */
export function contentOf(input: IqcConfigCreateInput): IqcConfigContent {
  const sampled = SAMPLED_MODES.includes(input.inspectionMode);
  const docs = new Set(input.requiredDocs);
  return {
    inspectionMode: input.inspectionMode,
    inspectionLevel: sampled ? (input.inspectionLevel ?? null) : null,
    aqlCritical: sampled ? (input.aqlCritical ?? null) : null,
    aqlMajor: sampled ? (input.aqlMajor ?? null) : null,
    aqlMinor: sampled ? (input.aqlMinor ?? null) : null,
    requiredDocs: InspectionDocType.filter((d) => docs.has(d)),
    items: input.items.map(itemDef),
    remark: input.remark?.trim() || null,
  };
}

/** An item's fields in a fixed order: jsonb gives its keys back in its own order. */
const itemKey = (i: InspectionItemDef) => [
  i.itemCode,
  i.name,
  i.method,
  i.spec,
  i.valueType,
  i.lsl,
  i.usl,
  i.unit,
  i.choices,
  i.okChoices,
  i.severity,
  i.sampleOverride,
];

/** Whether the requirements differ (a new revision for the supplier to confirm). */
export function contentChanged(before: IqcConfigContent, after: IqcConfigContent): boolean {
  const key = (c: IqcConfigContent) =>
    JSON.stringify([
      c.inspectionMode,
      c.inspectionLevel,
      c.aqlCritical,
      c.aqlMajor,
      c.aqlMinor,
      c.requiredDocs,
      c.items.map(itemKey),
      c.remark,
    ]);
  return key(before) !== key(after);
}
