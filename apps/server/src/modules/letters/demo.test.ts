import { LetterStatus, PartNoConfirmStatus } from '@sp/contracts';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caller,
  createTenant,
  createUser,
  login,
  startTestServer,
  type TestServer,
  type TestTenant,
} from '../../../test/harness.js';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import { supplierIdsByCode } from '../materials/codes.js';
import { seedDemoMaterials } from '../materials/demo.js';
import { seedDemoSuppliers } from '../suppliers/demo.js';
import { seedDemoLetters } from './demo.js';
import { letterFiles, letters, partNoConfirms } from './schema.js';

let server: TestServer;
let t: TestTenant;
const run = <T>(work: Parameters<typeof inScope<T>>[2]) =>
  inScope(server.database.db, tenantScope(t.id), work);

beforeAll(async () => {
  server = await startTestServer();
  t = await createTenant(server, 'ltrdemo');
  await run((tx) => seedDemoSuppliers(tx, t.id, 'no-such-user'));
  await run((tx) => seedDemoMaterials(tx));
  const ids = await run((tx) => supplierIdsByCode(tx, ['V0001', 'V0002']));
  await createUser(server, t.id, 'vendor', ['vendor'], undefined, ids.get('V0001'));
  await createUser(server, t.id, 'vendor2', ['vendor'], undefined, ids.get('V0002'));
});
afterAll(() => server.close());

describe('demo letters', () => {
  it('takes letters of two suppliers through the real flow, quickly, with real files and sealed PDFs', async () => {
    const started = Date.now();
    expect(await seedDemoLetters(server.services, t.id)).toBe(5);
    const took = Date.now() - started;
    expect(took, `${took} ms`).toBeLessThan(20_000);

    const ids = await run((tx) => supplierIdsByCode(tx, ['V0001', 'V0002']));
    const rows = await run((tx) => tx.select().from(letters));
    const of = (code: string) =>
      rows
        .filter((l) => l.supplierId === ids.get(code))
        .map((l) => l.status)
        .sort((a, b) => a - b);
    expect(of('V0001')).toEqual([
      LetterStatus.Draft,
      LetterStatus.Submitted,
      LetterStatus.Approved,
      LetterStatus.Expiring,
    ]);
    expect(of('V0002')).toEqual([LetterStatus.Approved]);
    for (const l of rows.filter(
      (r) => r.status === LetterStatus.Approved || r.status === LetterStatus.Expiring,
    )) {
      expect(l.approvedPdfFileId).toBeTruthy();
      expect(l.approvedPdfSha256).toMatch(/^[0-9a-f]{64}$/);
      expect(l.validTo).toBeTruthy();
    }

    const requests = await run((tx) => tx.select().from(partNoConfirms));
    expect(
      requests.filter((r) => r.status === PartNoConfirmStatus.PendingAck && r.requestType === 'New'),
    ).toHaveLength(1);
    const expiring = rows.find((l) => l.status === LetterStatus.Expiring)!;
    expect(
      requests.filter((r) => r.previousLetterId === expiring.id && r.requestType === 'Renewal'),
    ).toHaveLength(1);

    const files = await run((tx) => tx.select().from(letterFiles).where(isNotNull(letterFiles.fileId)));
    const draft = rows.find((l) => l.status === LetterStatus.Draft)!;
    expect(
      files
        .filter((f) => f.letterId === draft.id)
        .map((f) => f.itemCode)
        .sort(),
    ).toEqual(['DIM_REPORT', 'DRAWING', 'ROHS_REPORT']);
    expect(files.some((f) => f.ext === 'png')).toBe(true);
    expect(files.length).toBeGreaterThan(40);
  });

  it('shows each vendor their own letters only, with files and PDF that download', async () => {
    const vendor = caller(server.app)(
      (await login(server.app, { username: 'vendor', tenant: t.name })).access_token,
      t,
    );
    const vendor2 = caller(server.app)(
      (await login(server.app, { username: 'vendor2', tenant: t.name })).access_token,
      t,
    );
    const mine = await vendor.get('/api/app/letter?maxResultCount=50');
    expect(mine.status).toBe(200);
    expect(mine.body.totalCount).toBe(4);
    const theirs = await vendor2.get('/api/app/letter?maxResultCount=50');
    expect(theirs.body.totalCount).toBe(1);

    const approved = (mine.body.items as { id: string; status: number }[]).find(
      (l) => l.status === LetterStatus.Approved,
    )!;
    const pdf = await vendor.get(`/api/app/letter/${approved.id}/approved.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await vendor2.get(`/api/app/letter/${approved.id}`)).status).toBe(404);
    expect((await vendor2.get(`/api/app/letter/${approved.id}/approved.pdf`)).status).toBe(404);

    const detail = await vendor.get(`/api/app/letter/${approved.id}`);
    const file = detail.body.items.flatMap((i: { files: { id: string }[] }) => i.files)[0];
    const download = await vendor.get(`/api/app/letter/${approved.id}/files/${file.id}`);
    expect(download.status).toBe(200);
    expect((await vendor2.get(`/api/app/letter/${approved.id}/files/${file.id}`)).status).toBe(404);

    // The To-do card of the vendor: a request to acknowledge and a draft to complete.
    const todo = (await vendor.get('/api/app/todo')).body as { key: string; count: number }[];
    expect(todo).toEqual(
      expect.arrayContaining([
        // The pending request and the renewal of the expiring letter.
        expect.objectContaining({ key: 'RequestsToAcknowledge', count: 2 }),
        expect.objectContaining({ key: 'LettersDraft', count: 1 }),
      ]),
    );
    const admin = caller(server.app)(
      (await login(server.app, { username: 'admin', tenant: t.name })).access_token,
      t,
    );
    const buyerTodo = (await admin.get('/api/app/todo')).body as { key: string; count: number }[];
    expect(buyerTodo).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'LettersToCheck', count: 1 })]),
    );
  });
});
