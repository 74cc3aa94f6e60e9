import { describe, expect, it } from 'vitest';
import { expectError, useWorld } from '../../../../test/world.js';
import { attachTo, draftNotice, MINE, NOTICES, publishedNotice } from '../shared/test-fixtures.js';

const w = useWorld({ prefix: 'notice-iso' });
const ATT = '/api/app/attachment';

describe("a notice not addressed to a vendor, another tenant's notice", () => {
  it('are a 404 by every endpoint, files included; the addressed vendor reads the files', async () => {
    const t = w.a;
    const draft = await draftNotice(w, t);
    // The buyer's file on the draft.
    const up = await attachTo(w, t.admin, 'SupplierNotice', draft.id);
    expect(up.statusCode, up.body).toBe(200);
    const fileId = up.json().id as string;
    // A draft is never visible to vendors, not even the addressed one.
    const addressed = w.api(t.suppliers[0]!.vendor.token);
    expectError(await addressed.get(`${MINE}/${draft.id}`), 404);
    expectError(await addressed.get(`${ATT}?ownerType=SupplierNotice&ownerId=${draft.id}`), 404);
    expect((await w.api(t.admin).post(`${NOTICES}/${draft.id}/publish`, {})).status).toBe(200);
    // Published: files are locked for the buyer, read by the addressed vendor.
    expect((await attachTo(w, t.admin, 'SupplierNotice', draft.id, 'late.pdf')).statusCode).toBe(403);
    const own = await addressed.get(`${MINE}/${draft.id}`);
    expect(own.status).toBe(200);
    expect(own.body.attachments.map((a: { id: string }) => a.id)).toEqual([fileId]);
    expect((await addressed.get(`${ATT}/${fileId}/download`)).status).toBe(200);
    const rid = own.body.recipient.id as string;
    // The addressed vendor's reply file.
    const replyFile = await attachTo(
      w,
      t.suppliers[0]!.vendor.token,
      'SupplierNoticeReply',
      rid,
      'reply.pdf',
    );
    expect(replyFile.statusCode, replyFile.body).toBe(200);
    const replyFileId = replyFile.json().id as string;
    // The buyer sees it on the recipient row.
    const rows = (await w.api(t.admin).get(`${NOTICES}/${draft.id}/recipients`)).body.items;
    expect(rows[0].replyAttachments.map((a: { id: string }) => a.id)).toEqual([replyFileId]);

    const strangers = [t.suppliers[1]!.vendor.token, w.b.suppliers[0]!.vendor.token];
    for (const token of strangers) {
      const api = w.api(token);
      expectError(await api.get(`${MINE}/${draft.id}`), 404);
      expect((await api.get(MINE)).body.items.map((x: { id: string }) => x.id)).not.toContain(draft.id);
      expectError(await api.post(`${MINE}/${draft.id}/read`), 404);
      expectError(await api.post(`${MINE}/${draft.id}/acknowledge`, {}), 404);
      expectError(await api.post(`${MINE}/${draft.id}/refuse`, { reason: 'x' }), 404);
      expectError(await api.post(`${MINE}/${draft.id}/reply`, { content: 'x' }), 404);
      expectError(await api.get(`${ATT}?ownerType=SupplierNotice&ownerId=${draft.id}`), 404);
      expectError(await api.get(`${ATT}/${fileId}/download`), 404);
      expectError(await api.get(`${ATT}?ownerType=SupplierNoticeReply&ownerId=${rid}`), 404);
      expectError(await api.get(`${ATT}/${replyFileId}/download`), 404);
      expect((await attachTo(w, token, 'SupplierNoticeReply', rid)).statusCode).toBe(404);
      // The buyer's endpoints are not theirs.
      expectError(await api.get(`${NOTICES}/${draft.id}/recipients`), 403);
    }
    // Another tenant's buyer: the notice is not there.
    const otherAdmin = w.api(w.b.admin);
    expectError(await otherAdmin.get(`${NOTICES}/${draft.id}`), 404);
    expectError(await otherAdmin.get(`${NOTICES}/${draft.id}/recipients`), 404);
    expectError(await otherAdmin.post(`${NOTICES}/${draft.id}/revoke`, { reason: 'x' }), 404);
    expectError(await otherAdmin.post(`${NOTICES}/${draft.id}/remind`, {}), 404);
    expectError(await otherAdmin.post(`${NOTICES}/recipients/${rid}/return-reply`, { reason: 'x' }), 404);
    expectError(await otherAdmin.get(`${ATT}?ownerType=SupplierNotice&ownerId=${draft.id}`), 404);
    expect((await otherAdmin.get(NOTICES)).body.items.map((x: { id: string }) => x.id)).not.toContain(
      draft.id,
    );

    // Nothing changed for the addressed vendor.
    const after = await addressed.get(`${MINE}/${draft.id}`);
    expect(after.body.recipient.concurrencyStamp).toBe(own.body.recipient.concurrencyStamp);
  });

  it("a vendor reads only their own recipient row, never the others' or the counts", async () => {
    const t = w.a;
    const { id } = await publishedNotice(w, t, { targetScope: 'AllVendors', supplierIds: [] });
    const mine = await w.api(t.suppliers[0]!.vendor.token).get(`${MINE}/${id}`);
    expect(mine.body.recipient.supplierId).toBe(t.suppliers[0]!.id);
    expect(mine.body).not.toHaveProperty('counts');
    const others = (await w.api(t.admin).get(`${NOTICES}/${id}/recipients`)).body.items.find(
      (r: { supplierId: string }) => r.supplierId === t.suppliers[1]!.id,
    );
    // The other supplier's reply files are out of reach (404), and their history too.
    expectError(
      await w
        .api(t.suppliers[0]!.vendor.token)
        .get(`${ATT}?ownerType=SupplierNoticeReply&ownerId=${others.id}`),
      404,
    );
  });
});
