import type { PDFDocument, PDFImage, PDFPage } from '@cantoo/pdf-lib';
import { isMergeable } from '@sp/contracts';
import { PAGE } from '../../../platform/documents/index.js';
import { renderFront, type ContentsEntry, type FrontInput } from './front.js';
import type { SealItem } from './data.js';
import { pdfLib } from './pdf-lib.js';
import { renderStamp, stampPage, type StampText } from './stamp.js';

/** A file of the letter, read: its bytes, or null when the store has none. */
export interface MergeSource {
  item: SealItem;
  file: ContentsEntry['file'];
  bytes: Buffer | null;
}

type Loaded =
  | { kind: 'pdf'; doc: PDFDocument; pages: number }
  | { kind: 'image'; bytes: Buffer; type: 'jpg' | 'png' }
  | { kind: 'notMergeable' }
  | { kind: 'unreadable' };

const IMAGE_MARGIN = 36;
/** Room left under an image for the stamp, so it covers nothing of the picture. */
const IMAGE_FOOT = 72;

/**
 * A PDF as the merge may take it: parsed, and decrypted when it is protected by an owner password
 * only (printing and copying restrictions, common on test-lab reports: their content is readable
 * with the empty user password). A PDF that needs a user password, or does not parse, is refused.
 */
async function loadPdf(bytes: Buffer): Promise<PDFDocument | null> {
  const options = { parseSpeed: pdfLib().ParseSpeeds.Fastest, updateMetadata: false } as const;
  try {
    return await pdfLib().PDFDocument.load(bytes, options);
  } catch (err) {
    if ((err as Error)?.name !== 'EncryptedPDFError' && !/encrypt/i.test(String((err as Error)?.message)))
      return null;
  }
  try {
    return await pdfLib().PDFDocument.load(bytes, { ...options, password: '' });
  } catch {
    return null;
  }
}

const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const isPng = (b: Buffer) =>
  b.length > 8 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a;

async function load(source: MergeSource): Promise<Loaded> {
  const ext = source.file.ext.toLowerCase();
  if (!isMergeable(ext)) return { kind: 'notMergeable' };
  const bytes = source.bytes;
  if (!bytes || bytes.length === 0) return { kind: 'unreadable' };
  if (ext === 'pdf') {
    const doc = await loadPdf(bytes);
    let pages = 0;
    try {
      pages = doc?.getPageCount() ?? 0;
    } catch {
      // No page tree (a wrong key, a damaged file).
    }
    return doc && pages > 0 ? { kind: 'pdf', doc, pages } : { kind: 'unreadable' };
  }
  // By the bytes, not the name: a PNG called .jpg is still a picture.
  if (isJpeg(bytes)) return { kind: 'image', bytes, type: 'jpg' };
  if (isPng(bytes)) return { kind: 'image', bytes, type: 'png' };
  return { kind: 'unreadable' };
}

export interface MergeInput extends Omit<FrontInput, 'entries' | 'mergedPages'> {
  sources: MergeSource[];
  stamp: StampText;
}

export interface Merged {
  bytes: Uint8Array;
  pages: number;
  frontPages: number;
  mergedPages: number;
}

/**
 * The approved PDF: cover and contents (pdfkit), then every PDF page and picture of the letter in
 * item order, each stamped. Unreadable files and files of other types are listed on the contents
 * page with their SHA-256 and left out; nothing a supplier uploaded can make the merge fail.
 */
export async function mergeApprovedPdf(input: MergeInput): Promise<Merged> {
  const out = await pdfLib().PDFDocument.create({ updateMetadata: false });
  // Each file is taken into the output before the contents are written, so a file that breaks
  // while being copied (a damaged object deep inside) is listed as unreadable, not half merged.
  const parts: { source: MergeSource; take: Take }[] = [];
  for (const source of input.sources) parts.push({ source, take: await take(out, await load(source)) });

  const entries = new Map<SealItem, ContentsEntry[]>();
  let mergedPages = 0;
  for (const { source, take: t } of parts) {
    const pages = t.kind === 'pages' ? t.pages.length : t.kind === 'image' ? 1 : 0;
    mergedPages += pages;
    const outcome: ContentsEntry['outcome'] =
      pages > 0
        ? { kind: 'merged', pages }
        : t.kind === 'notMergeable'
          ? { kind: 'notMergeable' }
          : { kind: 'unreadable' };
    const list = entries.get(source.item) ?? [];
    list.push({ file: source.file, outcome });
    entries.set(source.item, list);
  }

  const [stamp] = await out.embedPdf(await renderStamp(input.stamp));
  for (const { take: t } of parts) {
    if (t.kind === 'pages') {
      for (const page of t.pages) {
        out.addPage(page);
        stampPage(page, stamp!);
      }
    } else if (t.kind === 'image') {
      const { image } = t;
      const landscape = image.width > image.height;
      const [w, h] = landscape ? [PAGE.A4[1], PAGE.A4[0]] : PAGE.A4;
      const page = out.addPage([w, h]);
      const boxW = w - 2 * IMAGE_MARGIN;
      const boxH = h - IMAGE_MARGIN - IMAGE_FOOT;
      const scale = Math.min(boxW / image.width, boxH / image.height);
      const iw = image.width * scale;
      const ih = image.height * scale;
      page.drawImage(image, {
        x: IMAGE_MARGIN + (boxW - iw) / 2,
        y: IMAGE_FOOT + (boxH - ih) / 2,
        width: iw,
        height: ih,
      });
      stampPage(page, stamp!);
    }
  }

  // The contents name final page numbers, which depend on how many pages the front matter takes:
  // render, and render again in the rare case the assumption was wrong (a long contents list).
  const frontInput: FrontInput = { ...input, entries, mergedPages };
  let assumed = 2;
  let front = await renderFront(frontInput, assumed);
  for (let tries = 0; tries < 4 && front.pages !== assumed; tries++) {
    assumed = front.pages;
    front = await renderFront(frontInput, assumed);
  }
  const frontDoc = await pdfLib().PDFDocument.load(front.bytes, {
    parseSpeed: pdfLib().ParseSpeeds.Fastest,
    updateMetadata: false,
  });
  const frontPages = await out.copyPages(frontDoc, frontDoc.getPageIndices());
  frontPages.forEach((page, i) => out.insertPage(i, page));

  out.setTitle(input.data.letter.letterNo);
  out.setProducer('Supplier Portal');
  out.setCreator('Supplier Portal');
  out.setCreationDate(input.approver.time);
  out.setModificationDate(input.approver.time);
  const bytes = await out.save({ useObjectStreams: true });
  return { bytes, pages: out.getPageCount(), frontPages: front.pages, mergedPages };
}

type Take =
  | { kind: 'pages'; pages: PDFPage[] }
  | { kind: 'image'; image: PDFImage }
  | { kind: 'notMergeable' }
  | { kind: 'unreadable' };

async function take(out: PDFDocument, part: Loaded): Promise<Take> {
  try {
    if (part.kind === 'pdf')
      return { kind: 'pages', pages: await out.copyPages(part.doc, part.doc.getPageIndices()) };
    if (part.kind === 'image')
      return {
        kind: 'image',
        image: part.type === 'jpg' ? await out.embedJpg(part.bytes) : await out.embedPng(part.bytes),
      };
  } catch {
    return { kind: 'unreadable' };
  }
  return part;
}
