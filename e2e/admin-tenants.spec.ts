import type { Browser, Page } from '@playwright/test';
import {
  chooseLoginTenant,
  DEMO_PASSWORD,
  enterLoginTenant,
  expect,
  hostAdmin,
  openLoginPage,
  screenshot,
  signIn,
  test,
  useLanguage,
} from './support/fixtures.js';
import { ListPageObject } from './support/page-objects.js';

/** Opens the login page in a context of its own and enters a tenant name in the tenant switch. */
async function chooseTenant(browser: Browser, baseURL: string, tenant: string) {
  const opened = await openLoginPage(browser, baseURL);
  await enterLoginTenant(opened.page, tenant);
  return opened;
}

/** Signs in through the login page's tenant switch, in a context of its own. */
async function loginAsTenantAdmin(browser: Browser, baseURL: string, tenant: string) {
  const opened = await openLoginPage(browser, baseURL);
  await chooseLoginTenant(opened.page, tenant);
  return opened;
}

async function submitLogin(page: Page, password = DEMO_PASSWORD) {
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

test.describe('tenants page', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 600, 'the desktop flow; mobile checks the layout');

  test('create a tenant, sign in as its admin, deactivate it, delete it', async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    test.slow(); // a long flow on a machine shared with other runs
    await useLanguage(context, baseURL!, 'en');
    await signIn(context, baseURL!, hostAdmin);
    const name = `e2e-tenant-${Date.now()}`;
    const renamed = `${name}-x`;

    await page.goto('/tenant/tenants');
    const list = new ListPageObject(page, 'tenants-table');

    await page.waitForLoadState('networkidle'); // the app's second mount (antd locale) is over
    await expect(page.getByTestId('page-tenants')).toBeVisible();

    // Create: the form checks the fields and shows the password rules as they are met.
    await page.getByTestId('list-create').click();
    await page.getByTestId('modal-ok').click();
    await expect(page.getByText('Tenant name is required.')).toBeVisible();
    await page.getByTestId('tenant-name').fill(name);
    await page.getByTestId('tenant-admin-email').fill('not-an-email');
    await page.getByTestId('tenant-admin-password').fill('abc');
    await expect(page.getByTestId('password-rules')).toBeVisible();
    await expect(page.getByTestId('password-rules').locator('li[data-met="false"]').first()).toBeVisible();
    await page.getByTestId('modal-ok').click();
    await expect(page.getByText('is not a valid e-mail address')).toBeVisible();
    await expect(page.getByText('Passwords must be at least 6 characters.').first()).toBeVisible();
    await page.getByTestId('tenant-admin-email').fill(`admin@${name}.example`);
    await page.getByTestId('tenant-admin-password').fill(DEMO_PASSWORD);
    await expect(page.getByTestId('password-rules').locator('li[data-met="false"]')).toHaveCount(0);
    await screenshot(page, 'admin-tenants-create-en-desktop');
    await page.getByTestId('modal-ok').click();
    await expect(page.getByText('Saved successfully.').first()).toBeVisible();

    // The name is unique: a second tenant with the same name is refused with the server's words.
    await page.getByTestId('list-create').click();
    await page.getByTestId('tenant-name').fill(name.toUpperCase());
    await page.getByTestId('tenant-admin-email').fill(`other@${name}.example`);
    await page.getByTestId('tenant-admin-password').fill(DEMO_PASSWORD);
    await page.getByTestId('modal-ok').click();
    await expect(page.getByText(`Tenant name '${name.toUpperCase()}' is already taken.`)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Filter finds it, active.
    await list.search(name);
    await expect(list.row(name)).toHaveCount(1);
    // The filter is in the address: a reload shows the same rows.
    await expect(page).toHaveURL(new RegExp(`filter=${name}`));
    await page.reload();
    await expect(page.getByTestId('list-filter')).toHaveValue(name);
    await expect(list.row(name)).toHaveCount(1);
    await expect(list.row(name)).toContainText('Active');
    await screenshot(page, 'admin-tenants-en-desktop');

    // Its admin signs in through the login page's tenant switch.
    const tenantSide = await loginAsTenantAdmin(browser, baseURL!, name);
    await expect(tenantSide.page.getByTestId('login-tenant')).toHaveText(name);
    await submitLogin(tenantSide.page);
    await expect(tenantSide.page).toHaveURL(/\/dashboard$/);

    // Rename and deactivate: the login is refused.
    await list.row(name).getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByTestId('tenant-name')).toHaveValue(name);
    await page.getByTestId('tenant-name').fill(renamed);
    await page.getByTestId('tenant-active').click();
    await expect(page.getByTestId('tenant-inactive-hint')).toBeVisible();
    await page.getByTestId('modal-ok').click();
    await expect(list.row(renamed)).toContainText('Inactive');

    // The login page's tenant switch refuses it and says why.
    const inactive = await chooseTenant(browser, baseURL!, renamed);
    await expect(inactive.page.getByTestId('tenant-modal-error')).toContainText(
      `Tenant is not active: ${renamed}`,
    );
    await inactive.context.close();

    // Delete (the confirmation says what it does): its logins are refused.
    await list.row(renamed).getByRole('button', { name: 'Delete' }).click();
    await expect(page.locator('.ant-modal-confirm')).toContainText('can no longer sign in');
    await list.confirm();
    await expect(page.getByText('Deleted successfully.').first()).toBeVisible();
    await expect(list.row(renamed)).toHaveCount(0);

    // The earlier session is over, and the tenant can no longer be chosen.
    await tenantSide.page.reload();
    await expect(tenantSide.page).toHaveURL(/\/login/);
    const gone = await chooseTenant(browser, baseURL!, renamed);
    await expect(gone.page.getByTestId('tenant-modal-error')).toBeVisible();
    await gone.context.close();
    await tenantSide.context.close();
  });

  test('looks right in Chinese', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'zh-Hans');
    await signIn(context, baseURL!, hostAdmin);
    await page.goto('/tenant/tenants');
    const list = new ListPageObject(page, 'tenants-table');
    await page.waitForLoadState('networkidle'); // the app's second mount (antd locale) is over
    await expect(list.table).toContainText('demo');
    await screenshot(page, 'admin-tenants-zh-Hans-desktop');
    await page.getByTestId('list-create').click();
    await expect(page.getByTestId('password-rules')).toContainText('密码');
    await page.getByTestId('tenant-admin-password').fill('abc1');
    await page.waitForTimeout(500); // the dialog's opening animation
    await screenshot(page, 'admin-tenants-create-zh-Hans-desktop');
  });
});

test('tenants: renders without horizontal overflow', async ({ page, context, baseURL }, info) => {
  test.skip(info.project.name !== 'mobile');
  await useLanguage(context, baseURL!, 'zh-Hans');
  await signIn(context, baseURL!, hostAdmin);
  await page.goto('/tenant/tenants');
  await page.waitForLoadState('networkidle'); // the app's second mount (antd locale) is over
  await expect(page.getByTestId('tenants-table')).toContainText('demo');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'admin-tenants-zh-Hans-mobile');
});
