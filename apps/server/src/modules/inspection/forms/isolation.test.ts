import { describe, expect, it } from 'vitest';
import { multipartBody } from '../../../../test/multipart.js';
import { callerHeaders, expectError, useWorld } from '../../../../test/world.js';
import { attach, draftForm, FORMS, passingAnswers } from './test-fixtures.js';

const w = useWorld({ prefix: 'iif-iso' });

describe("another supplier's and another tenant's forms", () => {
  it('are a 404 by every endpoint, attachments included, and change nothing', async () => {
    const { form, supplier } = await draftForm(w, w.a);
    expect((await attach(w, supplier.vendor.token, form.id, 'COC')).statusCode).toBe(200);
    const own = await w.api(supplier.vendor.token).get(`${FORMS}/${form.id}`);
    const attachmentId = own.body.documents[0].attachmentId as string;

    const vendor2 = w.a.suppliers[1]!.vendor.token;
    const strangers = [vendor2, w.b.admin, w.b.suppliers[0]!.vendor.token];
    const decision = { disposition: 'Sort', comment: 'x' };
    for (const token of strangers) {
      const api = w.api(token);
      expectError(await api.get(`${FORMS}/${form.id}`), 404);
      expectError(await api.put(`${FORMS}/${form.id}`, passingAnswers()), 404);
      expectError(await api.put(`${FORMS}/${form.id}/documents/COC`, { validTo: '2099-01-01' }), 404);
      expectError(await api.delete(`${FORMS}/${form.id}`), 404);
      for (const path of ['submit', 'start-review', 'return', 'accept', 'amend'])
        expect([403, 404]).toContain(
          (await api.post(`${FORMS}/${form.id}/${path}`, { comment: 'x' })).status,
        );
      for (const path of ['reject', 'accept-conditionally'])
        expect([403, 404]).toContain((await api.post(`${FORMS}/${form.id}/${path}`, decision)).status);
      // The form's files: the list, the download, a new upload, the removal.
      expectError(await api.get(`/api/app/attachment?ownerType=InspectionForm&ownerId=${form.id}`), 404);
      expectError(await api.get(`/api/app/attachment/${attachmentId}/download`), 404);
      expectError(await api.delete(`/api/app/attachment/${attachmentId}`), 404);
      expect((await attach(w, token, form.id, 'COA')).statusCode).toBe(404);
    }
    // Vendors hold the submit policy: the form is simply not there for them (404, not 403).
    expectError(await w.api(vendor2).post(`${FORMS}/${form.id}/submit`, {}), 404);
    expectError(await w.api(w.b.admin).post(`${FORMS}/${form.id}/accept`, {}), 404);

    const after = await w.api(supplier.vendor.token).get(`${FORMS}/${form.id}`);
    expect(after.body.concurrencyStamp).toBe(own.body.concurrencyStamp);
    expect(after.body.documents).toEqual(own.body.documents);
  });

  it('refuses bad ids, document types and bodies with 400, never a 500', async () => {
    const { form, vendor } = await draftForm(w, w.a);
    expectError(await vendor.get(`${FORMS}/not-a-uuid`), 400);
    expectError(await vendor.put(`${FORMS}/${form.id}/documents/PASSPORT`, { validTo: null }), 400);
    expectError(await vendor.put(`${FORMS}/${form.id}/documents/COC`, { validTo: '2026-13-45' }), 400);
    expectError(await vendor.put(`${FORMS}/${form.id}`, { results: 'all ok' }), 400);
    expectError(await vendor.put(`${FORMS}/${form.id}`, { ngMajor: -1 }), 400);
    expectError(await vendor.put(`${FORMS}/${form.id}`, { vendorConclusion: 'Maybe' }), 400);
    expectError(await w.api(w.a.admin).post(`${FORMS}/${form.id}/reject`, { disposition: 'Sort' }), 400);
    // A document type outside the form's categories is refused by the attachments module.
    const { payload, headers } = multipartBody([{ name: 'file', filename: 'x.pdf', content: '%PDF-1.7' }]);
    const wrong = await w.server.app.inject({
      method: 'POST',
      url: `/api/app/attachment?ownerType=InspectionForm&ownerId=${form.id}&category=PASSPORT`,
      headers: { ...callerHeaders(w.a.suppliers[0]!.vendor.token), ...headers },
      payload,
    });
    expect(wrong.statusCode).toBe(400);
    // A file type the form does not take is the files module's refusal (a business rule: 403).
    const exe = await attach(w, w.a.suppliers[0]!.vendor.token, form.id, 'COC', 'setup.exe');
    expect(exe.statusCode).toBe(403);
  });
});
