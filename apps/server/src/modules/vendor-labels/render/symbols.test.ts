import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { formatBitsM } from './qr-mask.js';
import { labelQr, qrSideModules } from './symbols.js';

describe('label 2D symbols', () => {
  it('qrSideModules is exactly the byte-mode QR size at level M, from 1 to 2,331 bytes', () => {
    for (const bytes of [1, 14, 15, 26, 27, 100, 122, 123, 180, 500, 1000, 2331]) {
      const payload = 'a'.repeat(bytes);
      const made = QRCode.create([{ data: Buffer.from(payload), mode: 'byte' }], {
        errorCorrectionLevel: 'M',
      });
      expect(qrSideModules(payload), `${bytes} bytes`).toBe(made.modules.size);
    }
    expect(qrSideModules('料号')).toBe(21); // 6 UTF-8 bytes: version 1
    expect(() => qrSideModules('a'.repeat(2332))).toThrow();
  });

  it('a printer in automatic mode never needs a larger QR than the byte-mode estimate', () => {
    for (const payload of [
      '[)>\x1e06\x1dP101-000123-00\x1dQ50000\x1e\x04',
      '0'.repeat(300),
      'ABC123'.repeat(40),
    ])
      expect(QRCode.create(payload, { errorCorrectionLevel: 'M' }).modules.size).toBeLessThanOrEqual(
        qrSideModules(payload),
      );
  });

  it('labelQr: a square matrix with the finder pattern, quiet zone 4', () => {
    const symbol = labelQr('[)>\x1e06\x1dPX\x1e\x04');
    expect(symbol.rows).toBe(symbol.columns);
    expect(symbol.quietZone).toBe(4);
    expect([...symbol.cells.subarray(0, 7)]).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });
});

describe('QR mask selection', () => {
  it('chooses the mask qrcode chooses and yields its symbol module for module', () => {
    const payloads = Array.from({ length: 120 }, (_, i) =>
      i % 3 === 0
        ? `[)>\x1e06\x1dP101-${i}\x1dQ${i * 137}\x1d1TL${i}\x1d4SO25031800${i}\x1e\x04`
        : i % 3 === 1
          ? `{"labelId":"I${i}","qty":${i * 7},"partName":"贴片电容${i}"}`
          : 'x'.repeat(1 + i * 9),
    );
    for (const payload of payloads) {
      const ours = labelQr(payload);
      const theirs = QRCode.create([{ data: Buffer.from(payload), mode: 'byte' }], {
        errorCorrectionLevel: 'M',
      });
      expect([...ours.cells], payload).toEqual([...theirs.modules.data]);
    }
  });

  it('format bits: the standard table entries for level M', () => {
    // Level M is indicator 00: mask 0 is all-zero data, so the format is the XOR pattern itself.
    expect(formatBitsM(0)).toBe(0b101010000010010);
    // Mask 7 by hand: 00111 · x^10 mod 10100110111 leaves 01010110010; appended and XORed with
    // 101010000010010 gives 100101010100000.
    expect(formatBitsM(7)).toBe(0b100101010100000);
  });
});
