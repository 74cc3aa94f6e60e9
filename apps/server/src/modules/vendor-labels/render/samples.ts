import { buildSscc, type LabelData, type LabelType } from '@sp/contracts';

/**
 * A realistic label of each type: the template page's preview and test print, the tests and the
 * bench print these. Chinese part name and supplier, as the demo suppliers have.
 */
const common = {
  partNo: '101-000123-00',
  partName: '贴片电容',
  spec: '0402 100nF 16V X7R',
  supplierPartNo: 'CL05B104KO5NNNC',
  manufacturer: 'Samsung',
  mpn: 'CL05B104KO5NNNC',
  unit: 'PCS',
  lotNo: 'L250318A',
  dateCode: '2511',
  mfgDate: '2025-03-12',
  poNo: '4500012345',
  poLine: 20,
  vendorCode: 'V1001',
  vendorName: '深圳市新锐电子科技有限公司',
  deliveryNo: 'DN-V1001-20250318-001',
  deliveryDate: '2025-03-18',
  countryOfOrigin: 'CN',
  msl: '3',
  rohs: true,
} as const satisfies Partial<LabelData>;

export const SAMPLE_SSCC = buildSscc({ extension: 0, companyPrefix: '6901234', serial: 1 });

export const sampleLabels: Readonly<Record<LabelType, LabelData>> = {
  Inner: {
    ...common,
    labelId: 'I2503180001',
    labelType: 'Inner',
    qty: 10_000,
    seq: 3,
    total: 5,
    parentLabelId: 'O2503180001',
  },
  Outer: {
    ...common,
    labelId: 'O2503180001',
    labelType: 'Outer',
    qty: 50_000,
    seq: 3,
    total: 24,
    contentsCount: 5,
    grossWeightKg: 9.5,
  },
  Pallet: {
    ...common,
    labelId: SAMPLE_SSCC,
    labelType: 'Pallet',
    qty: 1_200_000,
    seq: 1,
    total: 1,
    contentsCount: 24,
    grossWeightKg: 230,
    sscc: SAMPLE_SSCC,
  },
};

/** `count` distinct outer labels of one delivery line (bench, tests): ids, sequence and lots vary. */
export function sampleOuterLabels(count: number): LabelData[] {
  return Array.from({ length: count }, (_, i) => ({
    ...sampleLabels.Outer,
    labelId: `O25031800${String(i + 1).padStart(4, '0')}`,
    seq: i + 1,
    total: count,
    lotNo: `L250318${String.fromCharCode(65 + (i % 26))}`,
    qty: i === count - 1 ? 2_345 : 50_000,
  }));
}
