import type { OtherLetterTypeValue } from '@sp/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { newId } from '../../../platform/db/columns.js';
import { letterCheckTemplateLines, letterCheckTemplates } from '../schema.js';

/**
 * The check templates every tenant starts with: one per category of the MaterialCategory
 * dictionary (dictionary/seed.ts) and one per other-letter type. Part templates follow the
 * content of a Chinese parts approval file [CN-CRS] and its category variants (plastics add UL
 * and force reports; PCBs add the reliability tests); the OEM cover items (FAI, packing spec,
 * 不使用有害物质保证书) come from [CN-INV]. Each tenant edits its own copy.
 */
interface SeedLine {
  item: string;
  /** Default true. */
  required?: boolean;
  /** The lowest submission level that asks for it (PPAP-style); absent: every level. */
  fromLevel?: number;
  note?: string;
}

export interface SeedTemplate {
  code: string;
  name: string;
  materialCategory?: string;
  otherType?: OtherLetterTypeValue;
  remark: string;
  lines: readonly SeedLine[];
}

const optional = (item: string, note?: string): SeedLine => ({
  item,
  required: false,
  ...(note ? { note } : {}),
});

export const SEED_CHECK_TEMPLATES: readonly SeedTemplate[] = [
  {
    code: 'T-ELECTRONIC',
    name: '电子元器件承认 Electronic components',
    materialCategory: 'ELECTRONIC',
    remark: 'Datasheet as the drawing; reliability per the component specification.',
    lines: [
      { item: 'DRAWING', note: 'Datasheet / specification with the outline drawing.' },
      { item: 'DIM_REPORT' },
      { item: 'PERF_TEST', note: 'Electrical characteristics of the datasheet at 25 °C.' },
      { item: 'RELIABILITY', fromLevel: 3 },
      { item: 'HSF_SURVEY' },
      { item: 'ROHS_REPORT' },
      { item: 'HALOGEN' },
      { item: 'REACH_SVHC' },
      optional('MSDS', 'Only for batteries, adhesives and other chemical products.'),
      { item: 'PACKING_SPEC', note: 'Reel / tray / tube, MSL and dry pack per J-STD-033.' },
      { item: 'SAMPLE', fromLevel: 2 },
      { item: 'HSF_DECLARATION' },
    ],
  },
  {
    code: 'T-PCB',
    name: 'PCB 承认 Printed circuit boards',
    materialCategory: 'PCB',
    remark: 'PCB variant: adds salt spray, film thickness, solderability, thermal shock and adhesion.',
    lines: [
      { item: 'DRAWING', note: 'Gerber, stack-up and fabrication drawing.' },
      { item: 'DIM_REPORT' },
      { item: 'APPEARANCE', note: 'IPC-A-600 class 2.' },
      { item: 'PERF_TEST', note: 'Open/short electrical test 100 %, impedance coupons where specified.' },
      {
        item: 'RELIABILITY',
        note: 'Solderability, thermal shock, salt spray, film thickness, abrasion, temperature-humidity and adhesion tests.',
      },
      { item: 'MATERIAL_CERT', note: 'Laminate (FR-4 Tg) and solder-mask certificates.' },
      { item: 'UL', note: 'UL 796 board listing, 94V-0.' },
      { item: 'ROHS_REPORT' },
      { item: 'HALOGEN' },
      { item: 'REACH_SVHC' },
      { item: 'PACKING_SPEC', note: 'Vacuum packed with desiccant and humidity card.' },
      { item: 'SAMPLE', fromLevel: 2 },
      optional('FAI'),
      { item: 'HSF_DECLARATION' },
    ],
  },
  {
    code: 'T-MECHANICAL',
    name: '结构件承认（塑胶/五金） Mechanical parts',
    materialCategory: 'MECHANICAL',
    remark: 'Plastic and metal parts: plastics add the UL report and the force tests.',
    lines: [
      { item: 'DRAWING' },
      { item: 'DIM_REPORT', note: 'Every cavity measured.' },
      { item: 'APPEARANCE' },
      { item: 'PERF_TEST', note: 'Snap-fit / insertion force, torque, hardness as the drawing requires.' },
      { item: 'RELIABILITY', fromLevel: 3 },
      { item: 'MATERIAL_CERT' },
      { item: 'UL', note: 'Plastic parts: resin yellow card; not needed for metal parts.' },
      { item: 'ROHS_REPORT' },
      { item: 'HALOGEN' },
      { item: 'MSDS' },
      { item: 'REACH_SVHC' },
      { item: 'HSF_SURVEY' },
      { item: 'PACKING_SPEC' },
      { item: 'SAMPLE', fromLevel: 2 },
      { item: 'FAI', fromLevel: 3 },
      { item: 'HSF_DECLARATION' },
    ],
  },
  {
    code: 'T-CABLE',
    name: '线材承认 Cables and harnesses',
    materialCategory: 'CABLE',
    remark: 'Wire and connector listings plus the harness tests.',
    lines: [
      { item: 'DRAWING' },
      { item: 'DIM_REPORT' },
      { item: 'APPEARANCE' },
      { item: 'PERF_TEST', note: 'Continuity, insulation resistance, withstand voltage, pull-out force.' },
      { item: 'RELIABILITY', fromLevel: 3, note: 'Bend / flex life, high-temperature ageing.' },
      { item: 'MATERIAL_CERT', note: 'Wire, insulation and connector datasheets.' },
      { item: 'UL', note: 'UL style of the wire (e.g. UL 1007) and the connector file.' },
      { item: 'ROHS_REPORT' },
      { item: 'HALOGEN' },
      { item: 'REACH_SVHC' },
      { item: 'PACKING_SPEC' },
      { item: 'SAMPLE', fromLevel: 2 },
      { item: 'HSF_DECLARATION' },
    ],
  },
  {
    code: 'T-PACKAGING',
    name: '包材承认 Packaging materials',
    materialCategory: 'PACKAGING',
    remark: 'Cartons, trays, bags, labels and foam.',
    lines: [
      { item: 'DRAWING', note: 'Die-line / artwork with dimensions and printing.' },
      { item: 'DIM_REPORT' },
      { item: 'APPEARANCE', note: 'Print colour and legibility against the approved artwork.' },
      { item: 'PERF_TEST', note: 'Edge crush (ECT), burst strength, drop test of the packed unit.' },
      { item: 'ROHS_REPORT' },
      optional('HALOGEN'),
      { item: 'PACKING_SPEC' },
      { item: 'SAMPLE', fromLevel: 2 },
      { item: 'HSF_DECLARATION' },
    ],
  },
  {
    code: 'T-CONSUMABLE',
    name: '辅料承认 Consumables',
    materialCategory: 'CONSUMABLE',
    remark: 'Solder, adhesives, tapes, cleaning agents: the safety data comes first.',
    lines: [
      { item: 'DRAWING', note: 'Product specification / technical data sheet.' },
      { item: 'PERF_TEST' },
      { item: 'MSDS' },
      { item: 'ROHS_REPORT' },
      { item: 'HALOGEN' },
      { item: 'REACH_SVHC' },
      { item: 'PACKING_SPEC', note: 'Shelf life and storage conditions on the label.' },
      optional('SAMPLE'),
      { item: 'HSF_DECLARATION' },
    ],
  },
  {
    code: 'T-HSF-DECL',
    name: '环保承诺书 HSF commitment',
    otherType: 'HSF_DECL',
    remark: 'The yearly hazardous-substance commitment of a supplier.',
    lines: [
      { item: 'HSF_DECLARATION' },
      { item: 'HSF_SURVEY' },
      optional('ROHS_REPORT', 'Reports of the main materials, where the buyer asks for them.'),
      optional('REACH_SVHC'),
    ],
  },
  {
    code: 'T-QUALITY-AGREEMENT',
    name: '质量协议 Quality agreement',
    otherType: 'QUALITY_AGREEMENT',
    remark: 'The quality agreement as issued by the buyer, signed and stamped.',
    lines: [{ item: 'SIGNED_AGREEMENT', note: 'Quality agreement, every page initialled.' }],
  },
  {
    code: 'T-NDA',
    name: '保密协议 Non-disclosure agreement',
    otherType: 'NDA',
    remark: 'Only the signed agreement.',
    lines: [{ item: 'SIGNED_AGREEMENT', note: 'Non-disclosure agreement.' }],
  },
  {
    code: 'T-PACKAGING-SPEC',
    name: '包装规范 Packaging specification',
    otherType: 'PACKAGING_SPEC',
    remark: 'The supplier’s agreed packing of all parts it delivers.',
    lines: [{ item: 'PACKING_SPEC' }, optional('SAMPLE', 'Photos of a packed carton and pallet.')],
  },
];

/**
 * Seeds a tenant's default templates (version 1) in the caller's transaction, after the library
 * (seedCheckItems). Idempotent: a template whose code the tenant already has is left as it is.
 */
export async function seedCheckTemplates(tx: Tx, tenantId: string): Promise<void> {
  const existing = await tx
    .select({ code: letterCheckTemplates.code })
    .from(letterCheckTemplates)
    .where(
      and(
        eq(letterCheckTemplates.tenantId, tenantId),
        eq(letterCheckTemplates.isDeleted, false),
        inArray(
          letterCheckTemplates.code,
          SEED_CHECK_TEMPLATES.map((t) => t.code),
        ),
      ),
    );
  const present = new Set(existing.map((e) => e.code));
  const missing = SEED_CHECK_TEMPLATES.filter((t) => !present.has(t.code)).map((t) => ({
    t,
    id: newId(),
  }));
  if (missing.length === 0) return;
  await tx.insert(letterCheckTemplates).values(
    missing.map(({ t, id }) => ({
      tenantId,
      id,
      code: t.code,
      name: t.name,
      letterType: t.otherType ? 'Other' : 'Part',
      materialCategory: t.materialCategory ?? null,
      otherType: t.otherType ?? null,
      version: 1,
      remark: t.remark,
    })),
  );
  await tx.insert(letterCheckTemplateLines).values(
    missing.flatMap(({ t, id }) =>
      t.lines.map((l, i) => ({
        tenantId,
        templateId: id,
        version: 1,
        itemCode: l.item,
        required: l.required ?? true,
        submissionLevelMin: l.fromLevel ?? null,
        sort: (i + 1) * 10,
        note: l.note ?? null,
      })),
    ),
  );
}
