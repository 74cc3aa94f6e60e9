import { InspectionFormStatus } from '@sp/contracts';
import { describe, expect, it } from 'vitest';
import { expectError, useWorld } from '../../../../test/world.js';
import { attach, draftForm, FORMS, passingAnswers } from './test-fixtures.js';

const w = useWorld({ prefix: 'iif-results' });

const resultOf = (form: { results: { itemCode: string; result: string | null }[] }, code: string) =>
  form.results.find((r) => r.itemCode === code)?.result;

describe("the vendor's results", () => {
  it('computes each item on the server: a value outside the limits, an NG answer, a poor choice, defects', async () => {
    const { form, vendor } = await draftForm(w, w.a);
    const saved = await vendor.put(
      `${FORMS}/${form.id}`,
      passingAnswers({
        results: [
          // 10.12 is above the upper limit 10.1; a numeric string is read as its number.
          { itemCode: 'DIM-L', values: [10.0, '10.12', ''] },
          { itemCode: 'APPEAR', values: ['ok'] },
          { itemCode: 'SOLDER', values: ['Poor'] },
        ],
        ngMajor: 1,
        ngMinor: 1,
        vendorConclusion: 'Fail',
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(resultOf(saved.body, 'DIM-L')).toBe('NG');
    expect(saved.body.results[0].values).toEqual([10, 10.12]);
    expect(resultOf(saved.body, 'APPEAR')).toBe('OK');
    expect(saved.body.results[1].values).toEqual(['OK']);
    expect(resultOf(saved.body, 'SOLDER')).toBe('NG');
    expect(saved.body).toMatchObject({ vendorInspector: 'Zhang San', vendorConclusion: 'Fail', ngMajor: 1 });

    // Items not sent keep their answers; defects alone make an item NG; no answer is unanswered.
    const again = await vendor.put(
      `${FORMS}/${form.id}`,
      passingAnswers({
        results: [
          { itemCode: 'APPEAR', values: [], defectQty: 2 },
          { itemCode: 'SOLDER', values: [] },
        ],
        ngMajor: 2,
        concurrencyStamp: saved.body.concurrencyStamp,
      }),
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(resultOf(again.body, 'DIM-L')).toBe('NG');
    expect(resultOf(again.body, 'APPEAR')).toBe('NG');
    expect(resultOf(again.body, 'SOLDER')).toBeNull();

    // The stamp read before the last save is stale now.
    expectError(
      await vendor.put(
        `${FORMS}/${form.id}`,
        passingAnswers({ concurrencyStamp: saved.body.concurrencyStamp }),
      ),
      409,
    );
  });

  it('refuses NG counts below what the NG items prove, answers of the wrong kind and unknown items', async () => {
    const { form, vendor } = await draftForm(w, w.a);
    const low = expectError(
      await vendor.put(
        `${FORMS}/${form.id}`,
        passingAnswers({
          results: [{ itemCode: 'DIM-L', values: [10.2, 9.0, 10.0] }],
          ngMajor: 1,
          vendorConclusion: 'Fail',
        }),
      ),
      400,
    );
    expect(low.validationErrors?.[0]?.members).toEqual(['ngMajor']);
    expect(low.details).toMatch(/NG count 1 is less than the 2 defective/);
    expectError(
      await vendor.put(
        `${FORMS}/${form.id}`,
        passingAnswers({ results: [{ itemCode: 'DIM-L', values: ['abc'] }] }),
      ),
      400,
    );
    expectError(
      await vendor.put(
        `${FORMS}/${form.id}`,
        passingAnswers({ results: [{ itemCode: 'APPEAR', values: ['maybe'] }] }),
      ),
      400,
    );
    expectError(
      await vendor.put(
        `${FORMS}/${form.id}`,
        passingAnswers({ results: [{ itemCode: 'SOLDER', values: ['Great'] }] }),
      ),
      400,
    );
    const unknown = expectError(
      await vendor.put(
        `${FORMS}/${form.id}`,
        passingAnswers({ results: [{ itemCode: 'NOPE', values: [] }] }),
      ),
      400,
    );
    expect(unknown.validationErrors?.[0]?.members).toEqual(['results[0].itemCode']);
    // IQC does not fill the vendor's part.
    expectError(
      await w.api(w.a.admin).put(`${FORMS}/${form.id}`, passingAnswers()),
      403,
      'SupplierPortal:WrongSide',
    );
  });
});

/** Every item answered, the dimension twice out of its limits (two major defectives). */
const ngDimension = [
  { itemCode: 'DIM-L', values: [10.3, 10.4] },
  { itemCode: 'APPEAR', values: ['OK'] },
  { itemCode: 'SOLDER', values: ['Good'] },
];

describe('submitting', () => {
  it("is refused with every reason, in the reader's language, until the form is complete", async () => {
    const { form, vendor, supplier } = await draftForm(w, w.a);
    // Nothing filled: inspector, date, conclusion, three unanswered items, the CoC.
    const empty = expectError(
      await vendor.post(`${FORMS}/${form.id}/submit`, {}),
      403,
      'SupplierPortal:InspectionForm:SubmitIncomplete',
    );
    const kinds = (e: typeof empty) => (e.data?.problems as { kind: string }[]).map((p) => p.kind);
    expect(kinds(empty)).toEqual([
      'MissingInspector',
      'MissingInspectDate',
      'MissingConclusion',
      'Unanswered',
      'Unanswered',
      'Unanswered',
      'MissingDocument',
    ]);
    expect(empty.message).toContain('Certificate of conformity (CoC): attach the document.');

    // Pass while the major NG count reached Re 2 (AQL 0.65 at J: Ac 1 / Re 2).
    const put = await vendor.put(`${FORMS}/${form.id}`, passingAnswers({ results: ngDimension, ngMajor: 2 }));
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await attach(w, supplier.vendor.token, form.id, 'COC')).statusCode).toBe(200);
    const overRe = expectError(
      await w
        .api(supplier.vendor.token, null, { 'accept-language': 'zh-Hans' })
        .post(`${FORMS}/${form.id}/submit`, {}),
      403,
    );
    expect(overRe.data?.problems).toEqual([
      expect.objectContaining({ kind: 'PassOverRe', severity: 'Major', count: 2, limit: 2 }),
    ]);
    expect(overRe.message).toContain('已达到拒收数 Re 2');

    // An expired CoC (valid only until two days ago) is refused; a current one passes.
    const fail = await vendor.put(
      `${FORMS}/${form.id}`,
      passingAnswers({ results: ngDimension, ngMajor: 2, vendorConclusion: 'Fail' }),
    );
    expect(fail.status).toBe(200);
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const expired = await vendor.put(`${FORMS}/${form.id}/documents/COC`, { validTo: yesterday });
    expect(expired.status, JSON.stringify(expired.body)).toBe(200);
    expect(expired.body.documents[0]).toMatchObject({ docType: 'COC', validTo: yesterday, ok: false });
    expect(expired.body.missingDocs).toBe(true);
    const refused = expectError(await vendor.post(`${FORMS}/${form.id}/submit`, {}), 403);
    expect(refused.data?.problems).toEqual([
      expect.objectContaining({ kind: 'ExpiredDocument', docType: 'COC', validTo: yesterday }),
    ]);

    // An extra document the configuration does not ask for is listed after the required ones.
    expect((await attach(w, supplier.vendor.token, form.id, 'TEST_DATA', 'cpk.xlsx')).statusCode).toBe(200);
    const valid = await vendor.put(`${FORMS}/${form.id}/documents/COC`, { validTo: '2099-12-31' });
    expect(valid.body.documents).toEqual([
      expect.objectContaining({ docType: 'COC', required: true, ok: true, fileName: 'coc.pdf' }),
      expect.objectContaining({ docType: 'TEST_DATA', required: false, ok: true, fileName: 'cpk.xlsx' }),
    ]);
    expect(valid.body.missingDocs).toBe(false);
    const submitted = await vendor.post(`${FORMS}/${form.id}/submit`, {});
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body).toMatchObject({ status: InspectionFormStatus.Submitted, daysWaiting: 0 });
    expect(submitted.body.submittedTime).toEqual(expect.any(String));
    // Submitted: the vendor's part and documents are locked.
    expectError(
      await vendor.put(`${FORMS}/${form.id}`, passingAnswers()),
      403,
      'SupplierPortal:InvalidStateTransition',
    );
    expectError(await vendor.put(`${FORMS}/${form.id}/documents/COC`, { validTo: null }), 403);
    expect((await attach(w, supplier.vendor.token, form.id, 'COA')).statusCode).toBe(403);
    expectError(await vendor.delete(`${FORMS}/${form.id}`), 403);
  });
});
