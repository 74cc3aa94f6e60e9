import type { Page } from '@playwright/test';
import { expect, screenshot, tenantAdmin, test, vendor } from './support/fixtures.js';
import { ListPageObject } from './support/page-objects.js';

/**
 * Label templates and packing data, as the buyer and the vendor see them: the demo tenant's default
 * templates listed, the editor's server-rendered preview of the sample label, the vendor's
 * read-only view; the packing data list with its statuses. Screenshots in English and Chinese.
 */
for (const language of ['en', 'zh-Hans'] as const) {
  test(`the buyer opens a template and sees its preview (${language})`, async ({ open, page }, info) => {
    await open({ account: tenantAdmin, path: '/vendor-label/template-label', language });
    const list = new ListPageObject(page, 'label-templates-table');
    await expect(list.table.locator('tbody tr.ant-table-row')).toHaveCount(3);
    await screenshot(page, `label-templates-list-${language}-${info.project.name}`);
    await page.getByRole('button', { name: 'OUTER-STD-100x70' }).click();
    const img = page.getByTestId('label-template-preview-img');
    await expect(img).toBeVisible();
    // The image really decoded: a 100 x 70 mm label at 203 dpi is about 800 x 560 px.
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(700);
    await screenshot(page, `label-template-editor-${language}-${info.project.name}`);
  });

  test(`packing data list (${language})`, async ({ open, page }, info) => {
    await open({ account: tenantAdmin, path: '/vendor-label/label-material-info', language });
    const list = new ListPageObject(page, 'label-material-info-table');
    await expect(list.table.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await screenshot(page, `label-material-info-list-${language}-${info.project.name}`);
  });
}

/** An antd InputNumber's input, whether the test id sits on the input or on its wrapper. */
const numberField = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('xpath=self::input | .//input').first();

test('the vendor sees the templates read-only and proposes packing data', async ({ open, page }, info) => {
  await open({ account: vendor, path: '/vendor-label/template-label', language: 'zh-Hans' });
  await expect(page.getByTestId('list-create')).toHaveCount(0);
  await page.getByRole('button', { name: 'PALLET-GS1-A6' }).click();
  await expect(page.getByTestId('label-template-preview-img')).toBeVisible();
  await expect(page.getByTestId('label-template-save')).toHaveCount(0);
  await screenshot(page, `label-template-vendor-zh-Hans-${info.project.name}`);
  await open({ account: vendor, path: '/vendor-label/label-material-info', language: 'zh-Hans' });
  await expect(
    page.getByTestId('label-material-info-table').locator('tbody tr.ant-table-row').first(),
  ).toBeVisible();
  await page.getByTestId('list-create').click();
  await numberField(page, 'material-info-innerQty').fill('7');
  await numberField(page, 'material-info-mpq').fill('5');
  await page.getByTestId('modal-ok').click();
  await expect(page.getByText('内箱数量必须是最小包装数的整数倍。')).toBeVisible();
  await screenshot(page, `label-material-info-form-zh-Hans-${info.project.name}`);
});
