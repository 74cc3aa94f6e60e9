/**
 * Revision codes: A, B … Z, AA, AB … (as spreadsheet columns), or numbers (01, 02 …) when a supplier
 * numbers them. The next after the newest of a parent and supplier.
 */
const ALPHA = /^[A-Z]+$/;
const DIGITS = /^\d+$/;

const alphaValue = (s: string) => [...s].reduce((n, c) => n * 26 + (c.charCodeAt(0) - 64), 0);

function alphaOf(n: number): string {
  let s = '';
  for (let v = n; v > 0; v = Math.floor((v - 1) / 26)) s = String.fromCharCode(65 + ((v - 1) % 26)) + s;
  return s;
}

/** The revision after all of `existing` (case as typed; letters before numbers; 'A' when none). */
export function nextRevision(existing: readonly string[]): string {
  const codes = existing.map((r) => r.trim().toUpperCase());
  const alpha = codes.filter((c) => ALPHA.test(c)).map(alphaValue);
  if (alpha.length > 0) return alphaOf(Math.max(...alpha) + 1);
  const numbers = codes.filter((c) => DIGITS.test(c));
  if (numbers.length > 0) {
    const width = Math.max(...numbers.map((n) => n.length));
    const next = Math.max(...numbers.map(Number)) + 1;
    return String(next).padStart(width, '0');
  }
  return 'A';
}

/** The BOM's number: `BOM-{parentPartNo}-{revision}`. */
export const bomNumber = (parentPartNo: string, revision: string) => `BOM-${parentPartNo}-${revision}`;
