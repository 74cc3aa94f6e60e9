import { NoticeAckStatus, NoticeStatus } from '@sp/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTenant,
  createUser,
  login,
  startTestServer,
  type TestServer,
  type TestTenant,
} from '../../../test/harness.js';
import { caller } from '../../../test/world.js';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import { supplierIdsByCode } from '../materials/codes.js';
import { seedDemoSuppliers } from '../suppliers/demo.js';
import { seedDemoNotices } from './demo.js';
import { supplierNoticeRecipients, supplierNotices } from './schema.js';

let server: TestServer;
let t: TestTenant;
const run = <T>(work: Parameters<typeof inScope<T>>[2]) =>
  inScope(server.database.db, tenantScope(t.id), work);

beforeAll(async () => {
  server = await startTestServer();
  t = await createTenant(server, 'noticedemo');
  await run((tx) => seedDemoSuppliers(tx, t.id, 'no-such-user'));
  const ids = await run((tx) => supplierIdsByCode(tx, ['V0001', 'V0002']));
  await createUser(server, t.id, 'vendor', ['vendor'], undefined, ids.get('V0001'));
  await createUser(server, t.id, 'vendor2', ['vendor'], undefined, ids.get('V0002'));
});
afterAll(() => server.close());

describe('demo notices', () => {
  it('publishes a quality notice to V0001 and V0002, a packaging notice to all, keeps a draft', async () => {
    const started = Date.now();
    expect(await seedDemoNotices(server.services, t.id)).toEqual({ notices: 3 });
    console.log(`demo notices: ${Date.now() - started} ms`);
    const notices = await run((tx) =>
      tx.select().from(supplierNotices).orderBy(asc(supplierNotices.noticeNo)),
    );
    expect(notices.map((n) => [n.category, n.status])).toEqual([
      ['QUALITY', NoticeStatus.Published],
      ['PACKAGING', NoticeStatus.Published],
      ['POLICY', NoticeStatus.Draft],
    ]);
    const ids = await run((tx) => supplierIdsByCode(tx, ['V0001', 'V0002', 'V0003']));
    const rowsOf = (noticeId: string) =>
      run((tx) =>
        tx.select().from(supplierNoticeRecipients).where(eq(supplierNoticeRecipients.noticeId, noticeId)),
      );
    const quality = await rowsOf(notices[0]!.id);
    expect(quality.map((r) => r.supplierId).sort()).toEqual([ids.get('V0001'), ids.get('V0002')].sort());
    expect(notices[0]!.requireReply).toBe(true);
    expect(notices[0]!.ackDeadline!.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const packaging = await rowsOf(notices[1]!.id);
    expect(packaging.length).toBeGreaterThanOrEqual(3);
    expect(packaging.find((r) => r.supplierId === ids.get('V0002'))?.ackStatus).toBe(
      NoticeAckStatus.Acknowledged,
    );

    // The vendor login sees the two published ones, not the draft.
    const token = (await login(server.app, { username: 'vendor', tenant: t.name })).access_token;
    const mine = await caller(server.app)(token).get('/api/app/supplierNotice/mine');
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((x: { noticeNo: string }) => x.noticeNo).sort()).toEqual(
      [notices[0]!.noticeNo, notices[1]!.noticeNo].sort(),
    );
  });
});
