import type { BrowserContext, Page } from '@playwright/test';
import { textValues } from '@sp/contracts';
import {
  DEMO_TENANT,
  expect,
  screenshot,
  signIn,
  tenantAdmin,
  test,
  useLanguage,
} from './support/fixtures.js';

const en = textValues('en');

const D = en.AbpDataDictionary;

/** The demo tenant admin's API, as the page calls it. */
async function api(context: BrowserContext, baseURL: string, token: string) {
  const found = await context.request.get(`${baseURL}/api/abp/multi-tenancy/tenants/by-name/${DEMO_TENANT}`);
  const tenant = ((await found.json()) as { tenantId: string }).tenantId;
  const headers = { authorization: `Bearer ${token}`, __tenant: tenant };
  return {
    async createDictionary(name: string) {
      const res = await context.request.post(`${baseURL}/api/data-dictionary/dictionary`, {
        headers,
        data: { name, description: 'e2e', sort: 900 },
      });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { id: string }).id;
    },
    async itemCount(pid: string) {
      const res = await context.request.get(`${baseURL}/api/data-dictionary/dictionary-detail?pid=${pid}`, {
        headers,
      });
      expect(res.status()).toBe(200);
      return ((await res.json()) as { totalCount: number }).totalCount;
    },
  };
}

const leftPane = (page: Page) => page.getByTestId('dictionary-pane');
const rightPane = (page: Page) => page.getByTestId('dictionary-items-pane');
const row = (pane: ReturnType<typeof leftPane>, text: string) =>
  pane.locator('tbody tr.ant-table-row').filter({ hasText: text });

async function filter(pane: ReturnType<typeof leftPane>, text: string) {
  await pane.getByTestId('list-filter').fill(text);
  await pane.getByTestId('list-search').click();
}

test.describe('data dictionary', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 992, 'the flows run at the desktop width');

  test('seeded dictionaries; create with two items, edit an item, filter, delete with its items', async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL!, 'en');
    const token = await signIn(context, baseURL!, tenantAdmin);
    const client = await api(context, baseURL!, token);
    await page.goto('/dictionaries/index');
    await expect(page.getByTestId('page-dictionary')).toBeVisible();

    // The dictionaries the business pages use are there, with their items.
    for (const name of ['UnitOfMeasure', 'MaterialCategory', 'Carrier', 'DocumentType'])
      await expect(row(leftPane(page), name)).toHaveCount(1);
    await expect(page.getByTestId('dictionary-select-hint')).toContainText(D.PleaseSelectDictionary);
    await row(leftPane(page), 'UnitOfMeasure').locator('td').nth(1).click();
    await expect(page.getByTestId('dictionary-items-of')).toHaveText('UnitOfMeasure');
    await expect(row(rightPane(page), 'PCS')).toHaveCount(1);
    await screenshot(page, 'admin-dictionary-en-desktop');

    // Create: the new dictionary is selected at once.
    const name = `e2e-dict-${Date.now()}`;
    await leftPane(page).getByTestId('list-create').click();
    await page.getByTestId('modal-ok').click();
    await expect(page.getByText(en.AbpUi.FieldIsRequired.replace('{0}', D.Name))).toBeVisible();
    await page.getByTestId('dictionary-name').fill(name);
    await page.getByTestId('dictionary-description').fill('Packing materials');
    await page.getByTestId('modal-ok').click();
    await expect(page.getByText(en.AbpUi.SavedSuccessfully).first()).toBeVisible();
    await expect(page.getByTestId('dictionary-items-of')).toHaveText(name);

    // Two items.
    for (const [label, value, sort] of [
      ['Carton', 'CARTON', '1'],
      ['Pallet', 'PALLET', '2'],
    ] as const) {
      await rightPane(page).getByTestId('list-create').click();
      await page.getByTestId('item-label').fill(label);
      await page.getByTestId('item-value').fill(value);
      await page.getByTestId('item-sort').fill(sort);
      await page.getByTestId('modal-ok').click();
      await expect(row(rightPane(page), value)).toHaveCount(1);
    }
    await expect(rightPane(page).locator('tbody tr.ant-table-row')).toHaveCount(2);

    // Edit an item.
    await row(rightPane(page), 'PALLET').getByRole('button', { name: en.AbpUi.Edit }).click();
    await expect(page.getByTestId('item-label')).toHaveValue('Pallet');
    await page.getByTestId('item-label').fill('Wooden pallet');
    await page.getByTestId('modal-ok').click();
    await expect(row(rightPane(page), 'PALLET')).toContainText('Wooden pallet');

    // Filter the items, then the dictionaries.
    await filter(rightPane(page), 'carton');
    await expect(rightPane(page).locator('tbody tr.ant-table-row')).toHaveCount(1);
    await expect(row(rightPane(page), 'CARTON')).toHaveCount(1);
    await filter(leftPane(page), name);
    await expect(leftPane(page).locator('tbody tr.ant-table-row')).toHaveCount(1);
    await expect(row(leftPane(page), 'UnitOfMeasure')).toHaveCount(0);

    // A second dictionary of the same name is refused with the server's message.
    await leftPane(page).getByTestId('list-create').click();
    await page.getByTestId('dictionary-name').fill(name.toUpperCase());
    await page.getByTestId('modal-ok').click();
    await expect(page.getByText(D['Abp.DataDictionary.E0001'])).toBeVisible();
    await page.getByRole('button', { name: en.AbpUi.Cancel }).click();

    // Delete the dictionary: its items go with it.
    const id = (await row(leftPane(page), name).getAttribute('data-row-key'))!;
    expect(await client.itemCount(id)).toBe(2);
    await leftPane(page).getByTestId(`delete-${id}`).click();
    await expect(page.getByText(D.DictionaryDeletionConfirmationMessage.replace('{0}', name))).toBeVisible();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByText(en.AbpUi.DeletedSuccessfully).first()).toBeVisible();
    await expect(row(leftPane(page), name)).toHaveCount(0);
    await expect(page.getByTestId('dictionary-select-hint')).toBeVisible();
    expect(await client.itemCount(id)).toBe(0);
  });

  test('bulk delete of the selected dictionaries', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'en');
    const token = await signIn(context, baseURL!, tenantAdmin);
    const client = await api(context, baseURL!, token);
    const stamp = Date.now();
    const names = [`e2e-bulk-a-${stamp}`, `e2e-bulk-b-${stamp}`];
    for (const n of names) await client.createDictionary(n);

    await page.goto('/dictionaries/index');
    await filter(leftPane(page), `e2e-bulk-`);
    for (const n of names) await row(leftPane(page), n).getByRole('checkbox').check();
    await leftPane(page).getByTestId('dictionary-delete-selected').click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByText(en.AbpUi.DeletedSuccessfully).first()).toBeVisible();
    for (const n of names) await expect(row(leftPane(page), n)).toHaveCount(0);
  });

  test('in Chinese', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'zh-Hans');
    await signIn(context, baseURL!, tenantAdmin);
    await page.goto('/dictionaries/index');
    await row(leftPane(page), 'Carrier').locator('td').nth(1).click();
    await expect(row(rightPane(page), 'SF')).toHaveCount(1);
    await screenshot(page, 'admin-dictionary-zh-Hans-desktop');
  });
});

test('the dictionary page renders without horizontal overflow', async ({ page, context, baseURL }, info) => {
  await useLanguage(context, baseURL!, 'en');
  await signIn(context, baseURL!, tenantAdmin);
  await page.goto('/dictionaries/index');
  await row(leftPane(page), 'Carrier').locator('td').nth(1).click();
  await expect(row(rightPane(page), 'SF')).toHaveCount(1);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, `admin-dictionary-en-${info.project.name}`);
});
