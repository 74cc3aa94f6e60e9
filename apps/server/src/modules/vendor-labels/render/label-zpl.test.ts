import {
  buildPayload,
  defaultTemplates,
  isValidSscc,
  labelTemplateSchema,
  type LabelTemplate,
} from '@sp/contracts';
import { describe, expect, it } from 'vitest';
import { code128Values, gs1Items, parseGs1 } from '../../../platform/documents/index.js';
import { renderLabelsZpl } from './label-zpl.js';
import { sampleLabels, sampleOuterLabels } from './samples.js';
import { zplCode128Data } from './zpl-code128.js';

const blocks = (zpl: string) => zpl.match(/\^XA[\s\S]*?\^XZ/g) ?? [];
const num = (zpl: string, cmd: string) => Number(new RegExp(`\\^${cmd}(\\d+)`).exec(zpl)?.[1]);
/** Field data of every field whose command matches, `^FH_` hex escapes resolved. */
const fieldData = (zpl: string, command: RegExp) =>
  [...zpl.matchAll(/\^FO[^^]*((?:\^(?!FD)[A-Z@][^^]*)*)\^FD([\s\S]*?)\^FS/g)]
    .filter((m) => command.test(m[1]!))
    .map((m) => m[2]!.replace(/_([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))));

/**
 * Reads ZPL `^BC` invocation codes back into symbol values (the ZPL II manual's table), an
 * independent check of the writer: they must be the values our encoder and BWIPP agree on.
 */
function zplToValues(data: string): number[] {
  const starts: Record<string, [number, 'A' | 'B' | 'C']> = {
    '>9': [103, 'A'],
    '>:': [104, 'B'],
    '>;': [105, 'C'],
  };
  const [start, first] = starts[data.slice(0, 2)]!;
  let set = first;
  const values = [start];
  for (let i = 2; i < data.length;) {
    if (data[i] === '>') {
      const code = data[i + 1]!;
      const special: Record<string, number> = {
        '<': 62,
        '0': 30,
        '=': 94,
        '1': 95,
        '2': 96,
        '3': 97,
        '4': 98,
        '5': 99,
        '6': 100,
        '7': 101,
        '8': 102,
      };
      const v = special[code]!;
      // ><, >0, >= and >1 are data characters of set B/A; the rest are function values.
      values.push(
        v >= 98 ? v : set === 'B' ? ({ '<': 30, '=': 94, '1': 95 } as Record<string, number>)[code]! : v,
      );
      if (v === 99) set = 'C';
      if (v === 100 && set !== 'B') set = 'B';
      if (v === 101 && set !== 'A') set = 'A';
      i += 2;
    } else if (set === 'C') {
      values.push(Number(data.slice(i, i + 2)));
      i += 2;
    } else {
      const c = data.charCodeAt(i);
      values.push(set === 'B' ? c - 32 : c < 32 ? c + 64 : c - 32);
      i += 1;
    }
  }
  return values;
}

describe('label ZPL', () => {
  it('one ^XA..^XZ block per label, ^PW/^LL from the template size at 203 and 300 dpi', () => {
    const labels = sampleOuterLabels(4);
    const zpl203 = renderLabelsZpl(labels, defaultTemplates.Outer, { culture: 'en' });
    expect(blocks(zpl203)).toHaveLength(4);
    expect(zpl203.match(/\^XA/g)).toHaveLength(4);
    expect(zpl203.match(/\^XZ/g)).toHaveLength(4);
    for (const b of blocks(zpl203)) {
      expect([num(b, 'PW'), num(b, 'LL')]).toEqual([800, 560]); // 100 x 70 mm at 8 dots/mm
      expect(b).toContain('^CI28');
    }
    const zpl300 = renderLabelsZpl(labels.slice(0, 1), defaultTemplates.Outer, { culture: 'en', dpi: 300 });
    expect([num(zpl300, 'PW'), num(zpl300, 'LL')]).toEqual([1181, 827]); // 100 x 70 mm at 11.81 dots/mm
    const inner = renderLabelsZpl([sampleLabels.Inner], defaultTemplates.Inner, { culture: 'en' });
    expect([num(inner, 'PW'), num(inner, 'LL')]).toEqual([640, 400]);
    const pallet300 = renderLabelsZpl([sampleLabels.Pallet], defaultTemplates.Pallet, {
      culture: 'en',
      dpi: 300,
    });
    expect([num(pallet300, 'PW'), num(pallet300, 'LL')]).toEqual([1748, 1240]);
  });

  it('text in UTF-8 with the configured CJK font; Code 128 of the label id; QR of the ISO 15434 payload', () => {
    const label = sampleLabels.Outer;
    const zpl = renderLabelsZpl([label], defaultTemplates.Outer, {
      culture: 'zh-Hans',
      cjkFont: 'E:NOTOSANSSC.TTF',
    });
    expect(zpl).toMatch(/\^A@N,\d+,\d+,E:NOTOSANSSC\.TTF\^FB\d+,1,0,L\^FH_\^FD料号\^FS/);
    expect(fieldData(zpl, /\^A@/)).toContain('贴片电容 0402 100nF 16V X7R');
    const [code128] = fieldData(zpl, /\^BC/);
    expect(zplToValues(code128!)).toEqual(code128Values([...label.labelId].map((c) => c.charCodeAt(0))));
    const [qr] = fieldData(zpl, /\^BQ/);
    expect(qr).toBe(`MA,${buildPayload(label, 'ISO15434_06')}`);
    expect(zpl).not.toMatch(/\^BX/);
  });

  it('DataMatrix templates use ^BX ECC 200; a ~ in the payload is doubled for its escape character', () => {
    const template: LabelTemplate = labelTemplateSchema.parse({
      ...defaultTemplates.Inner,
      symbology: 'DataMatrix',
      payloadStyle: 'JSON',
    });
    const zpl = renderLabelsZpl([{ ...sampleLabels.Inner, lotNo: 'L~1' }], template, { culture: 'en' });
    expect(zpl).toMatch(/\^BXN,\d+,200,,,,~\^FH_\^FD/);
    expect(fieldData(zpl, /\^BX/)[0]).toBe(buildPayload({ ...sampleLabels.Inner, lotNo: 'L~~1' }, 'JSON'));
    expect(zpl).not.toMatch(/\^BQ/);
  });

  it('pallets: GS1-128 of the SSCC through ^BC with >;>8, its check digit right, the lowest barcode', () => {
    const zpl = renderLabelsZpl([sampleLabels.Pallet], defaultTemplates.Pallet, { culture: 'en' });
    const data = fieldData(zpl, /\^BC/);
    const sscc = data.find((d) => d.startsWith('>;>800'))!;
    expect(sscc).toBe(`>;>800${sampleLabels.Pallet.sscc}`);
    expect(isValidSscc(sscc.slice(6))).toBe(true);
    // Read back from ZPL: start C, FNC1, then the 20 digits as pairs (checked by hand), which is
    // what our encoder draws in the PDF (itself matched module for module against BWIPP).
    expect(zplToValues(sscc)).toEqual([105, 102, 0, 6, 90, 12, 34, 0, 0, 0, 0, 16]);
    expect(zplToValues(sscc)).toEqual(code128Values(gs1Items(parseGs1(`(00)${sampleLabels.Pallet.sscc}`))));
    // The SSCC symbol sits below every other barcode field.
    const y = (re: RegExp) =>
      [...zpl.matchAll(new RegExp(`\\^FO\\d+,(\\d+)[^\\n]*?${re.source}`, 'g'))].map((m) => Number(m[1]));
    const ssccY = y(/\^BCN[^F]*\^FH_\^FD>;>800/);
    const others = [...y(/\^BQ/), ...y(/\^FD>;>837/)];
    expect([ssccY.length, others.length]).toEqual([1, 2]);
    for (const other of others) expect(other).toBeLessThan(ssccY[0]!);
  });

  it('escapes ^ ~ and _ in data: a part name cannot end the label or run a command', () => {
    const zpl = renderLabelsZpl([{ ...sampleLabels.Outer, partName: 'A^XZ~JA_B' }], defaultTemplates.Outer, {
      culture: 'en',
    });
    expect(blocks(zpl)).toHaveLength(1);
    expect(zpl).toContain('A_5EXZ_7EJA_5FB');
    expect(zpl.match(/\^XZ/g)).toHaveLength(1);
    expect(zpl).not.toContain('~JA');
  });

  it('writes Code 128 syntax characters as invocation codes and hex', () => {
    const values = code128Values([...'A>B~C^D_'].map((c) => c.charCodeAt(0)));
    const data = zplCode128Data(values);
    expect(data).toBe('>:A><B>=C_5ED_5F');
  });
});
