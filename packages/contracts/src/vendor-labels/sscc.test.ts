import { describe, expect, it } from 'vitest';
import {
  buildSscc,
  gs1CheckDigit,
  gs1ElementString,
  gs1HumanText,
  isValidSscc,
  maxSsccSerial,
  SsccError,
  ssccElements,
} from './sscc.js';

const code = (f: () => unknown) => {
  try {
    f();
  } catch (err) {
    if (err instanceof SsccError) return err.code;
    throw err;
  }
  return 'accepted';
};

describe('SSCC', () => {
  it('computes GS1 mod-10 check digits of published numbers', () => {
    expect(gs1CheckDigit('10614141123456789')).toBe(7); // GS1 General Specifications' SSCC example
    expect(gs1CheckDigit('400638133393')).toBe(1); // EAN-13 4006381333931
    expect(gs1CheckDigit('0952123454321')).toBe(3); // GTIN-14 09521234543213
    // By hand, weights 3,1,3… from the right of 00614141000000001: 1·3 + 1 + 4·3 + 1 + 4·3 + 1 + 6·3 = 48 → 2.
    expect(gs1CheckDigit('00614141000000001')).toBe(2);
  });

  it('builds an SSCC: extension, company prefix, serial padded to 17 digits, check digit', () => {
    expect(buildSscc({ extension: 1, companyPrefix: '0614141', serial: 123456789 })).toBe(
      '106141411234567897',
    );
    expect(buildSscc({ extension: 0, companyPrefix: '0614141', serial: 1 })).toBe('006141410000000012');
    // A 10-digit prefix leaves 6 serial digits.
    const ten = buildSscc({ extension: 3, companyPrefix: '6901234567', serial: 42 });
    expect(ten).toHaveLength(18);
    expect(ten.slice(0, 17)).toBe('36901234567000042');
    expect(isValidSscc(ten)).toBe(true);
    expect(buildSscc({ extension: 1, companyPrefix: '0614141', serial: '000123456789' })).toBe(
      '106141411234567897',
    );
  });

  it('refuses parts that do not fit', () => {
    expect(code(() => buildSscc({ extension: 10, companyPrefix: '0614141', serial: 1 }))).toBe(
      'SsccExtensionInvalid',
    );
    expect(code(() => buildSscc({ extension: 0, companyPrefix: '061414', serial: 1 }))).toBe(
      'SsccCompanyPrefixInvalid',
    );
    expect(code(() => buildSscc({ extension: 0, companyPrefix: '06141411234', serial: 1 }))).toBe(
      'SsccCompanyPrefixInvalid',
    );
    expect(code(() => buildSscc({ extension: 0, companyPrefix: '0614141', serial: -1 }))).toBe(
      'SsccSerialInvalid',
    );
    expect(maxSsccSerial('6901234567')).toBe(999_999n);
    expect(code(() => buildSscc({ extension: 0, companyPrefix: '6901234567', serial: 1_000_000 }))).toBe(
      'SsccSerialTooLarge',
    );
  });

  it('validates: a changed digit or a wrong length fails', () => {
    expect(isValidSscc('106141411234567897')).toBe(true);
    expect(isValidSscc('106141411234567890')).toBe(false);
    expect(isValidSscc('106141411234567987')).toBe(false); // two digits swapped
    expect(isValidSscc('10614141123456789')).toBe(false);
  });

  it('makes the pallet element string: (00), then (02) with (37), then (400)', () => {
    const elements = ssccElements({
      sscc: '106141411234567897',
      gtin: '09521234543213',
      count: 24,
      customerPo: 'PO-4500012345',
    });
    expect(gs1HumanText(elements)).toBe('(00)106141411234567897(02)09521234543213(37)24(400)PO-4500012345');
    // GS only after the variable-length (37): (00) and (02) have predefined lengths, (400) is last.
    expect(gs1ElementString(elements)).toBe('0010614141123456789702095212345432133724\x1d400PO-4500012345');
    expect(gs1HumanText(ssccElements({ sscc: '106141411234567897' }))).toBe('(00)106141411234567897');
    expect(code(() => ssccElements({ sscc: '106141411234567890' }))).toBe('SsccInvalid');
    expect(code(() => ssccElements({ sscc: '106141411234567897', gtin: '09521234543213' }))).toBe(
      'Gs1CountMissing',
    );
    expect(code(() => ssccElements({ sscc: '106141411234567897', gtin: '09521234543210', count: 1 }))).toBe(
      'Gs1GtinInvalid',
    );
    expect(code(() => ssccElements({ sscc: '106141411234567897', count: 0 }))).toBe('Gs1CountInvalid');
    expect(code(() => ssccElements({ sscc: '106141411234567897', customerPo: '采购单' }))).toBe(
      'Gs1CustomerPoInvalid',
    );
  });
});
