import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { code128, dataMatrix, drawBarcode, gs1_128, gs1DataMatrix, qr } from './barcodes/index.js';
import { FONT } from './font.js';
import { createPdf, mm, PAGE, pdfBuffer, textBox } from './pdf.js';

/** Pages, text and font names of a PDF, as pdf.js (what browsers use) reads it. */
async function readPdf(bytes: Buffer) {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: { text: string; fonts: string[]; size: number[] }[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    await page.getOperatorList(); // loads the page's fonts into commonObjs
    const fonts = Object.keys(content.styles).map((id) => (page.commonObjs.get(id) as { name: string }).name);
    const text = content.items.map((i) => ('str' in i ? i.str : '')).join('');
    pages.push({ text, fonts, size: page.view.slice(2) });
  }
  await pdf.destroy();
  return { numPages: pdf.numPages, pages };
}

/** Count of `re` (rectangle) operators in the page streams: barcodes are paths, not images. */
const hasImages = (bytes: Buffer) => bytes.includes('/Subtype /Image');

describe('PDF renderer', () => {
  it('renders a 2-page delivery note and label with Chinese text and every barcode type', async () => {
    const doc = createPdf({ size: 'A4', margin: mm(15), bold: true, title: '送货单' });
    textBox(
      doc,
      '供应商 送货单 物料编号',
      { x: mm(15), y: mm(15), width: mm(180), height: mm(12) },
      {
        size: 18,
        font: FONT.bold,
      },
    );
    doc.font(FONT.regular);
    drawBarcode(
      doc,
      code128('DN-V001-20250101-001'),
      { x: mm(15), y: mm(35), width: mm(90), height: mm(20) },
      {
        humanReadable: true,
      },
    );
    drawBarcode(
      doc,
      gs1_128('(00)106141411234567897'),
      { x: mm(15), y: mm(60), width: mm(110), height: mm(25) },
      {
        humanReadable: true,
      },
    );
    drawBarcode(doc, qr('https://example.com/供应商/DN-1'), {
      x: mm(130),
      y: mm(35),
      width: mm(30),
      height: mm(30),
    });
    drawBarcode(doc, dataMatrix('Hello 123'), { x: mm(130), y: mm(70), width: mm(20), height: mm(20) });
    drawBarcode(doc, gs1DataMatrix('(01)09521234543213(10)ABC123'), {
      x: mm(160),
      y: mm(70),
      width: mm(20),
      height: mm(20),
    });
    doc.addPage({ size: PAGE.label100x70, margin: 0 });
    textBox(
      doc,
      '物料编号 M-000123',
      { x: mm(4), y: mm(4), width: mm(60), height: mm(8) },
      { size: 16, singleLine: true },
    );
    drawBarcode(doc, code128('M-000123'), { x: mm(4), y: mm(14), width: mm(60), height: mm(15) });
    const bytes = await pdfBuffer(doc);

    const read = await readPdf(bytes);
    expect(read.numPages).toBe(2);
    expect(read.pages[0]!.text).toContain('供应商 送货单 物料编号');
    expect(read.pages[0]!.text).toContain('(00)106141411234567897');
    expect(read.pages[1]!.text).toContain('物料编号 M-000123');
    // Embedded subsets (a six-letter tag before the name), not a system font.
    expect(read.pages[0]!.fonts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^[A-Z]{6}\+NotoSansSC-Bold$/),
        expect.stringMatching(/^[A-Z]{6}\+NotoSansSC-Regular$/),
      ]),
    );
    expect(read.pages[1]!.size.map(Math.round)).toEqual([283, 198]); // 100 x 70 mm in points
    expect(hasImages(bytes)).toBe(false);
  });

  it('a label carries a font subset of a few KB, not the 10 MB font', async () => {
    const doc = createPdf({ size: PAGE.label100x70 });
    textBox(doc, '供应商 物料编号 数量 批次', { x: 10, y: 10, width: 200, height: 40 }, { size: 12 });
    drawBarcode(doc, code128('M-000123'), { x: 10, y: 60, width: 200, height: 40 });
    drawBarcode(doc, qr('M-000123'), { x: 210, y: 10, width: 60, height: 60 });
    const bytes = await pdfBuffer(doc);
    expect(bytes.length).toBeLessThan(30_000);
    expect(bytes.length).toBeGreaterThan(1_000);
  });

  it('keeps the margin on a page added with its own size: a barcode line near its bottom stays on it', async () => {
    const doc = createPdf({ size: PAGE.label100x70 });
    doc.addPage({ size: PAGE.label80x50 });
    const box = { x: mm(4), y: mm(24), width: mm(72), height: mm(22) };
    drawBarcode(doc, gs1_128('(00)006141410012345675'), box, { humanReadable: true });
    const read = await readPdf(await pdfBuffer(doc));
    expect(read.numPages).toBe(2);
    expect(read.pages[1]!.text).toContain('(00)006141410012345675');
  });

  it('shrinks long text into its box and never flows onto another page', async () => {
    const doc = createPdf({ size: PAGE.label80x50 });
    const size = textBox(
      doc,
      '长文本自动缩小以适应方框。'.repeat(40),
      { x: 5, y: 5, width: mm(70), height: mm(30) },
      {
        size: 14,
        minSize: 4,
      },
    );
    expect(size).toBeLessThan(14);
    expect(size).toBeGreaterThanOrEqual(4);
    const single = textBox(
      doc,
      'A very long single line that cannot fit at twenty points',
      { x: 5, y: 120, width: 100, height: 20 },
      {
        size: 20,
        singleLine: true,
      },
    );
    expect(single).toBeLessThan(20);
    const read = await readPdf(await pdfBuffer(doc));
    expect(read.numPages).toBe(1);
  });
});
