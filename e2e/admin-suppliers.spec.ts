import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  DEMO_TENANT,
  expect,
  screenshot,
  signIn,
  tenantAdmin,
  test,
  useLanguage,
} from './support/fixtures.js';

interface Supplier {
  id: string;
  vendorCode: string;
  status: number;
  contacts: { name: string; email: string | null; isPrimary: boolean }[];
}

const row = (page: Page, text: string) =>
  page.getByTestId('suppliers-table').locator('tbody tr', { hasText: text });

async function findSupplier(request: APIRequestContext, headers: Record<string, string>, code: string) {
  const res = await request.get('/api/app/supplier', { headers, params: { filter: code } });
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: Supplier[] };
  return items.find((s) => s.vendorCode === code);
}

/** The login page in a context of its own: tenant switch, then username and password. */
async function tryLogin(browser: Browser, baseURL: string, userName: string) {
  const context = await browser.newContext({ baseURL });
  await useLanguage(context, baseURL, 'en');
  const page = await context.newPage();
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await page.getByTestId('login-switch-tenant').click();
  await page.getByTestId('tenant-modal-input').fill(DEMO_TENANT);
  await page.getByTestId('tenant-modal-input').press('Enter');
  await expect(page.getByTestId('login-tenant')).toHaveText(DEMO_TENANT);
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  return { context, page };
}

test.describe('suppliers page', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 600, 'the desktop flow; mobile checks the layout');

  test('create with contacts, filter, edit, suspend blocks its users, activate, delete', async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    test.slow(); // a long flow on a machine shared with other runs
    await useLanguage(context, baseURL!, 'en');
    const token = await signIn(context, baseURL!, tenantAdmin);
    const tenant = (await context.cookies()).find((c) => c.name === 'tenant')!.value;
    const api = { authorization: `Bearer ${token}`, __tenant: tenant };
    const stamp = Date.now();
    const code = `E2E-${stamp}`;
    const name = `E2E Supplier ${stamp}`;
    const contactEmail = `sales-${stamp}@e2e-supplier.example`;

    await page.goto('/identity/suppliers');

    await page.waitForLoadState('networkidle'); // the app's second mount (antd locale) is over
    await expect(page.getByTestId('page-suppliers')).toBeVisible();
    await expect(row(page, 'V0001')).toHaveCount(1);

    // Create: the form checks the code and the contacts as the server does.
    await page.getByTestId('list-create').click();
    await page.getByTestId('supplier-code').fill('-bad code');
    await page.getByTestId('modal-ok').click();
    await expect(page.getByText('Use letters, digits and - . _ only')).toBeVisible();
    await expect(page.getByText('Supplier name is required.')).toBeVisible();
    await expect(page.getByTestId('contact-row-0').getByText('Name is required.')).toBeVisible();
    await expect(page.getByText('At least one contact must have an email address.')).toBeVisible();

    await page.getByTestId('supplier-code').fill(code);
    await page.getByTestId('supplier-name').fill(name);
    await page.getByTestId('supplier-short-name').fill('E2E');
    await page.getByTestId('supplier-address').fill('1 Test Road, Shenzhen');
    await page.getByTestId('contact-name-0').fill('Alice Zhang');
    await page.getByTestId('contact-title-0').fill('Sales manager');
    await page.getByTestId('contact-email-0').fill('alice-not-an-email');
    await page.getByTestId('contact-phone-0').fill('0755-1234 5678');
    await page.getByTestId('contact-add').click();
    await page.getByTestId('contact-name-1').fill('Bob Li');
    await page.getByTestId('contact-title-1').fill('Quality engineer');
    await page.getByTestId('contact-email-1').fill(contactEmail);
    await page.getByTestId('contact-phone-1').fill('138 0000 0001');
    // One primary contact: ticking Bob unticks Alice.
    await expect(page.getByTestId('contact-primary-0')).toBeChecked();
    await page.getByTestId('contact-primary-1').check();
    await expect(page.getByTestId('contact-primary-0')).not.toBeChecked();
    await page.getByTestId('modal-ok').click();
    await expect(page.getByText('is not a valid e-mail address')).toBeVisible();
    await page.getByTestId('contact-email-0').fill(`alice-${stamp}@e2e-supplier.example`);
    await screenshot(page, 'admin-suppliers-drawer-en-desktop');
    await page.getByTestId('modal-ok').click();
    await expect(page.getByText('Saved successfully.').first()).toBeVisible();

    let supplier = (await findSupplier(page.request, api, code))!;
    expect(supplier.contacts.map((c) => [c.name, c.isPrimary])).toEqual([
      ['Alice Zhang', false],
      ['Bob Li', true],
    ]);

    // The filter searches the contacts too; the status filter narrows.
    await page.getByTestId('list-filter').fill(contactEmail);
    await page.getByTestId('list-search').click();
    await expect(page.getByTestId('suppliers-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
    await expect(row(page, code)).toContainText('Bob Li');
    await expect(row(page, code)).toContainText(contactEmail);
    await page.getByTestId('supplier-status-filter').click();
    await page.getByTitle('Suspended').click();
    await page.getByTestId('list-search').click();
    await expect(row(page, code)).toHaveCount(0);
    await page.getByTestId('list-reset').click();
    await page.getByTestId('list-filter').fill(code);
    await page.getByTestId('list-search').click();
    await expect(row(page, code)).toHaveCount(1);

    // Edit.
    await page.getByTestId(`edit-${supplier.id}`).click();
    await expect(page.getByTestId('supplier-code')).toHaveValue(code);
    await expect(page.getByTestId('contact-name-1')).toHaveValue('Bob Li');
    await page.getByTestId('supplier-short-name').fill('E2E Short');
    await page.getByTestId('modal-ok').click();
    await expect(row(page, code)).toContainText('E2E Short');

    // A vendor user of our own supplier (never the demo's V0001), created through the API.
    const userName = `vendor-${stamp}`;
    const created = await page.request.post('/api/identity/users', {
      headers: api,
      data: {
        userName,
        email: `${userName}@e2e-supplier.example`,
        password: DEMO_PASSWORD,
        supplierId: supplier.id,
        roleNames: ['vendor'],
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    await page.getByTestId('list-search').click();
    await expect(row(page, code).locator('td').nth(7)).toHaveText('1');

    // Suspend (the confirmation says what it means): its user's login is refused.
    await page.getByTestId(`suspend-${supplier.id}`).click();
    await expect(page.locator('.ant-modal-confirm')).toContainText('cannot sign in');
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId(`supplier-status-${supplier.id}`)).toHaveText('Suspended');
    await screenshot(page, 'admin-suppliers-en-desktop');
    const refused = await tryLogin(browser, baseURL!, userName);
    await expect(refused.page.getByTestId('login-error')).toContainText(
      'Your supplier account has been suspended',
    );
    await refused.context.close();

    // Deleting a supplier with users is refused with the server's words.
    await page.getByTestId(`delete-${supplier.id}`).click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByText('still has users and cannot be deleted')).toBeVisible();

    // Activate: the user signs in again.
    await page.getByTestId(`activate-${supplier.id}`).click();
    await expect(page.locator('.ant-modal-confirm')).toContainText('can sign in again');
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId(`supplier-status-${supplier.id}`)).toHaveText('Active');
    const welcome = await tryLogin(browser, baseURL!, userName);
    await expect(welcome.page).toHaveURL(/\/dashboard$/);
    await welcome.context.close();
    supplier = (await findSupplier(page.request, api, code))!;
    expect(supplier.status).toBe(0);

    // The demo supplier was never touched.
    expect((await findSupplier(page.request, api, 'V0001'))!.status).toBe(0);

    // Export the current list.
    const download = page.waitForEvent('download');
    await page.getByTestId('list-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

    // Delete a supplier without users.
    const spare = `E2E-DEL-${stamp}`;
    const made = await page.request.post('/api/app/supplier', {
      headers: api,
      data: { vendorCode: spare, name: `Spare ${stamp}`, contacts: [{ name: 'C', email: 'c@e2e.example' }] },
    });
    expect(made.status(), await made.text()).toBe(200);
    await page.getByTestId('list-filter').fill(spare);
    await page.getByTestId('list-search').click();
    await expect(row(page, spare)).toHaveCount(1);
    const spareId = ((await made.json()) as { id: string }).id;
    await page.getByTestId(`delete-${spareId}`).click();
    await expect(page.locator('.ant-modal-confirm')).toContainText(`Spare ${stamp}`);
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByText('Deleted successfully.').first()).toBeVisible();
    await expect(row(page, spare)).toHaveCount(0);
    expect(await findSupplier(page.request, api, spare)).toBeUndefined();
  });

  test('looks right in Chinese', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'zh-Hans');
    await signIn(context, baseURL!, tenantAdmin);
    await page.goto('/identity/suppliers');
    await page.waitForLoadState('networkidle'); // the app's second mount (antd locale) is over
    await expect(row(page, 'V0001')).toContainText('陈志明');
    await screenshot(page, 'admin-suppliers-zh-Hans-desktop');
    await row(page, 'V0001').getByRole('button', { name: '编辑' }).click();
    await expect(page.getByTestId('contact-name-1')).toHaveValue('林晓燕');
    await page.waitForTimeout(500); // the drawer's opening animation
    await screenshot(page, 'admin-suppliers-drawer-zh-Hans-desktop');
  });
});

test('suppliers: renders without horizontal overflow', async ({ page, context, baseURL }, info) => {
  test.skip(info.project.name !== 'mobile');
  await useLanguage(context, baseURL!, 'zh-Hans');
  await signIn(context, baseURL!, tenantAdmin);
  await page.goto('/identity/suppliers');
  await page.waitForLoadState('networkidle'); // the app's second mount (antd locale) is over
  await expect(row(page, 'V0001')).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'admin-suppliers-zh-Hans-mobile');
  await row(page, 'V0001').getByRole('button', { name: '编辑' }).click();
  await expect(page.getByTestId('contact-name-0')).toBeVisible();
  await page.waitForTimeout(500);
  const drawerOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(drawerOverflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'admin-suppliers-drawer-zh-Hans-mobile');
});
