import bwipjs from 'bwip-js';
import { describe, expect, it } from 'vitest';
import {
  BarcodeError,
  code128,
  code128CheckValue,
  code128Values,
  darkRects,
  dataMatrix,
  FNC1,
  gs1_128,
  gs1CheckDigit,
  gs1DataMatrix,
  gs1Items,
  linearLength,
  makeSscc,
  parseGs1,
  qr,
  ssccCheckDigit,
} from './barcodes/index.js';

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
/** BWIPP's bar/space widths: an independent implementation of the same standards. */
const bwippWidths = (bcid: string, text: string) =>
  (bwipjs.raw(bcid, text, {}) as unknown as [{ sbs: number[] }])[0].sbs;

describe('Code 128', () => {
  it('encodes the documented "PJJ123C" in code set B with check value 55 (checked by hand)', () => {
    // Start B 104; P=48 J=42 J=42 1=17 2=18 3=19 C=35 (B value = ASCII - 32).
    const values = code128Values(ascii('PJJ123C'));
    expect(values).toEqual([104, 48, 42, 42, 17, 18, 19, 35]);
    // 104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7 = 879; 879 mod 103 = 55.
    expect(code128CheckValue(values)).toBe(55);
  });

  it('uses code set C for digits: "1234567890" is Start C and five pairs, check 85', () => {
    const values = code128Values(ascii('1234567890'));
    expect(values).toEqual([105, 12, 34, 56, 78, 90]);
    // 105 + 12 + 34·2 + 56·3 + 78·4 + 90·5 = 1115; 1115 mod 103 = 85.
    expect(code128CheckValue(values)).toBe(85);
  });

  it('switches B → C → B inside text with a run of digits', () => {
    expect(code128Values(ascii('X12345678Y'))).toEqual([104, 56, 99, 12, 34, 56, 78, 100, 57]);
  });

  it('has the standard start, stop and 11 modules per symbol', () => {
    const symbol = code128('PJJ123C');
    expect(symbol.widths.slice(0, 6)).toEqual([2, 1, 1, 2, 1, 4]); // Start B: 211214
    expect(symbol.widths.slice(-7)).toEqual([2, 3, 3, 1, 1, 1, 2]); // Stop: 2331112
    expect(linearLength(symbol)).toBe(11 * 9 + 13); // 8 values + check, then the stop
    expect(symbol.quietZone).toBe(10);
  });

  it.each(['PJJ123C', 'ABC123456', 'Hello World', '1234567890', 'X12345678Y', 'DN-V001-20250101-001'])(
    'matches BWIPP module for module: %s',
    (text) => {
      expect(code128(text).widths).toEqual(bwippWidths('code128', text));
    },
  );

  it('refuses characters outside ASCII', () => {
    expect(() => code128('供应商')).toThrow(BarcodeError);
  });
});

describe('GS1', () => {
  it('computes the mod-10 check digit of known GTINs and SSCCs', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1); // EAN-13 4006381333931
    expect(gs1CheckDigit('590123412345')).toBe(7); // EAN-13 5901234123457
    expect(gs1CheckDigit('0952123454321')).toBe(3); // GTIN-14 09521234543213
    expect(ssccCheckDigit('10614141123456789')).toBe(7); // GS1 General Specifications' SSCC example
    // By hand: weights 3,1,3,… from the left of 17 digits: 6·3 + 1 + 4·3 + 1 + 4·3 + 1 + 1·3 = 48 → 2.
    expect(ssccCheckDigit('00614141000000001')).toBe(2);
    // 3·3 + 6·3 + 1 + 4·3 + 1 + 4·3 + 1 + 1 + 2·3 + 3 + 4·3 = 76 → 4.
    expect(makeSscc(3, '0614141', 1234)).toBe('306141410000012344');
    expect(() => ssccCheckDigit('123')).toThrow(BarcodeError);
  });

  it('BWIPP accepts the SSCCs we complete (its own check-digit lint agrees)', () => {
    for (const sscc of [
      makeSscc(1, '0614141', 123456789),
      makeSscc(0, '6901234', 42),
      makeSscc(9, '95212345', 7),
    ])
      expect(() => bwipjs.raw('gs1-128', `(00)${sscc}`, {})).not.toThrow();
    expect(() => bwipjs.raw('gs1-128', '(00)106141411234567890', {})).toThrow();
  });

  it('parses the human form and separates only variable-length fields with FNC1', () => {
    const elements = parseGs1('(01)09521234543213(10)ABC(21)123');
    expect(elements).toEqual([
      { ai: '01', value: '09521234543213' },
      { ai: '10', value: 'ABC' },
      { ai: '21', value: '123' },
    ]);
    // FNC1 first; none after the fixed-length (01); one after (10); none after the last field.
    expect(gs1Items(elements)).toEqual([
      FNC1,
      ...ascii('0109521234543213'),
      ...ascii('10ABC'),
      FNC1,
      ...ascii('21123'),
    ]);
  });

  it('refuses a wrong check digit, a wrong fixed length and text outside the (AI) form', () => {
    expect(() => parseGs1('(00)106141411234567890')).toThrow(/check digit/);
    expect(() => parseGs1('(01)123')).toThrow(BarcodeError);
    expect(() => parseGs1('0106141411234567897')).toThrow(BarcodeError);
  });

  it('GS1-128 starts with FNC1 in code set C and matches BWIPP', () => {
    const symbol = gs1_128('(00)106141411234567897');
    expect(code128Values(gs1Items(parseGs1(symbol.text)))).toEqual([
      105, 102, 0, 10, 61, 41, 41, 12, 34, 56, 78, 97,
    ]);
    expect(symbol.widths).toEqual(bwippWidths('gs1-128', '(00)106141411234567897'));
    expect(gs1_128('(02)09521234543213(37)24(400)PO-7').widths).toEqual(
      bwippWidths('gs1-128', '(02)09521234543213(37)24(400)PO-7'),
    );
  });
});

describe('matrix symbols', () => {
  it('QR: a square matrix with finder patterns in three corners', () => {
    const symbol = qr('https://example.com/供应商');
    expect(symbol.rows).toBe(symbol.columns);
    const at = (r: number, c: number) => symbol.cells[r * symbol.columns + c];
    const n = symbol.columns;
    for (const [r, c] of [
      [0, 0],
      [0, n - 7],
      [n - 7, 0],
    ] as const) {
      expect([at(r, c), at(r, c + 6), at(r + 6, c), at(r + 2, c + 2), at(r + 1, c + 1)]).toEqual([
        1, 1, 1, 1, 0,
      ]);
    }
    expect(at(n - 1, n - 1)).not.toBeUndefined();
  });

  it('DataMatrix: solid L finder on the left and bottom, alternating clock track on top', () => {
    for (const symbol of [dataMatrix('Hello 123'), gs1DataMatrix('(01)09521234543213(10)ABC123')]) {
      const { rows, columns, cells } = symbol;
      for (let r = 0; r < rows; r++) expect(cells[r * columns]).toBe(1);
      for (let c = 0; c < columns; c++) expect(cells[(rows - 1) * columns + c]).toBe(1);
      for (let c = 0; c < columns; c++) expect(cells[c]).toBe(c % 2 === 0 ? 1 : 0);
    }
    expect(gs1DataMatrix('(01)09521234543213(10)ABC123')).toBe(gs1DataMatrix('(01)09521234543213(10)ABC123'));
  });

  it('darkRects merges a row of dark cells into one rectangle', () => {
    const rects = darkRects(dataMatrix('Hello 123'));
    const bottom = rects.filter((r) => r.y === dataMatrix('Hello 123').rows - 1);
    expect(bottom).toEqual([
      { x: 0, y: dataMatrix('Hello 123').rows - 1, w: dataMatrix('Hello 123').columns, h: 1 },
    ]);
  });
});
