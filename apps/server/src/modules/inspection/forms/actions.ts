import {
  formSubmitProblems,
  InspectionFormStatus,
  inspectionFormTexts,
  inspectionFormWorkflow,
  inspectionTexts,
  type FormSubmitProblem,
  type InspectionDecisionInput,
  type InspectionFormDto,
  type InspectionModeValue,
  type VendorConclusionValue,
} from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import { newId } from '../../../platform/db/columns.js';
import { atStamp, deletedBy } from '../../../platform/db/modification.js';
import { expectUpdated } from '../../../platform/http/concurrency.js';
import { BusinessError } from '../../../platform/http/errors.js';
import { T, translate, type LocalizableText } from '../../../platform/localization/localizer.js';
import {
  assertOperation,
  assertTransition,
  recordHistory,
  transition,
} from '../../../platform/workflow/transition.js';
import { attachments } from '../../attachments/schema.js';
import { mailFormEvent, type FormMailEvent } from '../mail.js';
import { inspectionFormDocuments, inspectionFormResults, inspectionForms } from '../schema.js';
import { todayOf, type FormContext } from './context.js';
import { auditedForm, FORM_ENTITY_TYPE, FORM_OWNER_TYPE, type FormRow } from './dto.js';
import { documentsOf, findForm, getForm, resultsOf } from './service.js';

export type FormAction = keyof typeof inspectionFormWorkflow.transitions;

/** What a client sends with a plain transition: the reason (return, amend) and the stamp it read. */
export interface TransitionBody {
  comment?: string | null | undefined;
  concurrencyStamp?: string | null | undefined;
}

interface Move {
  action: FormAction;
  body?: TransitionBody | undefined;
  /** Columns the action sets besides the status. */
  set?: (before: FormRow) => Partial<typeof inspectionForms.$inferInsert>;
  /** Side effects in the same transaction, after the status is written. */
  effects?: (after: FormRow) => Promise<void>;
}

/**
 * One workflow step of a form: the row locked, state / policy / side checked by the workflow
 * first, then the action's own rules (`prepare`), then the status written with its history row
 * and audit change, then the effects (mails, the next version), all in the caller's transaction.
 */
async function move(
  c: FormContext,
  id: string,
  m: Move,
  prepare?: (before: FormRow) => Promise<void>,
): Promise<FormRow> {
  const { tx, tenantId, actor } = c;
  const before = await findForm(tx, tenantId, id, true);
  assertTransition(inspectionFormWorkflow, m.action, before, actor);
  await prepare?.(before);
  return transition(tx, {
    workflow: inspectionFormWorkflow,
    action: m.action,
    row: before,
    actor,
    audit: c.audit,
    comment: m.body?.comment,
    concurrencyStamp: m.body?.concurrencyStamp,
    update: async (to, stamp) =>
      tx
        .update(inspectionForms)
        .set({
          status: to,
          ...m.set?.(before),
          concurrencyStamp: stamp,
          lastModificationTime: new Date(),
          lastModifierId: actor.id,
        })
        .where(atStamp(inspectionForms, tenantId, id, before.concurrencyStamp))
        .returning(),
    audited: auditedForm,
    effects: m.effects,
  });
}

const mail = (c: FormContext, event: FormMailEvent, row: FormRow, comment?: string | null) =>
  mailFormEvent(c.tx, event, row, comment?.trim() || null);

const docName = (docType: string): LocalizableText =>
  T(inspectionTexts, `Enum:InspectionDocType.${docType}` as never);
const severityName = (s: string): LocalizableText => T(inspectionTexts, `Enum:DefectSeverity.${s}` as never);

/** One submit problem as a sentence of the reader's language. */
function problemText(p: FormSubmitProblem, itemNames: Map<string, string>): LocalizableText {
  const t = (key: Parameters<typeof T<typeof inspectionFormTexts>>[1], ...args: unknown[]) =>
    T(inspectionFormTexts, key, ...args);
  switch (p.kind) {
    case 'MissingInspector':
    case 'MissingInspectDate':
    case 'MissingConclusion':
      return t(`InspectionForm:Problem.${p.kind}`);
    case 'Unanswered':
      return t('InspectionForm:Problem.Unanswered', itemNames.get(p.itemCode ?? '') ?? p.itemCode);
    case 'MissingDocument':
      return t('InspectionForm:Problem.MissingDocument', docName(p.docType ?? ''));
    case 'ExpiredDocument':
      return t('InspectionForm:Problem.ExpiredDocument', docName(p.docType ?? ''), p.validTo);
    case 'NgBelowDefects':
      return t('InspectionForm:Problem.NgBelowDefects', severityName(p.severity ?? ''), p.count, p.limit);
    case 'PassOverRe':
      return t('InspectionForm:Problem.PassOverRe', severityName(p.severity ?? ''), p.count, p.limit);
  }
}

/**
 * Refuses a submission with everything that keeps it back (contracts `formSubmitProblems`):
 * `data.problems` lists them (kind, item, document, severity, the sentence in the caller's
 * language) for the page to mark.
 */
async function assertSubmittable(c: FormContext, form: FormRow) {
  const today = await todayOf(c);
  // One after the other: a transaction is one connection.
  const results = await resultsOf(c.tx, c.tenantId, form.id);
  const documents = await documentsOf(c.tx, form, today);
  const problems = formSubmitProblems(
    {
      inspectionMode: form.inspectionMode as InspectionModeValue,
      plan: form.plan,
      vendorInspector: form.vendorInspector,
      vendorInspectDate: form.vendorInspectDate,
      vendorConclusion: form.vendorConclusion as VendorConclusionValue | null,
      ngCritical: form.ngCritical,
      ngMajor: form.ngMajor,
      ngMinor: form.ngMinor,
      results: results.map((r) => ({
        itemCode: r.item.itemCode,
        item: r.item,
        values: r.values,
        defectQty: r.defectQty,
      })),
      documents: documents.map((d) => ({
        docType: d.docType,
        required: d.required,
        attached: d.attachmentId !== null,
        validTo: d.validTo,
      })),
    },
    today,
  );
  if (problems.length === 0) return;
  const names = new Map(results.map((r) => [r.item.itemCode, `${r.item.itemCode} ${r.item.name}`]));
  const described = problems.map((p) => ({ ...p, message: translate(c.culture, problemText(p, names)) }));
  throw new BusinessError(
    T(
      inspectionFormTexts,
      'InspectionForm:SubmitIncomplete',
      problems.length,
      described.map((p) => p.message).join(' '),
    ),
    { code: 'SupplierPortal:InspectionForm:SubmitIncomplete', data: { problems: described } },
  );
}

/**
 * The vendor submits (Draft, Returned): refused while `formSubmitProblems` finds anything. A
 * resubmission is anyone's to take again (the reviewer who returned it is cleared); the return's
 * comment stays readable until IQC decides. IQC is mailed.
 */
export async function submitForm(
  c: FormContext,
  id: string,
  body?: TransitionBody,
): Promise<InspectionFormDto> {
  await move(
    c,
    id,
    {
      action: 'submit',
      body,
      set: () => ({ submittedTime: new Date(), reviewerId: null, reviewerName: null }),
      effects: (after) => mail(c, 'Submitted', after, body?.comment),
    },
    (before) => assertSubmittable(c, before),
  );
  return getForm(c.tx, c.tenantId, id, c.actor);
}

/** An IQC inspector takes a submitted form: it counts as "pending my review" for them from now on. */
export async function startReview(
  c: FormContext,
  id: string,
  body?: TransitionBody,
): Promise<InspectionFormDto> {
  await move(c, id, {
    action: 'startReview',
    body,
    set: () => ({ reviewerId: c.actor.id, reviewerName: c.actor.name }),
  });
  return getForm(c.tx, c.tenantId, id, c.actor);
}

/** IQC returns an incomplete or wrong form to the vendor (comment required); the vendor is mailed. */
export async function returnForm(
  c: FormContext,
  id: string,
  body?: TransitionBody,
): Promise<InspectionFormDto> {
  await move(c, id, {
    action: 'return',
    body,
    set: () => ({
      reviewerId: c.actor.id,
      reviewerName: c.actor.name,
      reviewComment: body?.comment?.trim() || null,
    }),
    effects: (after) => mail(c, 'Returned', after, body?.comment),
  });
  return getForm(c.tx, c.tenantId, id, c.actor);
}

/** IQC accepts the lot: reviewer, time and any comment recorded; the vendor is told. */
export async function acceptForm(
  c: FormContext,
  id: string,
  body?: TransitionBody,
): Promise<InspectionFormDto> {
  await move(c, id, {
    action: 'accept',
    body,
    set: () => ({
      reviewResult: 'Accepted',
      disposition: null,
      reviewerId: c.actor.id,
      reviewerName: c.actor.name,
      reviewTime: new Date(),
      reviewComment: body?.comment?.trim() || null,
    }),
    effects: (after) => mail(c, 'Accepted', after, body?.comment),
  });
  return getForm(c.tx, c.tenantId, id, c.actor);
}

/**
 * The IQC lead's decision with a disposition (return, sort, scrap, special acceptance) and a
 * reason: rejected, or accepted on conditions (特采). Vendor, buyer and SQE are told.
 */
async function decide(
  c: FormContext,
  id: string,
  action: 'reject' | 'acceptConditionally',
  body: InspectionDecisionInput,
): Promise<InspectionFormDto> {
  const result = action === 'reject' ? 'Rejected' : 'ConditionallyAccepted';
  await move(c, id, {
    action,
    body,
    set: () => ({
      reviewResult: result,
      disposition: body.disposition,
      reviewerId: c.actor.id,
      reviewerName: c.actor.name,
      reviewTime: new Date(),
      reviewComment: body.comment.trim(),
    }),
    effects: (after) => mail(c, result, after, body.comment),
  });
  return getForm(c.tx, c.tenantId, id, c.actor);
}

export const rejectForm = (c: FormContext, id: string, body: InspectionDecisionInput) =>
  decide(c, id, 'reject', body);

export const acceptFormConditionally = (c: FormContext, id: string, body: InspectionDecisionInput) =>
  decide(c, id, 'acceptConditionally', body);

/**
 * IQC amends a decided form (reason required): this version closes as Amended and the next one
 * (same form number, version + 1, `previousId`) opens in Submitted with copies of the results,
 * the declared valid-to dates and the attachments (new rows on the new form, the same stored
 * bytes), all in this transaction. IQC then decides again or returns it to the vendor.
 */
export async function amendForm(
  c: FormContext,
  id: string,
  body?: TransitionBody,
): Promise<InspectionFormDto> {
  const { tx, tenantId, actor } = c;
  const nextId = newId();
  await move(c, id, {
    action: 'amend',
    body,
    effects: async (old) => {
      const now = new Date();
      const status = InspectionFormStatus.Submitted;
      const [copy] = await tx
        .insert(inspectionForms)
        .values({
          ...old,
          id: nextId,
          version: old.version + 1,
          previousId: old.id,
          status,
          submittedTime: now,
          reviewResult: null,
          disposition: null,
          reviewerId: null,
          reviewerName: null,
          reviewTime: null,
          reviewComment: body?.comment?.trim() || null,
          creationTime: now,
          creatorId: actor.id,
          lastModificationTime: null,
          lastModifierId: null,
          concurrencyStamp: undefined,
        })
        .returning();
      c.audit.created(FORM_ENTITY_TYPE, nextId, auditedForm(copy!));
      const results = await resultsOf(tx, tenantId, old.id);
      if (results.length > 0)
        await tx
          .insert(inspectionFormResults)
          .values(results.map((r) => ({ ...r, id: newId(), formId: nextId })));
      const docs = await tx
        .select()
        .from(inspectionFormDocuments)
        .where(
          and(eq(inspectionFormDocuments.tenantId, tenantId), eq(inspectionFormDocuments.formId, old.id)),
        );
      if (docs.length > 0)
        await tx
          .insert(inspectionFormDocuments)
          .values(docs.map((d) => ({ ...d, id: newId(), formId: nextId })));
      const files = await tx
        .select()
        .from(attachments)
        .where(
          and(
            eq(attachments.tenantId, tenantId),
            eq(attachments.ownerType, FORM_OWNER_TYPE),
            eq(attachments.ownerId, old.id),
            eq(attachments.isDeleted, false),
          ),
        );
      if (files.length > 0)
        await tx.insert(attachments).values(files.map((a) => ({ ...a, id: newId(), ownerId: nextId })));
      await recordAmendedVersion(c, copy!);
    },
  });
  return getForm(tx, tenantId, nextId, actor);
}

/** The new version's first history row: made by amendment, straight into Submitted. */
async function recordAmendedVersion(c: FormContext, row: FormRow) {
  await recordHistory(
    c.tx,
    inspectionFormWorkflow,
    { id: row.id, status: row.status, supplierId: row.supplierId },
    c.actor,
    'amend',
    null,
    row.reviewComment,
  );
}

/** The vendor deletes a Draft (soft: the row stays for the audit trail; the line may get a new form). */
export async function deleteForm(c: FormContext, id: string): Promise<void> {
  const { tx, tenantId, actor } = c;
  const before = await findForm(tx, tenantId, id, true);
  assertOperation(inspectionFormWorkflow, 'delete', before, actor, 'Action:Delete');
  const [after] = await tx
    .update(inspectionForms)
    .set(deletedBy(actor.id))
    .where(atStamp(inspectionForms, tenantId, id, before.concurrencyStamp))
    .returning();
  expectUpdated(after ? [after] : []);
  c.audit.deleted(FORM_ENTITY_TYPE, id, auditedForm(before));
}
