import {
  lineAppliesAtLevel,
  LetterStatus,
  letterWorkflow,
  partNoConfirmWorkflow,
  type PartNoConfirmAcknowledgeInput,
  type PartNoConfirmDto,
  type PartNoConfirmLetterCreatedDto,
} from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import { auditedFields, type AuditCollector } from '../../../platform/audit/collector.js';
import type { Tx } from '../../../platform/db/client.js';
import { newId } from '../../../platform/db/columns.js';
import { withoutSupplierScope } from '../../../platform/db/scope.js';
import { BusinessError, fieldProblem } from '../../../platform/http/errors.js';
import { nextNumber } from '../../../platform/numbering/next-number.js';
import type { WorkflowActor } from '../../../platform/workflow/caller.js';
import { assertTransition, recordCreation, transition } from '../../../platform/workflow/transition.js';
import { templateLines } from '../check-templates/lines.js';
import { mailRequestEvent, type RequestMailEvent } from '../mail.js';
import { letterItems, letters, partNoConfirms } from '../schema.js';
import { auditedRequest, type RequestRow } from './dto.js';
import { LETTER_ENTITY_TYPE, LETTER_ITEM_ENTITY_TYPE } from './entity.js';
import { findRequest, getRequest, refuse } from './service.js';
import { requestToday } from './today.js';

/** The letter number: the year, then a counter of five digits per year. */
export const LETTER_NUMBER = 'CRS-{yyyy}{seq5}';
export const LETTER_SEQUENCE = 'LetterOfRecognition.Letter';

/** What a client sends with a plain transition: the reason (decline, cancel) and the stamp it read. */
export interface TransitionBody {
  comment?: string | null | undefined;
  concurrencyStamp?: string | null | undefined;
}

type Action = keyof typeof partNoConfirmWorkflow.transitions;

interface Move {
  action: Action;
  body?: TransitionBody | null | undefined;
  /** Columns the action sets besides the status. */
  set?: (before: RequestRow) => Partial<typeof partNoConfirms.$inferInsert>;
  /** Who is mailed after the change. */
  mail?: RequestMailEvent;
}

/**
 * One workflow step of a request: the row locked, state / policy / side / reason checked by the
 * workflow, the status written with its history row and audit change, and the mail, all in the
 * caller's transaction.
 */
async function move(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  actor: WorkflowActor,
  m: Move,
  prepare?: (before: RequestRow) => Promise<void>,
): Promise<RequestRow> {
  const before = await findRequest(tx, tenantId, id, true);
  // State, policy and side first, so a precondition never answers for a move that is not allowed anyway.
  assertTransition(partNoConfirmWorkflow, m.action, before, actor);
  await prepare?.(before);
  const comment = m.body?.comment?.trim() || null;
  return transition(tx, {
    workflow: partNoConfirmWorkflow,
    action: m.action,
    row: before,
    actor,
    audit,
    comment,
    concurrencyStamp: m.body?.concurrencyStamp,
    update: (to, stamp) =>
      tx
        .update(partNoConfirms)
        .set({
          status: to,
          ...m.set?.(before),
          concurrencyStamp: stamp,
          lastModificationTime: new Date(),
          lastModifierId: actor.id,
        })
        .where(
          and(
            eq(partNoConfirms.tenantId, tenantId),
            eq(partNoConfirms.id, id),
            eq(partNoConfirms.concurrencyStamp, before.concurrencyStamp),
          ),
        )
        .returning(),
    audited: auditedRequest,
    ...(m.mail ? { effects: () => mailRequestEvent(tx, m.mail!, tenantId, id, comment) } : {}),
  });
}

/** The vendor takes the request up with the date they promise to submit by; the owner is told. */
export async function acknowledgeRequest(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  actor: WorkflowActor,
  body: PartNoConfirmAcknowledgeInput,
): Promise<PartNoConfirmDto> {
  await move(
    tx,
    audit,
    tenantId,
    id,
    actor,
    {
      action: 'acknowledge',
      body,
      mail: 'Acknowledged',
      set: () => ({
        ackById: actor.id,
        ackTime: new Date(),
        promisedDate: body.promisedDate,
        ackComment: body.comment?.trim() || null,
      }),
    },
    async () => {
      if (body.promisedDate < (await requestToday(tx)))
        throw fieldProblem('promisedDate', refuse('PartNoConfirm:PromisedDateInPast'));
    },
  );
  return getRequest(tx, tenantId, id, actor);
}

/** The vendor declines with a reason (kept as the answer's comment); the owner is told. */
export async function declineRequest(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  actor: WorkflowActor,
  body?: TransitionBody | null,
): Promise<PartNoConfirmDto> {
  await move(
    tx,
    audit,
    tenantId,
    id,
    actor,
    {
      action: 'decline',
      body,
      mail: 'Declined',
      set: () => ({
        ackById: actor.id,
        ackTime: new Date(),
        promisedDate: null,
        ackComment: body?.comment?.trim() || null,
      }),
    },
    async () => {
      if (!body?.comment?.trim()) throw fieldProblem('comment', refuse('PartNoConfirm:ReasonRequired'));
    },
  );
  return getRequest(tx, tenantId, id, actor);
}

/** The buyer sends a declined request again (after editing it); the vendor's earlier answer is cleared. */
export async function resendRequest(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  actor: WorkflowActor,
  body?: TransitionBody | null,
): Promise<PartNoConfirmDto> {
  await move(tx, audit, tenantId, id, actor, {
    action: 'resend',
    body,
    mail: 'Created',
    set: () => ({ ackById: null, ackTime: null, promisedDate: null, ackComment: null }),
  });
  return getRequest(tx, tenantId, id, actor);
}

/** The buyer withdraws a request until its letter exists (reason required, kept in the history). */
export async function cancelRequest(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  actor: WorkflowActor,
  body?: TransitionBody | null,
): Promise<PartNoConfirmDto> {
  await move(tx, audit, tenantId, id, actor, { action: 'cancel', body }, async () => {
    if (!body?.comment?.trim()) throw fieldProblem('comment', refuse('PartNoConfirm:ReasonRequired'));
  });
  return getRequest(tx, tenantId, id, actor);
}

const auditedLetter = (l: typeof letters.$inferSelect) =>
  auditedFields(l, [
    'letterNo',
    'status',
    'letterType',
    'otherType',
    'partNoConfirmId',
    'partNo',
    'checkTemplateId',
    'templateVersion',
    'submissionLevel',
    'revision',
    'previousLetterId',
    'dueDate',
    'ownerEngineerId',
  ]);

/**
 * The vendor starts the letter of an acknowledged request: a Draft letter (number
 * `CRS-{yyyy}{seq5}`) copying the request's part, supplier, owner, due date and template with the
 * template's current version, the next revision of the letter the request replaces (if any), and
 * one item per template line that applies at the request's submission level, with the library's
 * file rules. The request moves to LetterStarted and points at the letter.
 */
export async function createLetterFromRequest(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  actor: WorkflowActor,
  body?: TransitionBody | null,
): Promise<PartNoConfirmLetterCreatedDto> {
  const letterId = newId();
  let letterNo = '';
  await move(
    tx,
    audit,
    tenantId,
    id,
    actor,
    { action: 'createLetter', body, set: () => ({ letterId }) },
    async (request) => {
      if (request.letterId)
        throw new BusinessError(refuse('PartNoConfirm:LetterExists', request.letterId), {
          code: 'SupplierPortal:PartNoConfirm:LetterExists',
        });
      letterNo = await insertLetter(tx, audit, request, letterId, actor);
    },
  );
  return { letterId, letterNo };
}

async function insertLetter(
  tx: Tx,
  audit: AuditCollector,
  request: RequestRow,
  letterId: string,
  actor: WorkflowActor,
): Promise<string> {
  const { tenantId } = request;
  const template = await templateLines(tx, tenantId, request.checkTemplateId);
  const lines = (template?.lines ?? []).filter((l) =>
    lineAppliesAtLevel(l.submissionLevelMin, request.submissionLevel),
  );
  if (!template || lines.length === 0)
    throw new BusinessError(
      refuse(
        'PartNoConfirm:TemplateEmpty',
        template?.code ?? request.checkTemplateId,
        request.submissionLevel ?? '—',
      ),
      { code: 'SupplierPortal:PartNoConfirm:TemplateEmpty' },
    );

  // The replaced letter may have been another supplier's (a request moved to a new source): its
  // revision is read with the supplier scope lifted, nothing else of it.
  const [prev] = request.previousLetterId
    ? await withoutSupplierScope(tx, () =>
        tx
          .select({ revision: letters.revision })
          .from(letters)
          .where(and(eq(letters.tenantId, tenantId), eq(letters.id, request.previousLetterId!))),
      )
    : [];

  const letterNo = await nextNumber(tx, LETTER_SEQUENCE, LETTER_NUMBER);
  const [letter] = await tx
    .insert(letters)
    .values({
      id: letterId,
      supplierId: request.supplierId,
      letterNo,
      letterType: request.letterType,
      otherType: request.otherType,
      partNoConfirmId: request.id,
      partNo: request.partNo,
      partName: request.partName,
      spec: request.spec,
      drawingNo: request.drawingNo,
      drawingRev: request.drawingRev,
      materialCategory: request.materialCategory,
      manufacturer: request.manufacturer,
      mpn: request.mpn,
      checkTemplateId: request.checkTemplateId,
      templateVersion: template.version,
      submissionLevel: request.submissionLevel,
      revision: prev ? prev.revision + 1 : 1,
      previousLetterId: prev ? request.previousLetterId : null,
      status: LetterStatus.Draft,
      dueDate: request.dueDate,
      ownerEngineerId: request.ownerEngineerId,
      creatorId: actor.id,
    })
    .returning();
  await tx.insert(letterItems).values(
    lines.map((l) => ({
      letterId,
      supplierId: request.supplierId,
      itemCode: l.itemCode,
      sort: l.sort,
      required: l.required,
      needsFile: l.needsFile,
      needsValidity: l.needsValidity,
      allowedExts: l.allowedExts,
      maxFiles: l.maxFiles,
      note: l.note,
    })),
  );
  audit.created(LETTER_ENTITY_TYPE, letterId, auditedLetter(letter!));
  for (const l of lines)
    audit.created(LETTER_ITEM_ENTITY_TYPE, `${letterId}:${l.itemCode}`, {
      itemCode: l.itemCode,
      required: l.required,
      needsFile: l.needsFile,
      needsValidity: l.needsValidity,
    });
  await recordCreation(
    tx,
    letterWorkflow,
    { id: letterId, status: LetterStatus.Draft, supplierId: request.supplierId },
    actor,
  );
  return letterNo;
}
