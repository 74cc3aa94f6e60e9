import type { APIRequestContext } from '@playwright/test';
import { desktopOnly, expect, openApp, tap, tenantAdmin, test, vendor } from './support/fixtures.js';
import { configsOf, CONFIGS, supplierOfUser, unconfiguredPart } from './support/inspection.js';
import { apiAs, call } from './support/letters.js';

/**
 * Material inspection configurations (物料信息确认, issue 14) through their page: IQC (the demo
 * admin) drafts a configuration of a demo part of V0001 with one measured item and the CoC
 * required, the limits' rule showing on the field before anything is sent; the supplier (`vendor`)
 * reads it and confirms as supplier; IQC confirms it, and the list says Confirmed. One flow,
 * desktop only (the phone layout is covered by screenshots).
 */
desktopOnly();
test.describe.configure({ mode: 'serial' });

const LIST = '/incoming-inspection-file/partno-confirm';
let admin: APIRequestContext;
let supplierId = '';
let vendorCode = '';
let partNo = '';

test.beforeAll(async ({ baseURL }) => {
  admin = await apiAs(baseURL!, tenantAdmin);
  ({ supplierId, vendorCode } = await supplierOfUser(admin, 'vendor'));
  partNo = await unconfiguredPart(admin, supplierId);
});

test.afterAll(async () => {
  // The part is free again for the next run (the flow's configuration is not the demo's).
  const made = (await configsOf(admin, supplierId)).find((c) => c.partNo === partNo);
  if (made) await call(admin, 'delete', `${CONFIGS}/${made.id}`);
  await admin?.dispose();
});

test('IQC drafts a configuration, the supplier confirms it, IQC puts it in force', async ({
  page,
  browser,
  baseURL,
}) => {
  await openApp(page, baseURL!, { account: tenantAdmin, path: LIST });
  await expect(page.getByTestId('page-iqc-configs')).toBeVisible();
  await page.getByTestId('iqc-new').click();
  const drawer = page.getByTestId('iqc-drawer');
  await expect(drawer.getByTestId('iqc-form')).toBeVisible();

  // The supplier and the part; the master fills the part's name on the server.
  await drawer.locator('#iqc-supplier').click();
  await page.keyboard.type(vendorCode);
  await tap(
    page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: vendorCode })
      .first(),
  );
  await drawer.getByTestId('iqc-part-no').fill(partNo);
  // Sampling at level II with AQL 0.65 is the starting plan; the CoC goes with every lot.
  await expect(drawer.getByTestId('iqc-mode')).toContainText('Sampling');
  await drawer.getByTestId('iqc-docs').getByText('Certificate of conformity (CoC)').click();

  // One measured item; limits the wrong way round are refused on the field.
  await drawer.getByTestId('iqc-add-item').click();
  await drawer.getByTestId('iqc-item-code-0').fill('DIM-01');
  await drawer.getByTestId('iqc-item-name-0').fill('Length');
  await drawer.getByTestId('iqc-item-lsl-0').fill('10.1');
  await drawer.getByTestId('iqc-item-usl-0').fill('9.9');
  await drawer.getByTestId('iqc-item-unit-0').fill('mm');
  await page.getByTestId('modal-ok').click();
  await expect(drawer.getByText('Item DIM-01: the lower limit is above the upper limit.')).toBeVisible();
  await drawer.getByTestId('iqc-item-lsl-0').fill('9.9');
  await drawer.getByTestId('iqc-item-usl-0').fill('10.1');
  await page.getByTestId('modal-ok').click();
  await expect(drawer).toBeHidden();

  const row = page.getByTestId(`iqc-row-${partNo}-${vendorCode}`);
  await expect(row.getByTestId(`iqc-status-${partNo}`)).toHaveAttribute('data-status', '0');
  await expect(row).toContainText('Certificate of conformity (CoC)');
  const config = (await configsOf(admin, supplierId)).find((c) => c.partNo === partNo)!;
  expect(config.status).toBe(0);

  // The supplier reads it and confirms as supplier.
  const context = await browser.newContext();
  const vendorPage = await context.newPage();
  await openApp(vendorPage, baseURL!, {
    account: vendor,
    path: `${LIST}?partNo=${encodeURIComponent(partNo)}`,
  });
  const vendorRow = vendorPage.getByTestId(`iqc-row-${partNo}-${vendorCode}`);
  await vendorRow.getByTestId(`iqc-open-${partNo}`).click();
  const view = vendorPage.getByTestId('iqc-view');
  await expect(view.getByTestId('iqc-view-item-DIM-01')).toContainText('9.9 – 10.1 mm');
  await vendorPage.getByTestId(`wf-vendorConfirm-${config.id}`).click();
  await tap(vendorPage.getByTestId('confirm-ok'));
  await expect(view.getByTestId('iqc-view-status')).toHaveAttribute('data-status', '1');
  await context.close();

  // IQC confirms it from the list.
  await page.reload();
  await expect(row.getByTestId(`iqc-status-${partNo}`)).toHaveAttribute('data-status', '1');
  await row.getByTestId(`confirm-${config.id}`).click();
  await tap(page.getByTestId('confirm-ok'));
  await expect(row.getByTestId(`iqc-status-${partNo}`)).toHaveAttribute('data-status', '2');
  await expect(row.getByTestId(`iqc-status-${partNo}`)).toHaveText('Confirmed');
});
