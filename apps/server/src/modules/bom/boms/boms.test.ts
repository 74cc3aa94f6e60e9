import { BomStatus } from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError, useWorld } from '../../../../test/world.js';
import { auditLogs } from '../../../platform/audit/schema.js';
import { AuditCollector } from '../../../platform/audit/collector.js';
import { asSystem, inScope, tenantScope } from '../../../platform/db/scope.js';
import { SYSTEM_ACTOR } from '../../../platform/workflow/timed.js';
import { findBomRow } from '../shared/load.js';
import { releaseBom } from '../shared/release.js';
import { addParts, BOM, header, line, numbered } from './test-fixtures.js';

const w = useWorld({ prefix: 'bom-revs' });

const vendorOf = (i = 0) => w.api(w.a.suppliers[i]!.vendor.token);
const buyer = () => w.api(w.a.admin);

/** Creates, submits, approves and releases a vendor's BOM; returns its id. */
async function released(supplier: number, parent: string, lines: Record<string, unknown>[]) {
  const v = vendorOf(supplier);
  const made = await v.post(BOM, header(parent, lines));
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const id = made.body.id as string;
  expect((await v.post(`${BOM}/${id}/submit`, {})).status).toBe(200);
  expect((await buyer().post(`${BOM}/${id}/approve`, {})).status).toBe(200);
  const rel = await buyer().post(`${BOM}/${id}/release`, {});
  expect(rel.status, JSON.stringify(rel.body)).toBe(200);
  return id;
}

describe('BOM revisions', () => {
  it('creates a vendor Draft from the material master, revision A then B, lines in order', async () => {
    const p = await addParts(w, w.a, 'NEW', ['P', 'R1', 'C1']);
    const v = vendorOf();
    const res = await v.post(
      BOM,
      header(p.P!, numbered(line(p.R1!, 2, { refDesignators: 'R1,R2' }), line(p.C1!, 0.5, { uom: 'KG' }))),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      bomNo: `BOM-${p.P}-A`,
      revision: 'A',
      bomType: 'Supplier',
      supplierId: w.a.suppliers[0]!.id,
      parentName: '物料 P',
      uom: 'PCS',
      status: BomStatus.Draft,
      lineCount: 2,
    });
    expect(
      res.body.lines.map((l: { childPartNo: string; childName: string; uom: string }) => [
        l.childPartNo,
        l.childName,
        l.uom,
      ]),
    ).toEqual([
      [p.R1, '物料 R1', 'PCS'],
      [p.C1, '物料 C1', 'KG'],
    ]);
    expect(res.body.allowedActions).toEqual(expect.arrayContaining(['submit', 'update', 'delete']));
    expect(res.body.allowedActions).not.toContain('approve');

    const second = await v.post(BOM, header(p.P!, numbered(line(p.R1!, 1))));
    expect(second.body.revision).toBe('B');
    const again = await v.post(BOM, header(p.P!, numbered(line(p.R1!, 1)), { revision: 'a' }));
    expect(expectError(again, 400).validationErrors?.[0]?.members).toEqual(['revision']);

    const list = await v.get(`${BOM}?parentPartNo=${p.P}&sorting=revision desc`);
    expect(list.body.items.map((i: { revision: string }) => i.revision)).toEqual(['B', 'A']);
    // Blank filters are no filters (the pages send them for unset ones), not a 400 or Draft only.
    const blank = await v.get(`${BOM}?parentPartNo=${p.P}&status=&supplierId=&bomType=`);
    expect(blank.body.items).toHaveLength(2);
    const used = await buyer().get(`${BOM}?childPartNo=${p.C1}`);
    expect(used.body.items.map((i: { id: string }) => i.id)).toEqual([res.body.id]);
  });

  it('names each bad line: unknown, blocked, the parent itself, a zero quantity, alternates', async () => {
    const p = await addParts(w, w.a, 'BAD', ['P', 'OK', 'BLK', 'U1', 'U2'], ['BLK']);
    const res = await vendorOf().post(
      BOM,
      header(
        p.P!,
        numbered(line(p.OK!, 1), line('NO-SUCH-PART', 1), line(p.BLK!, 1), line(p.P!, 1), line(p.OK!, 0)),
      ),
    );
    const err = expectError(res, 400);
    const members = err.validationErrors!.map((e) => e.members[0]);
    expect(members).toEqual(['lines.4.qtyPer']);

    const named = expectError(
      await vendorOf().post(
        BOM,
        header(p.P!, numbered(line(p.OK!, 1), line('NO-SUCH-PART', 1), line(p.BLK!, 1), line(p.P!, 1))),
      ),
      400,
    );
    expect(named.validationErrors!.map((e) => [e.members[0], e.message])).toEqual([
      ['lines[1].childPartNo', 'Line 20: part NO-SUCH-PART is not in the material master.'],
      ['lines[2].childPartNo', `Line 30: part ${p.BLK} is blocked in the material master.`],
      ['lines[3].childPartNo', `Line 40: part ${p.P} is the BOM's own parent part.`],
    ]);

    const alt = expectError(
      await vendorOf().post(
        BOM,
        header(p.P!, [
          line(p.U1!, 1, { lineNo: 10, altGroup: 'G', usageProbability: 60 }),
          line(p.U2!, 1, { lineNo: 10, altGroup: 'G', usageProbability: 30, isAlternate: true }),
        ]),
      ),
      400,
    );
    expect(alt.validationErrors!.map((e) => e.members[0])).toEqual([
      'lines[0].usageProbability',
      'lines[1].usageProbability',
    ]);
    expect(alt.validationErrors![0]!.message).toContain('add up to 90 %');

    const blockedParent = expectError(await vendorOf().post(BOM, header(p.BLK!, [])), 400);
    expect(blockedParent.validationErrors![0]!.members).toEqual(['parentPartNo']);
  });

  it('refuses a cycle at any depth across suppliers, naming the chain, on save and on submit', async () => {
    const p = await addParts(w, w.a, 'CYC', ['A', 'B', 'C', 'X', 'Y']);
    // A contains B (supplier 1, released); B contains C (supplier 2, submitted).
    await released(0, p.A!, numbered(line(p.B!, 2)));
    const b = await vendorOf(1).post(BOM, header(p.B!, numbered(line(p.C!, 3))));
    expect((await vendorOf(1).post(`${BOM}/${b.body.id}/submit`, {})).status).toBe(200);
    // Supplier 1's BOM for C containing A: C → A → B → C, through supplier 2's BOM it cannot see.
    const res = await vendorOf(0).post(BOM, header(p.C!, numbered(line(p.X!, 1), line(p.A!, 1))));
    const err = expectError(res, 400);
    expect(err.validationErrors).toEqual([
      {
        members: ['lines[1].childPartNo'],
        message: `Line 20: part ${p.A} would make the parent contain itself: ${p.C} → ${p.A} → ${p.B} → ${p.C}.`,
      },
    ]);

    // A Draft is no structure yet: X contains Y saves; Y containing X is submitted; X's submit is refused.
    const x = await vendorOf(0).post(BOM, header(p.X!, numbered(line(p.Y!, 1))));
    expect(x.status).toBe(200);
    const y = await vendorOf(1).post(BOM, header(p.Y!, numbered(line(p.X!, 1))));
    expect(y.status).toBe(200);
    expect((await vendorOf(1).post(`${BOM}/${y.body.id}/submit`, {})).status).toBe(200);
    const refused = expectError(await vendorOf(0).post(`${BOM}/${x.body.id}/submit`, {}), 400);
    expect(refused.validationErrors![0]!.message).toContain(`${p.X} → ${p.Y} → ${p.X}`);
    expect((await vendorOf(0).get(`${BOM}/${x.body.id}`)).body.status).toBe(BomStatus.Draft);
  });

  it('runs the workflow: submit, approve, release; a copy released supersedes the previous revision', async () => {
    const p = await addParts(w, w.a, 'FLOW', ['P', 'R1', 'R2']);
    const v = vendorOf();
    const aId = await released(0, p.P!, numbered(line(p.R1!, 1)));
    const a = (await v.get(`${BOM}/${aId}`)).body;
    expect(a).toMatchObject({
      status: BomStatus.Released,
      isDefault: true,
      approvedByName: expect.any(String),
    });

    // A released revision refuses edits, with a sentence.
    const put = expectError(
      await v.put(`${BOM}/${aId}`, { effectiveFrom: '2026-01-01', lines: numbered(line(p.R2!, 1)) }),
      403,
      'SupplierPortal:Bom:ReadOnly',
    );
    expect(put.message).toContain('copy it into a new revision');
    expectError(await v.delete(`${BOM}/${aId}`), 403, 'SupplierPortal:Bom:ReadOnly');

    const copy = await v.post(`${BOM}/${aId}/copy`, { ecnNo: 'ECN-1' });
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    expect(copy.body).toMatchObject({
      revision: 'B',
      copiedFromId: aId,
      ecnNo: 'ECN-1',
      status: BomStatus.Draft,
    });
    expect(copy.body.lines.map((l: { childPartNo: string }) => l.childPartNo)).toEqual([p.R1]);
    const bId = copy.body.id as string;
    const edited = await v.put(`${BOM}/${bId}`, {
      effectiveFrom: '2026-02-01',
      ecnNo: 'ECN-1',
      concurrencyStamp: copy.body.concurrencyStamp,
      lines: numbered(line(p.R1!, 1), line(p.R2!, 4)),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.lineCount).toBe(2);
    // A stale stamp is a 409.
    expectError(
      await v.put(`${BOM}/${bId}`, {
        effectiveFrom: '2026-02-01',
        concurrencyStamp: copy.body.concurrencyStamp,
        lines: [],
      }),
      409,
    );

    expect((await v.post(`${BOM}/${bId}/submit`, {})).status).toBe(200);
    // Rejected, edited back to Draft, submitted again.
    expectError(await buyer().post(`${BOM}/${bId}/reject`, { reason: ' ' }), 400);
    const rej = await buyer().post(`${BOM}/${bId}/reject`, { reason: 'R2 wrong quantity' });
    expect(rej.body).toMatchObject({ status: BomStatus.Rejected, rejectReason: 'R2 wrong quantity' });
    const back = await v.put(`${BOM}/${bId}`, {
      effectiveFrom: '2026-02-01',
      lines: numbered(line(p.R1!, 1), line(p.R2!, 2)),
    });
    expect(back.body.status).toBe(BomStatus.Draft);
    const revised = await v.get(
      `/api/app/workflow/history?entityType=SupplierPortal.Bom.BomHeader&entityId=${bId}`,
    );
    expect(JSON.stringify(revised.body)).toContain('"revise"');
    expect((await v.post(`${BOM}/${bId}/submit`, {})).body.rejectReason).toBeNull();
    expect((await buyer().post(`${BOM}/${bId}/approve`, {})).status).toBe(200);
    const rel = await buyer().post(`${BOM}/${bId}/release`, {});
    expect(rel.body).toMatchObject({ status: BomStatus.Released, isDefault: true });
    expect((await v.get(`${BOM}/${aId}`)).body).toMatchObject({
      status: BomStatus.Obsolete,
      isDefault: false,
    });

    const history = await buyer().get(
      `/api/app/workflow/history?entityType=SupplierPortal.Bom.BomHeader&entityId=${aId}`,
    );
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(JSON.stringify(history.body)).toContain('supersede');

    // Obsolete by hand.
    const obs = await buyer().post(`${BOM}/${bId}/obsolete`, {});
    expect(obs.body).toMatchObject({ status: BomStatus.Obsolete, isDefault: false });
  });

  it('wants the lines we supply confirmed by the buyer before approval', async () => {
    const p = await addParts(w, w.a, 'CS', ['P', 'R1', 'PCB']);
    const v = vendorOf();
    const made = await v.post(
      BOM,
      header(p.P!, numbered(line(p.R1!, 1), line(p.PCB!, 1, { materialSource: 'CustomerSupplied' }))),
    );
    const id = made.body.id as string;
    await v.post(`${BOM}/${id}/submit`, {});
    const refused = expectError(
      await buyer().post(`${BOM}/${id}/approve`, {}),
      403,
      'SupplierPortal:Bom:SupplyNotConfirmed',
    );
    expect(refused.message).toContain(`20 (${p.PCB})`);
    const [r1, pcb] = made.body.lines as { id: string }[];
    expectError(
      await buyer().post(`${BOM}/${id}/confirm-supply`, { lineIds: [r1!.id] }),
      403,
      'SupplierPortal:Bom:NotCustomerSupplied',
    );
    // The vendor cannot confirm (buyer's policy).
    expectError(await v.post(`${BOM}/${id}/confirm-supply`, { lineIds: [pcb!.id] }), 403);
    const ok = await buyer().post(`${BOM}/${id}/confirm-supply`, { lineIds: [pcb!.id] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.lines[1]).toMatchObject({
      supplyConfirmed: true,
      supplyConfirmedByName: expect.any(String),
    });
    expect((await buyer().post(`${BOM}/${id}/approve`, {})).body.status).toBe(BomStatus.Approved);

    // An update request after an ECN flags it until the next revision is submitted.
    const req = await buyer().post(`${BOM}/${id}/request-update`, { reason: 'change R1', ecnNo: 'ECN-9' });
    expect(req.body).toMatchObject({ updateRequested: true, updateRequestNote: 'ECN-9: change R1' });
    const next = await v.post(`${BOM}/${id}/copy`, {});
    await buyer().post(`${BOM}/${next.body.id}/confirm-supply`, { lineIds: [] });
    expect((await v.post(`${BOM}/${next.body.id}/submit`, {})).body.updateRequested).toBe(false);
  });

  it('keeps a vendor to their own supplier and tenant, and the buyer actions to the buyer', async () => {
    const p = await addParts(w, w.a, 'ISO', ['P', 'R1']);
    const made = await vendorOf(0).post(BOM, header(p.P!, numbered(line(p.R1!, 1))));
    const id = made.body.id as string;
    const other = vendorOf(1);
    expectError(await other.get(`${BOM}/${id}`), 404);
    expectError(await other.put(`${BOM}/${id}`, { effectiveFrom: '2026-01-01', lines: [] }), 404);
    expectError(await other.post(`${BOM}/${id}/submit`, {}), 404);
    expectError(await other.post(`${BOM}/${id}/copy`, {}), 404);
    expectError(await other.delete(`${BOM}/${id}`), 404);
    expect((await other.get(`${BOM}?parentPartNo=${p.P}`)).body.totalCount).toBe(0);
    expectError(await w.api(w.b.admin).get(`${BOM}/${id}`), 404);
    expect((await w.api(w.b.admin).get(`${BOM}?parentPartNo=${p.P}`)).body.totalCount).toBe(0);

    await vendorOf(0).post(`${BOM}/${id}/submit`, {});
    expectError(await vendorOf(0).post(`${BOM}/${id}/approve`, {}), 403);
    expectError(await vendorOf(0).post(`${BOM}/${id}/reject`, { reason: 'no' }), 403);
    // A vendor's BOM is theirs whatever supplier the body names.
    const named = await vendorOf(0).post(BOM, header(p.P!, [], { supplierId: w.a.suppliers[1]!.id }));
    expect(named.body.supplierId).toBe(w.a.suppliers[0]!.id);
  });

  it('lets engineering keep a standard BOM of our own and records every change in the audit log', async () => {
    const p = await addParts(w, w.a, 'STD', ['P', 'R1']);
    expectError(await buyer().post(BOM, header(p.P!, [], { bomType: 'Supplier' })), 400);
    const std = await buyer().post(BOM, header(p.P!, numbered(line(p.R1!, 3)), { bomType: 'Standard' }));
    expect(std.status, JSON.stringify(std.body)).toBe(200);
    expect(std.body).toMatchObject({ bomType: 'Standard', supplierId: null, revision: 'A' });
    const del = await buyer().delete(`${BOM}/${std.body.id}`);
    expect(del.status).toBe(204);
    expectError(await buyer().get(`${BOM}/${std.body.id}`), 404);

    await w.server.audit.flush();
    const logs = await asSystem(w.server.database.db, (tx) =>
      tx
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.tenantId, w.a.id))),
    );
    const changes = logs.flatMap((l) => l.entityChanges).filter((c) => c.entityId === std.body.id);
    expect(changes.map((c) => c.changeType).sort()).toEqual([0, 2]);
  });

  it('releases an approved revision for the daily job (releaseDue, by the system), once', async () => {
    const p = await addParts(w, w.a, 'DUE', ['P', 'R1']);
    const v = vendorOf();
    const made = await v.post(BOM, header(p.P!, numbered(line(p.R1!, 1))));
    const id = made.body.id as string;
    await v.post(`${BOM}/${id}/submit`, {});
    await buyer().post(`${BOM}/${id}/approve`, {});
    const run = () =>
      inScope(w.server.database.db, tenantScope(w.a.id), async (tx) => {
        const c = {
          tx,
          audit: new AuditCollector(),
          tenantId: w.a.id,
          actor: SYSTEM_ACTOR,
          culture: 'en' as const,
        };
        const after = await releaseBom(c, await findBomRow(tx, w.a.id, id, true), { system: true });
        return { status: after.status, changes: c.audit.entityChanges.length };
      });
    expect(await run()).toEqual({ status: BomStatus.Released, changes: 1 });
    // A second run finds it released already: nothing moves.
    expect(await run()).toEqual({ status: BomStatus.Released, changes: 0 });
    const history = await buyer().get(
      `/api/app/workflow/history?entityType=SupplierPortal.Bom.BomHeader&entityId=${id}`,
    );
    expect(JSON.stringify(history.body)).toContain('releaseDue');
    expect((await v.get(`${BOM}/${id}`)).body.isDefault).toBe(true);
  });

  it('refuses what the state or the side does not allow, each with its code', async () => {
    const p = await addParts(w, w.a, 'REF', ['P', 'R1']);
    const v = vendorOf();
    const empty = await v.post(BOM, header(p.P!, []));
    expect(empty.status).toBe(200);
    expectError(await v.post(`${BOM}/${empty.body.id}/submit`, {}), 403, 'SupplierPortal:Bom:NoLines');
    // A Draft is not copied, released or asked to be updated.
    expectError(
      await v.post(`${BOM}/${empty.body.id}/copy`, {}),
      403,
      'SupplierPortal:InvalidStateTransition',
    );
    expectError(
      await buyer().post(`${BOM}/${empty.body.id}/release`, {}),
      403,
      'SupplierPortal:InvalidStateTransition',
    );
    expectError(
      await buyer().post(`${BOM}/${empty.body.id}/request-update`, { reason: 'x' }),
      403,
      'SupplierPortal:InvalidStateTransition',
    );
    expect((await v.delete(`${BOM}/${empty.body.id}`)).status).toBe(204);

    const made = await v.post(BOM, header(p.P!, numbered(line(p.R1!, 1))));
    const id = made.body.id as string;
    expectError(await v.post(`${BOM}/${id}/effective`, {}), 404);
    await v.post(`${BOM}/${id}/submit`, {});
    // Submitted: no edits; the vendor recalls it to Draft.
    expectError(
      await v.put(`${BOM}/${id}`, { effectiveFrom: '2026-01-01', lines: [] }),
      403,
      'SupplierPortal:Bom:ReadOnly',
    );
    const recalled = await v.post(`${BOM}/${id}/recall`, {});
    expect(recalled.body.status).toBe(BomStatus.Draft);
    // Engineering's steps are refused to a vendor by policy.
    expectError(await v.post(`${BOM}/${id}/release`, {}), 403);
    expectError(await v.post(`${BOM}/${id}/obsolete`, {}), 403);
    expectError(await v.post(`${BOM}/${id}/request-update`, { reason: 'x' }), 403);
    // Bad input: the effective dates in order, a known supplier for engineering's BOMs.
    const dates = expectError(
      await v.post(BOM, header(p.P!, [], { effectiveFrom: '2026-05-01', effectiveTo: '2026-04-01' })),
      400,
    );
    expect(dates.validationErrors![0]!.members).toEqual(['effectiveTo']);
    const unknown = expectError(
      await buyer().post(BOM, header(p.P!, [], { supplierId: w.b.suppliers[0]!.id })),
      400,
    );
    expect(unknown.validationErrors![0]!.members).toEqual(['supplierId']);
  });
});
