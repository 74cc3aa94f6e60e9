import {
  buildPayload,
  defaultTemplates,
  isValidSscc,
  labelTemplateSchema,
  parseIso15434,
  SsccError,
  type LabelData,
} from '@sp/contracts';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderLabelsPdf } from './label-pdf.js';
import { readPdfBarcodes } from './read-barcodes.test-support.js';
import { sampleLabels, sampleOuterLabels } from './samples.js';

/** Pages, their size in points and their text, as pdf.js (what browsers use) reads them. */
async function readPdf(bytes: Buffer) {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: { size: number[]; text: string }[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push({
      size: page.view.slice(2),
      text: content.items.map((i) => ('str' in i ? i.str : '')).join(' '),
    });
  }
  await pdf.destroy();
  return pages;
}

const pt = (mm: number) => Math.round((mm * 72) / 25.4);

describe('label PDF', () => {
  it('one page per label, the page the template size, the text extractable in the user language', async () => {
    const labels = sampleOuterLabels(3);
    const en = await readPdf(await renderLabelsPdf(labels, defaultTemplates.Outer, { culture: 'en' }));
    expect(en).toHaveLength(3);
    for (const page of en) expect(page.size.map(Math.round)).toEqual([pt(100), pt(70)]);
    expect(en[0]!.text).toContain('Part No.');
    expect(en[0]!.text).toContain('101-000123-00');
    expect(en[0]!.text).toContain('50,000 PCS');
    expect(en[2]!.text).toContain('3/3');
    expect(en[2]!.text).toContain('2,345 PCS');

    const zh = await readPdf(
      await renderLabelsPdf([sampleLabels.Inner], defaultTemplates.Inner, { culture: 'zh-Hans' }),
    );
    expect(zh[0]!.size.map(Math.round)).toEqual([pt(80), pt(50)]);
    expect(zh[0]!.text).toContain('料号');
    expect(zh[0]!.text).toContain('内箱标签');
    expect(zh[0]!.text).toContain('贴片电容');
    const hant = await readPdf(
      await renderLabelsPdf([sampleLabels.Pallet], defaultTemplates.Pallet, { culture: 'zh-Hant' }),
    );
    expect(hant[0]!.size.map(Math.round)).toEqual([pt(148), pt(105)]);
    expect(hant[0]!.text).toContain('棧板標籤');
  });

  it('the printed barcodes decode: Code 128 to the label id, the QR to the ISO 15434 message', async () => {
    const labels = sampleOuterLabels(2);
    const pdf = await renderLabelsPdf(labels, defaultTemplates.Outer, { culture: 'zh-Hans' });
    for (const [i, label] of labels.entries()) {
      const read = await readPdfBarcodes(pdf, i + 1);
      const linear = read.find((r) => r.format === 'Code128');
      const qr = read.find((r) => r.format === 'QRCode');
      expect(linear?.text).toBe(label.labelId);
      expect(qr?.text).toBe(buildPayload(label, 'ISO15434_06'));
      expect(parseIso15434(qr!.text).byDi).toMatchObject({
        '4S': label.labelId,
        Q: String(label.qty),
        '1T': label.lotNo,
      });
    }
  });

  it('an inner label in DataMatrix with a JSON payload decodes too', async () => {
    const template = labelTemplateSchema.parse({
      ...defaultTemplates.Inner,
      symbology: 'DataMatrix',
      payloadStyle: 'JSON',
    });
    const read = await readPdfBarcodes(
      await renderLabelsPdf([sampleLabels.Inner], template, { culture: 'en' }),
    );
    expect(read.find((r) => r.format === 'DataMatrix')?.text).toBe(buildPayload(sampleLabels.Inner, 'JSON'));
    expect(read.find((r) => r.format === 'Code128')?.text).toBe(sampleLabels.Inner.labelId);
  });

  it('a pallet label: the SSCC as GS1-128 (FNC1 first), the lowest barcode, check digit right', async () => {
    const pallet = sampleLabels.Pallet;
    const read = await readPdfBarcodes(
      await renderLabelsPdf([pallet], defaultTemplates.Pallet, { culture: 'en' }),
    );
    const gs1 = read.filter((r) => r.symbology === ']C1');
    const sscc = gs1.find((r) => r.text.startsWith('00'));
    expect(sscc?.text).toBe(`00${pallet.sscc}`);
    expect(isValidSscc(sscc!.text.slice(2))).toBe(true);
    // The other GS1-128: (37) carton count, GS, (400) the PO.
    expect(gs1.find((r) => r.text.startsWith('37'))?.text).toBe(
      `37${pallet.contentsCount}\x1d400${pallet.poNo}`,
    );
    for (const other of read.filter((r) => r !== sscc)) expect(other.top).toBeLessThan(sscc!.top);
    expect(read.find((r) => r.format === 'QRCode')?.text).toBe(buildPayload(pallet, 'ISO15434_06'));
  });

  it('refuses a label it cannot print before drawing a page (a pallet without a valid SSCC)', async () => {
    const bad: LabelData = { ...sampleLabels.Pallet, sscc: '069012340000000011' };
    await expect(
      renderLabelsPdf([sampleLabels.Pallet, bad], defaultTemplates.Pallet, { culture: 'en' }),
    ).rejects.toThrow(SsccError);
  });
});
