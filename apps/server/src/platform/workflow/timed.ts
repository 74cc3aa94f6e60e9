import type { WorkflowDef } from '@sp/contracts';
import { AuditCollector } from '../audit/collector.js';
import { auditLogs } from '../audit/schema.js';
import type { Database, Tx } from '../db/client.js';
import { newId } from '../db/columns.js';
import { asSystem, inScope, tenantScope } from '../db/scope.js';
import type { Job } from '../jobs/runner.js';
import type { WorkflowActor } from './caller.js';
import { transition, type WorkflowRow } from './transition.js';

/** The actor of time-driven transitions: the history shows "System". */
export const SYSTEM_ACTOR: WorkflowActor = {
  id: null,
  name: 'System',
  supplierId: null,
  isGranted: () => true,
};

/**
 * A transition the clock takes (overdue, expiring, expired): a module says which rows are due and
 * how to lock and update one; the job does the rest through the same `transition` call as a user
 * action (history row, stamp, effects).
 */
export interface TimedTransition<S extends number, A extends string, R extends WorkflowRow> {
  workflow: WorkflowDef<S, A>;
  /** A `system: true` transition of the workflow. */
  action: A;
  intervalMs: number;
  /** Rows due now, across tenants (run as the owner): at most `limit`, oldest first. */
  due(tx: Tx, now: Date, limit: number): Promise<{ tenantId: string; id: string }[]>;
  /**
   * The row in its tenant's scope, locked `for update skip locked`: undefined when another instance
   * holds it (that instance is taking the transition) or it is gone.
   */
  lock(tx: Tx, tenantId: string, id: string): Promise<R | undefined>;
  update(tx: Tx, row: R, to: S, stamp: string): Promise<R[]>;
  audited?: (row: R) => Record<string, unknown>;
  effects?: (tx: Tx, updated: R) => Promise<void>;
}

const BATCH = 200;

/**
 * The job of a timed transition. Safe with several instances: each row is taken in its own
 * transaction under a `skip locked` row lock, and a row another instance already moved fails the
 * from-state check and is skipped, so every due row moves exactly once.
 */
export function timedTransitionJob<S extends number, A extends string, R extends WorkflowRow>(
  database: Database,
  def: TimedTransition<S, A, R>,
): Job & { runOnce(now?: Date): Promise<number> } {
  const jobName = `workflow:${def.workflow.entity}:${def.action}`;
  const runOnce = async (now = new Date()): Promise<number> => {
    let moved = 0;
    for (;;) {
      const due = await asSystem(database.db, (tx) => def.due(tx, now, BATCH));
      let movedThisBatch = 0;
      for (const { tenantId, id } of due) {
        const done = await inScope(database.db, tenantScope(tenantId), async (tx) => {
          const row = await def.lock(tx, tenantId, id);
          if (!row || !def.workflow.transitions[def.action].from.includes(row.status as S)) return false;
          const audit = new AuditCollector();
          const started = Date.now();
          await transition(tx, {
            workflow: def.workflow,
            action: def.action,
            system: true,
            row,
            actor: SYSTEM_ACTOR,
            audit,
            update: (to, stamp) => def.update(tx, row, to, stamp),
            ...(def.audited ? { audited: def.audited } : {}),
            ...(def.effects ? { effects: (updated: R) => def.effects!(tx, updated) } : {}),
          });
          // The job's change is audited like a request's: one row, in the same transaction.
          await tx.insert(auditLogs).values({
            id: newId(),
            tenantId,
            userName: SYSTEM_ACTOR.name,
            executionTime: new Date(started),
            executionDuration: Date.now() - started,
            httpMethod: 'JOB',
            url: `job:${jobName}`,
            httpStatusCode: 200,
            entityChanges: audit.entityChanges,
          });
          return true;
        });
        if (done) movedThisBatch++;
      }
      moved += movedThisBatch;
      // A full batch of which nothing moved is rows held by another instance: leave them to it.
      if (due.length < BATCH || movedThisBatch === 0) return moved;
    }
  };
  return {
    name: jobName,
    intervalMs: def.intervalMs,
    run: async () => {
      await runOnce();
    },
    runOnce,
  };
}
