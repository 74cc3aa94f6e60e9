import { BomStatus, bomWorkflow } from '@sp/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { atStamp } from '../../../platform/db/modification.js';
import { uniquely } from '../../../platform/db/uniqueness.js';
import { BusinessError, ConcurrencyError } from '../../../platform/http/errors.js';
import { assertTransition, transition } from '../../../platform/workflow/transition.js';
import { mailBomEvent } from '../mail.js';
import { bomHeaders, bomLines } from '../schema.js';
import type { BomContext } from './context.js';
import { chainText, findCycle } from './cycles.js';
import { auditedBom, type BomRow } from './dto.js';
import { cycleProblems, ruleText } from './lines.js';

export type BomAction = keyof typeof bomWorkflow.transitions;

/** The child part numbers of a stored BOM. */
async function childrenOf(c: BomContext, bomId: string): Promise<{ lineNo: number; childPartNo: string }[]> {
  return c.tx
    .select({ lineNo: bomLines.lineNo, childPartNo: bomLines.childPartNo })
    .from(bomLines)
    .where(and(eq(bomLines.tenantId, c.tenantId), eq(bomLines.bomId, bomId)));
}

/**
 * Refuses (403, `SupplierPortal:Bom:Cycle`) a stored BOM that would now contain its own parent
 * through the tenant's other BOMs: checked again on submit, approve and release, since another
 * supplier's BOM may have closed the loop after this one was saved. `data.problems` names the lines
 * (members `lines[i].childPartNo`, as the save's 400) and `data.chain` the parts.
 */
export async function assertNoCycle(c: BomContext, row: BomRow): Promise<void> {
  const lines = await childrenOf(c, row.id);
  const chain = await findCycle(
    c.tx,
    row.parentPartNo,
    lines.map((l) => l.childPartNo),
  );
  if (!chain) return;
  const problems = cycleProblems(lines, chain).map((p) => ({ member: `lines[${p.index}].${p.field}` }));
  throw new BusinessError(ruleText('Bom:Cycle', row.bomNo, chainText(chain)), {
    code: 'SupplierPortal:Bom:Cycle',
    data: { chain, problems },
  });
}

export interface Move {
  action: BomAction;
  system?: boolean;
  comment?: string | null | undefined;
  concurrencyStamp?: string | null | undefined;
  /** Columns the action sets besides the status. */
  set?: (before: BomRow) => Partial<typeof bomHeaders.$inferInsert>;
  effects?: (after: BomRow) => Promise<void>;
}

/**
 * One workflow step of a BOM on the platform's `transition` (state, policy and side checked, status
 * and stamp written, history row, audit change, then the effects), all in the caller's transaction.
 */
export function moveBom(c: BomContext, before: BomRow, m: Move): Promise<BomRow> {
  const { tx, tenantId, actor } = c;
  return transition(tx, {
    workflow: bomWorkflow,
    action: m.action,
    ...(m.system ? { system: true } : {}),
    row: before,
    actor,
    audit: c.audit,
    comment: m.comment,
    concurrencyStamp: m.concurrencyStamp,
    update: async (to, stamp) =>
      tx
        .update(bomHeaders)
        .set({
          status: to,
          ...m.set?.(before),
          concurrencyStamp: stamp,
          lastModificationTime: new Date(),
          lastModifierId: actor.id,
        })
        .where(atStamp(bomHeaders, tenantId, before.id, before.concurrencyStamp))
        .returning(),
    audited: auditedBom,
    effects: m.effects,
  });
}

/**
 * Releases an approved BOM (by hand: `release`; by the daily job on its effective date: the system's
 * `releaseDue`, `system: true`): the cycle check once more, then the released default revision of
 * the same parent and supplier before it becomes Obsolete (the `supersede` system step, its default
 * flag moved), then this one Released and default, and the mail. All in `c.tx`: with the unique
 * index on the default, two releases racing end with one. `row` is the header as loaded (locked)
 * in this transaction. The job calls it in a tenant's scope with `SYSTEM_ACTOR` and its own audit.
 */
export async function releaseBom(
  c: BomContext,
  row: BomRow,
  opts: { system?: boolean; comment?: string | null; concurrencyStamp?: string | null } = {},
): Promise<BomRow> {
  const action: BomAction = opts.system ? 'releaseDue' : 'release';
  // The workflow refuses a wrong state or caller before anything else is done.
  if (!opts.system) assertTransition(bomWorkflow, action, row, c.actor);
  else if (!(bomWorkflow.transitions.releaseDue.from as readonly number[]).includes(row.status)) {
    return row;
  }
  await assertNoCycle(c, row);
  const h = bomHeaders;
  const [previous] = await c.tx
    .select()
    .from(h)
    .where(
      and(
        eq(h.tenantId, c.tenantId),
        sql`${h.supplierId} is not distinct from ${row.supplierId}`,
        eq(h.parentPartNo, row.parentPartNo),
        eq(h.isDefault, true),
        eq(h.isDeleted, false),
        ne(h.id, row.id),
      ),
    )
    .for('update');
  if (previous) {
    if (previous.status === BomStatus.Released)
      await moveBom(c, previous, {
        action: 'supersede',
        system: true,
        comment: row.bomNo,
        set: () => ({ isDefault: false, effectiveTo: previous.effectiveTo ?? row.effectiveFrom }),
      });
    else
      await c.tx
        .update(h)
        .set({ isDefault: false })
        .where(and(eq(h.tenantId, c.tenantId), eq(h.id, previous.id)));
  }
  // Two releases of one parent racing past the lock above: the unique default index decides (409).
  return uniquely(
    () =>
      moveBom(c, row, {
        action,
        system: opts.system ?? false,
        comment: opts.comment,
        concurrencyStamp: opts.concurrencyStamp,
        set: () => ({ isDefault: true, releasedTime: new Date() }),
        effects: (after) => mailBomEvent(c.tx, 'Released', after, opts.comment ?? null),
      }),
    () => new ConcurrencyError(),
  );
}
