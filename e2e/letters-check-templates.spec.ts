import type { Page } from '@playwright/test';
import { desktopOnly, expect, screenshot, tap, tenantAdmin, test } from './support/fixtures.js';
import { ListPageObject } from './support/page-objects.js';
import { t } from './support/texts.js';

/**
 * Check templates (issue 12 item 2): the buyer creates a template with three library items from
 * the detail page, edits a line, and finds it saved after a reload; the overview in Chinese.
 */
const overview = '/letter-of-recognition/check-template-overview';

// The buyer's editing flow runs at the desktop width, as the other letters flows do.
desktopOnly();

/** Chooses the option containing `text` of an antd select (by its test id), typing to narrow it. */
async function choose(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  const option = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
    .first();
  await tap(option);
}

test('the buyer creates a template with three items, edits a line and sees it saved', async ({
  open,
  page,
}, info) => {
  await open({ account: tenantAdmin, path: overview });
  const list = new ListPageObject(page, 'check-templates-table');
  await expect(list.row('T-MECHANICAL')).toBeVisible();
  await list.create();
  await expect(page).toHaveURL(/check-template-detail\?id=new$/);
  await expect(page.getByTestId('detail-title')).toHaveText(t('en', 'CheckTemplate:New'));

  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await page.getByTestId('check-template-code').fill(code);
  await page.getByTestId('check-template-name').fill('Plastic housings (e2e)');
  await choose(page, 'check-template-category', 'MECHANICAL');
  // Saving without lines is refused on the page.
  await page.getByTestId('check-template-save').click();
  await expect(page.getByText(t('en', 'CheckTemplate:NoLines')).last()).toBeVisible();

  for (const item of ['DRAWING', 'ROHS_REPORT', 'SAMPLE']) {
    await choose(page, 'check-template-add-item', item);
    await page.getByTestId('check-template-add').click();
    await expect(page.getByTestId(`check-template-line-${item}`)).toBeVisible();
  }
  await page.getByTestId('check-template-save').click();
  await expect(page).toHaveURL(/check-template-detail\?id=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('detail-title')).toHaveText(`${code} · v1`);
  await expect(page.getByTestId('check-template-lines').locator('tbody tr.ant-table-row')).toHaveCount(3);

  // Edit a line: a note on the RoHS report, the sample made optional.
  const rohs = page.getByTestId('check-template-line-ROHS_REPORT');
  await rohs.locator('[data-testid^="line-note-"]').fill('SGS report, within 12 months');
  const sample = page.getByTestId('check-template-line-SAMPLE');
  await sample.locator('[data-testid^="line-required-"]').click();
  await page.getByTestId('check-template-save').click();
  await expect(page.getByText(t('en', 'CheckTemplate:Saved')).first()).toBeVisible();
  await screenshot(page, `letters-check-template-detail-en-${info.project.name}`);

  // After a reload the page shows what the server holds.
  await page.reload();
  await expect(page.getByTestId('detail-title')).toHaveText(`${code} · v1`);
  await expect(
    page.getByTestId('check-template-line-ROHS_REPORT').locator('[data-testid^="line-note-"]'),
  ).toHaveValue('SGS report, within 12 months');
  await expect(
    page.getByTestId('check-template-line-SAMPLE').locator('[data-testid^="line-required-"]'),
  ).toHaveAttribute('aria-checked', 'false');
  await expect(
    page.getByTestId('check-template-line-DRAWING').locator('[data-testid^="line-required-"]'),
  ).toHaveAttribute('aria-checked', 'true');

  // The overview lists it with its three items, one of them optional.
  await open({ account: tenantAdmin, path: overview });
  await list.search(code);
  await expect(list.row(code)).toContainText(t('en', 'CheckTemplate:ItemsOf', 3, 2));
});

test('the overview in Chinese', async ({ open, page }, info) => {
  await open({ account: tenantAdmin, path: overview, language: 'zh-Hans' });
  await expect(page).toHaveTitle(
    new RegExp(`^${t('zh-Hans', 'Menu:LetterOfRecognition.CheckTemplateOverview')} - `),
  );
  expect(t('zh-Hans', 'Menu:LetterOfRecognition.CheckTemplateOverview')).toBe('检查模板');
  const list = new ListPageObject(page, 'check-templates-table');
  await expect(list.table.locator('th', { hasText: '模板编码' })).toBeVisible();
  await expect(list.row('T-NDA')).toContainText('保密协议');
  await screenshot(page, `letters-check-templates-zh-Hans-${info.project.name}`);
});
