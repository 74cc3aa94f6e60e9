import { describe, expect, it } from 'vitest';
import type { LabelData } from './label-data.js';
import { buildPayload, parseIso15434, parsePayload, PayloadError } from './payload.js';

const outer: LabelData = {
  labelId: 'O2503180001',
  labelType: 'Outer',
  partNo: '101-000123-00',
  partName: '贴片电容',
  supplierPartNo: 'CL05B104KO5NNNC',
  qty: 50_000,
  unit: 'PCS',
  lotNo: 'L250318A',
  dateCode: '2511',
  poNo: '4500012345',
  poLine: 20,
  vendorCode: 'V1001',
  deliveryNo: 'DN-V1001-20250318-001',
  countryOfOrigin: 'CN',
  seq: 3,
  total: 5,
};

const code = (f: () => unknown) => {
  try {
    f();
  } catch (err) {
    if (err instanceof PayloadError) return err.code;
    throw err;
  }
  return 'accepted';
};

describe('ISO/IEC 15434 format 06 payload', () => {
  it('is the header, the data identifiers in order with GS between, the package id, RS EOT', () => {
    const text = buildPayload(outer, 'ISO15434_06');
    expect(text).toBe(
      '[)>\x1e06\x1d' +
        [
          'P101-000123-00',
          '1PCL05B104KO5NNNC',
          'Q50000',
          '10D2511',
          '1TL250318A',
          '4LCN',
          'VV1001',
          'K4500012345',
          '4K20',
          '4SO2503180001',
        ].join('\x1d') +
        '\x1e\x04',
    );
    expect([...text].filter((c) => c === '\x1e')).toHaveLength(2);
    expect(text.endsWith('\x1e\x04')).toBe(true);
  });

  it('an inner box is an intermediate package (3S); absent fields are left out; MPN stands in for 1P', () => {
    const text = buildPayload(
      {
        labelId: 'I1',
        labelType: 'Inner',
        partNo: 'P1',
        mpn: 'MPN-9',
        qty: 7,
        unit: 'PCS',
        vendorCode: 'V9',
        seq: 1,
        total: 1,
      },
      'ISO15434_06',
    );
    expect(text).toBe('[)>\x1e06\x1dPP1\x1d1PMPN-9\x1dQ7\x1dVV9\x1d3SI1\x1e\x04');
  });

  it('parses back to the same fields', () => {
    const msg = parseIso15434(buildPayload(outer, 'ISO15434_06'));
    expect(msg.byDi).toMatchObject({
      P: '101-000123-00',
      Q: '50000',
      '10D': '2511',
      '4S': 'O2503180001',
      '4K': '20',
    });
    expect(msg.fields.map((f) => f.di)).toEqual(['P', '1P', 'Q', '10D', '1T', '4L', 'V', 'K', '4K', '4S']);
    expect(parsePayload(buildPayload(outer, 'ISO15434_06'))).toEqual({
      partNo: '101-000123-00',
      supplierPartNo: 'CL05B104KO5NNNC',
      qty: 50_000,
      dateCode: '2511',
      lotNo: 'L250318A',
      countryOfOrigin: 'CN',
      vendorCode: 'V1001',
      poNo: '4500012345',
      poLine: '20',
      packageDi: '4S',
      labelId: 'O2503180001',
    });
  });

  it('refuses what is not a format 06 message, and a field with a control character', () => {
    expect(code(() => parseIso15434('[)>\x1e05\x1dPX\x1e\x04'))).toBe('PayloadNotRecognised');
    expect(code(() => parseIso15434('[)>\x1e06\x1dPX\x1e'))).toBe('PayloadNotRecognised');
    expect(code(() => parseIso15434('[)>\x1e06\x1dpx\x1e\x04'))).toBe('PayloadFieldInvalid');
    expect(code(() => parsePayload('[)>\x1e06\x1dQ12a\x1e\x04'))).toBe('PayloadFieldInvalid');
    expect(code(() => buildPayload({ ...outer, lotNo: 'L1\x1dQ999' }, 'ISO15434_06'))).toBe(
      'PayloadInvalidCharacter',
    );
  });
});

describe('JSON and delimited payloads', () => {
  it('JSON: short English keys, the quantity a number, seq as "3/5"', () => {
    const text = buildPayload(outer, 'JSON');
    expect(JSON.parse(text)).toEqual({
      labelId: 'O2503180001',
      labelType: 'Outer',
      partNo: '101-000123-00',
      qty: 50_000,
      unit: 'PCS',
      lotNo: 'L250318A',
      dateCode: '2511',
      poNo: '4500012345',
      poLine: '20',
      vendorCode: 'V1001',
      deliveryNo: 'DN-V1001-20250318-001',
      seq: '3/5',
    });
    expect(parsePayload(text)).toMatchObject({ labelId: 'O2503180001', labelType: 'Outer', qty: 50_000 });
  });

  it('delimited: twelve fields in a fixed order, empty where absent; "|" in a value is refused', () => {
    const text = buildPayload({ ...outer, deliveryNo: undefined }, 'DELIMITED');
    expect(text).toBe('O2503180001|Outer|101-000123-00|50000|PCS|L250318A|2511|4500012345|20|V1001||3/5');
    expect(parsePayload(text)).toMatchObject({ labelId: 'O2503180001', qty: 50_000, seq: '3/5' });
    expect(parsePayload(text).deliveryNo).toBeUndefined();
    expect(code(() => buildPayload({ ...outer, lotNo: 'A|B' }, 'DELIMITED'))).toBe('PayloadInvalidCharacter');
    expect(code(() => parsePayload('a|b'))).toBe('PayloadNotRecognised');
    expect(code(() => parsePayload('{bad'))).toBe('PayloadNotRecognised');
  });

  it('a pallet payload carries its SSCC as the label id', () => {
    const pallet: LabelData = { ...outer, labelType: 'Pallet', labelId: 'P-1', sscc: '106141411234567897' };
    expect(parseIso15434(buildPayload(pallet, 'ISO15434_06')).byDi['4S']).toBe('106141411234567897');
  });
});
