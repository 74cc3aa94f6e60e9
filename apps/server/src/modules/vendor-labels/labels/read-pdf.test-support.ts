import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Tests only: the pages of a printed PDF and their text, as pdf.js (what browsers use) reads them. */
export async function pdfPages(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages;
}
