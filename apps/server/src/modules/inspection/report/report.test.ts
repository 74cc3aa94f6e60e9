import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formSamplingPlan, InspectionFormStatus, Policies, type InspectionItemDef } from '@sp/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError, useWorld, type WorldSupplier, type WorldTenant } from '../../../../test/world.js';
import { newId } from '../../../platform/db/columns.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { attachments } from '../../attachments/schema.js';
import { inspectionFormDocuments, inspectionFormResults, inspectionForms } from '../schema.js';
import { FORM_OWNER_TYPE } from '../forms/dto.js';
import { outOfLimit } from './report-pdf.js';

const w = useWorld({ prefix: 'iqr' });
const url = (id: string) => `/api/app/inspectionForm/${id}/report.pdf`;
let seq = 0;

const length: InspectionItemDef = {
  itemCode: 'DIM-L',
  name: 'Length L',
  method: 'Caliper',
  spec: 'L = 10.0 ± 0.1 mm',
  valueType: 'Decimal',
  lsl: 9.9,
  usl: 10.1,
  unit: 'mm',
  choices: [],
  okChoices: [],
  severity: 'Major',
  sampleOverride: null,
};
const looks: InspectionItemDef = {
  ...length,
  itemCode: 'VIS',
  name: '外观',
  method: '目视',
  spec: '无划伤、无毛刺',
  valueType: 'PassFail',
  lsl: null,
  usl: null,
  unit: null,
  severity: 'Minor',
};

/** A decided form of `supplier` with `count` items (the first values outside the limits). */
async function insertForm(
  t: WorldTenant,
  supplier: WorldSupplier,
  count = 2,
  fields: Partial<typeof inspectionForms.$inferInsert> = {},
) {
  const id = newId();
  const formNo = `IIF-R-${Date.now().toString(36).toUpperCase()}${++seq}`;
  await inScope(w.server.database.db, tenantScope(t.id), async (tx) => {
    await tx.insert(inspectionForms).values({
      id,
      supplierId: supplier.id,
      formNo,
      version: 2,
      deliveryId: newId(),
      deliveryLineId: newId(),
      deliveryNo: 'DN-20261124-001',
      deliveryLineNo: 3,
      poNo: 'PO-4500012345',
      partNo: '301-RES-10K',
      partName: '贴片电阻 10k 0603',
      spec: '0603 10kΩ ±1% 1/10W',
      lotNo: 'L2611-07',
      dateCode: '2647',
      lotQty: 1200,
      configId: newId(),
      letterNo: 'LR-2026-0042',
      letterRev: 3,
      inspectionMode: 'Sampling',
      inspectionLevel: 'II',
      codeLetter: 'J',
      sampleSize: 200,
      plan: formSamplingPlan(1200, 'II', { Critical: 0.065, Major: 0.65, Minor: 2.5 }),
      requiredDocs: ['COC', 'ROHS_REPORT'],
      vendorInspector: 'Li Wei',
      vendorInspectDate: '2026-11-23',
      ngMajor: 2,
      ngMinor: 1,
      vendorConclusion: 'Pass',
      status: InspectionFormStatus.Rejected,
      submittedTime: new Date('2026-11-23T08:00:00Z'),
      reviewResult: 'Rejected',
      disposition: 'Return',
      reviewerName: 'Zhang IQC',
      reviewTime: new Date('2026-11-24T03:30:00Z'),
      reviewComment: 'Length out of tolerance on 2 of 80 pieces.',
      ...fields,
    });
    await tx.insert(inspectionFormResults).values(
      Array.from({ length: count }, (_, i) => {
        const item = i % 2 === 0 ? length : looks;
        return {
          id: newId(),
          supplierId: supplier.id,
          formId: id,
          seq: i + 1,
          item: { ...item, itemCode: `${item.itemCode}-${i + 1}`, name: `${item.name} ${i + 1}` },
          sampleQty: 80,
          values: item === length ? [10.02, 9.98, 10.15, 10.0, 9.85] : ['OK', 'OK', 'NG'],
          defectQty: item === length ? 2 : 1,
          result: 'NG',
        };
      }),
    );
    await tx.insert(inspectionFormDocuments).values({
      id: newId(),
      supplierId: supplier.id,
      formId: id,
      docType: 'COC',
      validTo: '2027-06-30',
    });
    await tx.insert(attachments).values({
      id: newId(),
      ownerType: FORM_OWNER_TYPE,
      ownerId: id,
      supplierId: supplier.id,
      category: 'COC',
      fileId: newId().replace(/-/g, ''),
      fileName: 'coc-L2611-07.pdf',
      size: 1234,
      contentType: 'application/pdf',
    });
  });
  return { id, formNo };
}

/** The text of each page, as poppler's pdftotext reads it (pages end with a form feed). */
function pdfText(bytes: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'iqr-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
      .split('\f')
      .filter((p) => p.trim() !== '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('GET /api/app/inspectionForm/{id}/report.pdf', () => {
  it('prints the form for IQC in English: facts, plan, items, NG against Ac/Re, decision, documents', async () => {
    const { id, formNo } = await insertForm(w.a, w.a.suppliers[0]!);
    const res = await w.api(w.a.admin).get(url(id));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${formNo}-v2.pdf`);
    const bytes = res.raw.rawPayload;
    expect(String(bytes.subarray(0, 5))).toBe('%PDF-');
    const [page, ...rest] = pdfText(bytes);
    expect(rest).toHaveLength(0);
    for (const expected of [
      'Incoming inspection report',
      formNo,
      '(version 2)',
      '301-RES-10K',
      '贴片电阻 10k 0603',
      'PO-4500012345',
      'DN-20261124-001 / line 3',
      'L2611-07 / 2647',
      '1,200',
      'LR-2026-0042 rev. 3',
      'Level II, code letter J, sample 200',
      'Length L 1',
      '10.15*',
      '9.85*',
      'Rejected',
      'Return to supplier',
      'Zhang IQC / 2026-11-24',
      'Length out of tolerance',
      'coc-L2611-07.pdf',
      '2027-06-30',
      'Not received',
      'Page 1 of 1',
    ])
      expect(page, expected).toContain(expected);
    // A value inside the limits carries no mark.
    expect(page).not.toContain('10.02*');
  });

  it('speaks the reader’s language (Chinese labels)', async () => {
    const { id, formNo } = await insertForm(w.a, w.a.suppliers[0]!);
    const res = await w.api(w.a.admin, null, { 'accept-language': 'zh-Hans' }).get(url(id));
    expect(res.status).toBe(200);
    const text = pdfText(res.raw.rawPayload).join('\n');
    for (const expected of [
      '进料检验报告',
      formNo,
      '检验单号',
      '判退',
      '退货',
      '随货资料',
      '第 1 页，共 1 页',
    ])
      expect(text, expected).toContain(expected);
  });

  it('breaks a long item table across pages with the header row on each', async () => {
    const { id } = await insertForm(w.a, w.a.suppliers[0]!, 30);
    const res = await w.api(w.a.admin).get(url(id));
    const pages = pdfText(res.raw.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((p, i) => {
      expect(p).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(p).toContain('Incoming inspection report');
    });
    // Every page the item table runs over starts it with its header row again.
    const withItems = pages.filter((p) => /Length L \d+/.test(p));
    expect(withItems.length).toBeGreaterThanOrEqual(2);
    for (const p of withItems) expect(p).toContain('Values');
    expect(pages.join('\n')).toContain('外观 30');
  });

  it('cuts a very long list of values so the row stays on its page', async () => {
    const { id } = await insertForm(w.a, w.a.suppliers[0]!, 1);
    const long = Array.from(
      { length: 200 },
      (_, i) => `answer-${String(i).padStart(3, '0')}-${'x'.repeat(20)}`,
    );
    await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx.update(inspectionFormResults).set({ values: long }).where(eq(inspectionFormResults.formId, id)),
    );
    const pages = pdfText((await w.api(w.a.admin).get(url(id))).raw.rawPayload);
    const text = pages.join('\n');
    expect(text).toContain('answer-000');
    expect(text).toMatch(/…\s\(\+\d+\)/);
    expect(text).not.toContain('answer-199');
    expect(pages.length).toBeLessThanOrEqual(2);
  });

  it('a fully inspected lot: no plan, every severity judged 0 / 1, a form not yet decided', async () => {
    const { id } = await insertForm(w.a, w.a.suppliers[0]!, 1, {
      inspectionMode: 'Full',
      inspectionLevel: null,
      codeLetter: null,
      plan: null,
      sampleSize: 1200,
      status: InspectionFormStatus.Submitted,
      reviewResult: null,
      disposition: null,
      reviewerName: null,
      reviewTime: null,
      reviewComment: null,
    });
    const text = pdfText((await w.api(w.a.admin).get(url(id))).raw.rawPayload).join('\n');
    expect(text).toContain('No sampling plan (Full inspection)');
    expect(text).toContain('Not decided yet');
    expect(text).not.toContain('Not judged');
  });

  it('lets the form’s supplier read it; another supplier or tenant gets 404', async () => {
    const { id } = await insertForm(w.a, w.a.suppliers[0]!);
    expect((await w.api(w.a.suppliers[0]!.vendor.token).get(url(id))).status).toBe(200);
    expectError(await w.api(w.a.suppliers[1]!.vendor.token).get(url(id)), 404);
    expectError(await w.api(w.b.admin).get(url(id)), 404);
    expectError(await w.api(w.a.admin).get(url(newId())), 404);
  });

  it('401 anonymous, 403 without the policies, 400 for a bad id', async () => {
    const { id } = await insertForm(w.a, w.a.suppliers[0]!);
    expectError(await w.api(null, w.a).get(url(id)), 401);
    const configOnly = await w.a.userWith([Policies['QualityControl.IIF'].PartNoConfirm.name]);
    expectError(await w.api(configOnly).get(url(id)), 403);
    expectError(await w.api(w.a.admin).get(url('not-a-uuid')), 400);
  });
});

describe('outOfLimit', () => {
  it('marks measured values off their limits, fails, and answers not OK', () => {
    expect(outOfLimit(length, 10.1)).toBe(false);
    expect(outOfLimit(length, 10.11)).toBe(true);
    expect(outOfLimit(length, '9.8')).toBe(true);
    expect(outOfLimit({ ...length, lsl: null }, -5)).toBe(false);
    expect(outOfLimit(looks, 'NG')).toBe(true);
    expect(outOfLimit(looks, 'OK')).toBe(false);
    const choice: InspectionItemDef = {
      ...looks,
      valueType: 'Choice',
      choices: ['A', 'B'],
      okChoices: ['A'],
    };
    expect(outOfLimit(choice, 'B')).toBe(true);
    expect(outOfLimit(choice, 'A')).toBe(false);
  });
});
