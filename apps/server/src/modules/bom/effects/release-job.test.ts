import { BomStatus } from '@sp/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useWorld, type WorldTenant } from '../../../../test/world.js';
import { auditLogs } from '../../../platform/audit/schema.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { notifications } from '../../../platform/notifications/schema.js';
import { statusHistory } from '../../../platform/workflow/schema.js';
import { bomHeaders } from '../schema.js';
import { insertBom, parts } from '../structure/test-fixtures.js';
import { runReleaseDue } from './release-job.js';

const w = useWorld({ prefix: 'bomrel' });

const headers = (t: WorldTenant, ids: string[]) =>
  inScope(w.server.database.db, tenantScope(t.id), (tx) =>
    tx.select().from(bomHeaders).where(inArray(bomHeaders.id, ids)),
  );
const byId = async (t: WorldTenant, ids: string[]) =>
  Object.fromEntries((await headers(t, ids)).map((h) => [h.id, h] as const));

/** Revision A released (default) and revision B approved, effective on `effectiveFrom`. */
async function revisions(t: WorldTenant, effectiveFrom: string) {
  const p = parts('REL', 'TOP', 'RES');
  const supplierId = t.suppliers[0]!.id;
  const a = await insertBom(w, t, {
    parent: p.TOP!,
    supplierId,
    revision: 'A',
    lines: [{ child: p.RES!, qty: 1 }],
  });
  const b = await insertBom(w, t, {
    parent: p.TOP!,
    supplierId,
    revision: 'B',
    status: BomStatus.Approved,
    lines: [{ child: p.RES!, qty: 2 }],
  });
  await inScope(w.server.database.db, tenantScope(t.id), (tx) =>
    tx.update(bomHeaders).set({ effectiveFrom }).where(eq(bomHeaders.id, b.id)),
  );
  return { a: a.id, b: b.id };
}

describe('the release-on-date job', () => {
  it('releases approved revisions whose day has come, in every tenant, once; the previous one becomes obsolete', async () => {
    const now = new Date('2026-11-24T08:00:00Z');
    const due = await revisions(w.a, '2026-11-24');
    const later = await revisions(w.a, '2026-11-26');
    const otherTenant = await revisions(w.b, '2026-11-01');

    const first = await runReleaseDue(w.server.database, now);
    expect(first.released).toBeGreaterThanOrEqual(2);
    expect(first.refused).toBe(0);

    const rows = await byId(w.a, [due.a, due.b, later.a, later.b]);
    expect(rows[due.b]).toMatchObject({ status: BomStatus.Released, isDefault: true });
    expect(rows[due.b]!.releasedTime).not.toBeNull();
    expect(rows[due.a]).toMatchObject({
      status: BomStatus.Obsolete,
      isDefault: false,
      effectiveTo: '2026-11-24',
    });
    // Not yet effective: untouched.
    expect(rows[later.b]).toMatchObject({ status: BomStatus.Approved, isDefault: false });
    expect(rows[later.a]).toMatchObject({ status: BomStatus.Released, isDefault: true });
    expect((await byId(w.b, [otherTenant.b]))[otherTenant.b]).toMatchObject({ status: BomStatus.Released });

    // History (by the system), the audit row and the release mail to the supplier.
    const { history, audit, notes } = await inScope(
      w.server.database.db,
      tenantScope(w.a.id),
      async (tx) => ({
        history: await tx
          .select()
          .from(statusHistory)
          .where(inArray(statusHistory.entityId, [due.a, due.b])),
        audit: await tx
          .select()
          .from(auditLogs)
          .where(and(eq(auditLogs.httpMethod, 'JOB'), eq(auditLogs.url, 'job:Bom.ReleaseDue'))),
        notes: await tx
          .select()
          .from(notifications)
          .where(and(eq(notifications.event, 'Bom.Released'), eq(notifications.entityId, due.b))),
      }),
    );
    expect(history.map((h) => [h.entityId, h.action, h.toStatus]).sort()).toEqual(
      [
        [due.a, 'supersede', BomStatus.Obsolete],
        [due.b, 'releaseDue', BomStatus.Released],
      ].sort(),
    );
    expect(history.every((h) => h.actorName === 'System')).toBe(true);
    expect(audit.some((r) => JSON.stringify(r.entityChanges).includes(due.b))).toBe(true);
    expect(notes.map((n) => n.userId)).toContain(w.a.suppliers[0]!.vendor.id);

    // A second run the same day changes nothing.
    const second = await runReleaseDue(w.server.database, now);
    expect(second).toEqual({ released: 0, refused: 0 });
    const again = await byId(w.a, [due.a, due.b, later.b]);
    expect(again[due.b]!.concurrencyStamp).toBe(rows[due.b]!.concurrencyStamp);
    expect(again[later.b]!.status).toBe(BomStatus.Approved);

    // Two days later the other one's day has come.
    const third = await runReleaseDue(w.server.database, new Date('2026-11-26T08:00:00Z'));
    expect(third.released).toBe(1);
    expect((await byId(w.a, [later.b]))[later.b]!.status).toBe(BomStatus.Released);
  });

  it('leaves a revision the release refuses (a cycle closed since its approval) Approved, and goes on', async () => {
    const p = parts('CYC', 'X', 'Y');
    const supplierId = w.a.suppliers[1]!.id;
    // Y (released) contains X; X's approved revision contains Y: releasing X would close the loop.
    await insertBom(w, w.a, { parent: p.Y!, supplierId, lines: [{ child: p.X!, qty: 1 }] });
    const x = await insertBom(w, w.a, {
      parent: p.X!,
      supplierId,
      status: BomStatus.Approved,
      lines: [{ child: p.Y!, qty: 1 }],
    });
    const fine = await revisions(w.a, '2026-12-01');
    const run = await runReleaseDue(w.server.database, new Date('2026-12-01T08:00:00Z'));
    expect(run.refused).toBe(1);
    const rows = await byId(w.a, [x.id, fine.b]);
    expect(rows[x.id]!.status).toBe(BomStatus.Approved);
    expect(rows[fine.b]!.status).toBe(BomStatus.Released);
  });
});
