import {
  acceptanceNumbers,
  DeliveryStatus,
  type InspectionDocTypeValue,
  type InspectionFormDto,
  type InspectionItemDef,
  type IqcConfigCreateInput,
} from '@sp/contracts';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { AuditCollector } from '../../platform/audit/collector.js';
import type { Tx } from '../../platform/db/client.js';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import type { WorkflowActor } from '../../platform/workflow/caller.js';
import type { Services } from '../../services.js';
import { attachmentOwner } from '../attachments/registry.js';
import { addAttachment } from '../attachments/service.js';
import { saveFile } from '../files/service.js';
import { users } from '../identity/schema.js';
import { supplierIdsByCode } from '../materials/codes.js';
import { materials, materialSuppliers } from '../materials/schema.js';
import { deliveries, deliveryLines } from '../vendor-labels/schema.js';
import {
  confirmIqcConfig,
  createIqcConfig,
  vendorConfirmIqcConfig,
  type ConfigContext,
} from './configs/actions.js';
import { acceptForm, rejectForm, startReview, submitForm } from './forms/actions.js';
import type { FormContext } from './forms/context.js';
import { createForm } from './forms/create.js';
import { setDocumentValidTo } from './forms/documents.js';
import { FORM_OWNER_TYPE } from './forms/dto.js';
import { updateForm } from './forms/results.js';
import { iqcMaterialConfigs } from './schema.js';
import { pdfkit } from '../../platform/documents/pdf.js';

/**
 * Demo incoming inspection (issue 14), made through the area's own services so it looks as the real
 * flow leaves it (numbers, plans, history, mails in the outbox, documents in the store):
 * - supplier V0001 (the `vendor` login): a Confirmed configuration for each part on its demo
 *   deliveries, one more confirmed by the supplier and waiting for IQC, one in Draft waiting for
 *   the supplier; forms on its delivery lines in Draft, Submitted, Accepted and Rejected (sort),
 *   and its partly received delivery left without a form (the To-do's "shipped without a form");
 * - supplier V0002 (the `vendor2` login): Confirmed configurations, one Accepted and one Submitted
 *   form, to see that each vendor sees only their own.
 * Runs after the demo deliveries and letters (a configuration links the part's approved letter).
 */

/** What IQC asks of each lot of an electronic part (the same requirements, realistic values). */
const ITEMS: InspectionItemDef[] = [
  {
    itemCode: 'APPEAR',
    name: '外观 Appearance',
    method: '目视 10× 放大镜',
    spec: '无划伤、毛刺、氧化、脏污',
    valueType: 'PassFail',
    lsl: null,
    usl: null,
    unit: null,
    choices: [],
    okChoices: [],
    severity: 'Major',
    sampleOverride: null,
  },
  {
    itemCode: 'DIM-L',
    name: '长度 L',
    method: '数显卡尺',
    spec: 'L = 10.0 ± 0.1 mm',
    valueType: 'Decimal',
    lsl: 9.9,
    usl: 10.1,
    unit: 'mm',
    choices: [],
    okChoices: [],
    severity: 'Major',
    sampleOverride: 5,
  },
  {
    itemCode: 'SOLDER',
    name: '可焊性 Solderability',
    method: '浸锡 245 °C / 3 s',
    spec: '上锡面积 ≥ 95 %',
    valueType: 'Choice',
    lsl: null,
    usl: null,
    unit: null,
    choices: ['Good', 'Fair', 'Poor'],
    okChoices: ['Good', 'Fair'],
    severity: 'Minor',
    sampleOverride: 5,
  },
];
const DOCS: InspectionDocTypeValue[] = ['OQC_REPORT', 'ROHS_REPORT'];

const configInput = (supplierId: string, partNo: string, partName: string): IqcConfigCreateInput => ({
  supplierId,
  partNo,
  partName,
  spec: null,
  materialCategory: null,
  letterId: null,
  inspectionMode: 'Sampling',
  inspectionLevel: 'II',
  aqlCritical: 0.065,
  aqlMajor: 0.65,
  aqlMinor: 2.5,
  requiredDocs: DOCS,
  items: ITEMS,
  remark: '尺寸每卷抽 5 pcs 实测；RoHS 报告须为一年内第三方（SGS/CTI）报告。',
});

interface Side {
  supplierId: string;
  vendor: WorkflowActor;
  vendorUser: { id: string; name: string };
}

const everything = { isGranted: () => true } as const;
const CULTURE = 'zh-Hans' as const;

async function userOf(tx: Tx, tenantId: string, userName: string) {
  const [u] = await tx
    .select({ id: users.id, name: users.name, surname: users.surname, supplierId: users.supplierId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userName, userName), eq(users.isDeleted, false)));
  return u;
}

/** The supplier's demo delivery lines that may take a form, keyed by their note's status. */
async function linesByStatus(tx: Tx, supplierId: string) {
  const rows = await tx
    .select({ line: deliveryLines, status: deliveries.status })
    .from(deliveryLines)
    .innerJoin(
      deliveries,
      and(eq(deliveries.tenantId, deliveryLines.tenantId), eq(deliveries.id, deliveryLines.deliveryId)),
    )
    .where(and(eq(deliveryLines.supplierId, supplierId), eq(deliveries.isDeleted, false)))
    .orderBy(asc(deliveries.deliveryNo), asc(deliveryLines.lineNo));
  const out = new Map<number, typeof deliveryLines.$inferSelect>();
  for (const r of rows) if (!out.has(r.status)) out.set(r.status, r.line);
  return out;
}

/** Parts the supplier supplies that no configuration of theirs covers yet (for the pending ones). */
async function unconfiguredParts(tx: Tx, supplierId: string, limit: number) {
  return (
    tx
      .select({ partNo: materials.partNo, name: materials.name })
      .from(materials)
      .innerJoin(
        materialSuppliers,
        and(
          eq(materialSuppliers.tenantId, materials.tenantId),
          eq(materialSuppliers.materialId, materials.id),
          eq(materialSuppliers.supplierId, supplierId),
        ),
      )
      .leftJoin(
        iqcMaterialConfigs,
        and(
          eq(iqcMaterialConfigs.tenantId, materials.tenantId),
          eq(iqcMaterialConfigs.supplierId, supplierId),
          eq(iqcMaterialConfigs.partNo, materials.partNo),
          eq(iqcMaterialConfigs.isDeleted, false),
        ),
      )
      .where(and(eq(materials.isDeleted, false), isNull(iqcMaterialConfigs.id)))
      // From the end of the list: the first parts stay free for someone trying the page.
      .orderBy(desc(materials.partNo))
      .limit(limit)
  );
}

/** A one-page document the supplier attaches (Helvetica: nothing to embed, a few ms). */
function documentPdf(title: string, lines: string[]): Promise<Buffer> {
  const doc = new (pdfkit())({ size: 'A4', margin: 56, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica-Bold').fontSize(16).text(title);
  doc.moveDown().font('Helvetica').fontSize(10);
  for (const l of lines) doc.text(l);
  doc.end();
  return done;
}

/** Answers of every item: all within limits, or with one length over its upper limit. */
function answers(form: InspectionFormDto, oneOutOfLimit: boolean) {
  const ngMajor = oneOutOfLimit ? 1 : 0;
  const re = acceptanceNumbers(form.inspectionMode, form.plan).Major?.re ?? 1;
  return {
    vendorInspector: '赵敏 (OQC)',
    vendorInspectDate: form.creationTime.slice(0, 10),
    results: [
      { itemCode: 'APPEAR', values: ['OK'], defectQty: 0 },
      {
        itemCode: 'DIM-L',
        values: oneOutOfLimit ? [10.02, 9.98, 10.18, 10.01, 9.97] : [10.02, 9.98, 10.04, 10.01, 9.97],
        defectQty: ngMajor,
      },
      { itemCode: 'SOLDER', values: ['Good', 'Good', 'Fair', 'Good', 'Good'], defectQty: 0 },
    ],
    ngCritical: 0,
    ngMajor,
    ngMinor: 0,
    vendorConclusion: ngMajor >= re ? ('Fail' as const) : ('Pass' as const),
    remark: oneOutOfLimit ? '第 3 件长度 10.18 mm 超上限，已隔离该卷。' : null,
  };
}

/** Stores the form's required documents as its attachments (no transaction held while bytes flow). */
async function attachDocuments(s: Services, tenantId: string, side: Side, form: InspectionFormDto) {
  const owner = attachmentOwner(FORM_OWNER_TYPE)!;
  const scope = { tenantId, supplierId: side.supplierId };
  const stored: { docType: InspectionDocTypeValue; file: Awaited<ReturnType<typeof saveFile>> }[] = [];
  for (const docType of DOCS) {
    const bytes = await documentPdf(
      docType === 'ROHS_REPORT' ? 'RoHS Test Report' : 'Outgoing Inspection Report',
      [
        `Part: ${form.partNo}  Lot: ${form.lotNo}  Qty: ${form.lotQty}`,
        `Delivery: ${form.deliveryNo}  PO: ${form.poNo}`,
        docType === 'ROHS_REPORT'
          ? 'Pb, Hg, Cd, Cr(VI), PBB, PBDE, DEHP, BBP, DBP, DIBP: all below the limits of EU 2015/863. PASS'
          : `Sample ${form.sampleSize} pcs, appearance OK, L within 10.0 ± 0.1 mm, solderability good. PASS`,
      ],
    );
    const file = await saveFile(
      s,
      scope,
      { id: side.vendorUser.id, supplierId: side.supplierId },
      {
        fileName: `${docType === 'ROHS_REPORT' ? 'rohs' : 'oqc'}-${form.lotNo}.pdf`,
        body: Readable.from([bytes]),
        isPublic: false,
        module: owner.rules.storageModule ?? null,
        attached: true,
      },
      { maxBytes: owner.rules.maxBytes, formats: [...owner.rules.extensions] },
    );
    stored.push({ docType, file });
  }
  await inScope(s.database.db, scope, async (tx) => {
    const c = ctx(tx, tenantId, side.vendor);
    for (const { docType, file } of stored) {
      await addAttachment(tx, c.audit, owner, tenantId, form.id, docType, file, {
        id: side.vendorUser.id,
        name: side.vendorUser.name,
        grantedPolicies: new Set(),
      });
      if (docType === 'ROHS_REPORT') {
        const validTo = `${Number(form.creationTime.slice(0, 4)) + 1}${form.creationTime.slice(4, 10)}`;
        await setDocumentValidTo(c, form.id, docType, validTo);
      }
    }
  });
}

function ctx(tx: Tx, tenantId: string, actor: WorkflowActor): FormContext & ConfigContext {
  return { tx, tenantId, actor, audit: new AuditCollector(), culture: CULTURE };
}

/** What becomes of each demo form, by the status of the note its line is on. */
type Outcome = 'NoForm' | 'Draft' | 'Submitted' | 'Accepted' | 'Rejected';

async function seedSide(
  s: Services,
  tenantId: string,
  iqc: WorkflowActor,
  side: Side,
  plan: [status: number, outcome: Outcome][],
  pending: boolean,
): Promise<{ configs: number; forms: number }> {
  const db = s.database.db;
  const scope = tenantScope(tenantId);
  // Configurations: one per part on the lines, confirmed by both; the pending ones stop earlier.
  const lines = await inScope(db, scope, async (tx) => {
    const byStatus = await linesByStatus(tx, side.supplierId);
    const chosen = plan.flatMap(([status, outcome]) => {
      const line = byStatus.get(status);
      return line ? [{ line, outcome }] : [];
    });
    const parts = new Map(chosen.map(({ line }) => [line.partNo, line.partName ?? line.partNo]));
    for (const [partNo, name] of parts) {
      const made = await createIqcConfig(ctx(tx, tenantId, iqc), configInput(side.supplierId, partNo, name));
      await vendorConfirmIqcConfig(ctx(tx, tenantId, side.vendor), made.id, { comment: '已阅读并确认。' });
      await confirmIqcConfig(ctx(tx, tenantId, iqc), made.id);
    }
    if (pending) {
      const [waiting, draft] = await unconfiguredParts(tx, side.supplierId, 2);
      if (waiting) {
        const made = await createIqcConfig(
          ctx(tx, tenantId, iqc),
          configInput(side.supplierId, waiting.partNo, waiting.name),
        );
        await vendorConfirmIqcConfig(ctx(tx, tenantId, side.vendor), made.id);
      }
      if (draft)
        await createIqcConfig(ctx(tx, tenantId, iqc), {
          ...configInput(side.supplierId, draft.partNo, draft.name),
          inspectionLevel: 'I',
          aqlMajor: 1,
          requiredDocs: ['COC', 'ROHS_REPORT'],
        });
      return { chosen, configs: parts.size + (waiting ? 1 : 0) + (draft ? 1 : 0) };
    }
    return { chosen, configs: parts.size };
  });

  // Forms, made and filled by the vendor.
  const supplierScope = { tenantId, supplierId: side.supplierId };
  const forms = await inScope(db, supplierScope, async (tx) => {
    const made: { form: InspectionFormDto; outcome: Outcome }[] = [];
    for (const { line, outcome } of lines.chosen) {
      if (outcome === 'NoForm') continue;
      const c = ctx(tx, tenantId, side.vendor);
      const form = await createForm(c, { deliveryLineId: line.id });
      const filled = await updateForm(c, form.id, {
        ...answers(form, outcome === 'Rejected'),
        // The draft is half done: the vendor has measured but not judged the lot yet.
        ...(outcome === 'Draft' ? { vendorConclusion: null, remark: '尺寸已测，外观与可焊性待补。' } : {}),
        concurrencyStamp: form.concurrencyStamp,
      });
      made.push({ form: filled, outcome });
    }
    return made;
  });

  for (const { form, outcome } of forms) {
    if (outcome === 'Draft') continue;
    await attachDocuments(s, tenantId, side, form);
    await inScope(db, supplierScope, (tx) =>
      submitForm(ctx(tx, tenantId, side.vendor), form.id, { comment: '出货检验合格，资料已上传。' }),
    );
    if (outcome === 'Submitted') continue;
    await inScope(db, scope, async (tx) => {
      const c = ctx(tx, tenantId, iqc);
      await startReview(c, form.id);
      if (outcome === 'Accepted') await acceptForm(c, form.id, { comment: '抽检 80 pcs 全部合格。' });
      else
        await rejectForm(c, form.id, {
          disposition: 'Sort',
          comment:
            'IQC 复测长度 L：80 pcs 中 3 pcs 为 10.16–10.19 mm，超上限 10.1 mm。请安排人员来厂全检挑选。',
        });
    });
  }
  return { configs: lines.configs, forms: forms.length };
}

/** Seeds the demo tenant's incoming inspection; answers how many configurations and forms it made. */
export async function seedDemoInspection(
  s: Services,
  tenantId: string,
): Promise<{ configs: number; forms: number }> {
  const db = s.database.db;
  const found = await inScope(db, tenantScope(tenantId), async (tx) => {
    const ids = await supplierIdsByCode(tx, ['V0001', 'V0002']);
    const admin = await userOf(tx, tenantId, 'admin');
    const sides = [];
    for (const [code, userName] of [
      ['V0001', 'vendor'],
      ['V0002', 'vendor2'],
    ] as const) {
      const supplierId = ids.get(code);
      const u = await userOf(tx, tenantId, userName);
      if (!supplierId || !u) continue;
      const name = [u.name, u.surname].filter(Boolean).join(' ') || userName;
      sides.push({
        supplierId,
        vendor: { id: u.id, name, supplierId, ...everything },
        vendorUser: { id: u.id, name },
      });
    }
    return { admin, sides };
  });
  if (!found.admin || found.sides.length === 0) return { configs: 0, forms: 0 };
  const iqc: WorkflowActor = { id: found.admin.id, name: '刘洋', supplierId: null, ...everything };
  const S = DeliveryStatus;
  const plans: [number, Outcome][][] = [
    [
      [S.Submitted, 'Draft'],
      [S.Confirmed, 'Submitted'],
      [S.Shipped, 'Rejected'],
      [S.PartiallyReceived, 'NoForm'],
      [S.Received, 'Accepted'],
    ],
    [
      [S.Confirmed, 'Submitted'],
      [S.Received, 'Accepted'],
    ],
  ];
  const total = { configs: 0, forms: 0 };
  for (const [i, side] of found.sides.entries()) {
    const made = await seedSide(s, tenantId, iqc, side, plans[i] ?? [], i === 0);
    total.configs += made.configs;
    total.forms += made.forms;
  }
  return total;
}
