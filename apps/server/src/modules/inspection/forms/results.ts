import {
  inspectionFormTexts,
  inspectionFormWorkflow,
  inspectionTexts,
  itemResultOf,
  NG_COUNT_FIELDS,
  ngCountProblems,
  PASS_FAIL_VALUES,
  type InspectionFormDto,
  type InspectionFormUpdateInput,
  type InspectionItemDef,
  type InspectionResultInput,
} from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import { expectUpdated, assertStamp } from '../../../platform/http/concurrency.js';
import { invalidField } from '../../../platform/http/errors.js';
import { atStamp, modifiedBy } from '../../../platform/db/modification.js';
import { T } from '../../../platform/localization/localizer.js';
import { assertOperation } from '../../../platform/workflow/transition.js';
import { inspectionFormResults, inspectionForms } from '../schema.js';
import type { FormContext } from './context.js';
import { auditedForm, auditedResult, FORM_ENTITY_TYPE, RESULT_ENTITY_TYPE, type ResultRow } from './dto.js';
import { findForm, getForm, resultsOf } from './service.js';

const itemName = (item: InspectionItemDef) => `${item.itemCode} ${item.name}`.trim();

/**
 * The answers of one item as stored: Decimal items keep numbers (a numeric string is read as its
 * number), PassFail items `OK` / `NG` (any case), Choice items one of the item's choices. Blank
 * answers are dropped; anything else is a 400 on that item's values, in the reader's language.
 */
function normalizeValues(item: InspectionItemDef, values: readonly (number | string)[], member: string) {
  const out: (number | string)[] = [];
  for (const raw of values) {
    if (typeof raw === 'string' && raw.trim() === '') continue;
    if (item.valueType === 'Decimal') {
      const n = typeof raw === 'number' ? raw : Number(raw.trim());
      if (!Number.isFinite(n))
        throw invalidField(member, T(inspectionFormTexts, 'InspectionForm:BadDecimal', itemName(item), raw));
      out.push(n);
    } else if (item.valueType === 'PassFail') {
      const v = String(raw).trim().toUpperCase();
      if (!(PASS_FAIL_VALUES as readonly string[]).includes(v))
        throw invalidField(member, T(inspectionFormTexts, 'InspectionForm:BadPassFail', itemName(item), raw));
      out.push(v);
    } else {
      const v = String(raw).trim();
      if (!item.choices.includes(v))
        throw invalidField(
          member,
          T(inspectionFormTexts, 'InspectionForm:BadChoice', itemName(item), raw, item.choices.join(', ')),
        );
      out.push(v);
    }
  }
  return out;
}

/** A result row with the vendor's new answers applied and its OK / NG computed. */
function applyAnswer(row: ResultRow, input: InspectionResultInput, index: number): ResultRow {
  const values = normalizeValues(row.item, input.values, `results[${index}].values`);
  return {
    ...row,
    sampleQty: input.sampleQty ?? row.sampleQty,
    values,
    defectQty: input.defectQty,
    result: itemResultOf(row.item, values, input.defectQty),
    remark: input.remark ?? null,
  };
}

/**
 * The vendor's part of a form (Draft, Returned): inspector, date, each item's values and defects
 * (items not sent keep their answers), NG counts, conclusion, remark. Each item's OK / NG is the
 * server's, by the contracts' `itemResultOf`; an NG count below what the NG items prove
 * (`ngCountProblems`) is a 400 on that count.
 */
export async function updateForm(
  c: FormContext,
  id: string,
  input: InspectionFormUpdateInput,
): Promise<InspectionFormDto> {
  const { tx, tenantId, actor } = c;
  const before = await findForm(tx, tenantId, id, true);
  assertOperation(inspectionFormWorkflow, 'update', before, actor, 'Action:Edit');
  assertStamp(before.concurrencyStamp, input.concurrencyStamp);

  const rows = await resultsOf(tx, tenantId, id);
  const next = new Map(rows.map((r) => [r.item.itemCode, r]));
  const changed: [before: ResultRow, after: ResultRow][] = [];
  input.results.forEach((answer, i) => {
    const row = next.get(answer.itemCode);
    if (!row)
      throw invalidField(
        `results[${i}].itemCode`,
        T(inspectionFormTexts, 'InspectionForm:UnknownItem', answer.itemCode),
      );
    const after = applyAnswer(row, answer, i);
    next.set(answer.itemCode, after);
    changed.push([rows.find((r) => r.id === row.id)!, after]);
  });

  const counts = { Critical: input.ngCritical, Major: input.ngMajor, Minor: input.ngMinor };
  const facts = [...next.values()].map((r) => ({
    itemCode: r.item.itemCode,
    item: r.item,
    values: r.values,
    defectQty: r.defectQty,
  }));
  const [low] = ngCountProblems(counts, facts);
  if (low)
    throw invalidField(
      NG_COUNT_FIELDS[low.severity],
      T(
        inspectionFormTexts,
        'InspectionForm:Problem.NgBelowDefects',
        T(inspectionTexts, `Enum:DefectSeverity.${low.severity}`),
        low.count,
        low.floor,
      ),
    );

  for (const [old, r] of changed) {
    await tx
      .update(inspectionFormResults)
      .set({
        sampleQty: r.sampleQty,
        values: r.values,
        defectQty: r.defectQty,
        result: r.result,
        remark: r.remark,
      })
      .where(and(eq(inspectionFormResults.tenantId, tenantId), eq(inspectionFormResults.id, r.id)));
    c.audit.updated(RESULT_ENTITY_TYPE, r.id, auditedResult(old), auditedResult(r));
  }

  const after = expectUpdated(
    await tx
      .update(inspectionForms)
      .set({
        vendorInspector: input.vendorInspector ?? null,
        vendorInspectDate: input.vendorInspectDate ?? null,
        ngCritical: input.ngCritical,
        ngMajor: input.ngMajor,
        ngMinor: input.ngMinor,
        vendorConclusion: input.vendorConclusion ?? null,
        remark: input.remark ?? null,
        ...modifiedBy(actor.id),
      })
      .where(atStamp(inspectionForms, tenantId, id, before.concurrencyStamp))
      .returning(),
  );
  c.audit.updated(FORM_ENTITY_TYPE, id, auditedForm(before), auditedForm(after));
  return getForm(tx, tenantId, id, actor);
}
