import { gs1CheckDigit as sharedGs1CheckDigit } from '@sp/contracts';
import { BarcodeError } from './symbol.js';

/**
 * The GS1 mod-10 check digit of a digit string that does not yet carry it (GTIN-8/12/13/14,
 * SSCC, GLN, GSIN): the contracts' rule (shared with the label pages), refusing with a barcode error.
 */
export function gs1CheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new BarcodeError(`Not a digit string: "${digits}"`);
  return sharedGs1CheckDigit(digits);
}

/** True when the last digit of `digits` is the GS1 check digit of the ones before it. */
export function hasValidGs1CheckDigit(digits: string): boolean {
  return /^\d{2,}$/.test(digits) && gs1CheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

/**
 * The check digit of an SSCC given its first 17 digits (extension digit, GS1 company prefix,
 * serial reference). `sscc('00614141123456789'.slice…)` style callers append it themselves.
 */
export function ssccCheckDigit(first17: string): number {
  if (!/^\d{17}$/.test(first17)) throw new BarcodeError('An SSCC has 17 digits before its check digit');
  return gs1CheckDigit(first17);
}

/** A complete 18-digit SSCC from its extension digit, company prefix and serial reference. */
export function makeSscc(extension: number, companyPrefix: string, serial: number | string): string {
  const serialDigits = 16 - companyPrefix.length;
  const body = `${extension}${companyPrefix}${String(serial).padStart(serialDigits, '0')}`;
  if (!/^\d{17}$/.test(body)) throw new BarcodeError('An SSCC has 17 digits before its check digit');
  return body + String(ssccCheckDigit(body));
}
