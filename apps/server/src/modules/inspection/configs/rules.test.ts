import { iqcConfigProblems, type IqcConfigRuleInput } from '@sp/contracts';
import { describe, expect, it } from 'vitest';
import { contentChanged, contentOf } from './values.js';

const item = (extra: Record<string, unknown> = {}) => ({
  itemCode: 'DIM-01',
  name: 'Length',
  method: null,
  spec: null,
  valueType: 'Decimal' as const,
  lsl: 9.9,
  usl: 10.1,
  unit: 'mm',
  choices: [],
  okChoices: [],
  severity: 'Major' as const,
  sampleOverride: null,
  ...extra,
});
const keys = (input: IqcConfigRuleInput) => iqcConfigProblems(input).map((p) => `${p.field} ${p.key}`);

describe('iqcConfigProblems', () => {
  it('asks a sampled mode for a level and an AQL, and nothing of full or exempt inspection', () => {
    expect(keys({ inspectionMode: 'Sampling' })).toEqual([
      'inspectionLevel IqcConfig:LevelRequired',
      'aqlMajor IqcConfig:AqlRequired',
    ]);
    expect(keys({ inspectionMode: 'SkipLot', inspectionLevel: 'II', aqlMinor: 2.5 })).toEqual([]);
    expect(keys({ inspectionMode: 'Full' })).toEqual([]);
    expect(keys({ inspectionMode: 'Exempt', aqlMajor: null })).toEqual([]);
  });

  it('checks measured limits, choice answers and repeated item codes, each on its own field', () => {
    const problems = iqcConfigProblems({
      inspectionMode: 'Full',
      items: [
        item({ lsl: null, usl: null }),
        item({ itemCode: 'dim-01', lsl: 5, usl: 4 }),
        item({ itemCode: 'VIS', valueType: 'Choice', choices: [] }),
        item({ itemCode: 'COL', valueType: 'Choice', choices: ['Red', 'Blue'], okChoices: [] }),
        item({ itemCode: 'PKG', valueType: 'Choice', choices: ['OK', 'Torn'], okChoices: ['OK', 'Wet'] }),
        item({ itemCode: 'OPEN', usl: null }),
        item({ itemCode: 'PF', valueType: 'PassFail', lsl: null, usl: null }),
      ],
    });
    expect(problems).toEqual([
      { field: 'items.0.lsl', key: 'IqcConfig:LimitRequired', args: ['DIM-01'] },
      { field: 'items.1.itemCode', key: 'IqcConfig:ItemCodeDuplicate', args: ['dim-01'] },
      { field: 'items.1.usl', key: 'IqcConfig:LimitsOrder', args: ['dim-01'] },
      { field: 'items.2.choices', key: 'IqcConfig:ChoicesRequired', args: ['VIS'] },
      { field: 'items.3.okChoices', key: 'IqcConfig:OkChoiceRequired', args: ['COL'] },
      { field: 'items.4.okChoices', key: 'IqcConfig:OkChoiceUnknown', args: ['PKG', 'Wet'] },
    ]);
  });
});

describe('configuration content', () => {
  const input = {
    supplierId: '00000000-0000-0000-0000-000000000001',
    partNo: 'P',
    inspectionMode: 'Full' as const,
    inspectionLevel: 'II' as const,
    aqlMajor: 0.65 as const,
    requiredDocs: ['ROHS_REPORT', 'COC'] as ('ROHS_REPORT' | 'COC')[],
    items: [item({ valueType: 'PassFail', unit: 'mm', choices: ['x'] })],
    remark: '  ',
  };

  it('drops what the mode and value types do not use, and orders the documents', () => {
    const c = contentOf(input);
    expect(c).toMatchObject({
      inspectionLevel: null,
      aqlMajor: null,
      requiredDocs: ['COC', 'ROHS_REPORT'],
      remark: null,
    });
    expect(c.items[0]).toMatchObject({ lsl: null, usl: null, unit: null, choices: [] });
  });

  it('sees a change of the requirements, not of the order jsonb gives keys back in', () => {
    const c = contentOf(input);
    const reordered = {
      ...c,
      items: c.items.map((i) => Object.fromEntries(Object.entries(i).reverse())),
    } as typeof c;
    expect(contentChanged(c, reordered)).toBe(false);
    expect(contentChanged(c, { ...c, requiredDocs: ['COC'] })).toBe(true);
    expect(contentChanged(c, { ...c, items: [{ ...c.items[0]!, severity: 'Minor' }] })).toBe(true);
  });
});
