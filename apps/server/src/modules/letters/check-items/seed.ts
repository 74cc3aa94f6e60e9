import type { ReviewerRoleValue } from '@sp/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { newId } from '../../../platform/db/columns.js';
import { letterCheckItems } from '../schema.js';

/**
 * The library every tenant starts with (business-domain §2.2 InitialCheckTemplateItem): the
 * contents of a Chinese parts approval file [CN-CRS], the OEM cover items (FAI, packing spec,
 * 不使用有害物质保证书) [CN-INV] and the PPAP warrant [PPAP-PSW], with the limits the reports are
 * judged by. Each tenant edits its own copy.
 */
export interface SeedCheckItem {
  code: string;
  names: readonly [en: string, zhHans: string, zhHant: string];
  description: string;
  acceptanceCriteria: string;
  needsFile: boolean;
  exts: readonly string[];
  maxFiles: number;
  /** Months a document stays valid (third-party reports: about a year [SGS-VAL]); null: no validity. */
  validityMonths: number | null;
  reviewerRole: ReviewerRoleValue;
}

const PDF = ['pdf'] as const;
const REPORT = ['pdf', 'xlsx', 'xls'] as const;
const PICTURES = ['pdf', 'jpg', 'jpeg', 'png'] as const;

export const SEED_CHECK_ITEMS: readonly SeedCheckItem[] = [
  {
    code: 'DRAWING',
    names: ['Approved drawing', '承认图面', '承認圖面'],
    description:
      'The final 2D drawing (and the 3D model where one exists) of the part as the supplier will make it.',
    acceptanceCriteria:
      'Drawing number and revision match the request; every dimension toleranced and the critical (CTQ) ones marked; material, finish, colour and marking specified; signed and dated by the supplier.',
    needsFile: true,
    exts: ['pdf', 'dwg', 'dxf', 'stp', 'step'],
    maxFiles: 5,
    validityMonths: null,
    reviewerRole: 'DQE',
  },
  {
    code: 'DIM_REPORT',
    names: ['Dimension inspection report', '尺寸检验报告', '尺寸檢驗報告'],
    description: 'Measured values of every drawing dimension on production samples.',
    acceptanceCriteria:
      'Every drawing dimension measured on at least 5 samples (each cavity for moulded parts); every value within tolerance; instruments and their calibration dates stated; CTQ dimensions Cpk ≥ 1.33.',
    needsFile: true,
    exts: REPORT,
    maxFiles: 5,
    validityMonths: null,
    reviewerRole: 'SQE',
  },
  {
    code: 'APPEARANCE',
    names: ['Appearance inspection report', '外观检验报告', '外觀檢驗報告'],
    description: 'Cosmetic inspection of the samples against the appearance standard.',
    acceptanceCriteria:
      'Inspected under 800–1200 lux at 30–45 cm per the appearance standard; no scratches, burrs, flash, sink marks or contamination on A surfaces; colour difference ΔE ≤ 1.0 against the approved colour sample.',
    needsFile: true,
    exts: [...REPORT, 'jpg', 'png'],
    maxFiles: 5,
    validityMonths: null,
    reviewerRole: 'SQE',
  },
  {
    code: 'PERF_TEST',
    names: ['Function / performance test report', '功能性能测试报告', '功能性能測試報告'],
    description: 'The electrical and mechanical characteristics of the specification, tested.',
    acceptanceCriteria:
      'Every performance item of the specification tested with its limit, method and sample size; every result within its limit (e.g. insertion force, torque, resistance, withstand voltage).',
    needsFile: true,
    exts: REPORT,
    maxFiles: 5,
    validityMonths: null,
    reviewerRole: 'DQE',
  },
  {
    code: 'RELIABILITY',
    names: ['Reliability test report', '信赖性测试报告', '信賴性測試報告'],
    description:
      'Environmental and endurance tests; PCBs add salt spray, solderability, thermal shock and adhesion.',
    acceptanceCriteria:
      'Tests per the specification, e.g. 85 °C / 85 % RH 96 h, thermal shock −40 °C / +85 °C 100 cycles, salt spray 48 h, drop 1.2 m; conditions, sample size and before/after results recorded; no functional failure, no change beyond the specification.',
    needsFile: true,
    exts: REPORT,
    maxFiles: 10,
    validityMonths: null,
    reviewerRole: 'DQE',
  },
  {
    code: 'HSF_SURVEY',
    names: ['Hazardous-substance survey', '有害物质调查表', '有害物質調查表'],
    description: 'Full material declaration of the part, per homogeneous material.',
    acceptanceCriteria:
      'Every homogeneous material of the part listed with its substances, CAS numbers and weights (IPC-1752A or the buyer’s form); totals match the part weight within 5 %; signed by the supplier.',
    needsFile: true,
    exts: ['pdf', 'xlsx', 'xls', 'xml'],
    maxFiles: 3,
    validityMonths: null,
    reviewerRole: 'SQE',
  },
  {
    code: 'ROHS_REPORT',
    names: ['Third-party RoHS test report (SGS)', '第三方RoHS测试报告（SGS）', '第三方RoHS測試報告（SGS）'],
    description: 'Test report of an accredited third-party laboratory on the homogeneous materials.',
    acceptanceCriteria:
      'Issued by an ISO/IEC 17025 accredited laboratory (SGS, CTI, Intertek …) on the part’s homogeneous materials, dated within 12 months; the 10 substances of RoHS (EU) 2015/863: Cd ≤ 0.01 % (100 ppm); Pb, Hg, Cr(VI), PBB, PBDE, DEHP, BBP, DBP and DIBP ≤ 0.1 % (1000 ppm) each.',
    needsFile: true,
    exts: PDF,
    maxFiles: 10,
    validityMonths: 12,
    reviewerRole: 'SQE',
  },
  {
    code: 'HALOGEN',
    names: ['Halogen test report', '卤素测试报告', '鹵素測試報告'],
    description: 'Halogen-free test of the homogeneous materials by an accredited laboratory.',
    acceptanceCriteria:
      'IEC 62321-3-2 / IEC 61249-2-21 by an accredited laboratory, dated within 12 months: Cl ≤ 900 ppm, Br ≤ 900 ppm, Cl + Br ≤ 1500 ppm.',
    needsFile: true,
    exts: PDF,
    maxFiles: 10,
    validityMonths: 12,
    reviewerRole: 'SQE',
  },
  {
    code: 'MSDS',
    names: ['Material safety data sheet (MSDS)', '物质安全资料表（MSDS）', '物質安全資料表（MSDS）'],
    description: 'Safety data sheet of each chemical material or mixture the part contains or is.',
    acceptanceCriteria:
      'All 16 sections per GHS (GB/T 16483, ISO 11014), in Chinese or English, the current revision issued or reviewed within 3 years; composition with CAS numbers; transport classification stated.',
    needsFile: true,
    exts: PDF,
    maxFiles: 10,
    validityMonths: null,
    reviewerRole: 'SQE',
  },
  {
    code: 'MATERIAL_CERT',
    names: ['Material certificate', '材质证明', '材質證明'],
    description: 'The raw-material maker’s certificate of the grade used.',
    acceptanceCriteria:
      'Maker’s certificate (resin grade and UL card number, metal grade and composition, laminate type) matching the drawing’s material specification; traceable to the lot of the samples.',
    needsFile: true,
    exts: PICTURES,
    maxFiles: 5,
    validityMonths: null,
    reviewerRole: 'SQE',
  },
  {
    code: 'REACH_SVHC',
    names: ['REACH SVHC report', 'REACH SVHC 调查报告', 'REACH SVHC 調查報告'],
    description: 'Screening against the ECHA candidate list of substances of very high concern.',
    acceptanceCriteria:
      'Screened against the ECHA candidate list current at the report date (updated twice a year, so dated within 12 months); each SVHC ≤ 0.1 % w/w of the article, or declared with its concentration and location.',
    needsFile: true,
    exts: PDF,
    maxFiles: 5,
    validityMonths: 12,
    reviewerRole: 'SQE',
  },
  {
    code: 'UL',
    names: ['UL certificate (flammability)', 'UL认证（阻燃报告）', 'UL認證（阻燃報告）'],
    description: 'UL file and yellow card of the material grade, or the part’s UL certificate.',
    acceptanceCriteria:
      'UL file number and yellow card (UL Product iQ) of the grade used; flammability per UL 94 as the drawing requires (e.g. V-0) at or below the part’s minimum wall thickness; listing valid on the submission date.',
    needsFile: true,
    exts: PICTURES,
    maxFiles: 5,
    validityMonths: 12,
    reviewerRole: 'SQE',
  },
  {
    code: 'PACKING_SPEC',
    names: ['Packing specification', '包装规格书', '包裝規格書'],
    description: 'How the part is packed and labelled for delivery.',
    acceptanceCriteria:
      'Packing method and materials, quantity per bag / inner box / outer carton, carton size and gross weight (≤ 15 kg), labels with part no., quantity, date code and lot, ESD and moisture protection where needed; photos of the packed unit.',
    needsFile: true,
    exts: [...PICTURES, 'xlsx', 'docx'],
    maxFiles: 5,
    validityMonths: null,
    reviewerRole: 'SQE',
  },
  {
    code: 'SAMPLE',
    names: ['Sample submission record', '样品确认记录', '樣品確認記錄'],
    description: 'The approval samples sent with the letter, with their record.',
    acceptanceCriteria:
      'The requested quantity made with production tooling and process, each labelled with part no., cavity no. and date; shipping record and photos attached; samples match the reports.',
    needsFile: true,
    exts: PICTURES,
    maxFiles: 5,
    validityMonths: null,
    reviewerRole: 'ME',
  },
  {
    code: 'FAI',
    names: ['First article inspection report (FAI)', '首件检验报告（FAI）', '首件檢驗報告（FAI）'],
    description: 'Full check of the first part off the production tooling.',
    acceptanceCriteria:
      'Every characteristic of the ballooned drawing checked on the first production article (AS9102-style forms); every result conforms; tooling and process named.',
    needsFile: true,
    exts: REPORT,
    maxFiles: 5,
    validityMonths: null,
    reviewerRole: 'SQE',
  },
  {
    code: 'PSW',
    names: ['Part submission warrant (PSW)', '零件提交保证书（PSW）', '零件提交保證書（PSW）'],
    description: 'The PPAP warrant that sums up the submission.',
    acceptanceCriteria:
      'AIAG PPAP PSW complete: part no., drawing revision, weight, submission level, reason for submission, results declaration; signed by the supplier’s authorised representative.',
    needsFile: true,
    exts: PDF,
    maxFiles: 2,
    validityMonths: null,
    reviewerRole: 'SQE',
  },
  {
    code: 'HSF_DECLARATION',
    names: ['Hazardous-substance non-use declaration', '不使用有害物质保证书', '不使用有害物質保證書'],
    description: 'The supplier’s signed guarantee that its parts meet the hazardous-substance limits.',
    acceptanceCriteria:
      'On the buyer’s form or company letterhead, signed by the legal representative and stamped with the company chop; guarantees that delivered parts contain no substance restricted by RoHS (EU) 2015/863, REACH Annex XVII and the buyer’s HSF list above its limit; renewed every year.',
    needsFile: true,
    exts: PICTURES,
    maxFiles: 2,
    validityMonths: 12,
    reviewerRole: 'SQE',
  },
  {
    code: 'SIGNED_AGREEMENT',
    names: ['Signed agreement', '签署的协议', '簽署的協議'],
    description: 'The agreement the buyer issued, signed and stamped by the supplier.',
    acceptanceCriteria:
      'The text as issued by the buyer, unchanged; signed by the legal representative or an authorised signatory, with the company chop on the signature page and across the pages (骑缝章); term stated.',
    needsFile: true,
    exts: PDF,
    maxFiles: 3,
    validityMonths: 36,
    reviewerRole: 'Purchasing',
  },
];

/**
 * Seeds a tenant's library in the caller's transaction. Idempotent: an item whose code the tenant
 * already has (live) is left as the tenant keeps it.
 */
export async function seedCheckItems(tx: Tx, tenantId: string): Promise<void> {
  const existing = await tx
    .select({ code: letterCheckItems.code })
    .from(letterCheckItems)
    .where(
      and(
        eq(letterCheckItems.tenantId, tenantId),
        eq(letterCheckItems.isDeleted, false),
        inArray(
          letterCheckItems.code,
          SEED_CHECK_ITEMS.map((i) => i.code),
        ),
      ),
    );
  const present = new Set(existing.map((e) => e.code));
  const missing = SEED_CHECK_ITEMS.map((item, i) => ({ item, sort: (i + 1) * 10 })).filter(
    ({ item }) => !present.has(item.code),
  );
  if (missing.length === 0) return;
  await tx.insert(letterCheckItems).values(
    missing.map(({ item, sort }) => ({
      tenantId,
      id: newId(),
      code: item.code,
      nameEn: item.names[0],
      nameZhHans: item.names[1],
      nameZhHant: item.names[2],
      description: item.description,
      acceptanceCriteria: item.acceptanceCriteria,
      needsFile: item.needsFile,
      allowedExts: [...new Set(item.exts)].join(','),
      maxFiles: item.maxFiles,
      needsValidity: item.validityMonths !== null,
      defaultValidityMonths: item.validityMonths,
      reviewerRole: item.reviewerRole,
      sort,
    })),
  );
}
