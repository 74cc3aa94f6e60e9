import { NoticeStatus, Policies } from '@sp/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { expectError, useWorld } from '../../../../test/world.js';
import { draftNotice, NOTICES, publishedNotice } from '../shared/test-fixtures.js';

const w = useWorld({ prefix: 'ntcexport' });

const exportAs = (token: string, query: string, language = 'en') =>
  w.server.app.inject({
    method: 'GET',
    url: `${NOTICES}/export${query}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });

async function sheetOf(payload: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('GET /api/app/supplierNotice/export', () => {
  it('writes the overview with the list’s filters, headers in the reader’s language', async () => {
    const t = w.a;
    const live = await publishedNotice(w, t, {
      title: '导出-已发布',
      targetScope: 'AllVendors',
      supplierIds: [],
    });
    const draft = await draftNotice(w, t, { title: '导出-草稿' });

    const all = await exportAs(t.admin, '');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetOf(all.rawPayload);
    expect(rows[0]).toEqual([
      'Notice number',
      'Title',
      'Category',
      'Priority',
      'Send to',
      'Recipients',
      'Read',
      'Acknowledged',
      'Overdue',
      'Status',
      'Published',
      'Deadline',
    ]);
    const published = rows.find((r) => r[1] === '导出-已发布')!;
    expect(published.slice(2, 10)).toEqual([
      'PCN/ECN 变更',
      'High',
      'All suppliers',
      2,
      0,
      0,
      0,
      'Published',
    ]);
    expect(published[10]).toBeInstanceOf(Date);
    const drafted = rows.find((r) => r[1] === '导出-草稿')!;
    expect(drafted[9]).toBe('Draft');
    expect(drafted[5] ?? null).toBeNull(); // no recipients yet

    // The list's filters: only the drafts, then only the live one found by its number.
    const drafts = await sheetOf((await exportAs(t.admin, `?status=${NoticeStatus.Draft}`)).rawPayload);
    expect(drafts.slice(1).map((r) => r[0])).toEqual([
      (await w.api(t.admin).get(`${NOTICES}/${draft.id}`)).body.noticeNo,
    ]);
    const byNo = live.result.notice.noticeNo;
    const found = await sheetOf((await exportAs(t.admin, `?filter=${byNo}&status=`)).rawPayload);
    expect(found.slice(1).map((r) => r[0])).toEqual([byNo]);
    // Nothing pending review yet: the header row alone.
    expect(await sheetOf((await exportAs(t.admin, '?pendingReview=true')).rawPayload)).toHaveLength(1);

    const zh = await sheetOf((await exportAs(t.admin, '', 'zh-Hans')).rawPayload);
    expect(zh[0]!.slice(0, 3)).toEqual(['通知编号', '标题', '类别']);
    expect(zh.find((r) => r[1] === '导出-已发布')![9]).toBe('已发布');

    // Another tenant's buyer sees none of these.
    const other = await sheetOf((await exportAs(w.b.admin, '')).rawPayload);
    expect(other.map((r) => r[1])).not.toContain('导出-已发布');
  });

  it('needs the Export policy: a reader of the overview and a vendor are refused; a bad filter is a 400', async () => {
    const t = w.a;
    const reader = await t.userWith([Policies.ToSupplierNotice.AdminNoticeOverview.name]);
    expect((await w.api(reader).get(NOTICES)).status).toBe(200);
    expectError(await w.api(reader).get(`${NOTICES}/export`), 403);
    expectError(await w.api(t.suppliers[0]!.vendor.token).get(`${NOTICES}/export`), 403);
    expectError(await w.api(t.admin).get(`${NOTICES}/export?status=9`), 400);
    expectError(await w.api(t.admin).get(`${NOTICES}/export?pendingReview=maybe`), 400);
  });
});
