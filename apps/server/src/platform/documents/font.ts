import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Noto Sans SC from npm (`@expo-google-fonts/noto-sans-sc`, full TrueType files, SIL OFL): every
 * CJK glyph the product prints, with no system font. Each file is read once per process and the
 * Buffer reused; pdfkit embeds only the glyphs a document uses (a subset of a few KB).
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

const loaded = new Map<FontWeight, Buffer>();

/** The TrueType bytes of a weight, read on first use. */
export function fontBytes(weight: FontWeight): Buffer {
  let bytes = loaded.get(weight);
  if (!bytes) {
    bytes = readFileSync(require.resolve(FONT_FILES[weight]));
    loaded.set(weight, bytes);
  }
  return bytes;
}

/** The pdfkit font names documents use: `doc.font(FONT.bold)`. */
export const FONT = { regular: 'NotoSansSC', bold: 'NotoSansSC-Bold' } as const;
