import {
  checkOperation,
  checkTransition,
  commonTexts,
  type TransitionRefusal,
  type WorkflowCaller,
  type WorkflowDef,
  type WorkflowSide,
} from '@sp/contracts';
import type { AuditCollector } from '../audit/collector.js';
import type { Tx } from '../db/client.js';
import { newId, newStamp } from '../db/columns.js';
import { assertStamp, expectUpdated } from '../http/concurrency.js';
import { BusinessError, ForbiddenError, invalidField } from '../http/errors.js';
import { T, type LocalizableText } from '../localization/localizer.js';
import type { WorkflowActor } from './caller.js';
import { statusHistory } from './schema.js';

/** What a document must carry to move through a workflow. */
export interface WorkflowRow {
  id: string;
  status: number;
  concurrencyStamp: string;
  /** The supplier that owns the document (null for buyer-only documents). */
  supplierId: string | null;
}

export interface TransitionRequest<S extends number, A extends string, R extends WorkflowRow> {
  workflow: WorkflowDef<S, A>;
  action: A;
  /**
   * Taken by the system (a time-driven job), not a user: allowed for the table's `system`
   * transitions only, and then only the from-state is checked (no button offers them).
   */
  system?: boolean;
  /** The row as loaded in this transaction (row-level security already applied). */
  row: R;
  actor: WorkflowActor;
  audit: AuditCollector;
  comment?: string | null | undefined;
  /** The stamp the client read; a different stored one is a 409. */
  concurrencyStamp?: string | null | undefined;
  /**
   * Writes the new status and stamp (and whatever else the action changes), with the OLD stamp in
   * the WHERE clause, and returns the updated row (none when a racing writer won: a 409).
   */
  update: (to: S, stamp: string) => Promise<R[]>;
  /** The audited fields of a row (default: the status alone). */
  audited?: (row: R) => Record<string, unknown>;
  /** Side effects of the transition (mails, notifications, counters), in the same transaction. */
  effects?: (updated: R) => Promise<void>;
}

/** The localized name of a workflow's status or action (keys of the module's or the common bundle). */
const text = (key: string): LocalizableText => ({ resource: commonTexts.resource, key, args: [] });

/** The envelope of a refused action: 403 with `SupplierPortal:InvalidStateTransition` or `WrongSide`. */
function refuse(
  wf: WorkflowDef,
  refusal: TransitionRefusal,
  actionName: LocalizableText,
  status: number,
  side: WorkflowSide,
): never {
  if (refusal === 'state') {
    const statusName = text(wf.statuses[status]?.text ?? String(status));
    throw new BusinessError(
      T(commonTexts, 'Workflow:InvalidStateTransition', actionName, text(wf.entityText), statusName),
      { code: 'SupplierPortal:InvalidStateTransition', data: { status } },
    );
  }
  if (refusal === 'side') {
    const sideName = text(side === 'buyer' ? 'Workflow:Side.buyer' : 'Workflow:Side.vendor');
    throw new BusinessError(T(commonTexts, 'Workflow:WrongSide', actionName, sideName), {
      code: 'SupplierPortal:WrongSide',
    });
  }
  throw new ForbiddenError();
}

/**
 * A state-gated operation that keeps the status (`update`, `delete`): refused with the same
 * envelope as a transition when the row's status, the caller's grants or side do not allow it.
 */
export function assertOperation(
  wf: WorkflowDef,
  operation: string,
  row: Pick<WorkflowRow, 'status' | 'supplierId'>,
  caller: WorkflowCaller,
  actionText: string,
): void {
  const refusal = checkOperation(wf, operation, row.status, caller, row.supplierId);
  const op = wf.operations?.[operation];
  if (refusal) refuse(wf, refusal, text(actionText), row.status, op?.side ?? 'any');
}

/**
 * Refuses, with the envelope `transition` would use, when `caller` may not take `action` now: for a
 * service that checks the action a user asked for and then takes a system step of its own choosing
 * (a receipt that turns out partial).
 */
export function assertTransition(
  wf: WorkflowDef,
  action: string,
  row: Pick<WorkflowRow, 'status' | 'supplierId'>,
  caller: WorkflowCaller,
): void {
  const refusal = checkTransition(wf, action, row.status, caller, row.supplierId);
  const t = wf.transitions[action];
  if (refusal) refuse(wf, refusal, text(wf.actionTexts[action] ?? action), row.status, t?.side ?? 'any');
}

/**
 * Performs one transition: checks the from-state, the policy, the side and the reason, writes the
 * status with a fresh concurrency stamp, the status-history row and the audit entity change, then runs
 * the side effects, all in the caller's transaction: either everything happens or nothing does.
 */
export async function transition<S extends number, A extends string, R extends WorkflowRow>(
  tx: Tx,
  req: TransitionRequest<S, A, R>,
): Promise<R> {
  const { workflow: wf, action, row, actor } = req;
  const from = row.status as S;
  // The system takes only the table's system actions, and those only from their states.
  const t = wf.transitions[action];
  const refusal = req.system
    ? !t.system
      ? 'policy'
      : t.from.includes(from)
        ? null
        : 'state'
    : checkTransition(wf, action, from, actor, row.supplierId);
  const actionName = text(wf.actionTexts[action]);
  if (refusal) refuse(wf, refusal, actionName, from, wf.transitions[action].side);
  const comment = req.comment?.trim() || null;
  if (wf.transitions[action].needsComment && !comment)
    throw invalidField('comment', T(commonTexts, 'Workflow:CommentRequired', actionName));
  assertStamp(row.concurrencyStamp, req.concurrencyStamp);

  const to = wf.transitions[action].to;
  const updated = expectUpdated(await req.update(to, newStamp()));
  await recordHistory(
    tx,
    wf,
    { id: row.id, supplierId: row.supplierId, status: to },
    actor,
    action,
    from,
    comment,
  );
  const audited = req.audited ?? ((r: R) => ({ status: r.status }));
  req.audit.updated(wf.entity, row.id, audited(row), audited(updated));
  await req.effects?.(updated);
  return updated;
}

/**
 * A history row for a status a document already has: its creation (`action` 'create', no
 * from-status), or seeded and imported documents' past steps.
 */
export async function recordHistory(
  tx: Tx,
  wf: WorkflowDef,
  row: Pick<WorkflowRow, 'id' | 'status' | 'supplierId'>,
  actor: { id: string | null; name: string | null },
  action = 'create',
  fromStatus: number | null = null,
  comment: string | null = null,
): Promise<void> {
  await tx.insert(statusHistory).values({
    id: newId(),
    entityType: wf.entity,
    entityId: row.id,
    supplierId: row.supplierId,
    action,
    fromStatus,
    toStatus: row.status,
    actorId: actor.id,
    actorName: actor.name,
    comment,
  });
}

/** The first history row of a new document (its creation in its first status). */
export const recordCreation = (
  tx: Tx,
  wf: WorkflowDef,
  row: Pick<WorkflowRow, 'id' | 'status' | 'supplierId'>,
  actor: { id: string | null; name: string | null },
) => recordHistory(tx, wf, row, actor);
