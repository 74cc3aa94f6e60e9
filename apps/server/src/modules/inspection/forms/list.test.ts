import { InspectionFormStatus, Policies } from '@sp/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, useWorld } from '../../../../test/world.js';
import { draftForm, FORMS, submittedForm } from './test-fixtures.js';

const w = useWorld({ prefix: 'iif-list' });
const S = InspectionFormStatus;
const A = Policies['QualityControl.IIF'].AdminFormOverview;

interface Row {
  id: string;
  formNo: string;
  status: number;
  missingDocs: boolean;
  supplierId: string;
  allowedActions: string[];
}

/** The forms of this file's tenant, made once: a draft, submitted ones, one taken by each IQC user, a rejection. */
const made = {} as {
  draft: Awaited<ReturnType<typeof draftForm>>;
  submitted: Awaited<ReturnType<typeof submittedForm>>;
  mine: Awaited<ReturnType<typeof submittedForm>>;
  theirs: Awaited<ReturnType<typeof submittedForm>>;
  rejected: Awaited<ReturnType<typeof submittedForm>>;
  otherIqc: string;
};

beforeAll(async () => {
  const iqc = w.api(w.a.admin);
  made.otherIqc = await w.a.userWith([A.name, A.Review.name]);
  made.draft = await draftForm(w, w.a);
  made.submitted = await submittedForm(w, w.a);
  made.mine = await submittedForm(w, w.a, { supplier: 1 });
  await iqc.post(`${FORMS}/${made.mine.form.id}/start-review`, {});
  made.theirs = await submittedForm(w, w.a, { supplier: 1 });
  await w.api(made.otherIqc).post(`${FORMS}/${made.theirs.form.id}/start-review`, {});
  made.rejected = await submittedForm(w, w.a);
  await iqc.post(`${FORMS}/${made.rejected.form.id}/reject`, { disposition: 'Sort', comment: 'burrs' });
});

const ids = async (token: string, query: string) => {
  const res = await w.api(token).get(`${FORMS}?maxResultCount=100&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.items as Row[]).map((r) => r.id).sort();
};
const sorted = (...xs: string[]) => [...xs].sort();

describe('the form lists', () => {
  it('filter by status, supplier, part, delivery, result, disposition and days', async () => {
    const { draft, submitted, mine, theirs, rejected } = made;
    const admin = w.a.admin;
    const all = await w.api(admin).get(`${FORMS}?maxResultCount=2&sorting=formNo desc`);
    expect(all.body.totalCount).toBe(5);
    expect(all.body.items).toHaveLength(2);
    expect(all.body.items[0].formNo > all.body.items[1].formNo).toBe(true);
    expect(all.body.items[0]).toMatchObject({
      supplierCode: expect.any(String),
      allowedActions: expect.any(Array),
    });

    expect(await ids(admin, `status=${S.Submitted}`)).toEqual(sorted(submitted.form.id));
    expect(await ids(admin, `status=${S.Submitted},${S.UnderReview}`)).toEqual(
      sorted(submitted.form.id, mine.form.id, theirs.form.id),
    );
    expect(await ids(admin, `supplierId=${w.a.suppliers[1]!.id}`)).toEqual(
      sorted(mine.form.id, theirs.form.id),
    );
    expect(await ids(admin, `partNo=${draft.partNo}`)).toEqual([draft.form.id]);
    expect(await ids(admin, `deliveryNo=${rejected.deliveryNo}`)).toEqual([rejected.form.id]);
    expect(await ids(admin, 'reviewResult=Rejected&disposition=Sort')).toEqual([rejected.form.id]);
    expect(await ids(admin, 'disposition=Scrap')).toEqual([]);
    expect(await ids(admin, `filter=${draft.form.formNo}`)).toEqual([draft.form.id]);
    expect(await ids(admin, 'from=2000-01-01&to=2099-12-31')).toHaveLength(5);
    expect(await ids(admin, 'to=2000-01-01')).toEqual([]);
    expectError(await w.api(admin).get(`${FORMS}?sorting=password`), 400);
    expectError(await w.api(admin).get(`${FORMS}?status=42`), 400);
    expectError(await w.api(admin).get(`${FORMS}?disposition=Burn`), 400);
  });

  it('"pending my review": submitted ones and those I took, not those another inspector took', async () => {
    const { submitted, mine, theirs } = made;
    expect(await ids(w.a.admin, 'pendingMine=true')).toEqual(sorted(submitted.form.id, mine.form.id));
    expect(await ids(made.otherIqc, 'pendingMine=true')).toEqual(sorted(submitted.form.id, theirs.form.id));
    const row = (await w.api(w.a.admin).get(`${FORMS}?pendingMine=true&sorting=formNo`)).body.items[0];
    expect(row.daysWaiting).toBe(0);
  });

  it('"missing documents": a required document not attached (or expired)', async () => {
    expect(await ids(w.a.admin, 'missingDocs=true')).toEqual([made.draft.form.id]);
    expect(await ids(w.a.admin, 'missingDocs=false')).toHaveLength(4);
  });

  it("shows a vendor their own supplier's forms only, with their actions", async () => {
    const vendor = w.a.suppliers[0]!.vendor.token;
    const own = await w.api(vendor).get(`${FORMS}?maxResultCount=100`);
    expect(own.body.totalCount).toBe(3);
    expect((own.body.items as Row[]).every((r) => r.supplierId === w.a.suppliers[0]!.id)).toBe(true);
    const draft = (own.body.items as Row[]).find((r) => r.id === made.draft.form.id)!;
    expect(draft.allowedActions).toEqual(expect.arrayContaining(['submit', 'update', 'delete']));
    // Naming another supplier finds nothing.
    expect(await ids(vendor, `supplierId=${w.a.suppliers[1]!.id}`)).toEqual([]);
    expect((await w.api(w.b.admin).get(FORMS)).body.totalCount).toBe(0);
  });

  it('exports the filtered list as a workbook, in the reader’s language', async () => {
    const res = await w
      .api(w.a.admin, null, { 'accept-language': 'zh-Hans' })
      .get(`${FORMS}/export?status=${S.Rejected}`);
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    const header = (sheet.getRow(1).values as unknown[]).filter(Boolean);
    expect(header).toEqual(expect.arrayContaining(['单号', '处置', '资料缺失']));
    const row = (sheet.getRow(2).values as unknown[]).map(String);
    expect(row).toEqual(expect.arrayContaining([made.rejected.form.formNo, '挑选', '判退']));

    // The vendor exports their own rows; someone without the form pages cannot.
    const vendor = await w.api(w.a.suppliers[1]!.vendor.token).get(`${FORMS}/export`);
    expect(vendor.status).toBe(200);
    const nobody = await w.a.userWith([]);
    expectError(await w.api(nobody).get(`${FORMS}/export`), 403);
    expectError(await w.api(nobody).get(FORMS), 403);
  });
});
