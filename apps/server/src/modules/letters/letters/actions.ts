import {
  initialCheckOpen,
  letterRuleTexts,
  letterValidTo,
  letterWorkflow,
  reviewOpen,
  submitProblems,
  type ApprovalStepValue,
  type CheckResultValue,
  type Culture,
  type LetterConclusionBody,
  type LetterConclusionValue,
  type LetterDto,
  type LetterFileStatusValue,
  type LetterItemFacts,
  type LetterNewRevisionBody,
  type SubmitProblem,
} from '@sp/contracts';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { AuditCollector } from '../../../platform/audit/collector.js';
import type { Tx } from '../../../platform/db/client.js';
import { newId } from '../../../platform/db/columns.js';
import { atStamp } from '../../../platform/db/modification.js';
import { BusinessError, EntityNotFoundError, invalidField } from '../../../platform/http/errors.js';
import { T, translate, type LocalizableText } from '../../../platform/localization/localizer.js';
import type { WorkflowActor } from '../../../platform/workflow/caller.js';
import { assertOperation, assertTransition, transition } from '../../../platform/workflow/transition.js';
import type { Services } from '../../../services.js';
import { sealApprovedPdf } from '../approved-pdf/seal.js';
import { mailLetterEvent, type LetterMailEvent } from '../mail.js';
import { openRequestFromLetter } from '../requests/from-letter.js';
import { letterApprovals, letterFiles, letterItems, letters } from '../schema.js';
import { auditedLetter, type LetterFileRow, type LetterItemRow, type LetterRow } from './dto.js';
import { currentFilesOf, findLetter, getLetter, itemsOf, letterClock, libraryFacts } from './service.js';

export type LetterAction = keyof typeof letterWorkflow.transitions;

/** Everything one letter action works with: the request's services, transaction, audit, caller and language. */
export interface LetterContext {
  s: Services;
  tx: Tx;
  audit: AuditCollector;
  tenantId: string;
  actor: WorkflowActor;
  culture: Culture;
  /** Today where the tenant works, the day the rules compare with (read once, on first use). */
  today?: string;
}

/** What a client sends with a plain transition: the reason (return, withdraw, cancel) and the stamp it read. */
export interface TransitionBody {
  comment?: string | null | undefined;
  concurrencyStamp?: string | null | undefined;
}

type RuleKey = Parameters<typeof T<typeof letterRuleTexts>>[1];

const refuse = (key: RuleKey, ...args: unknown[]) =>
  new BusinessError(T(letterRuleTexts, key, ...args), { code: `SupplierPortal:${key}` });

interface Move {
  action: LetterAction;
  /** A system step (supersede): only its from-state is checked. */
  system?: boolean;
  body?: TransitionBody | undefined;
  /** Columns the action sets besides the status. */
  set?: (before: LetterRow) => Partial<typeof letters.$inferInsert>;
  /** Side effects in the same transaction, after the status is written. */
  effects?: (after: LetterRow) => Promise<void>;
}

/**
 * One workflow step of a letter: the row locked, state / policy / side checked by the workflow
 * first, then the action's own rules (`prepare`), then the status written with its time, history
 * row and audit change, then the effects (signature records, the sealed PDF, mails), all in the
 * caller's transaction.
 */
async function move(
  c: LetterContext,
  id: string,
  m: Move,
  prepare?: (before: LetterRow) => Promise<void>,
  row?: LetterRow,
): Promise<LetterRow> {
  const { tx, tenantId, actor } = c;
  const before = row ?? (await findLetter(tx, tenantId, id, true, actor));
  if (!m.system) assertTransition(letterWorkflow, m.action, before, actor);
  await prepare?.(before);
  return transition(tx, {
    workflow: letterWorkflow,
    action: m.action,
    system: m.system ?? false,
    row: before,
    actor,
    audit: c.audit,
    comment: m.body?.comment,
    concurrencyStamp: m.body?.concurrencyStamp,
    update: async (to, stamp) =>
      tx
        .update(letters)
        .set({
          status: to,
          statusTime: new Date(),
          ...m.set?.(before),
          concurrencyStamp: stamp,
          lastModificationTime: new Date(),
          lastModifierId: actor.id,
        })
        .where(atStamp(letters, tenantId, id, before.concurrencyStamp))
        .returning(),
    audited: auditedLetter,
    effects: m.effects,
  });
}

/** A signature record (签核记录): who took which step, when, with what comment and what hash. */
async function sign(
  c: LetterContext,
  letter: LetterRow,
  step: ApprovalStepValue,
  action: LetterAction,
  comment: string | null | undefined,
  signatureHash: string | null = null,
  time: Date = new Date(),
) {
  await c.tx.insert(letterApprovals).values({
    id: newId(),
    letterId: letter.id,
    supplierId: letter.supplierId,
    step,
    action,
    userId: c.actor.id,
    userName: c.actor.name,
    comment: comment?.trim() || null,
    signatureHash,
    time,
  });
}

const mail = (c: LetterContext, event: LetterMailEvent, letter: LetterRow, comment?: string | null) =>
  mailLetterEvent(c.tx, event, c.tenantId, letter.id, comment?.trim() || null);

/** The items with their current files, as the rules read them. */
async function factsOf(c: LetterContext, letterId: string) {
  // One after the other: a transaction is one connection.
  const items = await itemsOf(c.tx, c.tenantId, letterId);
  const files = await currentFilesOf(c.tx, c.tenantId, letterId);
  return { items, files, facts: toFacts(items, files) };
}

function toFacts(items: readonly LetterItemRow[], files: readonly LetterFileRow[]): LetterItemFacts[] {
  return items.map((i) => ({
    itemCode: i.itemCode,
    required: i.required,
    needsFile: i.needsFile,
    needsValidity: i.needsValidity,
    initialCheck: i.initialCheck as CheckResultValue | null,
    reviewResult: i.reviewResult as CheckResultValue | null,
    files: files
      .filter((f) => f.itemCode === i.itemCode)
      .map((f) => ({
        fileName: f.fileName,
        status: f.status as LetterFileStatusValue,
        docValidTo: f.docValidTo,
      })),
  }));
}

/** Item names in the caller's language, joined for a message ("RoHS report, MSDS"). */
async function namesOf(c: LetterContext, codes: readonly string[]) {
  const library = await libraryFacts(c.tx, c.tenantId, codes, c.culture);
  return codes.map((code) => library.get(code)?.name ?? code);
}

const today = async (c: LetterContext) => (c.today ??= (await letterClock(c.tx)).today);

const PROBLEM_TEXT: Record<SubmitProblem['kind'], RuleKey> = {
  MissingFile: 'Letter:ProblemMissingFile',
  NoValidTo: 'Letter:ProblemNoValidTo',
  Expired: 'Letter:ProblemExpired',
};

/**
 * Refuses a submission with every item that keeps it back: `data.problems` lists them (item code
 * and name, kind, file, valid-to, the sentence in the caller's language) for the page to mark.
 */
async function assertSubmittable(c: LetterContext, facts: LetterItemFacts[]) {
  const problems = submitProblems(facts, await today(c));
  if (problems.length === 0) return;
  const codes = [...new Set(problems.map((p) => p.itemCode))];
  const found = await namesOf(c, codes);
  const names = new Map(codes.map((code, i) => [code, found[i] ?? code]));
  const described = problems.map((p) => {
    const text: LocalizableText = T(
      letterRuleTexts,
      PROBLEM_TEXT[p.kind],
      names.get(p.itemCode),
      p.fileName,
      p.docValidTo,
    );
    return { ...p, itemName: names.get(p.itemCode) ?? p.itemCode, message: translate(c.culture, text) };
  });
  throw new BusinessError(
    T(letterRuleTexts, 'Letter:SubmitIncomplete', codes.length, described.map((p) => p.message).join(' ')),
    { code: 'SupplierPortal:Letter:SubmitIncomplete', data: { problems: described } },
  );
}

/**
 * The vendor submits (Draft / Returned): refused while a required item lacks its file or a validity
 * document is not valid after today. On a resubmission the initial check starts again for the items
 * the buyer found NG and for those whose files changed since the return; the buyer's comments stay
 * visible until judged anew. Signed (Submit) and mailed to the document controllers.
 */
export async function submitLetter(c: LetterContext, id: string, body?: TransitionBody): Promise<LetterDto> {
  let reopened: string[] = [];
  await move(
    c,
    id,
    {
      action: 'submit',
      body,
      set: () => ({ submittedTime: new Date() }),
      effects: async (after) => {
        if (reopened.length > 0)
          await c.tx
            .update(letterItems)
            .set({ initialCheck: null })
            .where(
              and(
                eq(letterItems.tenantId, c.tenantId),
                eq(letterItems.letterId, id),
                inArray(letterItems.itemCode, reopened),
              ),
            );
        await sign(c, after, 'Submit', 'submit', body?.comment);
        await mail(c, 'Submitted', after, body?.comment);
      },
    },
    async (before) => {
      const { items, facts } = await factsOf(c, id);
      await assertSubmittable(c, facts);
      if (before.submittedTime === null) return;
      // Files uploaded since the letter came back: their items are checked again.
      const changed = await c.tx
        .selectDistinct({ itemCode: letterFiles.itemCode })
        .from(letterFiles)
        .where(
          and(
            eq(letterFiles.tenantId, c.tenantId),
            eq(letterFiles.letterId, id),
            gt(letterFiles.creationTime, before.statusTime),
          ),
        );
      const touched = new Set(changed.map((r) => r.itemCode));
      reopened = items
        .filter((i) => i.initialCheck === 'NG' || (i.initialCheck !== null && touched.has(i.itemCode)))
        .map((i) => i.itemCode);
    },
  );
  return getLetter(c.tx, c.tenantId, id, c.actor, c.culture);
}

/** The document controller returns the letter (comment required) when the initial check found an item NG. */
export async function returnLetter(c: LetterContext, id: string, body?: TransitionBody): Promise<LetterDto> {
  await move(
    c,
    id,
    {
      action: 'return',
      body,
      effects: async (after) => {
        await sign(c, after, 'InitialCheck', 'return', body?.comment);
        await mail(c, 'Returned', after, body?.comment);
      },
    },
    async () => {
      const { facts } = await factsOf(c, id);
      if (!facts.some((i) => i.initialCheck === 'NG')) throw refuse('Letter:ReturnNeedsNg');
    },
  );
  return getLetter(c.tx, c.tenantId, id, c.actor, c.culture);
}

/** The initial check passes to review when every required item is OK or N/A and none is NG. */
export async function passInitialCheck(
  c: LetterContext,
  id: string,
  body?: TransitionBody,
): Promise<LetterDto> {
  await move(
    c,
    id,
    {
      action: 'passInitialCheck',
      body,
      set: () => ({ initialCheckedTime: new Date() }),
      effects: (after) => sign(c, after, 'InitialCheck', 'passInitialCheck', body?.comment),
    },
    async () => {
      const { facts } = await factsOf(c, id);
      const open = initialCheckOpen(facts);
      if (open.ng.length) throw refuse('Letter:InitialCheckHasNg', (await namesOf(c, open.ng)).join(', '));
      if (open.unjudged.length)
        throw refuse('Letter:InitialCheckUnjudged', (await namesOf(c, open.unjudged)).join(', '));
    },
  );
  return getLetter(c.tx, c.tenantId, id, c.actor, c.culture);
}

/**
 * Approval (plain or with conditions): the review complete (a plain approval with no NG item), the
 * conclusion and validity written, the merged PDF sealed and its hash signed (Review), the previous
 * revision superseded with its files, the supplier and the owner told.
 */
async function approve(
  c: LetterContext,
  id: string,
  conclusion: Extract<LetterConclusionValue, 'Approved' | 'ConditionallyApproved'>,
  body: LetterConclusionBody,
): Promise<LetterDto> {
  const conditional = conclusion === 'ConditionallyApproved';
  const conditions = conditional ? (body?.conditions ?? body?.comment ?? null) : null;
  const comment = conditional ? (body?.comment ?? body?.conditions ?? null) : (body?.comment ?? null);
  const deviationUntil = conditional ? (body?.deviationUntil ?? null) : null;
  const now = new Date();
  const validFrom = await today(c);
  let validTo: string | null = null;
  await move(
    c,
    id,
    {
      action: conditional ? 'approveConditionally' : 'approve',
      body: { comment, concurrencyStamp: body?.concurrencyStamp },
      set: () => ({
        conclusion,
        approvedTime: now,
        validFrom,
        validTo,
        conditions,
        deviationUntil,
        rejectReason: null,
      }),
      effects: async (after) => {
        const sealed = await sealApprovedPdf(c.s, c.tx, c.tenantId, id, {
          userId: c.actor.id,
          name: c.actor.name,
          time: now,
        });
        const [signed] = await c.tx
          .update(letters)
          .set({ approvedPdfFileId: sealed.fileId, approvedPdfSha256: sealed.sha256 })
          .where(and(eq(letters.tenantId, c.tenantId), eq(letters.id, id)))
          .returning();
        c.audit.updated(letterWorkflow.entity, id, auditedLetter(after), auditedLetter(signed!));
        await sign(
          c,
          after,
          'Review',
          conditional ? 'approveConditionally' : 'approve',
          comment,
          sealed.sha256,
          now,
        );
        await supersedePrevious(c, after);
        await mail(c, conditional ? 'ConditionallyApproved' : 'Approved', after, conditions ?? comment);
      },
    },
    async () => {
      const { facts } = await factsOf(c, id);
      const open = reviewOpen(facts);
      if (open.unreviewed.length)
        throw refuse('Letter:ReviewUnreviewed', (await namesOf(c, open.unreviewed)).join(', '));
      if (!conditional && open.ng.length)
        throw refuse('Letter:ReviewHasNg', (await namesOf(c, open.ng)).join(', '));
      if (conditional) {
        if (!deviationUntil)
          throw invalidField('deviationUntil', T(letterRuleTexts, 'Letter:DeviationRequired'));
        if (deviationUntil <= (await today(c)))
          throw invalidField('deviationUntil', T(letterRuleTexts, 'Letter:DeviationNotFuture'));
      }
      validTo = letterValidTo(facts, deviationUntil);
    },
  );
  return getLetter(c.tx, c.tenantId, id, c.actor, c.culture);
}

/**
 * The revision this letter replaces is superseded (system step) when it is still in force or
 * expired, and its Active files with it. A previous letter already withdrawn, rejected or
 * superseded stays as it is.
 */
async function supersedePrevious(c: LetterContext, letter: LetterRow) {
  if (!letter.previousLetterId) return;
  let prev: LetterRow;
  try {
    prev = await findLetter(c.tx, c.tenantId, letter.previousLetterId, true);
  } catch (e) {
    if (e instanceof EntityNotFoundError) return;
    throw e;
  }
  if (!(letterWorkflow.transitions.supersede.from as readonly number[]).includes(prev.status)) return;
  await move(
    c,
    prev.id,
    {
      action: 'supersede',
      system: true,
      body: { comment: letter.letterNo },
      effects: async () => {
        await c.tx
          .update(letterFiles)
          .set({ status: 'Superseded' })
          .where(
            and(
              eq(letterFiles.tenantId, c.tenantId),
              eq(letterFiles.letterId, prev.id),
              eq(letterFiles.status, 'Active'),
            ),
          );
      },
    },
    undefined,
    prev,
  );
}

export const approveLetter = (c: LetterContext, id: string, body: LetterConclusionBody) =>
  approve(c, id, 'Approved', body);

export const approveLetterConditionally = (c: LetterContext, id: string, body: LetterConclusionBody) =>
  approve(c, id, 'ConditionallyApproved', body);

/** Rejection (reason required): concluded, signed (Review), the supplier and the owner told why. */
export async function rejectLetter(
  c: LetterContext,
  id: string,
  body: LetterConclusionBody,
): Promise<LetterDto> {
  const reason = body?.comment ?? body?.conditions ?? null;
  const now = new Date();
  await move(c, id, {
    action: 'reject',
    body: { comment: reason, concurrencyStamp: body?.concurrencyStamp },
    set: () => ({ conclusion: 'Rejected', approvedTime: now, rejectReason: reason }),
    effects: async (after) => {
      await sign(c, after, 'Review', 'reject', reason, null, now);
      await mail(c, 'Rejected', after, reason);
    },
  });
  return getLetter(c.tx, c.tenantId, id, c.actor, c.culture);
}

/** The vendor withdraws the letter before review (reason required). */
export async function withdrawLetter(
  c: LetterContext,
  id: string,
  body?: TransitionBody,
): Promise<LetterDto> {
  await move(c, id, { action: 'withdraw', body });
  return getLetter(c.tx, c.tenantId, id, c.actor, c.culture);
}

/** The buyer cancels the letter until it is concluded (reason required). */
export async function cancelLetter(c: LetterContext, id: string, body?: TransitionBody): Promise<LetterDto> {
  await move(c, id, { action: 'cancel', body });
  return getLetter(c.tx, c.tenantId, id, c.actor, c.culture);
}

/**
 * A change or renewal of a letter in force (or expired): a new request pre-filled from it, whose
 * letter will be the next revision and supersede this one when approved.
 */
export async function newLetterRevision(
  c: LetterContext,
  id: string,
  body: LetterNewRevisionBody,
): Promise<{ id: string; requestNo: string }> {
  const letter = await findLetter(c.tx, c.tenantId, id, true, c.actor);
  assertOperation(letterWorkflow, 'newRevision', letter, c.actor, 'Letter:NewRevision');
  const dueDate = body?.dueDate ?? undefined;
  if (dueDate && dueDate < (await today(c)))
    throw invalidField('dueDate', T(letterRuleTexts, 'Letter:DueDateInPast'));
  return openRequestFromLetter(
    c.tx,
    c.audit,
    c.tenantId,
    id,
    body?.requestType ?? 'Change',
    c.actor.id,
    dueDate,
  );
}
