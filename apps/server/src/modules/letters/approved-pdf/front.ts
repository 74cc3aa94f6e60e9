import { letterFileTexts, letterTexts, type Texts } from '@sp/contracts';
import { createPdf, FONT, PAGE, pdfBuffer, type Pdf } from '../../../platform/documents/index.js';
import type { SealData, SealFile, SealItem, SignatureLine } from './data.js';
import { STAMP_RED } from './stamp.js';

/** How one file of the letter fared in the merge. */
export type PartOutcome =
  { kind: 'merged'; pages: number } | { kind: 'notMergeable' } | { kind: 'unreadable' };

export interface ContentsEntry {
  file: SealFile;
  outcome: PartOutcome;
}

export interface FrontInput {
  data: SealData;
  approver: SignatureLine;
  /** The conclusion as printed (`Approved`, `ConditionallyApproved`). */
  conclusion: string | null;
  entries: Map<SealItem, ContentsEntry[]>;
  /** Pages merged after the front matter. */
  mergedPages: number;
}

type FileKey = keyof typeof letterFileTexts.texts;

/** English and Simplified Chinese side by side: the document is read on both sides of the deal. */
const both = (t: Texts) => (t[0] === t[1] ? t[0] : `${t[0]} / ${t[1]}`);
const bi = (key: FileKey) => both(letterFileTexts.texts[key]);
const enumText = (key: keyof typeof letterTexts.texts) => both(letterTexts.texts[key]);

const [PAGE_W, PAGE_H] = PAGE.A4;
const MARGIN = 50;
const INNER_W = PAGE_W - 2 * MARGIN;
const BOTTOM = PAGE_H - MARGIN - 20;
const GREY = '#595959';
const RULE = '#bfbfbf';

/** `2026-03-01 14:05` in the tenant's time zone (UTC when the zone is unknown). */
export function formatTime(time: Date, timeZone: string, withTime = true): string {
  for (const zone of [timeZone, 'UTC']) {
    try {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-CA', {
          timeZone: zone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        })
          .formatToParts(time)
          .map((p) => [p.type, p.value]),
      );
      const day = `${parts.year}-${parts.month}-${parts.day}`;
      return withTime ? `${day} ${parts.hour}:${parts.minute}` : day;
    } catch {
      // RangeError: unknown zone.
    }
  }
  return time
    .toISOString()
    .slice(0, withTime ? 16 : 10)
    .replace('T', ' ');
}

/**
 * The cover and contents pages (pdfkit): `frontPages` is how many pages the front matter is
 * assumed to take, so the contents can name each merged file's pages; the caller renders again
 * when the assumption was wrong (a contents list longer than a page).
 */
export async function renderFront(
  input: FrontInput,
  frontPages: number,
): Promise<{ bytes: Buffer; pages: number }> {
  const { data } = input;
  const doc = createPdf({
    size: 'A4',
    // No page margin for pdfkit: text near the foot would start a new page by itself; the layout
    // keeps its own margins.
    margin: 0,
    bold: true,
    title: `${data.letter.letterNo} ${bi('LetterPdf:Title')}`,
    author: data.company,
  });
  const total = frontPages + input.mergedPages;
  let page = 1;
  const footer = () => {
    doc.font(FONT.regular).fontSize(7.5).fillColor(GREY);
    const t = letterFileTexts.texts['LetterPdf:PageOf'];
    const text = `${data.letter.letterNo}    ${t[0].replace('{0}', String(page)).replace('{1}', String(total))}`;
    doc.text(text, MARGIN, PAGE_H - MARGIN + 8, { width: INNER_W, align: 'right', lineBreak: false });
    doc.fillColor('black');
  };
  footer();
  doc.on('pageAdded', () => {
    page += 1;
    footer();
  });

  drawCover(doc, input);
  doc.addPage();
  drawContents(doc, input, frontPages);
  return { bytes: await pdfBuffer(doc), pages: page };
}

function drawCover(doc: Pdf, input: FrontInput) {
  const { data, approver } = input;
  const l = data.letter;
  let y = MARGIN;
  doc
    .font(FONT.bold)
    .fontSize(15)
    .text(data.company || ' ', MARGIN, y, { width: INNER_W, align: 'center' });
  y += 30;
  doc
    .font(FONT.bold)
    .fontSize(26)
    .text(bi('LetterPdf:Title'), MARGIN, y, { width: INNER_W, align: 'center' });
  y += 44;
  doc
    .font(FONT.regular)
    .fontSize(12)
    .text(`${l.letterNo}    ${bi('LetterPdf:Revision')} ${l.revision}`, MARGIN, y, {
      width: INNER_W,
      align: 'center',
    });
  y += 28;
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE_W - MARGIN, y)
    .lineWidth(1.2)
    .strokeColor(STAMP_RED)
    .stroke();
  y += 14;

  const validity = l.validFrom || l.validTo ? `${l.validFrom ?? '…'}  —  ${l.validTo ?? '…'}` : '—';
  const conclusionKey =
    input.conclusion === 'ConditionallyApproved'
      ? 'Enum:LetterConclusion.ConditionallyApproved'
      : input.conclusion === 'Rejected'
        ? 'Enum:LetterConclusion.Rejected'
        : 'Enum:LetterConclusion.Approved';
  const rows: [string, string, string?][] = [
    [bi('LetterPdf:LetterNo'), `${l.letterNo}  (${bi('LetterPdf:Revision')} ${l.revision})`],
    ...(l.letterType === 'Other'
      ? ([[bi('LetterPdf:OtherType'), otherTypeText(l.otherType)]] as [string, string][])
      : []),
    [
      bi('LetterPdf:Part'),
      [l.partNo, l.drawingRev ? `Rev. ${l.drawingRev}` : null].filter(Boolean).join('   ') || '—',
    ],
    [bi('LetterPdf:PartName'), [l.partName, l.spec].filter(Boolean).join('  /  ') || '—'],
    [bi('LetterPdf:Supplier'), `${data.supplierCode}  ${data.supplierName}`.trim() || '—'],
    [bi('LetterPdf:Manufacturer'), [l.manufacturer, l.mpn].filter(Boolean).join('  /  ') || '—'],
    [
      bi('LetterPdf:Conclusion'),
      enumText(conclusionKey),
      input.conclusion === 'ConditionallyApproved' ? '#b35c00' : '#1e7b34',
    ],
    ...(l.conditions ? ([[bi('LetterPdf:Conditions'), l.conditions]] as [string, string][]) : []),
    ...(l.deviationUntil ? ([[bi('LetterPdf:DeviationUntil'), l.deviationUntil]] as [string, string][]) : []),
    [bi('LetterPdf:Validity'), validity],
  ];
  const labelW = 170;
  const valueW = INNER_W - labelW - 8;
  for (const [label, value, color] of rows) {
    doc.font(FONT.regular).fontSize(11);
    const valueText = value.length > 600 ? `${value.slice(0, 600)}…` : value;
    const hValue = doc.heightOfString(valueText, { width: valueW });
    doc.fontSize(9);
    const hLabel = doc.heightOfString(label, { width: labelW });
    const h = Math.max(hValue, hLabel) + 12;
    doc
      .fillColor(GREY)
      .fontSize(9)
      .text(label, MARGIN, y + 7, { width: labelW });
    doc
      .fillColor(color ?? 'black')
      .font(color ? FONT.bold : FONT.regular)
      .fontSize(11)
      .text(valueText, MARGIN + labelW + 8, y + 6, { width: valueW });
    doc.fillColor('black');
    y += h;
    doc
      .moveTo(MARGIN, y)
      .lineTo(PAGE_W - MARGIN, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }

  // Signature blocks: who submitted, who checked completeness, who approved (the signer).
  const boxH = 96;
  const top = Math.max(y + 24, BOTTOM - boxH - 26);
  doc
    .font(FONT.bold)
    .fontSize(11)
    .fillColor('black')
    .text(bi('LetterPdf:Signatures'), MARGIN, top, { width: INNER_W });
  const gap = 10;
  const boxW = (INNER_W - 2 * gap) / 3;
  const blocks: [string, SignatureLine | null][] = [
    [bi('LetterPdf:SubmittedBy'), data.submitted],
    [bi('LetterPdf:InitialCheckBy'), data.initialCheck],
    [bi('LetterPdf:ApprovedBy'), approver],
  ];
  blocks.forEach(([label, who], i) => {
    const x = MARGIN + i * (boxW + gap);
    const by = top + 20;
    doc.rect(x, by, boxW, boxH).lineWidth(0.8).strokeColor('#7f7f7f').stroke();
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor(GREY)
      .text(label, x + 8, by + 7, { width: boxW - 16, height: 22 });
    doc
      .font(FONT.bold)
      .fontSize(13)
      .fillColor('black')
      .text(who?.name ?? '—', x + 8, by + 38, {
        width: boxW - 16,
        height: 20,
        ellipsis: true,
        lineBreak: false,
      });
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(GREY)
      .text(who ? formatTime(who.time, data.timeZone) : '', x + 8, by + boxH - 20, {
        width: boxW - 16,
        lineBreak: false,
      });
  });
  doc.fillColor('black');
}

function otherTypeText(otherType: string | null): string {
  const key = `Enum:OtherLetterType.${otherType}` as keyof typeof letterTexts.texts;
  return letterTexts.texts[key] ? both(letterTexts.texts[key]) : (otherType ?? '—');
}

const COLS = { no: 22, item: 148, file: 172, ver: 34, valid: 62, pages: 57 } as const;

function drawContents(doc: Pdf, input: FrontInput, frontPages: number) {
  let y = MARGIN;
  doc
    .font(FONT.bold)
    .fontSize(16)
    .fillColor('black')
    .text(bi('LetterPdf:Contents'), MARGIN, y, { width: INNER_W });
  y += 32;
  const x = {
    no: MARGIN,
    item: MARGIN + COLS.no,
    file: MARGIN + COLS.no + COLS.item,
    ver: MARGIN + COLS.no + COLS.item + COLS.file,
    valid: MARGIN + COLS.no + COLS.item + COLS.file + COLS.ver,
    pages: MARGIN + COLS.no + COLS.item + COLS.file + COLS.ver + COLS.valid,
  };
  const header = () => {
    doc.rect(MARGIN, y, INNER_W, 20).fill('#f2f2f2');
    doc.font(FONT.bold).fontSize(8).fillColor('black');
    const cells: [number, number, string][] = [
      [x.no, COLS.no, '#'],
      [x.item, COLS.item, bi('LetterPdf:Item')],
      [x.file, COLS.file, bi('LetterPdf:File')],
      [x.ver, COLS.ver, letterFileTexts.texts['LetterPdf:Version'][0]],
      [x.valid, COLS.valid, letterFileTexts.texts['LetterPdf:ValidTo'][0]],
      [x.pages, COLS.pages, letterFileTexts.texts['LetterPdf:Pages'][0]],
    ];
    for (const [cx, w, t] of cells)
      doc.text(t, cx + 3, y + 6, { width: w - 6, lineBreak: false, ellipsis: true });
    y += 20;
  };
  header();

  let next = frontPages + 1;
  let anyHash = false;
  input.data.items.forEach((item, index) => {
    const entries = input.entries.get(item) ?? [];
    const itemName = `${item.nameZhHans}\n${item.nameEn}${item.required ? '' : ' (optional)'}`;
    const lines: {
      file: string;
      ver: string;
      valid: string;
      pages: string;
      note?: string;
      noteColor?: string;
    }[] =
      entries.length === 0
        ? [{ file: bi('LetterPdf:NoFile'), ver: '', valid: '', pages: '' }]
        : entries.map(({ file, outcome }) => {
            let pages = '';
            let note: string | undefined;
            if (outcome.kind === 'merged') {
              pages = outcome.pages === 1 ? String(next) : `${next}–${next + outcome.pages - 1}`;
              next += outcome.pages;
            } else {
              anyHash = true;
              const why =
                outcome.kind === 'unreadable' ? bi('LetterPdf:CouldNotMerge') : bi('LetterPdf:NotMergedType');
              note = `${why}\nSHA-256 ${file.sha256}`;
            }
            return {
              file: file.fileName,
              ver: `v${file.version}`,
              valid: file.docValidTo ?? '',
              pages,
              ...(note ? { note, noteColor: outcome.kind === 'unreadable' ? STAMP_RED : GREY } : {}),
            };
          });
    doc.font(FONT.regular).fontSize(8.5);
    const itemH = doc.heightOfString(itemName, { width: COLS.item - 6 });
    const heights = lines.map((line) => {
      doc.font(FONT.regular).fontSize(8.5);
      let h = doc.heightOfString(line.file, { width: COLS.file - 6 });
      if (line.note) {
        doc.fontSize(6.5);
        h += 2 + doc.heightOfString(line.note, { width: INNER_W - COLS.no - COLS.item - 6 });
      }
      return h + 8;
    });
    const blockH = Math.max(
      itemH + 8,
      heights.reduce((a, b) => a + b, 0),
    );
    if (y + Math.min(blockH, 200) > BOTTOM) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    const top = y;
    doc.font(FONT.regular).fontSize(8.5).fillColor('black');
    doc.text(String(index + 1), x.no + 3, top + 4, { width: COLS.no - 6 });
    doc.text(itemName, x.item + 3, top + 4, { width: COLS.item - 6 });
    lines.forEach((line, i) => {
      if (y + heights[i]! > BOTTOM) {
        doc.addPage();
        y = MARGIN;
        header();
      }
      doc.font(FONT.regular).fontSize(8.5).fillColor('black');
      doc.text(line.file, x.file + 3, y + 4, { width: COLS.file - 6 });
      doc.text(line.ver, x.ver + 3, y + 4, { width: COLS.ver - 6, lineBreak: false });
      doc.text(line.valid, x.valid + 3, y + 4, { width: COLS.valid - 6, lineBreak: false });
      doc.text(line.pages, x.pages + 3, y + 4, { width: COLS.pages - 6, lineBreak: false });
      if (line.note) {
        doc.font(FONT.regular).fontSize(8.5);
        const fh = doc.heightOfString(line.file, { width: COLS.file - 6 });
        doc
          .fontSize(6.5)
          .fillColor(line.noteColor ?? GREY)
          .text(line.note, x.file + 3, y + 4 + fh + 2, { width: INNER_W - COLS.no - COLS.item - 6 });
        doc.fillColor('black');
      }
      y += heights[i]!;
    });
    y = Math.max(y, top + itemH + 8);
    doc
      .moveTo(MARGIN, y)
      .lineTo(PAGE_W - MARGIN, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  });
  if (anyHash) {
    y += 10;
    if (y > BOTTOM - 12) {
      doc.addPage();
      y = MARGIN;
    }
    doc
      .font(FONT.regular)
      .fontSize(7.5)
      .fillColor(GREY)
      .text(bi('LetterPdf:HashNote'), MARGIN, y, { width: INNER_W });
    doc.fillColor('black');
  }
}
