import { BomStatus } from '@sp/contracts';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { AuditCollector } from '../../../platform/audit/collector.js';
import { auditLogs } from '../../../platform/audit/schema.js';
import type { Database } from '../../../platform/db/client.js';
import { newId } from '../../../platform/db/columns.js';
import { asSystem, inScope, tenantScope } from '../../../platform/db/scope.js';
import type { Job } from '../../../platform/jobs/runner.js';
import { SYSTEM_ACTOR } from '../../../platform/workflow/timed.js';
import { addDays, tenantToday } from '../../letters/expiry/clock.js';
import { bomHeaders } from '../schema.js';
import { releaseBom } from '../shared/release.js';

/**
 * The release on the effective date (business-domain §6.2, "Approved → Released: auto on
 * effectiveFrom"): an Approved revision whose effective date has come in its tenant's day is
 * released by the system (`releaseBom` with the workflow's `releaseDue`), which makes the released
 * revision before it Obsolete and mails the release, as a release by hand does. Checked hourly, one
 * instance at a time; each revision in its own transaction under a `skip locked` row lock, and one
 * already released is no longer Approved, so every revision is released once, whatever the number
 * of runs or instances. Each release writes its audit row (`JOB job:Bom.ReleaseDue`) beside the
 * history row (actor "System"), as the platform's timed transitions do. A revision the release
 * refuses (a cycle closed since it was approved) stays Approved and is tried again on the next run;
 * the others go on.
 */
const JOB_NAME = 'Bom.ReleaseDue';
const BATCH = 200;

/** Tenants with an Approved revision due by tomorrow anywhere on earth (a cheap pre-check). */
async function tenantsWithWork(database: Database, now: Date): Promise<string[]> {
  const horizon = addDays(now.toISOString().slice(0, 10), 1);
  return asSystem(database.db, async (tx) => {
    const rows = await tx
      .selectDistinct({ tenantId: bomHeaders.tenantId })
      .from(bomHeaders)
      .where(
        and(
          eq(bomHeaders.status, BomStatus.Approved),
          eq(bomHeaders.isDeleted, false),
          lte(bomHeaders.effectiveFrom, horizon),
        ),
      );
    return rows.map((r) => r.tenantId);
  });
}

export interface ReleaseRunResult {
  released: number;
  /** Refused by the release's own checks (left Approved). */
  refused: number;
}

/** One run at `now` (tests move the clock). */
export async function runReleaseDue(database: Database, now: Date = new Date()): Promise<ReleaseRunResult> {
  const result: ReleaseRunResult = { released: 0, refused: 0 };
  for (const tenantId of await tenantsWithWork(database, now)) {
    const scope = tenantScope(tenantId);
    const today = await inScope(database.db, scope, (tx) => tenantToday(tx, now));
    const skipped = new Set<string>();
    for (;;) {
      const due = await inScope(database.db, scope, (tx) =>
        tx
          .select({ id: bomHeaders.id })
          .from(bomHeaders)
          .where(
            and(
              eq(bomHeaders.tenantId, tenantId),
              eq(bomHeaders.status, BomStatus.Approved),
              eq(bomHeaders.isDeleted, false),
              lte(bomHeaders.effectiveFrom, today),
              skipped.size
                ? sql`${bomHeaders.id} <> all(${`{${[...skipped].join(',')}}`}::uuid[])`
                : undefined,
            ),
          )
          .orderBy(asc(bomHeaders.effectiveFrom), asc(bomHeaders.id))
          .limit(BATCH),
      );
      let moved = 0;
      for (const { id } of due) {
        try {
          if (await releaseOne(database, tenantId, id)) {
            moved++;
            result.released++;
          } else skipped.add(id);
        } catch {
          skipped.add(id);
          result.refused++;
        }
      }
      if (due.length < BATCH || moved === 0) break;
    }
  }
  return result;
}

/** One revision in its own transaction: locked (or left to the instance holding it), released, audited. */
async function releaseOne(database: Database, tenantId: string, id: string): Promise<boolean> {
  return inScope(database.db, tenantScope(tenantId), async (tx) => {
    const [row] = await tx
      .select()
      .from(bomHeaders)
      .where(and(eq(bomHeaders.tenantId, tenantId), eq(bomHeaders.id, id), eq(bomHeaders.isDeleted, false)))
      .for('update', { skipLocked: true });
    if (!row || row.status !== BomStatus.Approved) return false;
    const audit = new AuditCollector();
    const started = Date.now();
    await releaseBom({ tx, audit, tenantId, actor: SYSTEM_ACTOR, culture: 'en' }, row, { system: true });
    await tx.insert(auditLogs).values({
      id: newId(),
      tenantId,
      userName: SYSTEM_ACTOR.name,
      executionTime: new Date(started),
      executionDuration: Date.now() - started,
      httpMethod: 'JOB',
      url: `job:${JOB_NAME}`,
      httpStatusCode: 200,
      entityChanges: audit.entityChanges,
    });
    return true;
  });
}

export const releaseDueJob = (database: Database): Job => ({
  name: JOB_NAME,
  intervalMs: 60 * 60 * 1000,
  exclusive: true,
  run: async () => {
    await runReleaseDue(database);
  },
});
