/**
 * QR mask selection (ISO/IEC 18004 §7.8), done faster than `qrcode` does it. A QR's data is XORed
 * with one of eight mask patterns, and the encoder must pick the one whose result scores the
 * lowest penalty (runs, 2x2 blocks, finder-like patterns, dark/light balance). `qrcode` evaluates
 * them through per-module method calls, about 90 % of a label QR's cost; a delivery prints a
 * thousand different ones. Here the symbol is made once with mask 0 and the eight candidates are
 * scored on flat byte arrays. The result is the symbol `qrcode` itself would choose (a test
 * compares them module for module).
 */

/** Whether mask `p` flips the module at row `r`, column `c` (the standard's eight conditions). */
function flips(p: number, r: number, c: number): boolean {
  switch (p) {
    case 0:
      return (r + c) % 2 === 0;
    case 1:
      return r % 2 === 0;
    case 2:
      return c % 3 === 0;
    case 3:
      return (r + c) % 3 === 0;
    case 4:
      return (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0;
    case 5:
      return ((r * c) % 2) + ((r * c) % 3) === 0;
    case 6:
      return (((r * c) % 2) + ((r * c) % 3)) % 2 === 0;
    default:
      return (((r * c) % 3) + ((r + c) % 2)) % 2 === 0;
  }
}

/** The 15 format bits for error correction level M (indicator 00) and a mask: BCH(15,5), XOR 0x5412. */
export function formatBitsM(mask: number): number {
  const data = mask; // level M's two bits are 00
  let rem = data << 10;
  for (let bit = 14; bit >= 10; bit--) if ((rem >> bit) & 1) rem ^= 0x537 << (bit - 10);
  return ((data << 10) | rem) ^ 0x5412;
}

/** Writes the format information (both copies) and the dark module into `m`. */
function placeFormat(m: Uint8Array, size: number, bits: number) {
  for (let i = 0; i < 15; i++) {
    const v = (bits >> i) & 1;
    // Down column 8 (top-left copy, then bottom-left).
    const row = i < 6 ? i : i < 8 ? i + 1 : size - 15 + i;
    m[row * size + 8] = v;
    // Along row 8 (top-right copy from the right edge, then top-left).
    const col = i < 8 ? size - i - 1 : i < 9 ? 15 - i : 14 - i;
    m[8 * size + col] = v;
  }
  m[(size - 8) * size + 8] = 1;
}

/** N1 and N3 along one line of modules: `at(k)` reads its k-th module. */
function linePenalty(m: Uint8Array, start: number, step: number, size: number): number {
  let score = 0;
  let run = 0;
  let prev = -1;
  let window = 0;
  for (let k = 0, i = start; k < size; k++, i += step) {
    const v = m[i]!;
    if (v === prev) run++;
    else {
      if (run >= 5) score += run - 2; // 3 + (run - 5)
      run = 1;
      prev = v;
    }
    // 1:1:3:1:1 with four light modules after (0x5d0) or before (0x05d), in an 11-module window.
    window = ((window << 1) & 0x7ff) | v;
    if (k >= 10 && (window === 0x5d0 || window === 0x05d)) score += 40;
  }
  if (run >= 5) score += run - 2;
  return score;
}

/** The standard's penalty score of a finished symbol. */
export function qrPenalty(m: Uint8Array, size: number): number {
  let score = 0;
  let dark = 0;
  for (let line = 0; line < size; line++) {
    score += linePenalty(m, line * size, 1, size); // row
    score += linePenalty(m, line, size, size); // column
  }
  for (let r = 0; r < size; r++) {
    const row = r * size;
    for (let c = 0; c < size; c++) {
      const i = row + c;
      dark += m[i]!;
      // N2: every 2x2 block of one colour.
      if (r < size - 1 && c < size - 1) {
        const sum = m[i]! + m[i + 1]! + m[i + size]! + m[i + size + 1]!;
        if (sum === 0 || sum === 4) score += 3;
      }
    }
  }
  // N4: 10 points per 5 % step of dark modules away from half.
  score += Math.abs(Math.ceil((dark * 100) / (size * size) / 5) - 10) * 10;
  return score;
}

/**
 * The eight masks as XOR arrays over the free (non-reserved) modules of one symbol size; the
 * reserved layout depends on the size (version) only, so each size is computed once.
 */
const maskCache = new Map<number, Uint8Array[]>();
function masksFor(reserved: Uint8Array, size: number): Uint8Array[] {
  let masks = maskCache.get(size);
  if (!masks) {
    masks = Array.from({ length: 8 }, (_, p) => {
      const mask = new Uint8Array(size * size);
      for (let r = 0; r < size; r++)
        for (let c = 0; c < size; c++) if (!reserved[r * size + c] && flips(p, r, c)) mask[r * size + c] = 1;
      return mask;
    });
    maskCache.set(size, masks);
  }
  return masks;
}

/**
 * The best-masked matrix from one made with mask 0: unmask, then try each mask with its format
 * bits, keep the lowest penalty (the first on a tie, as the standard's order).
 */
export function bestMasked(
  masked0: Uint8Array,
  reserved: Uint8Array,
  size: number,
): { cells: Uint8Array; mask: number } {
  const masks = masksFor(reserved, size);
  const n = size * size;
  const raw = new Uint8Array(n);
  const zero = masks[0]!;
  for (let i = 0; i < n; i++) raw[i] = masked0[i]! ^ zero[i]!;
  let best: { cells: Uint8Array; mask: number; score: number } | undefined;
  for (let p = 0; p < 8; p++) {
    const mask = masks[p]!;
    const cand = new Uint8Array(n);
    for (let i = 0; i < n; i++) cand[i] = raw[i]! ^ mask[i]!;
    placeFormat(cand, size, formatBitsM(p));
    const score = qrPenalty(cand, size);
    if (!best || score < best.score) best = { cells: cand, mask: p, score };
  }
  return { cells: best!.cells, mask: best!.mask };
}
