import type { Page } from '@playwright/test';
import {
  DEMO_TENANT,
  expect,
  isMobilePage,
  screenshot,
  tenantAdmin,
  test,
  vendor,
  type Language,
} from './support/fixtures.js';
import { DetailPageObject, ListPageObject } from './support/page-objects.js';
import { t } from './support/texts.js';

const LIST = '/master-data/purchase-orders';
const vendor2 = { username: 'vendor2', tenant: DEMO_TENANT };

/** Shows only the orders awaiting acknowledgement and opens the first; returns its PO number. */
async function openFirstNew(page: Page, language: Language) {
  const list = new ListPageObject(page, 'purchase-orders-table');
  await expect(list.table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await list.filter('po-ack-filter', t(language, 'PurchaseOrders:Ack.New'));
  const link = list.table.locator('[data-testid^="po-open-"]').first();
  await expect(list.table.locator('[data-testid^="po-ack-"]').first()).toHaveAttribute('data-status', '0');
  const poNo = (await link.innerText()).trim();
  await link.click();
  const detail = new DetailPageObject(page, '/master-data/purchase-order-detail');
  await expect(detail.title).toHaveText(poNo);
  await expect(page.getByTestId('po-lines').locator('tbody tr.ant-table-row').first()).toBeVisible();
  return { poNo, detail };
}

const suffix = (page: Page, language: Language) => `${isMobilePage(page) ? 'mobile' : 'desktop'}-${language}`;

test('the vendor opens a new purchase order and acknowledges it', async ({ open, page }) => {
  await open({ account: vendor, path: LIST });
  await screenshot(page, `po-list-vendor-${suffix(page, 'en')}`);
  const { poNo, detail } = await openFirstNew(page, 'en');
  await expect(detail.status).toHaveText(t('en', 'PurchaseOrders:Ack.New'));
  // A line opens to its delivery history (none yet on a new order).
  await page.getByTestId('po-lines').locator('.ant-table-row-expand-icon').first().click();
  await expect(page.locator('[data-testid^="po-movements-empty-"]').first()).toBeVisible();
  await screenshot(page, `po-detail-vendor-${suffix(page, 'en')}`);

  // The confirmation names the action and the order; the toast says the action is done.
  const acknowledge = t('en', 'PurchaseOrders:Action.Acknowledge');
  await detail.actionButton('acknowledge').first().click();
  await expect(page.locator('.ant-modal-confirm')).toContainText(
    t('en', 'Workflow:ConfirmActionOn', acknowledge, poNo),
  );
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText(t('en', 'Workflow:ActionDone', acknowledge))).toBeVisible();
  await expect(detail.status).toHaveText(t('en', 'PurchaseOrders:Ack.Acknowledged'));
  await expect(detail.actionButton('acknowledge')).toHaveCount(0);
  await expect(detail.timelineEntries()).toHaveCount(2);
  await expect(detail.timelineEntries().last()).toHaveAttribute('data-action', 'acknowledge');
});

test('in Chinese, the second vendor rejects a purchase order with a reason', async ({ open, page }) => {
  await open({ account: vendor2, path: LIST, language: 'zh-Hans' });
  await expect(page.getByTestId('page-purchase-orders')).toContainText(t('zh-Hans', 'PurchaseOrders:PoNo'));
  await screenshot(page, `po-list-vendor2-${suffix(page, 'zh-Hans')}`);
  const { detail } = await openFirstNew(page, 'zh-Hans');
  await screenshot(page, `po-detail-vendor2-${suffix(page, 'zh-Hans')}`);
  await detail.action('reject', '交期过早，请调整');
  await expect(detail.status).toHaveText(t('zh-Hans', 'PurchaseOrders:Ack.Rejected'));
  await expect(page.getByTestId('po-header')).toContainText('交期过早，请调整');
});

test('the buyer sees every supplier, with a supplier column and import', async ({ open, page }) => {
  await open({ account: tenantAdmin, path: LIST, language: 'zh-Hans' });
  const list = new ListPageObject(page, 'purchase-orders-table');
  await expect(list.table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('po-import')).toBeVisible();
  await expect(list.table).toContainText('V0002');
  await expect(list.table).toContainText('V0001');
  await screenshot(page, `po-list-buyer-${suffix(page, 'zh-Hans')}`);
  await list.table.locator('[data-testid^="po-open-"]').first().click();
  await expect(page.getByTestId('po-header')).toBeVisible();
  await screenshot(page, `po-detail-buyer-${suffix(page, 'zh-Hans')}`);
});
