import type { PolicyName } from './permissions.js';

/**
 * Who may take a transition of a document:
 * - `buyer`: a user of the buying organisation (no supplier binding);
 * - `vendor`: a user bound to the supplier that owns the row;
 * - `any`: either, as long as the policy is granted (row-level security already narrowed a vendor
 *   to their own supplier's rows).
 */
export type WorkflowSide = 'buyer' | 'vendor' | 'any';

/** The colour a status tag takes (antd's Tag and Badge presets). */
export type StatusTone = 'default' | 'processing' | 'success' | 'warning' | 'error';

export interface TransitionDef<S extends number> {
  readonly from: readonly S[];
  readonly to: S;
  readonly policy: PolicyName;
  readonly side: WorkflowSide;
  /** The action needs a reason (reject, return, reprint): refused without a comment. */
  readonly needsComment?: boolean;
  /** A system action (expiry, overdue) that no user button offers. */
  readonly system?: boolean;
}

/**
 * An action that keeps the status (edit, delete) but is allowed only in some statuses: part of the
 * same table, so the server's refusal and the web's button agree.
 */
export interface OperationDef<S extends number> {
  readonly in: readonly S[];
  readonly policy: PolicyName;
  readonly side: WorkflowSide;
}

export interface StatusDef {
  /** The text key of the status name (common `Status:*` or the module's own). */
  readonly text: string;
  readonly tone: StatusTone;
}

export interface WorkflowDef<S extends number = number, A extends string = string> {
  /** The audited entity name (`SupplierPortal.<Area>.<Entity>`) and the history rows' entity type. */
  readonly entity: string;
  /** The text key naming one document of this kind ("announcement", "delivery note"). */
  readonly entityText: string;
  readonly statuses: Readonly<Record<S, StatusDef>>;
  readonly transitions: Readonly<Record<A, TransitionDef<S>>>;
  /** State-gated actions that are not transitions (`update`, `delete`). */
  readonly operations?: Readonly<Record<string, OperationDef<S>>>;
  /** The text key of each action's button and history entry. */
  readonly actionTexts: Readonly<Record<A, string>>;
}

export function defineWorkflow<const S extends number, const A extends string>(
  def: WorkflowDef<S, A>,
): WorkflowDef<S, A> {
  return def;
}

function sideRefusal(side: WorkflowSide, caller: WorkflowCaller, rowSupplierId: string | null) {
  if (side === 'buyer' && caller.supplierId !== null) return 'side';
  if (side === 'vendor' && (caller.supplierId === null || caller.supplierId !== rowSupplierId)) return 'side';
  return null;
}

/** The longest reason a transition takes (reject, return, reprint). */
export const WORKFLOW_COMMENT_MAX = 1000;

/** The caller as a workflow sees them. */
export interface WorkflowCaller {
  readonly isGranted: (policy: PolicyName) => boolean;
  /** The supplier a vendor user is bound to; null for a buyer. */
  readonly supplierId: string | null;
}

export type TransitionRefusal = 'state' | 'policy' | 'side' | 'comment';

/**
 * Whether `caller` may take `action` on a row in `status` owned by `rowSupplierId`; the reason when
 * not. The server enforces with this function and the DTOs carry its answers (`allowedActions`),
 * so a button shows exactly when the server would accept the click.
 */
export function checkTransition<S extends number, A extends string>(
  wf: WorkflowDef<S, A>,
  action: A,
  status: S,
  caller: WorkflowCaller,
  rowSupplierId: string | null,
): TransitionRefusal | null {
  const t = wf.transitions[action];
  if (t.system) return 'policy';
  if (!t.from.includes(status)) return 'state';
  if (!caller.isGranted(t.policy)) return 'policy';
  return sideRefusal(t.side, caller, rowSupplierId);
}

/** The same check for a state-gated operation (`update`, `delete`). */
export function checkOperation<S extends number>(
  wf: WorkflowDef<S>,
  operation: string,
  status: S,
  caller: WorkflowCaller,
  rowSupplierId: string | null,
): TransitionRefusal | null {
  const op = wf.operations?.[operation];
  if (!op) return 'policy';
  if (!op.in.includes(status)) return 'state';
  if (!caller.isGranted(op.policy)) return 'policy';
  return sideRefusal(op.side, caller, rowSupplierId);
}

/** The transitions and operations `caller` may take now, in the table's order. */
export function allowedActions<S extends number, A extends string>(
  wf: WorkflowDef<S, A>,
  status: S,
  caller: WorkflowCaller,
  rowSupplierId: string | null,
): string[] {
  const transitions = (Object.keys(wf.transitions) as A[]).filter(
    (a) => checkTransition(wf, a, status, caller, rowSupplierId) === null,
  );
  const operations = Object.keys(wf.operations ?? {}).filter(
    (o) => checkOperation(wf, o, status, caller, rowSupplierId) === null,
  );
  return [...transitions, ...operations];
}

/** Every status a workflow knows, in definition order: the values of its filters and tags. */
export function workflowStatuses<S extends number>(wf: WorkflowDef<S>): S[] {
  return Object.keys(wf.statuses).map(Number) as S[];
}
