import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BomStatus } from '@sp/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { expectError, useWorld } from '../../../../test/world.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { bomHeaders } from '../schema.js';
import { BOM, insertBom, parts } from '../structure/test-fixtures.js';

const w = useWorld({ prefix: 'bomxfer' });

/** Each sheet of a workbook as rows of cell texts (header row first). */
async function sheets(bytes: Buffer): Promise<Record<string, string[][]>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const out: Record<string, string[][]> = {};
  for (const sheet of book.worksheets) {
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      const cells: string[] = [];
      for (let c = 1; c <= sheet.columnCount; c++) cells.push(row.getCell(c).text);
      rows.push(cells);
    });
    out[sheet.name] = rows;
  }
  return out;
}

/** The text of each page, as poppler's pdftotext reads it. */
function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'bomr-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A two-level BOM of supplier 0: TOP uses SUB (which has its own released BOM) and a resistor. */
async function twoLevels() {
  const s = w.a.suppliers[0]!;
  const p = parts('X', 'TOP', 'SUB', 'RES', 'CAP');
  await insertBom(w, w.a, { parent: p.SUB!, supplierId: s.id, lines: [{ child: p.CAP!, qty: 4 }] });
  const top = await insertBom(w, w.a, {
    parent: p.TOP!,
    supplierId: s.id,
    status: BomStatus.Approved,
    baseQty: 1,
    lines: [
      { child: p.SUB!, qty: 2 },
      { child: p.RES!, qty: 12, remark: 'R1-R12' },
    ],
  });
  return { p, top, s };
}

describe('GET /api/app/bom/{id}/export', () => {
  it('single level: the lines as the template has them, and the header sheet', async () => {
    const { p, top, s } = await twoLevels();
    const res = await w.api(s.vendor.token).get(`${BOM}/${top.id}/export`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = await sheets(res.raw.rawPayload);
    const [linesName, headerName] = Object.keys(book);
    expect(linesName).toBe('BOM lines');
    const lines = book[linesName!]!;
    expect(lines[0]!.slice(0, 4)).toEqual(['*Line no', '*Child part no', 'Child name', '*Qty per']);
    expect(lines.slice(1).map((r) => [r[0], r[1], r[3]])).toEqual([
      ['10', p.SUB, '2'],
      ['20', p.RES, '12'],
    ]);
    expect(lines[2]).toContain('R1-R12');
    expect(lines[1]).toContain('Bought by the supplier');
    const header = book[headerName!]!;
    expect(header[0]![0]).toBe('Parent part no');
    expect(header[1]!.slice(0, 3)).toEqual([p.TOP, 'A', '1']);
  });

  it('multi level: the indented tree with levels and quantities per top parent', async () => {
    const { p, top, s } = await twoLevels();
    const res = await w
      .api(s.vendor.token, null, { 'accept-language': 'zh-Hans' })
      .get(`${BOM}/${top.id}/export?levels=multi`);
    expect(res.status).toBe(200);
    const book = await sheets(res.raw.rawPayload);
    const tree = book['多阶 BOM']!;
    expect(tree[0]!.slice(0, 3)).toEqual(['阶层', '行号', '子件料号']);
    // Level, part, qty per, extended qty.
    expect(tree.slice(1).map((r) => [r[0], r[2], r[5], r[7]])).toEqual([
      ['1', p.SUB, '2', '2'],
      ['2', p.CAP, '4', '8'],
      ['1', p.RES, '12', '12'],
    ]);
  });

  it('is a 404 for a vendor of another supplier and for another tenant, a 400 for an unknown level', async () => {
    const { top } = await twoLevels();
    expectError(await w.api(w.a.suppliers[1]!.vendor.token).get(`${BOM}/${top.id}/export`), 404);
    expectError(await w.api(w.b.admin).get(`${BOM}/${top.id}/export?levels=multi`), 404);
    expectError(await w.api(w.a.admin).get(`${BOM}/${top.id}/export?levels=deep`), 400);
  });
});

describe('GET /api/app/bom/import-template', () => {
  it('has the line columns in the reader language, the header sheet with an example and the sources', async () => {
    const res = await w
      .api(w.a.suppliers[0]!.vendor.token, null, { 'accept-language': 'zh-Hant' })
      .get(`${BOM}/import-template`);
    expect(res.status).toBe(200);
    const book = await sheets(res.raw.rawPayload);
    const names = Object.keys(book);
    expect(names).toEqual(['BOM 明細', 'BOM 表頭', '代碼']);
    expect(book['BOM 明細']!).toHaveLength(1);
    expect(book['BOM 明細']![0]!.slice(0, 4)).toEqual(['*行號', '*子件料號', '子件名稱', '*單位用量']);
    expect(book['BOM 表頭']![0]![0]).toBe('母件料號');
    expect(book['BOM 表頭']![1]![0]).toBe('301-000789-00');
    expect(book['代碼']!.slice(1).map((r) => r[1])).toEqual([
      'SupplierPurchased',
      'CustomerSupplied',
      'Designated',
    ]);
  });

  it('needs the import policy', async () => {
    const token = await w.a.userWith([]);
    expectError(await w.api(token).get(`${BOM}/import-template`), 403);
  });
});

describe('GET /api/app/bom/{id}/report.pdf', () => {
  it('prints the header, every level and the signatures, in the reader language', async () => {
    const { p, top, s } = await twoLevels();
    await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx
        .update(bomHeaders)
        .set({
          submittedByName: 'Li Wei',
          approvedByName: 'Wang Lei',
          approvedTime: new Date(),
          ecnNo: 'ECN-77',
        })
        .where(eq(bomHeaders.id, top.id)),
    );
    const res = await w.api(s.vendor.token).get(`${BOM}/${top.id}/report.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const bytes = res.raw.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    for (const part of [p.TOP!, p.SUB!, p.CAP!, p.RES!]) expect(text).toContain(part);
    expect(text).toContain('ECN-77');
    expect(text).toContain('Prepared by');
    expect(text).toContain('Li Wei');
    expect(text).toContain('Wang Lei');
    expect(text).toMatch(/Page 1 of 1/);

    const zh = await w
      .api(s.vendor.token, null, { 'accept-language': 'zh-Hans' })
      .get(`${BOM}/${top.id}/report.pdf`);
    const zhText = pdfText(zh.raw.rawPayload);
    expect(zhText).toContain('物料清单');
    expect(zhText).toContain('批准');
    expect(zhText).toContain(p.CAP!);
  });

  it('leaves the approver blank until the revision is approved', async () => {
    const s = w.a.suppliers[0]!;
    const p = parts('D', 'TOP', 'RES');
    const draft = await insertBom(w, w.a, {
      parent: p.TOP!,
      supplierId: s.id,
      status: BomStatus.Submitted,
      lines: [{ child: p.RES!, qty: 1 }],
    });
    await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx.update(bomHeaders).set({ approvedByName: 'Not Yet' }).where(eq(bomHeaders.id, draft.id)),
    );
    const text = pdfText((await w.api(w.a.admin).get(`${BOM}/${draft.id}/report.pdf`)).raw.rawPayload);
    expect(text).toContain(p.RES!);
    expect(text).not.toContain('Not Yet');
  });

  it('is a 404 for a vendor of another supplier and for another tenant', async () => {
    const { top } = await twoLevels();
    expectError(await w.api(w.a.suppliers[1]!.vendor.token).get(`${BOM}/${top.id}/report.pdf`), 404);
    expectError(await w.api(w.b.admin).get(`${BOM}/${top.id}/report.pdf`), 404);
  });
});
