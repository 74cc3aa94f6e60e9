import { Policies, type PolicyName } from '@sp/contracts';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, tokenRequest } from '../../../test/harness.js';
import { expectError, useWorld, type WorldTenant } from '../../../test/world.js';
import { auditLogs } from '../../platform/audit/schema.js';
import { asSystem, inScope, tenantScope } from '../../platform/db/scope.js';
import { materials } from './schema.js';
import { materialBody } from './test-support.js';

const w = useWorld({ prefix: 'matsync' });
const P = Policies.MasterData.Materials;
let host: string;

beforeAll(async () => {
  host = (await login(w.server.app, { username: 'admin' })).access_token;
});

let clientSeq = 0;
/** A client-credentials token of a new integration client of `t` holding `permissions`. */
async function clientToken(t: WorldTenant, permissions: PolicyName[]) {
  const clientId = `erp-${t.name}-${++clientSeq}`;
  const created = await w.api(host).post('/api/openiddict/applications', {
    clientId,
    displayName: 'ERP',
    clientType: 'confidential',
    clientSecret: 'a-long-enough-secret',
    grantTypes: ['client_credentials'],
    scopes: ['SupplierPortal'],
    tenantId: t.id,
    permissions,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const res = await tokenRequest(w.server.app, {
    grant_type: 'client_credentials',
    client_id: clientId,
    client_secret: 'a-long-enough-secret',
  });
  expect(res.statusCode, res.body).toBe(200);
  return { clientId, token: res.json().access_token as string };
}

const items = (prefix: string, n: number, supplierCode: string) =>
  Array.from({ length: n }, (_, i) => ({
    ...materialBody(`${prefix}-${String(i).padStart(4, '0')}`, { msl: i % 3 ? '3' : null, rohs: true }),
    suppliers: [{ supplierCode, supplierPartNo: `SP-${i}`, manufacturer: 'Yageo', mpn: `RC0402FR-07${i}KL` }],
  }));

describe('materials ERP sync', () => {
  it('upserts 1,000 items through a client token, idempotently: one audited change', async () => {
    const { a } = w;
    const erp = await clientToken(a, [P.Sync.name]);
    const payload = { items: items('SYN', 1000, a.suppliers[0]!.vendorCode) };
    const started = performance.now();
    const first = await w.api(erp.token).post('/api/app/material/sync', payload);
    console.log(`sync of 1,000 items: ${Math.round(performance.now() - started)} ms`);
    expect(first.status, JSON.stringify(first.body).slice(0, 500)).toBe(200);
    expect(first.body).toEqual({ created: 1000, updated: 0, unchanged: 0 });
    const second = await w.api(erp.token).post('/api/app/material/sync', payload);
    expect(second.body).toEqual({ created: 0, updated: 0, unchanged: 1000 });

    // One change of one item: only it is written.
    payload.items[5]!.name = '改名的电阻';
    const third = await w.api(erp.token).post('/api/app/material/sync', payload);
    expect(third.body).toEqual({ created: 0, updated: 1, unchanged: 999 });

    const [row] = await inScope(w.server.database.db, tenantScope(a.id), (tx) =>
      tx.select().from(materials).where(eq(materials.partNo, 'SYN-0000')),
    );
    await w.server.audit.flush();
    const logs = await asSystem(w.server.database.db, (tx) =>
      tx
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.clientId, erp.clientId), eq(auditLogs.url, '/api/app/material/sync'))),
    );
    expect(logs).toHaveLength(3);
    expect(logs.every((l) => l.userId === null)).toBe(true);
    const changesOf = (id: string) => logs.flatMap((l) => l.entityChanges).filter((c) => c.entityId === id);
    expect(changesOf(row!.id)).toHaveLength(1);
    expect(changesOf(row!.id)[0]!.changeType).toBe(0);
  });

  it('replaces approved suppliers when the item lists them, and refuses bad items all or none', async () => {
    const { a } = w;
    const [sa, sb] = a.suppliers;
    const erp = await clientToken(a, [P.Sync.name, P.name]);
    const item = { ...materialBody('SWAP-1'), suppliers: [{ supplierCode: sa!.vendorCode }] };
    expect((await w.api(erp.token).post('/api/app/material/sync', { items: [item] })).status).toBe(200);
    const moved = await w.api(erp.token).post('/api/app/material/sync', {
      items: [{ ...item, suppliers: [{ supplierCode: sb!.vendorCode.toLowerCase(), mpn: 'X1' }] }],
    });
    expect(moved.body).toEqual({ created: 0, updated: 0, unchanged: 1 });
    const list = await w.api(a.admin).get(`/api/app/material?partNo=SWAP-1`);
    expect(list.body.items[0].supplierCodes).toEqual([sb!.vendorCode]);

    const bad = await w.api(erp.token).post('/api/app/material/sync', {
      items: [
        materialBody('OK-1'),
        materialBody('BAD-U', { unit: 'BARREL' }),
        { ...materialBody('BAD-S'), suppliers: [{ supplierCode: 'NOPE' }] },
        materialBody('OK-1'),
      ],
    });
    const error = expectError(bad, 400);
    expect(error.validationErrors!.map((v) => v.members[0])).toEqual([
      'items[1].unit',
      'items[2].suppliers[0].supplierCode',
      'items[3].partNo',
    ]);
    const none = await inScope(w.server.database.db, tenantScope(a.id), (tx) =>
      tx.select().from(materials).where(like(materials.partNo, 'OK-%')),
    );
    expect(none).toHaveLength(0);
    expectError(await w.api(erp.token).post('/api/app/material/sync', { items: [] }), 400);
  });

  it("a second tenant's client writes only its own tenant; a client without the policy gets 403", async () => {
    const { a, b } = w;
    const mine = await clientToken(a, [P.Sync.name]);
    await w
      .api(mine.token)
      .post('/api/app/material/sync', { items: [materialBody('TEN-1', { name: 'A 的物料' })] });
    const other = await clientToken(b, [P.Sync.name]);
    // The __tenant header does not move a client out of its own tenant.
    const res = await w.api(other.token, a.name).post('/api/app/material/sync', {
      items: [materialBody('TEN-1', { name: 'B 改写' })],
    });
    if (res.status === 200) expect(res.body).toEqual({ created: 1, updated: 0, unchanged: 0 });
    else expect([401, 403]).toContain(res.status);
    const [inA] = await inScope(w.server.database.db, tenantScope(a.id), (tx) =>
      tx.select().from(materials).where(eq(materials.partNo, 'TEN-1')),
    );
    expect(inA!.name).toBe('A 的物料');

    const noSync = await clientToken(a, [P.name]);
    expectError(
      await w.api(noSync.token).post('/api/app/material/sync', { items: [materialBody('X-1')] }),
      403,
    );
    // Routes not declared for clients stay closed to them.
    expectError(await w.api(mine.token).post('/api/app/material', materialBody('X-2')), 403);
  });
});
