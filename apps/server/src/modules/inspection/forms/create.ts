import {
  commonTexts,
  deliveryWorkflow,
  DeliveryStatus,
  formSamplingPlan,
  InspectionFormStatus,
  inspectionFormTexts,
  inspectionFormWorkflow,
  type DeliveryStatusValue,
  type FormSamplingPlan,
  type InspectionFormCreateInput,
  type InspectionFormDto,
  type InspectionLevelValue,
} from '@sp/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { newId } from '../../../platform/db/columns.js';
import { uniquely } from '../../../platform/db/uniqueness.js';
import { BusinessError, EntityNotFoundError } from '../../../platform/http/errors.js';
import { T, type LocalizableText } from '../../../platform/localization/localizer.js';
import { nextNumber } from '../../../platform/numbering/next-number.js';
import { recordCreation } from '../../../platform/workflow/transition.js';
import { DELIVERY_LINE_ENTITY_TYPE } from '../../vendor-labels/deliveries/entity.js';
import { deliveries, deliveryLines } from '../../vendor-labels/schema.js';
import { findConfirmedConfig, type IqcConfigRow } from '../configs/active.js';
import { inspectionFormResults, inspectionForms } from '../schema.js';
import type { FormContext } from './context.js';
import { auditedForm, auditedResult, FORM_ENTITY_TYPE, RESULT_ENTITY_TYPE } from './dto.js';
import { getForm } from './service.js';

export const FORM_SEQUENCE = 'Inspection.Form';
export const FORM_NUMBER = 'IIF-{yyyyMMdd}{seq4}';

/**
 * The delivery statuses whose lines take a form: from submission on, when the lines no longer
 * change (a Draft or Rejected note is still edited, and a form's lot quantity and plan would go
 * stale), through shipping and receipt (a lot received under "warn" still gets its record), until
 * the note is closed. A cancelled note ships nothing.
 */
export const FORM_DELIVERY_STATUSES: readonly DeliveryStatusValue[] = [
  DeliveryStatus.Submitted,
  DeliveryStatus.Confirmed,
  DeliveryStatus.Shipped,
  DeliveryStatus.PartiallyReceived,
  DeliveryStatus.Received,
];

type RuleKey = Parameters<typeof T<typeof inspectionFormTexts>>[1];

export const refuse = (key: RuleKey, ...args: unknown[]) =>
  new BusinessError(T(inspectionFormTexts, key, ...args), { code: `SupplierPortal:${key}` });

const statusText = (status: number): LocalizableText => ({
  resource: commonTexts.resource,
  key: deliveryWorkflow.statuses[status as DeliveryStatusValue]?.text ?? String(status),
  args: [],
});

/** What the plan gives a new form: the code letter, the sample and the plan itself (null for Full). */
interface PlanFacts {
  level: InspectionLevelValue | null;
  codeLetter: string | null;
  sampleSize: number;
  plan: FormSamplingPlan | null;
}

/**
 * The form's sampling from its configuration. Sampling and skip-lot use the standard's plan (the
 * skip decision itself is IQC's: a skipped lot gets no form made, one that is made is sampled).
 * Full inspection: every piece (n = lot), judged Ac 0 / Re 1 (contracts `acceptanceNumbers`).
 * A lot measured in a fraction of a unit (kg) is sampled as its next whole number.
 */
function planFor(config: IqcConfigRow, lotQty: number): PlanFacts {
  const lot = Math.max(1, Math.ceil(lotQty));
  if (config.inspectionMode === 'Full') return { level: null, codeLetter: null, sampleSize: lot, plan: null };
  const aqls = {
    Critical: config.aqlCritical,
    Major: config.aqlMajor,
    Minor: config.aqlMinor,
  } as Parameters<typeof formSamplingPlan>[2];
  if (Object.values(aqls).every((a) => a === null || a === undefined))
    throw refuse('InspectionForm:ConfigIncomplete', config.partNo);
  // The standard's usual level when IQC left it open (the configuration rules ask for one).
  const level = (config.inspectionLevel ?? 'II') as InspectionLevelValue;
  const plan = formSamplingPlan(lot, level, aqls);
  return { level, codeLetter: plan.codeLetter, sampleSize: plan.sampleSize, plan };
}

/** The live form of a delivery line, if any (the Amended versions are history). */
async function liveFormOf(tx: Tx, tenantId: string, lineId: string) {
  const f = inspectionForms;
  const [row] = await tx
    .select({ id: f.id })
    .from(f)
    .where(
      and(
        eq(f.tenantId, tenantId),
        eq(f.deliveryLineId, lineId),
        eq(f.isDeleted, false),
        ne(f.status, InspectionFormStatus.Amended),
      ),
    );
  return row ?? null;
}

/**
 * Makes the form of one delivery line (one lot): the line must be visible to the caller (a
 * vendor's own, by row-level security: another supplier's line is a 404), its note submitted and
 * not cancelled, no live form on it yet, and the part of that supplier must have a Confirmed,
 * non-exempt configuration. The configuration's mode, level, letter, documents and items are
 * copied in, one result row per item; the plan is computed from the lot quantity.
 */
export async function createForm(
  c: FormContext,
  input: InspectionFormCreateInput,
): Promise<InspectionFormDto> {
  const { tx, tenantId, actor } = c;
  const [found] = await tx
    .select({ line: deliveryLines, delivery: deliveries })
    .from(deliveryLines)
    .innerJoin(
      deliveries,
      and(eq(deliveries.tenantId, deliveryLines.tenantId), eq(deliveries.id, deliveryLines.deliveryId)),
    )
    .where(
      and(
        eq(deliveryLines.tenantId, tenantId),
        eq(deliveryLines.id, input.deliveryLineId),
        eq(deliveries.isDeleted, false),
      ),
    );
  if (!found) throw new EntityNotFoundError(DELIVERY_LINE_ENTITY_TYPE, input.deliveryLineId);
  const { line, delivery } = found;
  if (!FORM_DELIVERY_STATUSES.includes(delivery.status as DeliveryStatusValue))
    throw refuse('InspectionForm:DeliveryNotOpen', delivery.deliveryNo, statusText(delivery.status));
  const taken = () => refuse('InspectionForm:AlreadyExists', line.lineNo, delivery.deliveryNo);
  if (await liveFormOf(tx, tenantId, line.id)) throw taken();

  const config = await findConfirmedConfig(tx, tenantId, line.supplierId, line.partNo);
  if (!config) throw refuse('InspectionForm:NoConfig', line.partNo);
  if (config.inspectionMode === 'Exempt') throw refuse('InspectionForm:Exempt', line.partNo);
  const plan = planFor(config, line.qty);

  const id = newId();
  const formNo = await nextNumber(tx, FORM_SEQUENCE, FORM_NUMBER);
  const status = InspectionFormStatus.Draft;
  // Two requests for one line raced past the check above: the partial unique index decides, and
  // the loser hears the same refusal (its transaction rolls back, number included).
  const [row] = await uniquely(
    () =>
      tx
        .insert(inspectionForms)
        .values({
          id,
          supplierId: line.supplierId,
          formNo,
          version: 1,
          deliveryId: delivery.id,
          deliveryLineId: line.id,
          deliveryNo: delivery.deliveryNo,
          deliveryLineNo: line.lineNo,
          poNo: line.poNo,
          partNo: line.partNo,
          partName: line.partName ?? config.partName,
          spec: config.spec,
          lotNo: line.lotNo,
          dateCode: line.dateCode,
          lotQty: line.qty,
          configId: config.id,
          letterNo: config.letterNo,
          letterRev: config.letterRev,
          inspectionMode: config.inspectionMode,
          inspectionLevel: plan.level,
          codeLetter: plan.codeLetter,
          sampleSize: plan.sampleSize,
          plan: plan.plan,
          requiredDocs: config.requiredDocs,
          status,
          creatorId: actor.id,
        })
        .returning(),
    taken,
  );
  c.audit.created(FORM_ENTITY_TYPE, id, auditedForm(row!));

  if (config.items.length > 0) {
    const results = await tx
      .insert(inspectionFormResults)
      .values(
        config.items.map((item, seq) => ({
          id: newId(),
          supplierId: line.supplierId,
          formId: id,
          seq,
          item,
          // A destructive test checks its own few pieces; never more than the lot.
          sampleQty: Math.min(item.sampleOverride ?? plan.sampleSize, plan.sampleSize),
        })),
      )
      .returning();
    for (const r of results) c.audit.created(RESULT_ENTITY_TYPE, r.id, auditedResult(r));
  }
  await recordCreation(tx, inspectionFormWorkflow, { id, status, supplierId: line.supplierId }, actor);
  return getForm(tx, tenantId, id, actor);
}
