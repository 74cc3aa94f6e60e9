import { Policies, type AttachmentDto } from '@sp/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import { files } from '../files/schema.js';
import { callerHeaders, expectError, world, type World } from '../../../test/world.js';
import { multipartBody } from '../../../test/multipart.js';

let w: World;

beforeAll(async () => {
  w = await world({ prefix: 'att' });
});
afterAll(() => w.close());

const list = (token: string, ownerId: string, history = false) =>
  w.api(token).get(`/api/app/attachment?ownerType=Supplier&ownerId=${ownerId}&includeHistory=${history}`);

async function upload(token: string, ownerId: string, name: string, content: string | Buffer, category = '') {
  const { payload, headers } = multipartBody([{ name: 'file', filename: name, content }]);
  return w.server.app.inject({
    method: 'POST',
    url: `/api/app/attachment?ownerType=Supplier&ownerId=${ownerId}&category=${category}`,
    headers: { ...callerHeaders(token), ...headers },
    payload,
  });
}

const fileCount = async (tenantId: string) =>
  (
    await inScope(w.server.database.db, tenantScope(tenantId), (tx) => tx.select({ n: count() }).from(files))
  )[0]!.n;

describe('attachments owned by a document', () => {
  it('stores, lists, replaces as a new version, downloads and removes a file', async () => {
    const s1 = w.a.suppliers[0]!;
    const first = await upload(w.a.admin, s1.id, 'ISO9001.pdf', '%PDF-1.7 first', 'Certificate');
    expect(first.statusCode, first.body).toBe(200);
    const ownVendor = await w.a.userWith([Policies.AbpIdentity.Suppliers.name], { supplierId: s1.id });
    const v1 = first.json<AttachmentDto>();
    expect(v1).toMatchObject({ ownerType: 'Supplier', ownerId: s1.id, version: 1, isCurrent: true });

    const second = await upload(w.a.admin, s1.id, 'ISO9001.pdf', '%PDF-1.7 second', 'Certificate');
    expect(second.json<AttachmentDto>()).toMatchObject({ version: 2, isCurrent: true });
    const current = (await list(w.a.admin, s1.id)).body as { items: AttachmentDto[] };
    expect(current.items.map((a) => [a.fileName, a.version])).toEqual([['ISO9001.pdf', 2]]);
    const all = (await list(w.a.admin, s1.id, true)).body as { items: AttachmentDto[] };
    expect(all.items.map((a) => [a.version, a.isCurrent])).toEqual([
      [2, true],
      [1, false],
    ]);

    // The supplier's own vendor reads the buyer's upload, by the attachment.
    const bytes = await w.api(ownVendor).get(`/api/app/attachment/${v1.id}/download`);
    expect(bytes.status).toBe(200);
    expect(bytes.raw.body).toBe('%PDF-1.7 first');

    expect((await w.api(w.a.admin).delete(`/api/app/attachment/${v1.id}`)).status).toBe(204);
    const after = (await list(w.a.admin, s1.id, true)).body as { items: AttachmentDto[] };
    expect(after.items.map((a) => a.version)).toEqual([2]);
  });

  it("keeps another supplier's and another tenant's attachments out of reach, by any path", async () => {
    const [s1, s2] = w.a.suppliers as [World['a']['suppliers'][0], World['a']['suppliers'][0]];
    const res = await upload(w.a.admin, s2.id, 'licence.pdf', '%PDF secret of s2');
    const att = res.json<AttachmentDto>();
    // A vendor of supplier 1 granted supplier policies: supplier 2's document is not theirs (404),
    // nor the attachment, nor its file.
    const other = await w.a.userWith(
      [Policies.AbpIdentity.Suppliers.name, Policies.AbpIdentity.Suppliers.Update.name],
      { supplierId: s1.id },
    );
    expectError(await list(other, s2.id), 404);
    expectError(await w.api(other).get(`/api/app/attachment/${att.id}/download`), 404);
    expectError(await w.api(other).get(`/api/file-management/files/${att.fileId}`), 404);
    expectError(await w.api(other).delete(`/api/app/attachment/${att.id}`), 404);
    expectError(await upload(other, s2.id, 'x.pdf', '%PDF'), 404);
    // A vendor without the policy is refused before anything is looked up.
    expectError(await list(s1.vendor.token, s2.id), 403);
    // Even the buyer reads a document's file through the document only.
    expectError(await w.api(w.a.admin).get(`/api/file-management/files/${att.fileId}`), 404);
    // Another tenant sees nothing.
    expectError(await w.api(w.b.admin).get(`/api/app/attachment/${att.id}/download`), 404);
    expectError(await list(w.b.admin, s2.id), 404);
    // Supplier 2's own user with the read policy reads it.
    const reader = await w.a.userWith([Policies.AbpIdentity.Suppliers.name], { supplierId: s2.id });
    expect((await w.api(reader).get(`/api/app/attachment/${att.id}/download`)).raw.body).toBe(
      '%PDF secret of s2',
    );
    // Reading is not writing.
    expectError(await upload(reader, s2.id, 'x.pdf', '%PDF'), 403);
  });

  it('applies the document type rules: extension, size, count and category, storing nothing', async () => {
    const s1 = w.b.suppliers[0]!;
    const exe = await upload(w.b.admin, s1.id, 'tool.exe', 'MZ');
    expectError(exe, 403, 'FileManagement:FileTypeNotAllowed');
    const big = await upload(w.b.admin, s1.id, 'big.pdf', Buffer.alloc(20 * 1024 * 1024 + 1, 1));
    expectError(big, 403, 'FileManagement:FileTooLarge');
    expectError(await upload(w.b.admin, s1.id, 'x.pdf', '%PDF', 'Bogus'), 400);
    expectError(await upload(w.b.admin, '3f1c2b7e-1d2a-4c3b-8e4f-5a6b7c8d9e0f', 'x.pdf', '%PDF'), 404);
    const unknown = await w.api(w.b.admin).get(`/api/app/attachment?ownerType=Nope&ownerId=${s1.id}`);
    expectError(unknown, 400);
    expect(
      ((await list(w.b.admin, s1.id)).body as { items: AttachmentDto[] }).items.map((a) => a.fileName),
    ).toEqual([]);

    for (let i = 0; i < 20; i++)
      expect((await upload(w.b.admin, s1.id, `f${i}.pdf`, `%PDF ${i}`)).statusCode).toBe(200);
    const storedBefore = await fileCount(w.b.id);
    const full = await upload(w.b.admin, s1.id, 'one-more.pdf', '%PDF');
    expectError(full, 403, 'SupplierPortal:TooManyAttachments');
    // The refused file's bytes were stored while they streamed, then discarded with its row.
    expect(await fileCount(w.b.id)).toBe(storedBefore);
    // A replacement of a held file needs no room.
    expect((await upload(w.b.admin, s1.id, 'f3.pdf', '%PDF again')).json<AttachmentDto>().version).toBe(2);
  });

  it('needs a signed-in user with the document type policy', async () => {
    const s1 = w.a.suppliers[0]!;
    const nobody = await w.a.userWith([]);
    expectError(await list(nobody, s1.id), 403);
    const anonymous = await w.server.app.inject({
      method: 'GET',
      url: `/api/app/attachment?ownerType=Supplier&ownerId=${s1.id}`,
      headers: callerHeaders(null, w.a),
    });
    expectError(anonymous, 401);
  });
});
