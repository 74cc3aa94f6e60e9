import { describe, expect, it } from 'vitest';
import { defaultTemplates } from './default-templates.js';
import { labelFieldValues, type LabelData } from './label-data.js';
import { dotsPerMm, labelTemplateSchema, type LabelTemplateInput } from './template.js';
import { fillTextTemplate } from './text-template.js';

const issues = (t: LabelTemplateInput) => {
  const r = labelTemplateSchema.safeParse(t);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

const base: LabelTemplateInput = {
  labelType: 'Outer',
  widthMm: 100,
  heightMm: 70,
  elements: [{ kind: 'text', x: 2, y: 2, width: 50, height: 6, text: '{{partNo}}' }],
};

describe('label templates', () => {
  it('the three defaults are valid, sized 80x50, 100x70 and A6, at 203 dpi with an ISO 15434 QR', () => {
    expect(
      [defaultTemplates.Inner, defaultTemplates.Outer, defaultTemplates.Pallet].map((t) => [
        t.widthMm,
        t.heightMm,
      ]),
    ).toEqual([
      [80, 50],
      [100, 70],
      [148, 105],
    ]);
    for (const t of Object.values(defaultTemplates)) {
      expect(t.dpi).toBe(203);
      expect(t.payloadStyle).toBe('ISO15434_06');
      expect(t.symbology).toBe('QR');
      expect(t.elements.some((e) => e.kind === 'symbol2d')).toBe(true);
      expect(labelTemplateSchema.safeParse(t).success).toBe(true);
    }
    expect(defaultTemplates.Outer.elements.some((e) => e.kind === 'code128')).toBe(true);
    const sscc = defaultTemplates.Pallet.elements.find((e) => e.kind === 'gs1-128' && e.content === 'sscc');
    expect(sscc).toBeDefined();
  });

  it('refuses elements outside the label, unknown fields and tags that are not plain mustache', () => {
    expect(issues(base)).toEqual([]);
    expect(issues({ ...base, elements: [{ kind: 'box', x: 60, y: 2, width: 50, height: 6 }] })).toEqual([
      'TemplateElementOutside',
    ]);
    expect(
      issues({
        ...base,
        elements: [{ kind: 'text', x: 2, y: 2, width: 5, height: 6, text: '{{password}}' }],
      }),
    ).toEqual(['TemplateUnknownField']);
    for (const text of [
      '{{{partNo}}}',
      '{{> partial}}',
      '{{#lotNo}}x',
      '{{#lotNo}}x{{/dateCode}}',
      '{{=<% %>=}}',
    ])
      expect(
        issues({ ...base, elements: [{ kind: 'text', x: 2, y: 2, width: 5, height: 6, text }] }),
      ).toHaveLength(1);
  });

  it('GS1-128 only on pallets; a pallet needs the SSCC barcode, lowest of all barcodes', () => {
    const ssccBar = { kind: 'gs1-128', x: 5, y: 70, width: 130, height: 30, content: 'sscc' } as const;
    expect(issues({ ...base, elements: [{ ...ssccBar, y: 30, height: 30 }] })).toContain(
      'TemplateGs1NotPallet',
    );
    const pallet = { ...base, labelType: 'Pallet', widthMm: 148, heightMm: 105 } as const;
    expect(issues({ ...pallet, elements: [] })).toEqual(['TemplateSsccMissing']);
    expect(issues({ ...pallet, elements: [ssccBar] })).toEqual([]);
    expect(
      issues({ ...pallet, elements: [ssccBar, { kind: 'code128', x: 5, y: 80, width: 50, height: 20 }] }),
    ).toEqual(['TemplateSsccNotLowest']);
  });

  it('dots per mm: 8 at 203 dpi, 11.81 at 300 dpi', () => {
    expect(dotsPerMm(203)).toBe(8);
    expect(dotsPerMm(300)).toBeCloseTo(11.811, 3);
  });
});

describe('text templates', () => {
  const data: LabelData = {
    labelId: 'O1',
    labelType: 'Outer',
    partNo: 'P-1',
    qty: 12_345,
    unit: 'PCS',
    poNo: '4500012345',
    vendorCode: 'V1',
    rohs: true,
    msl: '3',
    seq: 3,
    total: 5,
  };
  const values = labelFieldValues(data);

  it('fills fields, derived fields and sections on presence', () => {
    expect(fillTextTemplate('{{partNo}} · {{qtyText}} · {{seqText}}', values)).toBe('P-1 · 12,345 PCS · 3/5');
    expect(fillTextTemplate('{{poNo}}{{#poLine}} / {{poLine}}{{/poLine}}', values)).toBe('4500012345');
    expect(
      fillTextTemplate(
        '{{poNo}}{{#poLine}} / {{poLine}}{{/poLine}}',
        labelFieldValues({ ...data, poLine: 20 }),
      ),
    ).toBe('4500012345 / 20');
    expect(fillTextTemplate('{{mslText}}{{#rohsText}}  {{rohsText}}{{/rohsText}}', values)).toBe(
      'MSL 3  RoHS',
    );
    expect(fillTextTemplate('{{lotNo}}{{^lotNo}}-{{/lotNo}}', values)).toBe('-');
    expect(fillTextTemplate('<b>{{partNo}}</b>', { partNo: 'A&B' })).toBe('<b>A&B</b>'); // no HTML escaping
  });
});
