import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, screenshot, tenantAdmin, test, type Language } from './support/fixtures.js';
import { ListPageObject } from './support/page-objects.js';
import { t } from './support/texts.js';

/** An .xlsx with the import's headers in `language` and these rows, as a buyer would fill one. */
async function workbook(language: Language, rows: (string | number | null)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('物料');
  const h = (key: 'partNo' | 'name' | 'spec' | 'unit' | 'category' | 'msl' | 'rohs' | 'suppliers') =>
    t(language, `Materials:Field:${key}`);
  sheet.addRow([
    h('partNo'),
    h('name'),
    h('spec'),
    h('unit'),
    h('category'),
    h('msl'),
    h('rohs'),
    h('suppliers'),
  ]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function importFile(page: Page, name: string, buffer: Buffer) {
  await page.getByTestId('material-import').click();
  await page.getByTestId('material-import-file').locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await page.getByTestId('material-import-ok').click();
}

const unique = () => Date.now().toString(36).toUpperCase();

test('the buyer imports materials from Excel and finds one in the list', async ({ open, page }, info) => {
  await open({ account: tenantAdmin, path: '/master-data/materials' });
  const list = new ListPageObject(page, 'materials-table');
  await expect(list.table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const suffix = unique();
  const file = await workbook('en', [
    [
      `E2E-${suffix}-1`,
      '贴片电容 0402 100nF',
      '0402 100nF ±10% 16V X7R',
      'PCS',
      'ELECTRONIC',
      '1',
      'yes',
      'V0001',
    ],
    [`E2E-${suffix}-2`, 'P300 上壳', 'PC+ABS 黑色', 'PCS', 'MECHANICAL', null, 'yes', 'V0002'],
  ]);
  await importFile(page, 'materials.xlsx', file);
  await expect(page.getByText(t('en', 'Materials:Import:Done', 2, 2, 0))).toBeVisible();

  await list.search(`E2E-${suffix}-1`);
  await expect(list.row(`E2E-${suffix}-1`)).toBeVisible();
  await expect(list.table.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await screenshot(page, `materials-list-en-${info.project.name}`);

  // The detail shows the approved supplier from the file.
  await list.row(`E2E-${suffix}-1`).locator('[data-testid^="material-open-"]').click();
  await expect(page.getByTestId('material-suppliers')).toContainText('V0001');
  await page.keyboard.press('Escape');

  // The form: a bad part number is refused on the field, before any request.
  await list.create();
  await page.getByTestId('material-partNo').fill('-bad');
  await page.getByTestId('modal-ok').click();
  await expect(page.getByText(t('en', 'Materials:PartNoPattern'))).toBeVisible();
  await screenshot(page, `materials-form-en-${info.project.name}`);
});

test('a bad file imports nothing and shows its problems, in Chinese', async ({ open, page }, info) => {
  await open({ account: tenantAdmin, language: 'zh-Hans', path: '/master-data/materials' });
  const suffix = unique();
  const file = await workbook('zh-Hans', [
    [`BAD-${suffix}-1`, '陶瓷电容', '0402 1uF', 'PCS', 'ELECTRONIC', '2a', '是', null],
    [`BAD-${suffix}-2`, '陶瓷电容', '0402 2.2uF', 'BARREL', 'ELECTRONIC', null, '是', null],
    [`BAD-${suffix}-3`, '贴片电阻', '0603 10K', 'PCS', null, '7', '否', null],
    [`BAD-${suffix}-1`, '重复的料号', null, 'PCS', null, null, null, null],
  ]);
  await importFile(page, '物料导入.xlsx', file);
  const problems = page.getByTestId('material-import-problems');
  await expect(problems).toContainText('文件有 3 个问题，未导入任何数据');
  for (const row of [3, 4, 5]) await expect(page.getByTestId(`import-problem-${row}`)).toBeVisible();
  await expect(page.getByTestId('import-problem-3')).toContainText('单位“BARREL”不在计量单位字典中');
  await expect(page.getByTestId('material-import-report')).toBeVisible();
  await screenshot(page, `materials-import-errors-zh-Hans-${info.project.name}`);
  await page.getByRole('button', { name: /取\s*消/ }).click();

  // Nothing of the file was written.
  const list = new ListPageObject(page, 'materials-table');
  await list.search(`BAD-${suffix}`);
  await expect(page.locator('.ant-empty')).toBeVisible();
  await list.search('电容');
  await expect(list.table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await screenshot(page, `materials-list-zh-Hans-${info.project.name}`);
});
