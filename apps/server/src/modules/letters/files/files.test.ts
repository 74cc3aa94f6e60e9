import { LetterStatus, Policies, type LetterFileDto, type LetterFileListItemDto } from '@sp/contracts';
import { count, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerHeaders, expectError, world, type World } from '../../../../test/world.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { files } from '../../files/schema.js';
import { letterFiles } from '../schema.js';
import { fileLetter, pngImage, setLetter, uploadTo, type FileLetter } from './test-fixtures.js';

let w: World;

beforeAll(async () => {
  w = await world({ prefix: 'lfiles' });
});
afterAll(() => w.close());

const vendor = () => w.a.suppliers[0]!.vendor.token;
const otherVendor = () => w.a.suppliers[1]!.vendor.token;
const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
/** A day counted from today where the tenant works (the default time zone, Asia/Shanghai). */
const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

const storedFiles = async (tenantId: string) =>
  (
    await inScope(w.server.database.db, tenantScope(tenantId), (tx) =>
      tx.select({ n: count() }).from(files).where(eq(files.tenantId, tenantId)),
    )
  )[0]!.n;

const listOf = async (token: string, query = '') => {
  const res = await w.api(token).get(`/api/app/letterFile?maxResultCount=100${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { totalCount: number; items: LetterFileListItemDto[] };
};

describe('uploading a file to a letter item', () => {
  let letter: FileLetter;
  beforeAll(async () => {
    letter = await fileLetter(w, w.a);
  });

  it('stores the file on the item, readable through the letter, and a file of the same name as its next version', async () => {
    const first = await uploadTo(
      w,
      vendor(),
      letter.id,
      letter.codes.DRAW!,
      '图纸 drawing.pdf',
      '%PDF-1.7 v1',
    );
    expect(first.statusCode, first.body).toBe(200);
    const v1 = first.json<LetterFileDto>();
    expect(v1).toMatchObject({
      letterId: letter.id,
      itemCode: letter.codes.DRAW,
      fileName: '图纸 drawing.pdf',
      ext: 'pdf',
      version: 1,
      status: 'Active',
      sha256: sha('%PDF-1.7 v1'),
      docValidTo: null,
      downloadUrl: `/api/app/letter/${letter.id}/files/${v1.id}`,
    });
    expect(v1.docValidFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The vendor and the buyer read it through the letter; the plain file path never serves it.
    for (const token of [vendor(), w.a.admin]) {
      const bytes = await w.api(token).get(v1.downloadUrl);
      expect(bytes.status).toBe(200);
      expect(bytes.raw.body).toBe('%PDF-1.7 v1');
      expect(bytes.headers['content-disposition']).toContain("filename*=UTF-8''%E5%9B%BE%E7%BA%B8");
    }
    const [row] = await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx.select().from(letterFiles).where(eq(letterFiles.id, v1.id)),
    );
    expectError(await w.api(vendor()).get(`/api/file-management/files/${row!.fileId}`), 404);

    const second = await uploadTo(
      w,
      vendor(),
      letter.id,
      letter.codes.DRAW!,
      '图纸 drawing.pdf',
      '%PDF-1.7 v2',
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<LetterFileDto>()).toMatchObject({ version: 2, status: 'Active' });
    const all = await listOf(w.a.admin, `&letterId=${letter.id}&sorting=version`);
    expect(all.items.map((f) => [f.version, f.status])).toEqual([
      [1, 'Superseded'],
      [2, 'Active'],
    ]);
    // The replaced version stays readable for the record.
    expect((await w.api(w.a.admin).get(v1.downloadUrl)).raw.body).toBe('%PDF-1.7 v1');
  });

  it("refuses an extension the item does not take, before storing a byte, and takes the tenant's formats when the item lists none", async () => {
    const before = await storedFiles(w.a.id);
    const res = await uploadTo(w, vendor(), letter.id, letter.codes.DRAW!, 'drawing.docx', 'PK..');
    const err = expectError(res, 403, 'SupplierPortal:LetterFileTypeNotAllowed');
    expect(err.message).toContain('.docx');
    expect(err.message).toContain('.pdf, .jpg, .png');
    expect(await storedFiles(w.a.id)).toBe(before);
    // ANY lists no extensions: the tenant's upload formats decide (xlsx is one, .exe is not).
    expect((await uploadTo(w, vendor(), letter.id, letter.codes.ANY!, 'list.xlsx', 'PK..')).statusCode).toBe(
      200,
    );
    expectError(await uploadTo(w, vendor(), letter.id, letter.codes.ANY!, 'tool.exe', 'MZ'), 403);
  });

  it('keeps to the most files an item holds, a same-name upload still replacing', async () => {
    const l = await fileLetter(w, w.a);
    const draw = l.codes.DRAW!;
    expect((await uploadTo(w, vendor(), l.id, draw, 'a.pdf', '%PDF a')).statusCode).toBe(200);
    expect((await uploadTo(w, vendor(), l.id, draw, 'b.png', pngImage(4, 4))).statusCode).toBe(200);
    const before = await storedFiles(w.a.id);
    const err = expectError(
      await uploadTo(w, vendor(), l.id, draw, 'c.pdf', '%PDF c'),
      403,
      'SupplierPortal:TooManyLetterFiles',
    );
    expect(err.message).toContain('2');
    // Refused after the bytes were stored: they went again.
    expect(await storedFiles(w.a.id)).toBe(before);
    expect((await uploadTo(w, vendor(), l.id, draw, 'a.pdf', '%PDF a2')).json<LetterFileDto>().version).toBe(
      2,
    );
  });

  it('asks a validity item for its valid-to date, after the valid-from date', async () => {
    const rohs = letter.codes.ROHS!;
    const missing = expectError(await uploadTo(w, vendor(), letter.id, rohs, 'rohs.pdf', '%PDF r'), 400);
    expect(missing.validationErrors?.[0]?.members).toEqual(['docValidTo']);
    expect(missing.message).toContain('valid-to');
    const backwards = expectError(
      await uploadTo(w, vendor(), letter.id, rohs, 'rohs.pdf', '%PDF r', {
        docValidFrom: day(10),
        docValidTo: day(5),
      }),
      400,
    );
    expect(backwards.message).toContain('after the valid-from');
    expectError(
      await uploadTo(w, vendor(), letter.id, rohs, 'rohs.pdf', '%PDF r', { docValidTo: '2026-02-30' }),
      400,
    );
    const ok = await uploadTo(w, vendor(), letter.id, rohs, 'rohs.pdf', '%PDF r', {
      docValidFrom: day(-30),
      docValidTo: day(335),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<LetterFileDto>()).toMatchObject({ docValidFrom: day(-30), docValidTo: day(335) });
    // Fields after the file count as well.
    const { payload, headers } = (await import('../../../../test/multipart.js')).multipartBody([
      { name: 'file', filename: 'rohs.pdf', content: '%PDF r2' },
      { name: 'docValidTo', content: day(300) },
    ]);
    const late = await w.server.app.inject({
      method: 'POST',
      url: `/api/app/letter/${letter.id}/items/${rohs}/files`,
      headers: { ...callerHeaders(vendor()), ...headers },
      payload,
    });
    expect(late.json<LetterFileDto>()).toMatchObject({ version: 2, docValidTo: day(300) });
  });

  it('refuses items that take no file, unknown items, a letter not in the vendor’s hands, and the buyer’s side', async () => {
    expectError(
      await uploadTo(w, vendor(), letter.id, letter.codes.SAMPLE!, 'x.pdf', '%PDF'),
      403,
      'SupplierPortal:LetterItemTakesNoFile',
    );
    expectError(await uploadTo(w, vendor(), letter.id, 'NO_SUCH_ITEM', 'x.pdf', '%PDF'), 404);
    // The buyer holds every policy but uploads are the vendor's side.
    expectError(
      await uploadTo(w, w.a.admin, letter.id, letter.codes.DRAW!, 'x.pdf', '%PDF'),
      403,
      'SupplierPortal:WrongSide',
    );
    // A vendor user without the Update policy is refused before anything is looked up.
    const reader = await w.a.userWith([Policies.LetterOfRecognition.VendorLetterOverview.name], {
      supplierId: w.a.suppliers[0]!.id,
    });
    expectError(await uploadTo(w, reader, letter.id, letter.codes.DRAW!, 'x.pdf', '%PDF'), 403);
    for (const status of [LetterStatus.Submitted, LetterStatus.UnderReview, LetterStatus.Approved]) {
      const l = await fileLetter(w, w.a, { status });
      expectError(
        await uploadTo(w, vendor(), l.id, l.codes.DRAW!, 'x.pdf', '%PDF'),
        403,
        'SupplierPortal:InvalidStateTransition',
      );
    }
    const returned = await fileLetter(w, w.a, { status: LetterStatus.Returned });
    expect((await uploadTo(w, vendor(), returned.id, returned.codes.DRAW!, 'x.pdf', '%PDF')).statusCode).toBe(
      200,
    );
  });

  it('keeps another supplier’s vendor and another tenant out: 404 on upload, download and delete', async () => {
    const l = await fileLetter(w, w.a);
    const up = (
      await uploadTo(w, vendor(), l.id, l.codes.DRAW!, 'secret.pdf', '%PDF secret')
    ).json<LetterFileDto>();
    const before = await storedFiles(w.a.id);
    expectError(await uploadTo(w, otherVendor(), l.id, l.codes.DRAW!, 'x.pdf', '%PDF'), 404);
    expect(await storedFiles(w.a.id)).toBe(before);
    expectError(await w.api(otherVendor()).get(up.downloadUrl), 404);
    expectError(await w.api(otherVendor()).delete(up.downloadUrl), 404);
    expectError(await w.api(otherVendor()).get(`/api/app/letter/${l.id}/approved.pdf`), 404);
    // Another tenant's buyer and vendor: the letter does not exist for them.
    expectError(await w.api(w.b.admin).get(up.downloadUrl), 404);
    expectError(await w.api(w.b.suppliers[0]!.vendor.token).get(up.downloadUrl), 404);
    expectError(await uploadTo(w, w.b.suppliers[0]!.vendor.token, l.id, l.codes.DRAW!, 'x.pdf', '%PDF'), 404);
    // A file id of another letter is not this letter's file.
    const mine = await fileLetter(w, w.a, { supplier: 1 });
    expectError(await w.api(otherVendor()).get(`/api/app/letter/${mine.id}/files/${up.id}`), 404);
    // Still there for its owner.
    expect((await w.api(vendor()).get(up.downloadUrl)).status).toBe(200);
  });
});

describe('deleting a letter file', () => {
  it('removes a current file while the vendor edits the letter, never a replaced version nor after submission', async () => {
    const l = await fileLetter(w, w.a);
    const draw = l.codes.DRAW!;
    const v1 = (await uploadTo(w, vendor(), l.id, draw, 'a.pdf', '%PDF 1')).json<LetterFileDto>();
    const v2 = (await uploadTo(w, vendor(), l.id, draw, 'a.pdf', '%PDF 2')).json<LetterFileDto>();
    expectError(await w.api(vendor()).delete(v1.downloadUrl), 403, 'SupplierPortal:LetterFileNotCurrent');
    expectError(await w.api(w.a.admin).delete(v2.downloadUrl), 403, 'SupplierPortal:WrongSide');
    expect((await w.api(vendor()).delete(v2.downloadUrl)).status).toBe(204);
    expectError(await w.api(vendor()).get(v2.downloadUrl), 404);
    expectError(await w.api(vendor()).delete(v2.downloadUrl), 404);
    expect((await listOf(w.a.admin, `&letterId=${l.id}`)).items.map((f) => f.version)).toEqual([1]);
    // Room again: the item holds no current file.
    expect((await uploadTo(w, vendor(), l.id, draw, 'b.pdf', '%PDF b')).statusCode).toBe(200);

    const submitted = await fileLetter(w, w.a);
    const f = (
      await uploadTo(w, vendor(), submitted.id, submitted.codes.DRAW!, 'a.pdf', '%PDF')
    ).json<LetterFileDto>();
    await setLetter(w, w.a, submitted.id, { status: LetterStatus.Submitted });
    expectError(await w.api(vendor()).delete(f.downloadUrl), 403, 'SupplierPortal:InvalidStateTransition');
  });
});

describe('the file overviews', () => {
  let mine: FileLetter;
  let theirs: FileLetter;
  beforeAll(async () => {
    mine = await fileLetter(w, w.a, { partNo: 'PN-OVERVIEW-1' });
    theirs = await fileLetter(w, w.a, { supplier: 1, partNo: 'PN-OVERVIEW-2' });
    await uploadTo(w, vendor(), mine.id, mine.codes.ROHS!, 'rohs-soon.pdf', '%PDF', { docValidTo: day(10) });
    await uploadTo(w, vendor(), mine.id, mine.codes.DRAW!, 'drawing.pdf', '%PDF d1');
    await uploadTo(w, vendor(), mine.id, mine.codes.DRAW!, 'drawing.pdf', '%PDF d2');
    await uploadTo(w, otherVendor(), theirs.id, theirs.codes.ROHS!, 'rohs-late.pdf', '%PDF', {
      docValidTo: day(200),
    });
    await uploadTo(w, otherVendor(), theirs.id, theirs.codes.DRAW!, 'theirs.png', pngImage(3, 3));
  });

  it('shows the buyer every supplier’s files with their letter, part, supplier and item, and a vendor only their own', async () => {
    const buyer = await listOf(w.a.admin, `&partNo=PN-OVERVIEW&sorting=fileName`);
    expect(buyer.totalCount).toBe(5);
    const soon = buyer.items.find((f) => f.fileName === 'rohs-soon.pdf')!;
    expect(soon).toMatchObject({
      letterId: mine.id,
      letterNo: mine.letterNo,
      letterStatus: LetterStatus.Draft,
      letterType: 'Part',
      partNo: 'PN-OVERVIEW-1',
      supplierId: w.a.suppliers[0]!.id,
      supplierCode: w.a.suppliers[0]!.vendorCode,
      itemCode: mine.codes.ROHS,
      itemName: 'ROHS report',
      docValidTo: day(10),
      expiresInDays: 10,
      status: 'Active',
      version: 1,
    });
    expect(soon.creatorName).toBeTruthy();
    const own = await listOf(vendor(), `&partNo=PN-OVERVIEW`);
    expect(own.items.map((f) => f.letterId)).toEqual([mine.id, mine.id, mine.id]);
    const other = await listOf(otherVendor(), `&partNo=PN-OVERVIEW`);
    expect(new Set(other.items.map((f) => f.letterId))).toEqual(new Set([theirs.id]));
    // Even asking for the other supplier by filter shows nothing.
    expect((await listOf(otherVendor(), `&supplierId=${w.a.suppliers[0]!.id}`)).totalCount).toBe(0);
    expect((await listOf(w.b.admin, `&partNo=PN-OVERVIEW`)).totalCount).toBe(0);
    // Item names in the reader's language.
    const zh = await w
      .api(w.a.admin, null, { 'accept-language': 'zh-Hans' })
      .get(`/api/app/letterFile?letterId=${mine.id}&itemCode=${mine.codes.ROHS}`);
    expect(zh.body.items[0].itemName).toBe('ROHS 报告');
  });

  it('filters by supplier, item, status, expiring within N days and keyword, pages and sorts', async () => {
    const base = '&partNo=PN-OVERVIEW';
    expect((await listOf(w.a.admin, `${base}&supplierId=${w.a.suppliers[1]!.id}`)).totalCount).toBe(2);
    expect((await listOf(w.a.admin, `${base}&itemCode=${mine.codes.DRAW}`)).totalCount).toBe(2);
    const superseded = await listOf(w.a.admin, `${base}&status=Superseded`);
    expect(superseded.items.map((f) => [f.fileName, f.version])).toEqual([['drawing.pdf', 1]]);
    const expiring = await listOf(w.a.admin, `${base}&expiringWithinDays=30`);
    expect(expiring.items.map((f) => f.fileName)).toEqual(['rohs-soon.pdf']);
    expect((await listOf(w.a.admin, `${base}&expiringWithinDays=365`)).totalCount).toBe(2);
    expect((await listOf(w.a.admin, `${base}&filter=late`)).items.map((f) => f.fileName)).toEqual([
      'rohs-late.pdf',
    ]);
    const sorted = await listOf(w.a.admin, `${base}&sorting=docValidTo desc&expiringWithinDays=3650`);
    expect(sorted.items.map((f) => f.docValidTo)).toEqual([day(200), day(10)]);
    const page = await w
      .api(w.a.admin)
      .get(`/api/app/letterFile?partNo=PN-OVERVIEW&maxResultCount=2&skipCount=4`);
    expect(page.body).toMatchObject({ totalCount: 5 });
    expect(page.body.items).toHaveLength(1);
    expectError(await w.api(w.a.admin).get('/api/app/letterFile?sorting=sha256'), 400);
    expectError(await w.api(w.a.admin).get('/api/app/letterFile?status=Lost'), 400);
    expectError(await w.api(w.a.admin).get('/api/app/letterFile?expiringWithinDays=-1'), 400);
  });

  it('exports the filtered list for the buyer; vendors have no export', async () => {
    const res = await w.server.app.inject({
      method: 'GET',
      url: '/api/app/letterFile/export?partNo=PN-OVERVIEW',
      headers: callerHeaders(w.a.admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(6);
    expect(sheet.getRow(1).getCell(1).text).toBe('Letter no.');
    expectError(await w.api(vendor()).get('/api/app/letterFile/export'), 403);
  });

  it('lets a vendor without the file overview policy see no list', async () => {
    const letterOnly = await w.a.userWith([Policies.LetterOfRecognition.VendorLetterOverview.name], {
      supplierId: w.a.suppliers[0]!.id,
    });
    expectError(await w.api(letterOnly).get('/api/app/letterFile'), 403);
    // The letter's readers download its files, the overview's holders too.
    const row = (await listOf(vendor(), `&letterId=${mine.id}`)).items[0]!;
    expect((await w.api(letterOnly).get(row.downloadUrl)).status).toBe(200);
    const overviewOnly = await w.a.userWith([Policies.LetterOfRecognition.PartNoConfirmFileOverview.name]);
    expect((await w.api(overviewOnly).get(row.downloadUrl)).status).toBe(200);
    const unrelated = await w.a.userWith([Policies.LetterOfRecognition.InitialCheckTemplateItem.name]);
    expectError(await w.api(unrelated).get(row.downloadUrl), 403);
  });
});
