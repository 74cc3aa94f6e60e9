import type { Page } from '@playwright/test';
import {
  avatarMenu,
  chooseLoginTenant,
  cookie,
  DEMO_PASSWORD,
  DEMO_TENANT,
  enterLoginTenant,
  expect,
  hostAdmin,
  languages,
  navigateByMenu,
  showMenu,
  signIn,
  tap,
  test,
  useLanguage,
} from './support/fixtures.js';
import { languageNames, t, text } from './support/texts.js';

/** Issue 3, item 2: logging in and out through the pages, the tenant switch and registration. */

const SELF_REGISTRATION = 'Abp.Account.IsSelfRegistrationEnabled';

async function fillLogin(page: Page, username: string, password: string) {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

test.describe('session', () => {
  test('the login page is drawn before any script runs (issue 17), in the visitor’s language', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await useLanguage(context, baseURL!, 'zh-Hant');
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.locator('#root')).toHaveAttribute('inert');
    await expect(page.locator('h1')).toHaveText(text('zh-Hant', 'AbpAccount', 'LoginTitle'));
    await expect(page.locator('.auth-description')).toBeVisible();
    await expect(page.locator('button[type=submit]')).toHaveText(text('zh-Hant', 'AbpAccount', 'Login'));
    await context.close();
  });

  for (const language of languages) {
    test(`the login form in ${language}: its texts, a wrong password, then the redirect target`, async ({
      page,
      context,
      baseURL,
    }) => {
      await useLanguage(context, baseURL!, language);
      await page.goto('/register');
      await expect(
        page.getByRole('heading', { name: text(language, 'AbpAccount', 'RegisterTitle') }),
      ).toBeVisible();

      await page.goto('/documentation/index');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fdocumentation%2Findex$/);
      await expect(
        page.getByRole('heading', { name: text(language, 'AbpAccount', 'LoginTitle') }),
      ).toBeVisible();
      await expect(page.getByTestId('login-submit')).toHaveText(text(language, 'AbpAccount', 'Login'));
      await expect(page.getByTestId('login-tenant')).toHaveText(text(language, 'AbpAccount', 'NotSelected'));

      // Both fields are required before anything is sent.
      await page.getByTestId('login-submit').click();
      await expect(page.getByText(text(language, 'AbpAccount', 'PleaseEnterUserName'))).toBeVisible();
      await expect(page.getByText(text(language, 'AbpAccount', 'PleaseEnterPassword'))).toBeVisible();

      // The server's own message, in the interface language.
      await fillLogin(page, 'admin', 'wrong-password');
      await expect(page.getByTestId('login-error')).toContainText(
        text(language, 'AbpAccount', 'InvalidUserNameOrPassword'),
      );
      expect(await cookie(page, 'Admin-Token')).toBeUndefined();

      await page.getByTestId('login-password').fill(DEMO_PASSWORD);
      await page.getByTestId('login-submit').click();
      await expect(page).toHaveURL(/\/documentation\/index$/);
      await expect(page.getByTestId('doc-content')).toBeVisible();
      expect(await cookie(page, 'Admin-Token')).toBeTruthy();
    });
  }

  test('a vendor logs in to the tenant chosen in the tenant dialog', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'en');
    await page.goto('/login');
    await page.getByTestId('login-switch-tenant').click();
    await page.getByTestId('tenant-modal-input').fill(DEMO_TENANT);
    await tap(page.getByRole('button', { name: text('en', 'AbpUi', 'Save') }));
    await expect(page.getByTestId('tenant-modal-input')).toBeHidden();
    await expect(page.getByTestId('login-tenant')).toHaveText(DEMO_TENANT);

    const found = await page.request.get(`/api/abp/multi-tenancy/tenants/by-name/${DEMO_TENANT}`);
    const { tenantId } = (await found.json()) as { tenantId: string };
    expect(await cookie(page, 'tenant')).toBe(tenantId);

    await fillLogin(page, 'vendor', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard-tenant')).toHaveText(DEMO_TENANT);
    await expect(page.getByTestId('dashboard-roles')).toContainText(t('en', 'Demo:Role.vendor'));
    await showMenu(page);
    await expect(page.getByTestId('submenu-/vendor-label')).toBeVisible();
    await expect(page.getByTestId('submenu-/identity')).toHaveCount(0);
  });

  test('an unknown tenant is refused in the dialog; an empty name goes back to the host', async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL!, 'zh-Hans');
    await page.goto('/login');
    await enterLoginTenant(page, 'no-such-tenant');
    await expect(page.getByTestId('tenant-modal-error')).toHaveText(
      text('zh-Hans', 'AbpAccount', 'GivenTenantIsNotAvailable', 'no-such-tenant'),
    );
    expect(await cookie(page, 'tenant')).toBeUndefined();

    await page.getByTestId('tenant-modal-input').fill(DEMO_TENANT);
    await page.getByTestId('tenant-modal-input').press('Enter');
    await expect(page.getByTestId('tenant-modal-input')).toBeHidden();
    await expect(page.getByTestId('login-tenant')).toHaveText(DEMO_TENANT);
    expect(await cookie(page, 'tenant')).toBeTruthy();

    await enterLoginTenant(page, '');
    await expect(page.getByTestId('tenant-modal-input')).toBeHidden();
    await expect(page.getByTestId('login-tenant')).toHaveText(text('zh-Hans', 'AbpAccount', 'NotSelected'));
    expect(await cookie(page, 'tenant')).toBeUndefined();
  });

  test('log out from the avatar menu: session ended, token gone, tabs closed, routes reset', async ({
    page,
    open,
  }) => {
    const token = await open({ path: '/dashboard' });
    await navigateByMenu(page, '/documentation/index');
    await navigateByMenu(page, '/identity/users', '/identity');
    await expect(page.getByTestId('tag-/documentation/index')).toBeVisible();

    await avatarMenu(page, 'logout');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fidentity%2Fusers$/);
    await expect(page.getByTestId('login-form')).toBeVisible();
    expect(await cookie(page, 'Admin-Token')).toBeUndefined();
    // The server ended the session: the old token is refused.
    const profile = await page.request.get('/api/account/my-profile', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(profile.status()).toBe(401);

    // Without reloading the page, a vendor of the demo tenant signs in: the admin's menu, tabs and
    // pages are gone. The redirect target is an admin page, which the vendor gets as 404.
    await chooseLoginTenant(page, DEMO_TENANT);
    await fillLogin(page, 'vendor', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/identity\/users$/);
    await expect(page.getByTestId('error-404')).toBeVisible();
    await expect(page.getByTestId('tags-view').getByRole('tab')).toHaveCount(1);
    await expect(page.getByTestId('tag-/dashboard')).toBeVisible();
    await showMenu(page);
    await expect(page.getByTestId('submenu-/vendor-label')).toBeVisible();
    await expect(page.getByTestId('submenu-/identity')).toHaveCount(0);
  });

  test('a new user registers on /register, then logs in with the new account', async ({
    page,
    context,
    browser,
    baseURL,
  }, info) => {
    // Self-registration is off until an administrator opens it (issue 16 #8): the host's does.
    const adminContext = await browser.newContext();
    const token = await signIn(adminContext, baseURL!, hostAdmin);
    const settings = (action: string, data: unknown) =>
      adminContext.request.put(`${baseURL}/api/setting-ui/${action}`, {
        headers: { authorization: `Bearer ${token}` },
        data,
      });
    expect((await settings('set-setting-values', { [SELF_REGISTRATION]: true })).status()).toBe(204);
    try {
      await useLanguage(context, baseURL!, 'en');
      const userName = `e2e-${info.project.name}-${Date.now().toString(36)}`;
      await page.goto('/register');
      await expect(page.getByTestId('register-disabled')).toHaveCount(0);
      await page.getByTestId('register-username').fill(userName);
      await page.getByTestId('register-email').fill(`${userName}@example.com`);
      await page.getByTestId('register-password').fill(DEMO_PASSWORD);
      await page.getByTestId('register-confirm').fill(DEMO_PASSWORD);
      await page.getByTestId('register-submit').click();

      await expect(page).toHaveURL(new RegExp(`/login\\?username=${userName}$`));
      await expect(page.getByText(text('en', 'AbpAccount', 'RegisterSuccess'))).toBeVisible();
      await expect(page.getByTestId('login-username')).toHaveValue(userName);
      await page.getByTestId('login-password').fill(DEMO_PASSWORD);
      await page.getByTestId('login-submit').click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('dashboard-greeting')).toHaveText(
        t('en', 'Dashboard:Greeting', userName),
      );
    } finally {
      await settings('reset-setting-values', [SELF_REGISTRATION]);
      await adminContext.close();
    }
  });

  test('a stored token the server refuses is cleared on the first navigation, with the error shown', async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL!, 'en');
    await context.addCookies([{ name: 'Admin-Token', value: 'not-a-valid-token', url: baseURL! }]);
    await page.goto('/documentation/index');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdocumentation%2Findex$/);
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page.getByText(text('en', 'AbpExceptionHandling', 'UnauthorizedMessage'))).toBeVisible();
    expect(await cookie(page, 'Admin-Token')).toBeUndefined();

    // The same on a navigation inside the running app, in another language.
    await page.getByTestId('lang-switch').getByText(languageNames['zh-Hans']).click();
    await expect(page.getByTestId('login-submit')).toHaveText(text('zh-Hans', 'AbpAccount', 'Login'));
    await context.addCookies([{ name: 'Admin-Token', value: 'not-a-valid-token', url: baseURL! }]);
    await page.getByTestId('login-register-link').click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fregister$/);
    await expect(
      page.getByText(text('zh-Hans', 'AbpExceptionHandling', 'UnauthorizedMessage')),
    ).toBeVisible();
    expect(await cookie(page, 'Admin-Token')).toBeUndefined();
  });
});
