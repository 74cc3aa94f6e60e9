/**
 * SSCC (Serial Shipping Container Code, GS1 AI 00): the number of a pallet. 18 digits: an extension
 * digit, the GS1 company prefix (7 to 10 digits, a tenant setting), a serial reference padded so the
 * three make 17 digits, and the GS1 mod-10 check digit. Plus the GS1 element string a pallet label
 * prints: (00) and the optional (02) GTIN of contents, (37) count and (400) customer PO.
 *
 * Pure and free of any encoder: the server's GS1-128 writers take `ssccElements(...)`.
 */

export type SsccProblemCode =
  | 'SsccExtensionInvalid'
  | 'SsccCompanyPrefixInvalid'
  | 'SsccSerialInvalid'
  | 'SsccSerialTooLarge'
  | 'SsccInvalid'
  | 'Gs1GtinInvalid'
  | 'Gs1CountInvalid'
  | 'Gs1CountMissing'
  | 'Gs1CustomerPoInvalid';

export class SsccError extends Error {
  readonly code: SsccProblemCode;
  constructor(code: SsccProblemCode, detail?: string) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'SsccError';
    this.code = code;
  }
}

/** The GS1 mod-10 check digit of digits that do not yet carry it: weights 3, 1, 3 … from the right. */
export function gs1CheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new SsccError('SsccInvalid', `not digits: "${digits}"`);
  let sum = 0;
  for (let i = digits.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight)
    sum += (digits.charCodeAt(i) - 48) * weight;
  return (10 - (sum % 10)) % 10;
}

/** True for 18 digits whose last is the check digit of the first 17. */
export function isValidSscc(sscc: string): boolean {
  return /^\d{18}$/.test(sscc) && gs1CheckDigit(sscc.slice(0, 17)) === sscc.charCodeAt(17) - 48;
}

export interface SsccParts {
  /** 0–9: lets one company number more than one series (GS1 leaves its use to the company). */
  extension: number;
  /** The GS1 company prefix: 7 to 10 digits. */
  companyPrefix: string;
  /** The serial reference, a non-negative integer (or its digits) that fits 16 − prefix length digits. */
  serial: number | bigint | string;
}

/** The largest serial reference a company prefix leaves room for (prefix 7 digits: 999,999,999). */
export const maxSsccSerial = (companyPrefix: string): bigint => 10n ** BigInt(16 - companyPrefix.length) - 1n;

/** A complete SSCC from its parts; `SsccError` when a part does not fit. */
export function buildSscc({ extension, companyPrefix, serial }: SsccParts): string {
  if (!Number.isInteger(extension) || extension < 0 || extension > 9)
    throw new SsccError('SsccExtensionInvalid', String(extension));
  if (!/^\d{7,10}$/.test(companyPrefix)) throw new SsccError('SsccCompanyPrefixInvalid', companyPrefix);
  const serialText = String(serial);
  if (!/^\d+$/.test(serialText)) throw new SsccError('SsccSerialInvalid', serialText);
  if (BigInt(serialText) > maxSsccSerial(companyPrefix))
    throw new SsccError('SsccSerialTooLarge', serialText);
  const body = `${extension}${companyPrefix}${serialText.replace(/^0+(?=\d)/, '').padStart(16 - companyPrefix.length, '0')}`;
  return body + String(gs1CheckDigit(body));
}

/** One GS1 element: application identifier and data. */
export interface Gs1Element {
  ai: string;
  value: string;
}

export interface PalletIdentifiers {
  sscc: string;
  /** AI 02: GTIN-14 of the trade items on the pallet (all the same); GS1 requires AI 37 with it. */
  gtin?: string | null;
  /** AI 37: the count of trade items (cartons) on the pallet, 1 to 8 digits. */
  count?: number | null;
  /** AI 400: the customer's purchase order number, up to 30 characters of GS1's set 82. */
  customerPo?: string | null;
}

/** GS1's character set 82 (what AI data may hold). */
const CSET82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]+$/;

/**
 * The element string of a pallet label, in label order: (00) first, then (02), (37), (400) when
 * given. Checked: SSCC and GTIN check digits, (02) only with (37), lengths and characters.
 */
export function ssccElements(ids: PalletIdentifiers): Gs1Element[] {
  if (!isValidSscc(ids.sscc)) throw new SsccError('SsccInvalid', ids.sscc);
  const out: Gs1Element[] = [{ ai: '00', value: ids.sscc }];
  if (ids.gtin != null) {
    if (!/^\d{14}$/.test(ids.gtin) || gs1CheckDigit(ids.gtin.slice(0, 13)) !== Number(ids.gtin[13]))
      throw new SsccError('Gs1GtinInvalid', ids.gtin);
    if (ids.count == null) throw new SsccError('Gs1CountMissing');
    out.push({ ai: '02', value: ids.gtin });
  }
  if (ids.count != null) {
    if (!Number.isSafeInteger(ids.count) || ids.count < 1 || ids.count > 99_999_999)
      throw new SsccError('Gs1CountInvalid', String(ids.count));
    out.push({ ai: '37', value: String(ids.count) });
  }
  if (ids.customerPo != null && ids.customerPo !== '') {
    if (ids.customerPo.length > 30 || !CSET82.test(ids.customerPo))
      throw new SsccError('Gs1CustomerPoInvalid', ids.customerPo);
    out.push({ ai: '400', value: ids.customerPo });
  }
  return out;
}

/** The human-readable form printed under a GS1-128 symbol: "(00)106141411234567897(37)24". */
export const gs1HumanText = (elements: readonly Gs1Element[]): string =>
  elements.map((e) => `(${e.ai})${e.value}`).join('');

/** AIs of predefined length need no FNC1 separator after them (GS1 General Specifications). */
export const gs1FixedLength = (ai: string): boolean =>
  [
    '00',
    '01',
    '02',
    '03',
    '04',
    '11',
    '12',
    '13',
    '14',
    '15',
    '16',
    '17',
    '18',
    '19',
    '20',
    '31',
    '32',
    '33',
    '34',
    '35',
    '36',
    '41',
  ].includes(ai.slice(0, 2));

/**
 * The transmitted element string, as a scanner reports it: AI and data run together, with GS
 * (0x1D, FNC1 in the symbol) after each variable-length field that is not last.
 */
export function gs1ElementString(elements: readonly Gs1Element[]): string {
  return elements
    .map((e, i) => e.ai + e.value + (i < elements.length - 1 && !gs1FixedLength(e.ai) ? '\x1d' : ''))
    .join('');
}
