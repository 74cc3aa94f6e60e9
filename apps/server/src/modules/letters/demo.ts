import { LETTER_EXPIRING_DAYS, letterWorkflow, type PartNoConfirmCreateInput } from '@sp/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { AuditCollector } from '../../platform/audit/collector.js';
import type { Tx } from '../../platform/db/client.js';
import { createPdf, FONT, pdfBuffer } from '../../platform/documents/index.js';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import type { WorkflowActor } from '../../platform/workflow/caller.js';
import { SYSTEM_ACTOR } from '../../platform/workflow/timed.js';
import { transition } from '../../platform/workflow/transition.js';
import type { Services } from '../../services.js';
import { users } from '../identity/schema.js';
import { supplierIdsByCode } from '../materials/codes.js';
import { materials, materialSuppliers } from '../materials/schema.js';
import { suppliers } from '../suppliers/schema.js';
import { addDays, tenantToday } from './expiry/clock.js';
import { ensureRenewal, updateLetter } from './expiry/jobs.js';
import { pngImage } from './files/sample-files.js';
import { recordLetterFile, storedFrom } from './files/service.js';
import { putLetterBlob } from './files/store.js';
import { approveLetter, passInitialCheck, submitLetter, type LetterContext } from './letters/actions.js';
import { updateLetterItem } from './letters/items.js';
import { itemsOf } from './letters/service.js';
import { acknowledgeRequest, createLetterFromRequest } from './requests/actions.js';
import { createRequest } from './requests/service.js';
import { letterCheckTemplates, letterItems, letters } from './schema.js';
import { pdfkit } from '../../platform/documents/pdf.js';

/**
 * Demo letters of recognition (issue 12), made through the area's own services so they look as the
 * real flow leaves them (numbers, history, signature records, files in the letters' store, the
 * sealed PDF, mails in the outbox):
 * - supplier V0001 (the `vendor` login): a request waiting for acknowledgement, a letter in Draft
 *   with some files, one Submitted, one Approved with its sealed PDF, one Expiring (its RoHS report
 *   runs out within 30 days) with the renewal request the expiry job opens;
 * - supplier V0002 (the `vendor2` login): one approved letter, to see that each vendor sees only
 *   their own.
 * Every file is a small real PDF (or PNG photo) drawn here. Runs after the demo materials,
 * suppliers and users, on the tenant's seeded check-item library and templates.
 */

const TEMPLATE = 'T-ELECTRONIC';
const LEVEL = 2;

interface Side {
  supplierId: string;
  vendorCode: string;
  supplierName: string;
  vendor: WorkflowActor;
}

interface Demo {
  s: Services;
  tx: Tx;
  tenantId: string;
  today: string;
  audit: AuditCollector;
  buyer: WorkflowActor;
  templateId: string;
}

const granted = { isGranted: () => true } as const;

async function userOf(tx: Tx, tenantId: string, userName: string) {
  const [u] = await tx
    .select({ id: users.id, name: users.name, surname: users.surname, supplierId: users.supplierId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userName, userName), eq(users.isDeleted, false)));
  return u;
}

/** The supplier's approved electronic parts (the template's category), with their maker and MPN. */
async function partsOf(tx: Tx, supplierId: string) {
  return (
    tx
      .select({
        partNo: materials.partNo,
        name: materials.name,
        manufacturer: materialSuppliers.manufacturer,
        mpn: materialSuppliers.mpn,
      })
      .from(materials)
      .innerJoin(
        materialSuppliers,
        and(
          eq(materialSuppliers.tenantId, materials.tenantId),
          eq(materialSuppliers.materialId, materials.id),
          eq(materialSuppliers.supplierId, supplierId),
        ),
      )
      .where(and(eq(materials.category, 'ELECTRONIC'), eq(materials.isDeleted, false)))
      // Integrated circuits first (their reports read like an IC's), then the rest in part order.
      .orderBy(sql`${materials.partNo} like '2-%' desc`, asc(materials.partNo))
      .limit(8)
  );
}

// ---------------------------------------------------------------------------------------------
// The documents a supplier uploads: one page each, drawn like the real thing.

interface DocSpec {
  title: string;
  facts: [string, string][];
  head?: string[];
  rows?: string[][];
  conclusion: string;
}

/**
 * A one-page report. Reports are in English in pdfkit's built-in Helvetica (nothing to embed: a few
 * ms each); `chinese` documents embed the Noto Sans SC subset (about a tenth of a second each).
 */
function documentPdf(issuer: string, d: DocSpec, chinese = false): Promise<Buffer> {
  const doc = chinese
    ? createPdf({ size: 'A4', margin: 0, title: d.title, author: issuer })
    : new (pdfkit())({ size: 'A4', margin: 0, info: { Title: d.title, Author: issuer } });
  const font = (bold: boolean) => doc.font(chinese ? FONT.regular : bold ? 'Helvetica-Bold' : 'Helvetica');
  const left = 56;
  const width = 483;
  font(true).fillColor('#1f3a5f').fontSize(10).text(issuer, left, 48, { width, lineBreak: false });
  doc
    .moveTo(left, 64)
    .lineTo(left + width, 64)
    .lineWidth(1)
    .strokeColor('#1f3a5f')
    .stroke();
  doc.fillColor('#000').fontSize(17).text(d.title, left, 84, { width });
  // A title of two lines pushes the rest down.
  let y = Math.max(122, doc.y + 14);
  font(false);
  for (const [k, v] of d.facts) {
    doc.fontSize(10).fillColor('#555').text(k, left, y, { width: 130, lineBreak: false });
    doc.fillColor('#000').text(v, left + 135, y, { width: width - 135, lineBreak: false });
    y += 17;
  }
  if (d.head && d.rows) {
    y += 12;
    const col = width / d.head.length;
    doc.rect(left, y - 4, width, 18).fill('#e8eef5');
    doc.fillColor('#000').fontSize(9);
    d.head.forEach((h, i) => doc.text(h, left + 4 + i * col, y, { width: col - 8, lineBreak: false }));
    y += 20;
    for (const row of d.rows) {
      row.forEach((c, i) => doc.text(c, left + 4 + i * col, y, { width: col - 8, lineBreak: false }));
      doc
        .moveTo(left, y + 14)
        .lineTo(left + width, y + 14)
        .lineWidth(0.3)
        .strokeColor('#bbb')
        .stroke();
      y += 18;
    }
  }
  font(true)
    .fontSize(11)
    .fillColor('#0a6b2d')
    .text(d.conclusion, left, y + 20, { width });
  font(false).fontSize(8).fillColor('#777').text(issuer, left, 800, { width: 280, lineBreak: false });
  return pdfBuffer(doc);
}

interface PartFacts {
  partNo: string;
  name: string;
  manufacturer: string | null;
  mpn: string | null;
}

/** The file of one item of the electronic template, and the validity of a report that has one. */
async function fileFor(
  code: string,
  side: Side,
  part: PartFacts,
  issued: string,
): Promise<{ fileName: string; bytes: Buffer } | null> {
  const issuer = `${side.vendorCode} Quality Assurance`;
  const base: [string, string][] = [
    ['Part no.', part.partNo],
    ['Manufacturer / MPN', `${part.manufacturer ?? '-'} / ${part.mpn ?? '-'}`],
    ['Date', issued],
  ];
  const pdf = async (fileName: string, d: DocSpec) => ({
    fileName,
    bytes: await documentPdf(issuer, { ...d, facts: [...base, ...d.facts] }),
  });
  const lab = 'SGS-CSTC Standards Technical Services (Shenzhen)';
  switch (code) {
    case 'DRAWING':
      return pdf(`${part.partNo}_datasheet.pdf`, {
        title: 'Specification and outline drawing',
        facts: [['Revision', 'A']],
        head: ['Dimension', 'Nominal (mm)', 'Tolerance'],
        rows: [
          ['Body length L', '7.00', '+/-0.10'],
          ['Body width W', '7.00', '+/-0.10'],
          ['Height H', '1.40', '+/-0.05'],
          ['Pitch e', '0.50', 'BSC'],
        ],
        conclusion: 'Released for approval',
      });
    case 'DIM_REPORT':
      return pdf(`${part.partNo}_dimension_report.pdf`, {
        title: 'Dimension inspection report',
        facts: [
          ['Samples', '5 pcs'],
          ['Instrument', 'Keyence IM-7030 (cal. 2026-01)'],
        ],
        head: ['Dimension', 'Spec', 'Min', 'Max', 'Result'],
        rows: [
          ['L', '7.00+/-0.10', '6.97', '7.03', 'OK'],
          ['W', '7.00+/-0.10', '6.98', '7.02', 'OK'],
          ['H', '1.40+/-0.05', '1.38', '1.42', 'OK'],
          ['e', '0.50 BSC', '0.50', '0.50', 'OK'],
        ],
        conclusion: 'All dimensions within tolerance',
      });
    case 'PERF_TEST':
      return pdf(`${part.partNo}_electrical_test.pdf`, {
        title: 'Electrical characteristics test',
        facts: [['Condition', 'Ta = 25 C']],
        head: ['Parameter', 'Limit', 'Measured', 'Result'],
        // A connector's contact tests; an IC's datasheet characteristics.
        rows: part.partNo.startsWith('3-')
          ? [
              ['Contact resistance', '<= 20 mOhm', '8.4 mOhm', 'OK'],
              ['Insulation resistance', '>= 1000 MOhm', '5200 MOhm', 'OK'],
              ['Withstand voltage', '500 V AC 1 min', 'No breakdown', 'OK'],
            ]
          : [
              ['Supply current', '<= 50 mA', '31.2 mA', 'OK'],
              ['Output voltage', '3.30 V +/-2%', '3.298 V', 'OK'],
              ['Leakage', '<= 1 uA', '0.12 uA', 'OK'],
            ],
        conclusion: 'Meets the datasheet',
      });
    case 'HSF_SURVEY':
      return pdf(`${part.partNo}_hsf_survey.pdf`, {
        title: 'Hazardous substance survey',
        facts: [['Homogeneous materials', '6']],
        head: ['Material', 'Weight (mg)', 'Pb', 'Cd', 'Hg'],
        rows: [
          ['Mould compound', '82.1', 'ND', 'ND', 'ND'],
          ['Lead frame (Cu)', '41.7', 'ND', 'ND', 'ND'],
          ['Plating (Sn)', '2.3', 'ND', 'ND', 'ND'],
        ],
        conclusion: 'No restricted substance above the limits',
      });
    case 'ROHS_REPORT':
      return pdf(`${part.partNo}_SGS_RoHS.pdf`, {
        title: 'Test report: RoHS (EU) 2015/863 RoHS',
        facts: [
          ['Laboratory', lab],
          ['Report no.', `SZXEC${issued.replace(/-/g, '')}01`],
        ],
        head: ['Substance', 'Limit (ppm)', 'Result', 'MDL'],
        rows: [
          ['Cd', '100', 'ND', '2'],
          ['Pb', '1000', 'ND', '2'],
          ['Hg', '1000', 'ND', '2'],
          ['Cr(VI)', '1000', 'ND', '8'],
          ['PBBs / PBDEs', '1000', 'ND', '5'],
          ['DEHP / BBP / DBP / DIBP', '1000', 'ND', '50'],
        ],
        conclusion: 'PASS',
      });
    case 'HALOGEN':
      return pdf(`${part.partNo}_SGS_halogen.pdf`, {
        title: 'Test report: halogen (IEC 61249-2-21)',
        facts: [['Laboratory', lab]],
        head: ['Element', 'Limit (ppm)', 'Result'],
        rows: [
          ['Cl', '900', 'ND'],
          ['Br', '900', 'ND'],
          ['Cl + Br', '1500', 'ND'],
        ],
        conclusion: 'Halogen free',
      });
    case 'REACH_SVHC':
      return pdf(`${part.partNo}_REACH_SVHC.pdf`, {
        title: 'REACH SVHC screening (247 substances) REACH',
        facts: [['Laboratory', lab]],
        conclusion: 'No SVHC above 0.1 % w/w',
      });
    case 'PACKING_SPEC':
      return pdf(`${part.partNo}_packing.pdf`, {
        title: 'Packing specification',
        facts: [
          ['Reel', '13" reel, 2,500 pcs'],
          ['Moisture', 'MSL 3, dry pack with desiccant and HIC'],
          ['Carton', '5 reels per carton, 12,500 pcs'],
        ],
        conclusion: 'Per J-STD-033',
      });
    case 'SAMPLE':
      return { fileName: `${part.partNo}_samples.png`, bytes: pngImage(320, 200) };
    case 'HSF_DECLARATION':
      return {
        fileName: `${part.partNo}_HSF_declaration.pdf`,
        bytes: await documentPdf(
          `${side.vendorCode} ${side.supplierName}`,
          {
            title: '不使用有害物质保证书 Declaration of non-use of hazardous substances',
            facts: [
              ['料号 Part no.', part.partNo],
              ['品名 Description', part.name],
              ['日期 Date', issued],
              ['签署 Signed by', `${side.supplierName} 品质经理`],
            ],
            conclusion:
              '兹保证所交付产品不含 RoHS、REACH 及客户标准限用的物质。We declare that the part contains no substance restricted by RoHS, REACH or the customer standard.',
          },
          true,
        ),
      };
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The flow.

const ctx = (d: Demo, actor: WorkflowActor): LetterContext => ({
  s: d.s,
  tx: d.tx,
  audit: d.audit,
  tenantId: d.tenantId,
  actor,
  culture: 'zh-Hans',
  today: d.today,
});

async function request(d: Demo, side: Side, part: PartFacts, due: number, remark?: string) {
  const input: PartNoConfirmCreateInput = {
    supplierId: side.supplierId,
    requestType: 'New',
    partNo: part.partNo,
    manufacturer: part.manufacturer,
    mpn: part.mpn,
    checkTemplateId: d.templateId,
    submissionLevel: LEVEL,
    sampleQty: 5,
    dueDate: addDays(d.today, due),
    ownerEngineerId: d.buyer.id!,
    remark: remark ?? null,
  };
  return createRequest(d.tx, d.audit, tenantScope(d.tenantId), input, d.buyer);
}

/** A request acknowledged and its letter started: the letter's id. */
async function startedLetter(d: Demo, side: Side, part: PartFacts, due: number): Promise<string> {
  const r = await request(d, side, part, due);
  await acknowledgeRequest(d.tx, d.audit, d.tenantId, r.id, side.vendor, {
    promisedDate: addDays(d.today, due - 2),
    comment: '样品已备好，按期提交。',
  });
  return (await createLetterFromRequest(d.tx, d.audit, d.tenantId, r.id, side.vendor)).letterId;
}

/**
 * Uploads the files of `codes` (every item when absent); validity reports run `validDays` from
 * today (the RoHS report `rohsDays` when given: the letter's end of validity).
 */
async function upload(
  d: Demo,
  side: Side,
  part: PartFacts,
  letterId: string,
  o: { codes?: string[]; validDays?: number; rohsDays?: number } = {},
) {
  const items = await itemsOf(d.tx, d.tenantId, letterId);
  const issued = addDays(d.today, -20);
  for (const item of items) {
    if (!item.needsFile || (o.codes && !o.codes.includes(item.itemCode))) continue;
    const file = await fileFor(item.itemCode, side, part, issued);
    if (!file) continue;
    const row = await putLetterBlob(d.s, d.tx, {
      fileName: file.fileName,
      bytes: file.bytes,
      ownerId: side.vendor.id,
      ownerSupplierId: side.supplierId,
    });
    const days = item.itemCode === 'ROHS_REPORT' && o.rohsDays ? o.rohsDays : (o.validDays ?? 345);
    await recordLetterFile(
      d.tx,
      d.audit,
      d.tenantId,
      letterId,
      item.itemCode,
      storedFrom(row),
      item.needsValidity ? { docValidFrom: issued, docValidTo: addDays(d.today, days) } : {},
      side.vendor,
      { today: d.today },
    );
  }
}

/**
 * Every required item judged OK (the optional ones N/A) in the initial check or the review. Written
 * as rows: the item service answers the whole letter after each judgement, which would make the
 * demo slow for nothing (the demo's story is in the transitions and signature records).
 */
async function judge(d: Demo, letterId: string, stage: 'check' | 'review') {
  const result = sql`case when ${letterItems.required} then 'OK' else 'NA' end`;
  const comment = sql`case when ${letterItems.required} then null else '非必需项目' end`;
  await d.tx
    .update(letterItems)
    .set(
      stage === 'check'
        ? { initialCheck: result, initialComment: comment }
        : { reviewResult: result, reviewComment: comment },
    )
    .where(and(eq(letterItems.tenantId, d.tenantId), eq(letterItems.letterId, letterId)));
}

async function approved(d: Demo, side: Side, part: PartFacts, rohsDays?: number): Promise<string> {
  const id = await startedLetter(d, side, part, 14);
  await upload(d, side, part, id, rohsDays ? { rohsDays } : {});
  await submitLetter(ctx(d, side.vendor), id, { comment: '全部资料已上传，请审核。' });
  await judge(d, id, 'check');
  await passInitialCheck(ctx(d, d.buyer), id, { comment: '资料齐全' });
  await judge(d, id, 'review');
  await approveLetter(ctx(d, d.buyer), id, { comment: '尺寸、电性能与环保资料均符合要求，承认。' });
  return id;
}

/** The expiry job's step for a letter within 30 days of its end, taken now (the job runs hourly). */
async function markExpiring(d: Demo, letterId: string) {
  const [row] = await d.tx
    .select()
    .from(letters)
    .where(and(eq(letters.tenantId, d.tenantId), eq(letters.id, letterId)));
  const now = new Date();
  await transition(d.tx, {
    workflow: letterWorkflow,
    action: 'markExpiring',
    system: true,
    row: row!,
    actor: SYSTEM_ACTOR,
    audit: d.audit,
    update: (to, stamp) => updateLetter(d.tx, row!, to, stamp, now),
  });
  await ensureRenewal(d.tx, d.tenantId, letterId);
}

async function sideOf(tx: Tx, tenantId: string, code: string, userName: string): Promise<Side | null> {
  const supplierId = (await supplierIdsByCode(tx, [code])).get(code);
  const user = await userOf(tx, tenantId, userName);
  if (!supplierId || !user) return null;
  const [supplier] = await tx
    .select({ name: suppliers.name })
    .from(suppliers)
    .where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.id, supplierId)));
  return {
    supplierId,
    vendorCode: code,
    supplierName: supplier?.name ?? code,
    vendor: {
      id: user.id,
      name: [user.name, user.surname].filter(Boolean).join(' ') || userName,
      supplierId,
      ...granted,
    },
  };
}

/**
 * The demo letters in the caller's tenant transaction. Answers how many letters it made (0 when
 * the tenant lacks the template, the suppliers or the users it builds on).
 */
export async function seedDemoLettersIn(s: Services, tx: Tx, tenantId: string, now = new Date()) {
  const [template] = await tx
    .select({ id: letterCheckTemplates.id })
    .from(letterCheckTemplates)
    .where(and(eq(letterCheckTemplates.tenantId, tenantId), eq(letterCheckTemplates.code, TEMPLATE)));
  const admin = await userOf(tx, tenantId, 'admin');
  const first = await sideOf(tx, tenantId, 'V0001', 'vendor');
  const second = await sideOf(tx, tenantId, 'V0002', 'vendor2');
  if (!template || !admin || !first) return 0;
  const d: Demo = {
    s,
    tx,
    tenantId,
    today: await tenantToday(tx, now),
    audit: new AuditCollector(),
    buyer: { id: admin.id, name: '王磊', supplierId: null, ...granted },
    templateId: template.id,
  };
  const parts = await partsOf(tx, first.supplierId);
  if (parts.length < 5) return 0;
  const [pending, draft, submitted, ok, expiring] = parts as [
    PartFacts,
    PartFacts,
    PartFacts,
    PartFacts,
    PartFacts,
  ];
  let made = 0;

  await request(d, first, pending, 10, '新项目 EVT 阶段用料，请按电子料模板提交承认书。');

  const draftId = await startedLetter(d, first, draft, 2);
  await upload(d, first, draft, draftId, { codes: ['DRAWING', 'DIM_REPORT', 'ROHS_REPORT'] });
  const [draftLetter] = await tx.select().from(letters).where(eq(letters.id, draftId));
  await updateLetterItem(
    tx,
    d.audit,
    tenantId,
    draftId,
    'PERF_TEST',
    { vendorComment: '高温测试进行中，预计 3 天内补传。', concurrencyStamp: draftLetter!.concurrencyStamp },
    first.vendor,
    'zh-Hans',
  );
  made++;

  const submittedId = await startedLetter(d, first, submitted, 5);
  await upload(d, first, submitted, submittedId);
  await submitLetter(ctx(d, first.vendor), submittedId, { comment: '请审核。' });
  made++;

  await approved(d, first, ok);
  made++;

  const expiringId = await approved(d, first, expiring, LETTER_EXPIRING_DAYS - 10);
  await markExpiring(d, expiringId);
  made++;

  if (second) {
    const theirs = await partsOf(tx, second.supplierId);
    if (theirs[0]) {
      await approved(d, second, theirs[0]);
      made++;
    }
  }
  return made;
}

/** The demo letters of the demo tenant (seed.ts, after the deliveries), in the tenant's scope. */
export async function seedDemoLetters(s: Services, tenantId: string): Promise<number> {
  return inScope(s.database.db, tenantScope(tenantId), (tx) => seedDemoLettersIn(s, tx, tenantId));
}
