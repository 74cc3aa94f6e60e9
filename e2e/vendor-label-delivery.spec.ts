import type { Download, Page } from '@playwright/test';
import { LabelStatus } from '@sp/contracts';
import { desktopOnly, expect, screenshot, tap, tenantAdmin, test, vendor } from './support/fixtures.js';
import { DetailPageObject } from './support/page-objects.js';
import { t } from './support/texts.js';

/**
 * The vendor-label area's main flow, as a supplier and a buyer live it: the vendor drafts a
 * delivery note from an open PO line, generates its labels, prints the inner and outer labels
 * (PDF), reprints a carton with a reason, builds a pallet and prints it, submits; the buyer
 * confirms (in Chinese); the vendor ships; the print log and the ship log show it all.
 * One flow, desktop only: the pages' phone layouts are covered by their screenshots.
 */
desktopOnly();
test.describe.configure({ mode: 'serial' });

const detail = (page: Page) => new DetailPageObject(page, '/vendor-label/delivery-detail');
let deliveryId = '';
let deliveryNo = '';

/** Selects every row of a label list, prints them as a first print and returns the download. */
async function printAll(page: Page, path: string): Promise<Download> {
  await page.goto(`${path}?deliveryNo=${encodeURIComponent(deliveryNo)}`);
  const table = page.getByTestId('labels-table');
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await table.locator('thead input[type="checkbox"]').check();
  await page.getByTestId('print-labels').click();
  await expect(page.getByTestId('print-dialog')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('print-ok').click()]);
  await expect(page.getByTestId('print-dialog')).toBeHidden();
  return download;
}

async function sizeOf(download: Download) {
  const stream = await download.createReadStream();
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Buffer).length;
  return bytes;
}

test('the vendor drafts a delivery note from an open PO line and generates its labels', async ({
  open,
  page,
}) => {
  await open({ account: vendor, path: '/vendor-label/delivery' });
  await page.getByTestId('new-delivery').click();
  await expect(page.getByTestId('delivery-form')).toBeVisible();
  const picker = page.getByTestId('pick-lines-table');
  await expect(picker.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await picker.locator('tbody tr.ant-table-row').first().locator('input[type="checkbox"]').check();
  await page.getByTestId('pick-lines-add').click();
  await page.getByTestId('line-lot-0').fill('L-E2E-0001');
  await screenshot(page, 'delivery-create-desktop-en');
  await page.getByTestId('delivery-save').click();

  const note = detail(page);
  await expect(note.status).toHaveText(t('en', 'Status:Draft'));
  deliveryNo = (await note.title.innerText()).trim();
  expect(deliveryNo).toMatch(/^DN-V0001-\d{8}-\d{3}$/);
  deliveryId = new URL(page.url()).searchParams.get('id')!;

  await expect(page.getByTestId('packing-plan')).toBeVisible();
  await page.getByTestId('generate-labels').click();
  await expect(page.getByTestId('labels-generated')).toBeVisible();
  await screenshot(page, 'delivery-draft-desktop-en');
});

test('the vendor prints the inner and outer labels, reprints a carton with a reason and builds a pallet', async ({
  open,
  page,
}) => {
  await open({ account: vendor, path: '/vendor-label/print-inner-label' });
  expect(await sizeOf(await printAll(page, '/vendor-label/print-inner-label'))).toBeGreaterThan(1000);
  const outer = await printAll(page, '/vendor-label/print-outer-label');
  expect(outer.suggestedFilename()).toMatch(/\.pdf$/);
  expect(await sizeOf(outer)).toBeGreaterThan(1000);

  // A damaged carton label: reprinted with the reason the log keeps.
  const row = page.getByTestId('labels-table').locator('tbody tr.ant-table-row').first();
  await row.locator('[data-testid^="reprint-"]').click();
  await expect(page.getByTestId('print-dialog')).toBeVisible();
  await page.getByTestId('print-ok').click();
  // No reason, no reprint: the field says so.
  await expect(page.locator('.ant-modal:visible .ant-form-item-explain-error')).toBeVisible();
  await page.getByTestId('print-reason').fill('Label torn at the dock');
  const [reprint] = await Promise.all([page.waitForEvent('download'), page.getByTestId('print-ok').click()]);
  expect(await sizeOf(reprint)).toBeGreaterThan(1000);
  await screenshot(page, 'labels-outer-desktop-en');

  // A pallet of every carton of the note, then its label.
  await page.goto('/vendor-label/print-pallet-label');
  await page.getByTestId('build-pallet').click();
  const select = page.getByTestId('pallet-delivery');
  await select.click();
  await page.keyboard.type(deliveryNo);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: deliveryNo })
    .click();
  const cartons = page.locator('[data-testid^="pallet-carton-"]');
  await expect(cartons.first()).toBeVisible();
  await page.locator('.ant-modal:visible thead input[type="checkbox"]').check();
  await page.getByTestId('build-pallet-ok').click();
  const pallets = page.getByTestId('pallets-table');
  await expect(pallets.locator('tbody tr.ant-table-row').first()).toContainText(deliveryNo);
  // The pallet's own label: its row's Print (a pallet template prints two copies).
  await pallets.locator('tbody tr.ant-table-row').first().locator('[data-testid^="print-"]').click();
  const [palletLabel] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('print-ok').click(),
  ]);
  expect(await sizeOf(palletLabel)).toBeGreaterThan(1000);
  await screenshot(page, 'labels-pallet-desktop-en');

  await detail(page).open(deliveryId);
  await detail(page).action('submit');
  await expect(detail(page).status).toHaveText(t('en', 'Status:Submitted'));
});

test('the buyer confirms in Chinese; the vendor ships; the logs show it all', async ({ open, page }) => {
  await open({
    account: tenantAdmin,
    language: 'zh-Hans',
    path: `/vendor-label/delivery-detail?id=${deliveryId}`,
  });
  const note = detail(page);
  await expect(note.status).toHaveText(t('zh-Hans', 'Status:Submitted'));
  await note.action('confirm');
  await expect(note.status).toHaveText(t('zh-Hans', 'Status:Confirmed'));

  await open({ account: vendor, path: `/vendor-label/delivery-detail?id=${deliveryId}` });
  await page.locator('[data-testid^="wf-ship-"]').click();
  await expect(page.getByTestId('ship-dialog')).toBeVisible();
  await page.getByTestId('ship-carrier').click();
  await tap(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first());
  await expect(page.getByTestId('ship-dialog')).toContainText('(SF)');
  await page.getByTestId('ship-tracking').fill('SF1400000999');
  await page.getByTestId('ship-ok').click();
  await expect(detail(page).status).toHaveText(t('en', 'Status:Shipped'));
  await screenshot(page, 'delivery-shipped-desktop-en');

  await open({ account: tenantAdmin, language: 'zh-Hans', path: '/vendor-label/print-log' });
  const printLog = page.getByTestId('print-log-table');
  await expect(printLog).toContainText(deliveryNo);
  await expect(printLog).toContainText('Label torn at the dock');
  await screenshot(page, 'print-log-desktop-zh-Hans');

  await page.goto(`/vendor-label/ship-log?deliveryNo=${encodeURIComponent(deliveryNo)}`);
  const shipLog = page.getByTestId('ship-log-table');
  for (const event of ['Created', 'LabelsGenerated', 'Submitted', 'Confirmed', 'Shipped'] as const)
    await expect(shipLog).toContainText(t('zh-Hans', `ShipLog:Event.${event}`));
  await screenshot(page, 'ship-log-desktop-zh-Hans');
});

test('a label that allows nothing says why instead of leaving its Actions cell empty', async ({
  open,
  page,
}) => {
  // The demo's cancelled note left the vendor voided cartons.
  await open({ account: vendor, path: `/vendor-label/print-outer-label?status=${LabelStatus.Voided}` });
  const row = page.getByTestId('labels-table').locator('tbody tr.ant-table-row').first();
  await expect(row).toBeVisible();
  const labelNo = (await row.getAttribute('data-testid'))!.replace('label-row-', '');
  const idle = row.locator('[data-testid^="no-actions-"]');
  await expect(idle).toHaveText('—');
  await expect(row.locator('.crud-actions button')).toHaveCount(0);
  await idle.hover();
  await expect(page.getByRole('tooltip')).toHaveText(t('en', 'LabelRecord:IsVoided', labelNo));
});
