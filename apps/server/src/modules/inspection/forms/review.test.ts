import { InspectionFormStatus, Policies } from '@sp/contracts';
import { describe, expect, it } from 'vitest';
import { expectError, useWorld } from '../../../../test/world.js';
import { FORMS, passingAnswers, submittedForm } from './test-fixtures.js';

const w = useWorld({ prefix: 'iif-review' });
const S = InspectionFormStatus;
const A = Policies['QualityControl.IIF'].AdminFormOverview;

describe('IQC review', () => {
  it('takes, returns with a comment, gets it back and accepts; each step by its own side only', async () => {
    const { form, vendor } = await submittedForm(w, w.a);
    const iqc = w.api(w.a.admin);
    expect(form.allowedActions).toEqual([]);
    const seen = await iqc.get(`${FORMS}/${form.id}`);
    expect(seen.body.allowedActions).toEqual(
      expect.arrayContaining(['startReview', 'return', 'accept', 'acceptConditionally', 'reject']),
    );

    // The vendor holds no review policy; IQC (the admin holds every policy) is on the wrong side to submit.
    expectError(await vendor.post(`${FORMS}/${form.id}/accept`, {}), 403);
    expectError(await vendor.post(`${FORMS}/${form.id}/start-review`, {}), 403);

    const taken = await iqc.post(`${FORMS}/${form.id}/start-review`, {});
    expect(taken.body).toMatchObject({ status: S.UnderReview, reviewerName: expect.any(String) });
    expectError(await iqc.post(`${FORMS}/${form.id}/return`, {}), 400);
    const returned = await iqc.post(`${FORMS}/${form.id}/return`, { comment: 'CoC is for another lot' });
    expect(returned.body).toMatchObject({ status: S.Returned, reviewComment: 'CoC is for another lot' });
    expectError(await iqc.post(`${FORMS}/${form.id}/submit`, {}), 403, 'SupplierPortal:WrongSide');

    // The vendor corrects and submits again: anyone's to take.
    expect((await vendor.put(`${FORMS}/${form.id}`, passingAnswers({ remark: 'new CoC' }))).status).toBe(200);
    const again = await vendor.post(`${FORMS}/${form.id}/submit`, {});
    expect(again.body).toMatchObject({
      status: S.Submitted,
      reviewerId: null,
      reviewComment: 'CoC is for another lot',
    });

    const accepted = await iqc.post(`${FORMS}/${form.id}/accept`, { comment: 'ok' });
    expect(accepted.body).toMatchObject({
      status: S.Accepted,
      reviewResult: 'Accepted',
      disposition: null,
      reviewComment: 'ok',
      daysWaiting: null,
    });
    expect(accepted.body.reviewTime).toEqual(expect.any(String));
    expectError(
      await iqc.post(`${FORMS}/${form.id}/accept`, {}),
      403,
      'SupplierPortal:InvalidStateTransition',
    );

    const history = await iqc.get(
      `/api/app/workflow/history?entityType=SupplierPortal.Inspection.Form&entityId=${form.id}`,
    );
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(JSON.stringify(history.body)).toContain('startReview');
  });

  it('rejects and accepts conditionally with a disposition and a reason (the lead’s policy)', async () => {
    const iqc = w.api(w.a.admin);
    const one = await submittedForm(w, w.a);
    expectError(await iqc.post(`${FORMS}/${one.form.id}/reject`, { comment: 'burrs' }), 400);
    expectError(await iqc.post(`${FORMS}/${one.form.id}/reject`, { disposition: 'Sort', comment: ' ' }), 400);
    expectError(await iqc.post(`${FORMS}/${one.form.id}/reject`, { disposition: 'Burn', comment: 'x' }), 400);
    // An inspector who may review but not reject.
    const inspector = w.api(await w.a.userWith([A.name, A.Review.name]));
    expectError(
      await inspector.post(`${FORMS}/${one.form.id}/reject`, { disposition: 'Sort', comment: 'x' }),
      403,
    );
    expectError(
      await one.vendor.post(`${FORMS}/${one.form.id}/reject`, { disposition: 'Sort', comment: 'x' }),
      403,
    );
    const rejected = await iqc.post(`${FORMS}/${one.form.id}/reject`, {
      disposition: 'Sort',
      comment: 'burrs',
    });
    expect(rejected.body).toMatchObject({
      status: S.Rejected,
      reviewResult: 'Rejected',
      disposition: 'Sort',
      reviewComment: 'burrs',
    });

    const two = await submittedForm(w, w.a);
    const special = await iqc.post(`${FORMS}/${two.form.id}/accept-conditionally`, {
      disposition: 'SpecialAccept',
      comment: 'line stop risk, deviation 2 weeks',
    });
    expect(special.body).toMatchObject({
      status: S.ConditionallyAccepted,
      reviewResult: 'ConditionallyAccepted',
      disposition: 'SpecialAccept',
    });
  });

  it('amends a decided form into version 2 with its results and documents, in Submitted', async () => {
    const iqc = w.api(w.a.admin);
    const { form, vendor, lineId } = await submittedForm(w, w.a);
    expectError(
      await iqc.post(`${FORMS}/${form.id}/amend`, { comment: 'x' }),
      403,
      'SupplierPortal:InvalidStateTransition',
    );
    await iqc.post(`${FORMS}/${form.id}/reject`, { disposition: 'Return', comment: 'wrong parts' });
    expectError(await iqc.post(`${FORMS}/${form.id}/amend`, {}), 400);
    expectError(await vendor.post(`${FORMS}/${form.id}/amend`, { comment: 'x' }), 403);

    const amended = await iqc.post(`${FORMS}/${form.id}/amend`, {
      comment: 'parts were right, sort instead',
    });
    expect(amended.status, JSON.stringify(amended.body)).toBe(200);
    const v2 = amended.body;
    expect(v2).toMatchObject({
      formNo: form.formNo,
      version: 2,
      previousId: form.id,
      status: S.Submitted,
      reviewResult: null,
      disposition: null,
      vendorInspector: 'Zhang San',
      vendorConclusion: 'Pass',
      missingDocs: false,
    });
    expect(v2.id).not.toBe(form.id);
    expect(v2.results).toEqual(form.results);
    expect(v2.documents).toEqual([
      expect.objectContaining({ docType: 'COC', fileName: 'coc.pdf', ok: true }),
    ]);
    expect(v2.documents[0].attachmentId).not.toBe(form.documents[0]!.attachmentId);
    // The copied file downloads through the new version, for the vendor too.
    const file = await vendor.get(v2.documents[0].downloadUrl);
    expect(file.status).toBe(200);
    expect(file.raw.body).toBe('%PDF-1.7 coc');

    const old = await iqc.get(`${FORMS}/${form.id}`);
    expect(old.body).toMatchObject({ status: S.Amended, reviewResult: 'Rejected', allowedActions: [] });
    // The line's live form is the new version.
    expectError(
      await vendor.post(FORMS, { deliveryLineId: lineId }),
      403,
      'SupplierPortal:InspectionForm:AlreadyExists',
    );
    const decided = await iqc.post(`${FORMS}/${v2.id}/reject`, {
      disposition: 'Sort',
      comment: 'sort the lot',
    });
    expect(decided.body).toMatchObject({ status: S.Rejected, disposition: 'Sort' });
  });
});
