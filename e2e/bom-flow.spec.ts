import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { desktopOnly, expect, openApp, screenshot, tenantAdmin, test, vendor } from './support/fixtures.js';
import { apiAs, call, day } from './support/letters.js';
import { t } from './support/texts.js';

/**
 * Supplier BOMs' main flow (issue 15, business-domain §6): the supplier (in English) imports the
 * next revision of an assembly's BOM from Excel: the first file has one bad line, which the
 * import reports by its row without writing anything; the fixed file imports and opens as a Draft,
 * which the supplier submits. Engineering (in Traditional Chinese) finds it in the overview,
 * compares it with the released revision before it (one line added, one removed, one quantity
 * changed), sees the structure on two levels (a sub-assembly with a BOM of its own) and approves.
 * What the flow is not about is set up through the API: the parts in the material master and the
 * released BOMs of the sub-assembly and of the previous revision.
 * One flow, desktop only: the pages' phone layouts are covered by their screenshots.
 */
desktopOnly();
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36).toUpperCase();
const PARENT = `E2E-PBA-${stamp}`;
const SUB = `E2E-SUB-${stamp}`;
const RES = `E2E-RES-${stamp}`;
const CAP = `E2E-CAP-${stamp}`;
const IC = `E2E-IC-${stamp}`;

interface Bom {
  id: string;
  bomNo: string;
  revision: string;
  status: number;
  concurrencyStamp: string;
}

/** A part of the master, approved for the supplier. */
async function material(admin: APIRequestContext, supplierId: string, partNo: string, name: string) {
  const m = await call<{ id: string }>(admin, 'post', '/api/app/material', { partNo, name, unit: 'PCS' });
  await call(admin, 'post', `/api/app/material/${m.id}/suppliers`, { supplierId });
}

/** A BOM the supplier drafts and submits, engineering approves and releases. */
async function releasedBom(
  admin: APIRequestContext,
  supplier: APIRequestContext,
  parentPartNo: string,
  lines: { lineNo: number; childPartNo: string; qtyPer: number }[],
) {
  const draft = await call<Bom>(supplier, 'post', '/api/app/bom', {
    parentPartNo,
    revision: 'A',
    effectiveFrom: day(0),
    lines,
  });
  await call(supplier, 'post', `/api/app/bom/${draft.id}/submit`, {});
  await call(admin, 'post', `/api/app/bom/${draft.id}/approve`, {});
  const released = await call<Bom>(admin, 'post', `/api/app/bom/${draft.id}/release`, {});
  expect(released.status).toBe(4);
  return released;
}

/** The import workbook: the lines sheet (headers as the template's, in English) and the header sheet. */
async function workbook(lines: (string | number)[][]) {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('BOM lines');
  sheet.addRow(['Line no', 'Child part no', 'Qty per', 'Unit', 'Reference designators']);
  for (const line of lines) sheet.addRow(line);
  const header = wb.addWorksheet('BOM header');
  header.addRow(['Parent part no', 'Revision', 'Base qty', 'Effective from', 'ECN no']);
  header.addRow([PARENT, 'B', 1, day(0), `ECN-${stamp}`]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const good: (string | number)[][] = [
  [10, SUB, 1, 'PCS', ''],
  [20, RES, 6, 'PCS', 'R1-R6'],
  [30, IC, 1, 'PCS', 'U1'],
];

let bomId = '';
let bomNo = '';

test.beforeAll(async ({ baseURL }) => {
  const admin = await apiAs(baseURL!, tenantAdmin);
  const supplier = await apiAs(baseURL!, vendor);
  const suppliers = await call<{ items: { id: string; vendorCode: string }[] }>(
    admin,
    'get',
    '/api/app/supplier?filter=V0001&maxResultCount=5',
  );
  const supplierId = suppliers.items.find((s) => s.vendorCode === 'V0001')!.id;
  await material(admin, supplierId, PARENT, 'E2E power board assembly');
  await material(admin, supplierId, SUB, 'E2E sub-assembly');
  await material(admin, supplierId, RES, 'E2E resistor');
  await material(admin, supplierId, CAP, 'E2E capacitor');
  await material(admin, supplierId, IC, 'E2E controller');
  // The sub-assembly's own BOM (the tree's second level) and revision A of the parent.
  await releasedBom(admin, supplier, SUB, [{ lineNo: 10, childPartNo: RES, qtyPer: 2 }]);
  await releasedBom(admin, supplier, PARENT, [
    { lineNo: 10, childPartNo: SUB, qtyPer: 1 },
    { lineNo: 20, childPartNo: RES, qtyPer: 4 },
    { lineNo: 40, childPartNo: CAP, qtyPer: 2 },
  ]);
  await Promise.all([admin.dispose(), supplier.dispose()]);
});

test('the supplier imports revision B from Excel (a bad line reported, then the fixed file) and submits it', async ({
  open,
  page,
}) => {
  await open({ account: vendor, path: '/supplier-material-control/supplier-bom' });
  await page.getByTestId('bom-import').click();
  const file = page.getByTestId('bom-import-file').locator('input[type=file]');

  // Row 5 of the sheet: a quantity of 0. Nothing is imported; the problem names its row.
  await file.setInputFiles({
    name: 'bom-bad.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook([...good, [40, RES, 0, 'PCS', '']]),
  });
  await page.getByTestId('bom-import-ok').click();
  await expect(page.getByTestId('bom-import-problems')).toBeVisible();
  await expect(page.getByTestId('import-problem-5')).toBeVisible();
  await expect(page.locator('[data-testid^="import-problem-"]')).toHaveCount(1);
  await screenshot(page, 'bom-import-problems-desktop-en');

  await file.setInputFiles({
    name: 'bom.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook(good),
  });
  await expect(page.getByTestId('bom-import-problems')).toBeHidden();
  await page.getByTestId('bom-import-ok').click();

  // The new Draft opens in the editor, its lines in the grid.
  await expect(page.getByTestId('page-bom-edit')).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText(t('en', 'Status:Draft'));
  bomId = new URL(page.url()).searchParams.get('id')!;
  expect(bomId).toBeTruthy();
  bomNo = (await page.getByTestId('detail-title').innerText()).split('·')[0]!.trim();
  await expect(page.getByTestId('cell-2-childPartNo')).toHaveValue(IC);
  await expect(page.getByTestId('cell-1-qtyPer')).toHaveValue('6');
  await expect(page.getByTestId('bom-problems')).toBeHidden();
  await screenshot(page, 'bom-edit-desktop-en');

  await page.getByTestId(`wf-submit-${bomId}`).click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('detail-status')).toHaveText(t('en', 'Status:Submitted'));
  await expect(page.getByTestId('bom-read-only')).toBeVisible();
  await expect(page.getByTestId('bom-save')).toBeHidden();
});

test('engineering compares it with revision A, sees two levels and approves it', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openApp(page, baseURL!, {
    account: tenantAdmin,
    language: 'zh-Hant',
    path: '/supplier-material-control/bom',
  });
  await page.getByTestId('bom-parent-filter').fill(PARENT);
  await page.getByTestId('list-search').click();
  await expect(page.getByTestId(`bom-status-${bomNo}`)).toHaveText(t('zh-Hant', 'Status:Submitted'));
  await page.getByTestId(`bom-open-${bomNo}`).click();
  await expect(page.getByTestId('page-bom-detail')).toBeVisible();
  await expect(page.getByTestId('bom-revision')).toHaveText('B');

  // The structure: the sub-assembly's own line one level down, its quantity rolled up.
  const tree = page.getByTestId('bom-tree');
  await expect(tree.locator(`[data-testid="tree-row-${SUB}"][data-level="1"]`)).toBeVisible();
  await expect(tree.locator(`[data-testid="tree-row-${RES}"][data-level="2"]`)).toBeVisible();
  await expect(tree.locator(`[data-testid="tree-row-${RES}"][data-level="1"]`)).toBeVisible();
  await expect(page.getByTestId('tree-summary')).toHaveText(t('zh-Hant', 'BomPage:TreeSummary', 2, 4));

  // Against revision A: IC added, the capacitor removed, the resistor's quantity 4 → 6.
  await page.getByTestId('bom-tab-compare').click();
  await expect(page.getByTestId('compare-summary')).toContainText(
    t('zh-Hant', 'BomPage:CompareSummary', 1, 1, 1, 1),
  );
  await expect(page.getByTestId(`compare-added-${IC}`)).toBeVisible();
  await expect(page.getByTestId(`compare-removed-${CAP}`)).toBeVisible();
  await expect(page.getByTestId(`compare-field-${RES}-qtyPer`)).toContainText('4 → 6');
  await screenshot(page, 'bom-compare-desktop-zh-Hant');

  await page.getByTestId(`wf-approve-${bomId}`).click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('detail-status')).toHaveText(t('zh-Hant', 'Status:Approved'));
  await expect(page.getByTestId(`wf-release-${bomId}`)).toBeVisible();
  await context.close();
});
