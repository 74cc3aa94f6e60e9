import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Noto Sans SC from npm (`@expo-google-fonts/noto-sans-sc`, full TrueType files, SIL OFL): every
 * CJK glyph the product prints, with no system font. Each file is read on first use and the Buffer
 * reused while documents are printed; pdfkit embeds only the glyphs a document uses (a subset of a few KB).
 *
 * `createRequire(import.meta.url)` resolves through node_modules from the source file and from the
 * esbuild bundle (dist/main.js) alike: npm packages stay external there.
 */
const require = createRequire(import.meta.url);

export const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

export type FontWeight = keyof typeof FONT_FILES;

/**
 * How long the bytes stay after the last document asked for them. The two weights are 20 MB; a
 * portal prints now and then, so between documents they are let go (the next full garbage
 * collection gives the memory back; re-reading a file from the page cache takes a few
 * milliseconds), while a run of documents reads each file once.
 */
export const FONT_KEEP_MS = 60_000;

const loaded = new Map<FontWeight, { bytes: Buffer; lastUsed: number }>();
let sweeper: NodeJS.Timeout | undefined;

/** Drops the weights nobody asked for within FONT_KEEP_MS; comes back when the next one is due. */
function sweep() {
  const now = Date.now();
  let next = Infinity;
  for (const [weight, entry] of loaded) {
    const due = entry.lastUsed + FONT_KEEP_MS;
    if (due <= now) loaded.delete(weight);
    else next = Math.min(next, due);
  }
  sweeper = next < Infinity ? setTimeout(sweep, next - now).unref() : undefined;
}

/** The TrueType bytes of a weight, read on first use and kept while documents keep asking. */
export function fontBytes(weight: FontWeight): Buffer {
  const now = Date.now();
  let entry = loaded.get(weight);
  if (!entry) {
    entry = { bytes: readFileSync(require.resolve(FONT_FILES[weight])), lastUsed: now };
    loaded.set(weight, entry);
  }
  entry.lastUsed = now;
  sweeper ??= setTimeout(sweep, FONT_KEEP_MS).unref();
  return entry.bytes;
}

/** The pdfkit font names documents use: `doc.font(FONT.bold)`. */
export const FONT = { regular: 'NotoSansSC', bold: 'NotoSansSC-Bold' } as const;
