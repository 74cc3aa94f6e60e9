import { LetterStatus, PartNoConfirmStatus } from '@sp/contracts';
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectError, useWorld, type Api } from '../../../../test/world.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { users } from '../../identity/schema.js';
import { samplePdf, uploadTo } from '../files/test-fixtures.js';
import { daysFromToday } from './test-fixtures.js';

const w = useWorld({ prefix: 'lfl' });
const LT = '/api/app/letter';
const R = '/api/app/partNoConfirm';
const S = LetterStatus;

/**
 * The whole flow through the API, each part by its own endpoints: the buyer's template and request,
 * the vendor's acknowledgement and letter, real uploads, the initial check with a return, the review,
 * the sealed PDF; then a change request whose letter supersedes the first when it is approved.
 */
describe('a letter through every part of the API', () => {
  it('goes from request to approval, and its next revision supersedes it', async () => {
    const a = w.a;
    const supplier = a.suppliers[0]!;
    const buyer = w.api(a.admin);
    const vendor = w.api(supplier.vendor.token);
    const [admin] = await inScope(w.server.database.db, tenantScope(a.id), (tx) =>
      tx.select({ id: users.id }).from(users).where(eq(users.userName, 'admin')),
    );

    const template = await buyer.post('/api/app/checkTemplate', {
      code: 'T-FLOW',
      name: 'Flow test template',
      materialCategory: 'MECHANICAL',
      lines: [{ itemCode: 'DRAWING' }, { itemCode: 'ROHS_REPORT' }, { itemCode: 'MSDS', required: false }],
    });
    expect(template.status, JSON.stringify(template.body)).toBe(200);

    const request = await buyer.post(R, {
      supplierId: supplier.id,
      requestType: 'New',
      partNo: 'FLOW-0001',
      partName: 'Bracket 支架',
      materialCategory: 'MECHANICAL',
      drawingRev: 'A',
      checkTemplateId: template.body.id,
      submissionLevel: 3,
      dueDate: daysFromToday(20),
      ownerEngineerId: admin!.id,
    });
    expect(request.status, JSON.stringify(request.body)).toBe(200);
    const ack = await vendor.post(`${R}/${request.body.id}/acknowledge`, { promisedDate: daysFromToday(10) });
    expect(ack.status, JSON.stringify(ack.body)).toBe(200);
    const started = await vendor.post(`${R}/${request.body.id}/create-letter`, {});
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const id = started.body.letterId as string;

    const draft = await vendor.get(`${LT}/${id}`);
    expect(draft.body).toMatchObject({
      letterNo: started.body.letterNo,
      status: S.Draft,
      revision: 1,
      partNo: 'FLOW-0001',
      requestNo: request.body.requestNo,
      requestType: 'New',
      checkTemplateName: 'Flow test template',
      items: [
        { itemCode: 'DRAWING', name: 'Approved drawing', required: true },
        { itemCode: 'ROHS_REPORT', needsValidity: true, required: true },
        { itemCode: 'MSDS', required: false },
      ],
    });
    expect((await buyer.get(`${LT}?partNo=FLOW-0001`)).body.items).toEqual([
      expect.objectContaining({ id, ownerEngineerId: admin!.id, supplierCode: supplier.vendorCode }),
    ]);

    const upload = async (token: string, letterId: string, item: string, name: string, fields = {}) => {
      const res = await uploadTo(w, token, letterId, item, name, await samplePdf(name, 2), fields);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ id: string; version: number }>();
    };
    const rohs = { docValidFrom: daysFromToday(-10), docValidTo: daysFromToday(300) };
    expectError(await vendor.post(`${LT}/${id}/submit`, {}), 403, 'SupplierPortal:Letter:SubmitIncomplete');
    await upload(supplier.vendor.token, id, 'DRAWING', 'drawing.pdf');
    await upload(supplier.vendor.token, id, 'ROHS_REPORT', 'rohs.pdf', rohs);
    expect((await vendor.post(`${LT}/${id}/submit`, { comment: 'First submission' })).body.status).toBe(
      S.Submitted,
    );

    // The document controller returns it for the RoHS report; the vendor replaces the report.
    await buyer.put(`${LT}/${id}/items/DRAWING/check`, { result: 'OK' });
    await buyer.put(`${LT}/${id}/items/ROHS_REPORT/check`, { result: 'NG', comment: 'Phthalates missing' });
    expect((await buyer.post(`${LT}/${id}/return`, { comment: 'See the RoHS item' })).body.status).toBe(
      S.Returned,
    );
    const replaced = await upload(supplier.vendor.token, id, 'ROHS_REPORT', 'rohs.pdf', rohs);
    expect(replaced.version).toBe(2);
    const again = await vendor.post(`${LT}/${id}/submit`, {});
    expect(again.body.items[1]).toMatchObject({
      initialCheck: null,
      files: [expect.objectContaining({ version: 2 })],
    });

    await buyer.put(`${LT}/${id}/items/ROHS_REPORT/check`, { result: 'OK' });
    expect((await buyer.post(`${LT}/${id}/pass-initial-check`, {})).body.status).toBe(S.UnderReview);
    await review(buyer, id, ['DRAWING', 'ROHS_REPORT']);
    const approved = await buyer.post(`${LT}/${id}/approve`, { comment: 'Approved for mass production' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: S.Approved, validTo: rohs.docValidTo });
    const pdf = await vendor.get(`${LT}/${id}/approved.pdf`);
    expect(createHash('sha256').update(pdf.raw.rawPayload).digest('hex')).toBe(
      approved.body.approvedPdfSha256,
    );
    expect(approved.body.approvals.at(-1)).toMatchObject({ signatureHash: approved.body.approvedPdfSha256 });

    // A change: a new request from the letter, its letter is revision 2 and supersedes revision 1.
    expect(approved.body.allowedActions).toEqual(['newRevision']);
    const change = await buyer.post(`${LT}/${id}/new-revision`, {
      requestType: 'Change',
      dueDate: daysFromToday(15),
    });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    expectError(await buyer.post(`${LT}/${id}/new-revision`, {}), 403);
    await vendor.post(`${R}/${change.body.id}/acknowledge`, { promisedDate: daysFromToday(5) });
    const next = (await vendor.post(`${R}/${change.body.id}/create-letter`, {})).body.letterId as string;
    const rev2 = await vendor.get(`${LT}/${next}`);
    expect(rev2.body).toMatchObject({
      revision: 2,
      requestType: 'Change',
      previousLetterId: id,
      previousLetterNo: started.body.letterNo,
    });
    await upload(supplier.vendor.token, next, 'DRAWING', 'drawing-rev-b.pdf');
    await upload(supplier.vendor.token, next, 'ROHS_REPORT', 'rohs-2027.pdf', {
      docValidFrom: daysFromToday(0),
      docValidTo: daysFromToday(365),
    });
    await vendor.post(`${LT}/${next}/submit`, {});
    for (const item of ['DRAWING', 'ROHS_REPORT'])
      await buyer.put(`${LT}/${next}/items/${item}/check`, { result: 'OK' });
    await buyer.post(`${LT}/${next}/pass-initial-check`, {});
    await review(buyer, next, ['DRAWING', 'ROHS_REPORT']);
    expect((await buyer.post(`${LT}/${next}/approve`, {})).body.status).toBe(S.Approved);

    const first = await vendor.get(`${LT}/${id}`);
    expect(first.body.status).toBe(S.Superseded);
    expect((await buyer.get(`${R}/${change.body.id}`)).body.status).toBe(PartNoConfirmStatus.LetterStarted);
    // The first letter's files went with it; its sealed PDF is still the record.
    expect((await vendor.get(`${LT}/${id}/approved.pdf`)).status).toBe(200);
  });
});

async function review(buyer: Api, id: string, items: string[]) {
  for (const item of items) {
    const res = await buyer.put(`${LT}/${id}/items/${item}/review`, { result: 'OK' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}
