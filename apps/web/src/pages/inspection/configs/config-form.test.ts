import type { IqcMaterialConfigDto } from '@sp/contracts';
import { describe, expect, it } from 'vitest';
import { aqlSummary, limitsText } from './config-format';
import { initialValues, isSampled, toInput } from './config-form';

const row = {
  id: 'c1',
  supplierId: 's1',
  partNo: 'P-1',
  partName: 'Bracket',
  spec: null,
  materialCategory: null,
  letterId: 'l1',
  letterNo: 'CRS-1',
  letterRev: 2,
  inspectionMode: 'Sampling',
  inspectionLevel: 'II',
  aqlCritical: null,
  aqlMajor: 0.65,
  aqlMinor: 2.5,
  requiredDocs: ['COC'],
  items: [],
  remark: null,
  status: 2,
  concurrencyStamp: 'stamp',
  allowedActions: ['update'],
} as unknown as IqcMaterialConfigDto;

describe('the configuration form', () => {
  it('starts a new one as the usual plan, without documents', () => {
    expect(initialValues(null)).toMatchObject({
      inspectionMode: 'Sampling',
      inspectionLevel: 'II',
      aqlMajor: 0.65,
      requiredDocs: [],
      items: [],
    });
  });

  it('sends blanks as null, trims, leaves the letter to the server, sends the stamp it read', () => {
    const input = toInput(
      {
        ...initialValues(row),
        partName: '  ',
        remark: ' Pack dry ',
        items: [
          { itemCode: ' L ', name: 'Length ', valueType: 'Decimal', severity: 'Major', lsl: 1, unit: '' },
        ],
      },
      row,
    );
    expect(input).toMatchObject({
      supplierId: 's1',
      partName: null,
      remark: 'Pack dry',
      letterId: null,
      concurrencyStamp: 'stamp',
      items: [{ itemCode: 'L', name: 'Length', lsl: 1, usl: null, unit: null, choices: [], okChoices: [] }],
    });
    expect(toInput(initialValues(null), null)).not.toHaveProperty('concurrencyStamp');
  });

  it('knows the sampled modes and writes limits and AQLs as a reader expects', () => {
    expect([isSampled('Sampling'), isSampled('SkipLot'), isSampled('Full'), isSampled(undefined)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(limitsText(9.9, 10.1, 'mm')).toBe('9.9 – 10.1 mm');
    expect(limitsText(5, null, 'N')).toBe('≥ 5 N');
    expect(limitsText(null, 0.2, null)).toBe('≤ 0.2');
    expect(aqlSummary(row)).toBe('— / 0.65 / 2.5');
    expect(aqlSummary({ aqlCritical: null, aqlMajor: null, aqlMinor: null })).toBe('—');
  });
});
