import { NoticeAckStatus, NoticeReplyStatus, NoticeStatus } from '@sp/contracts';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, useWorld } from '../../../../test/harness.js';
import { newId } from '../../../platform/db/columns.js';
import { supplierNoticeRecipients } from '../schema.js';
import { insertNotice, inTenant, type NoticeRows } from '../effects/test-rows.js';

const w = useWorld({ prefix: 'ntcpdf' });
const url = (id: string) => `/api/app/supplierNotice/${id}/notice.pdf`;
const mineUrl = (id: string) => `/api/app/supplierNotice/mine/${id}/notice.pdf`;

/** What poppler's pdftotext reads in the PDF, with its `options`. */
function pdftotext(bytes: Buffer, ...options: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'ntc-'));
  try {
    const file = join(dir, 'notice.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', ...options, file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of each page (pages end with a form feed). */
const pdfText = (bytes: Buffer): string[] =>
  pdftotext(bytes)
    .split('\f')
    .filter((p) => p.trim() !== '');

/** Each word with where it starts on its page, in points from the left (pdftotext -bbox). */
const pdfWords = (bytes: Buffer): { word: string; x: number }[] =>
  [...pdftotext(bytes, '-bbox').matchAll(/<word xMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map((m) => ({
    word: m[2]!,
    x: Number(m[1]),
  }));

let both: NoticeRows;
let onlyFirst: NoticeRows;

beforeAll(async () => {
  const [s0, s1] = w.a.suppliers;
  both = await insertNotice(w.server, w.a, [s0!, s1!], {
    category: 'QUALITY',
    title: 'Quality notice: solder voids on lot L2611',
    problemType: 'Function',
    fineAmount: 5000,
    basis: 'Quality agreement §7.2',
    requireReply: true,
    replyTemplate: 'Root cause:\nContainment:\nCorrective action:',
    ackDeadline: new Date('2030-01-08T10:00:00Z'),
  });
  // The first supplier read and acknowledged it, and replied.
  await inTenant(w.server, w.a, (tx) =>
    tx
      .update(supplierNoticeRecipients)
      .set({
        firstReadTime: new Date('2030-01-02T01:00:00Z'),
        readByName: 'Li Na',
        ackStatus: NoticeAckStatus.Acknowledged,
        ackTime: new Date('2030-01-02T02:00:00Z'),
        ackByName: 'Li Na',
        replyStatus: NoticeReplyStatus.Submitted,
      })
      .where(eq(supplierNoticeRecipients.id, both.recipients[0]!.id)),
  );
  onlyFirst = await insertNotice(w.server, w.a, [s0!]);
});

describe('GET /api/app/supplierNotice/{id}/notice.pdf', () => {
  it('prints the notice and its acknowledgement sheet for the buyer', async () => {
    const res = await w.api(w.a.admin, w.a).get(url(both.notice.id));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${both.notice.noticeNo}.pdf`);
    // NOTICE_PDF_OUT=/tmp/x.pdf keeps the buyer's copy to look at (pdftoppm -png).
    if (process.env.NOTICE_PDF_OUT) writeFileSync(process.env.NOTICE_PDF_OUT, res.raw.rawPayload);
    const text = pdfText(res.raw.rawPayload).join('\n');
    for (const expected of [
      'Notice to suppliers',
      both.notice.noticeNo,
      'Quality notice: solder voids on lot L2611',
      '质量异常', // the category's dictionary label
      'High',
      'Function',
      '5,000.00',
      'Quality agreement §7.2',
      'From 1 January 2027 every carton label carries a GS1 barcode.',
      '· Lot number',
      'Corrective action:',
      'Selected suppliers (2 suppliers)',
      'Acknowledgement sheet',
      'Read 1 / 2 · acknowledged 1 / 2 · overdue 0',
      w.a.suppliers[0]!.vendorCode,
      w.a.suppliers[1]!.vendorCode,
      'Li Na',
      'Page 1 of 1',
    ])
      expect(text, expected).toContain(expected);
  });

  it('in the reader’s language', async () => {
    const res = await w.api(w.a.admin, w.a, { 'accept-language': 'zh-Hans' }).get(url(both.notice.id));
    if (process.env.NOTICE_PDF_OUT)
      writeFileSync(process.env.NOTICE_PDF_OUT.replace(/\.pdf$/, '-zh.pdf'), res.raw.rawPayload);
    const text = pdfText(res.raw.rawPayload).join('\n');
    expect(text).toContain('供应商通知');
    expect(text).toContain('回签明细');
    expect(text).toContain('已读 1 / 2');
  });

  it('prints an ordered list’s items with their numbers (letters, roman), a bulleted list’s with bullets', async () => {
    const { notice } = await insertNotice(w.server, w.a, [w.a.suppliers[0]!], {
      content:
        '<p>请按以下步骤处理：</p><ol><li>检查来料</li><li>提交报告<ul><li>附照片</li></ul></li><li>关闭异常</li></ol>' +
        '<ol start="3"><li>Clause three</li><li>Clause four</li></ol>' +
        '<ol type="a"><li>Option a<ol type="i"><li>Sub-point</li></ol></li><li>Option b</li></ol>',
    });
    const text = pdfText((await w.api(w.a.admin, w.a).get(url(notice.id))).raw.rawPayload).join('\n');
    for (const expected of [
      '1. 检查来料',
      '2. 提交报告',
      '· 附照片',
      '3. 关闭异常',
      '3. Clause three',
      '4. Clause four',
      // In the list's own numbering (`type`), as the notice page shows it.
      'a. Option a',
      'i. Sub-point',
      'b. Option b',
    ])
      expect(text, expected).toContain(expected);
  });

  it('indents list items a step a level, a wrapped item’s lines under its text', async () => {
    const { notice } = await insertNotice(w.server, w.a, [w.a.suppliers[0]!], {
      content:
        '<p>Intro</p><ol><li><p>Top</p><ol><li><p>Nested</p></li>' +
        `<li><p>Wrapped ${'word '.repeat(60)}</p><ul><li><p>Deepest</p></li></ul></li></ol>` +
        '<p>Still<br>Continued</p></li></ol><p>Outro</p>',
    });
    const words = pdfWords((await w.api(w.a.admin, w.a).get(url(notice.id))).raw.rawPayload);
    const x = (word: string) => words.find((v) => v.word === word)!.x;
    const margin = x('Intro');
    const step = x('Top') - margin;
    expect(step).toBeGreaterThan(12);
    expect(x('Nested') - x('Top')).toBeCloseTo(step, 1);
    expect(x('Wrapped')).toBeCloseTo(x('Nested'), 1);
    expect(x('Deepest') - x('Wrapped')).toBeCloseTo(step, 1);
    // The item's second line starts under its first word, not under its number.
    expect(Math.min(...words.filter((v) => v.word === 'word').map((v) => v.x))).toBeCloseTo(x('Wrapped'), 1);
    // What goes on inside the top item after its nested list, and after a line break, is under its text.
    expect(x('Still')).toBeCloseTo(x('Top'), 1);
    expect(x('Continued')).toBeCloseTo(x('Top'), 1);
    expect(x('Outro')).toBeCloseTo(margin, 1);
    // The numbers hang in the step before their item's text.
    const numbers = words.filter((v) => /^\d+\.$/.test(v.word)).map((v) => v.x);
    expect(numbers[0]).toBeGreaterThanOrEqual(margin);
    expect(numbers[0]).toBeLessThan(x('Top'));
  });

  it('draws lists nested past any reader’s depth, and text that forges the item marks, as text', async () => {
    // 40 nested lists, and the control characters the paragraph marks are made of in the text: the
    // layout stops indenting at its deepest step (pdfkit never ends a line in a width under a character).
    const deep = '<ol><li>Level'.repeat(40) + '</li></ol>'.repeat(40);
    const forged = '<p>a</p>\u00029999\u0002x\u0002Forged';
    const { notice } = await insertNotice(w.server, w.a, [w.a.suppliers[0]!], { content: deep + forged });
    const res = await w.api(w.a.admin, w.a).get(url(notice.id));
    expect(res.status).toBe(200);
    const words = pdfWords(res.raw.rawPayload);
    const levels = words.filter((v) => v.word === 'Level').map((v) => v.x);
    expect(levels).toHaveLength(40);
    expect(levels[39]).toBeCloseTo(levels[5]!, 0);
    expect(levels[5]).toBeGreaterThan(levels[4]!);
    const margin = words.find((v) => v.word === 'a')!.x;
    expect(words.find((v) => v.word.endsWith('Forged'))!.x).toBeCloseTo(margin, 0);
  });

  it('a long sheet runs over pages with its header repeated', async () => {
    const many = Array.from({ length: 70 }, (_, i) => ({
      id: newId(),
      vendorCode: `X${String(i).padStart(3, '0')}`,
    }));
    const { notice } = await insertNotice(w.server, w.a, many);
    const pages = pdfText((await w.api(w.a.admin, w.a).get(url(notice.id))).raw.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(pages.at(-1)).toContain('Vendor code');
    expect(pages.join('\n')).toContain('X069');
  });

  it('another tenant’s buyer gets 404; a vendor may not use the buyer’s copy', async () => {
    expectError(await w.api(w.b.admin, w.b).get(url(both.notice.id)), 404);
    expectError(await w.api(w.a.suppliers[0]!.vendor.token, w.a).get(url(both.notice.id)), 403);
  });
});

describe('GET /api/app/supplierNotice/mine/{id}/notice.pdf', () => {
  it('prints the vendor’s copy with their own acknowledgement and no other recipient', async () => {
    const res = await w.api(w.a.suppliers[0]!.vendor.token, w.a).get(mineUrl(both.notice.id));
    expect(res.status).toBe(200);
    const text = pdfText(res.raw.rawPayload).join('\n');
    expect(text).toContain('Quality notice: solder voids on lot L2611');
    expect(text).toContain('Your acknowledgement');
    expect(text).toContain(w.a.suppliers[0]!.vendorCode);
    expect(text).not.toContain(w.a.suppliers[1]!.vendorCode);
    expect(text).not.toContain('Acknowledgement sheet');
    expect(text).not.toContain('Selected suppliers');
  });

  it('a vendor of a supplier not addressed gets 404, as does a buyer', async () => {
    expectError(await w.api(w.a.suppliers[1]!.vendor.token, w.a).get(mineUrl(onlyFirst.notice.id)), 404);
    expectError(await w.api(w.b.suppliers[0]!.vendor.token, w.b).get(mineUrl(both.notice.id)), 404);
    expectError(await w.api(w.a.admin, w.a).get(mineUrl(both.notice.id)), 404);
    expectError(await w.api(w.a.suppliers[0]!.vendor.token, w.a).get(mineUrl('not-a-uuid')), 400);
  });

  it('a draft is nobody’s copy yet', async () => {
    const { notice } = await insertNotice(w.server, w.a, [w.a.suppliers[0]!], { status: NoticeStatus.Draft });
    expect((await w.api(w.a.admin, w.a).get(url(notice.id))).status).toBe(200);
  });
});
