import {
  escapeRegExp,
  expect,
  hostAdmin,
  isMobilePage,
  languages,
  showMenu,
  signIn,
  test,
  useLanguage,
  vendor,
} from './support/fixtures.js';
import { productTitle, t } from './support/texts.js';

/** Issue 3, item 1: the route table's access rules, the document title and the breadcrumb. */
test.describe('routes and access', () => {
  test('an unauthenticated visit goes to login with the requested path', async ({ page }) => {
    await page.goto('/identity/users?x=1');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fidentity%2Fusers%3Fx%3D1$/);
    await expect(page.getByTestId('login-form')).toBeVisible();
  });

  test('the public pages open without signing in', async ({ page }) => {
    for (const [path, testId] of [
      ['/login', 'login-form'],
      ['/register', 'register-form'],
      ['/404', 'error-404'],
      ['/401', 'error-401'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByTestId(testId)).toBeVisible();
    }
    // /auth-redirect passes on to its target, which then asks for a login.
    await page.goto('/auth-redirect?redirect=%2Fdocumentation%2Findex');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdocumentation%2Findex$/);
  });

  test('a signed-in user visiting /login goes to the dashboard; / redirects there too', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!, hostAdmin);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('group paths, /profile and /redirect lead to their pages', async ({ page, open }) => {
    await open({ path: '/identity' });
    await expect(page).toHaveURL(/\/identity\/organizations$/);
    await page.goto('/tenant');
    await expect(page).toHaveURL(/\/tenant\/tenants$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile\/index$/);
    await expect(page.getByTestId('profile-form')).toBeVisible();
    await page.goto('/redirect/documentation/index?from=e2e');
    await expect(page).toHaveURL(/\/documentation\/index\?from=e2e$/);
    await expect(page.getByTestId('doc-content')).toBeVisible();
  });

  test('an unknown path goes to 404, replacing the unknown address', async ({ page, open }) => {
    await open();
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByTestId('error-404')).toBeVisible();
    // Back does not return to the unknown address (it was replaced): it is the dashboard again.
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a vendor does not see admin areas in the menu, and they render 404', async ({ page, open }) => {
    await open({ account: vendor });
    await showMenu(page);
    const menu = page.getByTestId('sidebar-menu');
    await expect(page.getByTestId('submenu-/vendor-label')).toBeVisible();
    await expect(menu).toContainText(t('en', 'Menu:VendorLabel'));
    await expect(menu).not.toContainText(t('en', 'Menu:Identity'));
    for (const group of ['/identity', '/tenant', '/settings', '/auditlogs', '/dictionaries']) {
      await expect(page.getByTestId(`submenu-${group}`)).toHaveCount(0);
    }
    await expect(page.getByTestId('menu-/tenant/tenants')).toHaveCount(0);

    // The admin page itself exists, but shows the 404 page inside the layout (no tab for it).
    await page.goto('/identity/users');
    await expect(page).toHaveURL(/\/identity\/users$/);
    await expect(page.getByTestId('error-404')).toBeVisible();
    await expect(page.getByTestId('navbar')).toBeVisible();
    await expect(page.getByTestId('tag-/identity/users')).toHaveCount(0);
    await expect(page).toHaveTitle(`${t('en', 'Menu:404')} - ${productTitle.en}`);
  });

  test('an administrator sees the admin areas', async ({ page, open }) => {
    await open();
    await showMenu(page);
    await expect(page.getByTestId('submenu-/identity')).toBeVisible();
    // A group with one visible child shows as that child (VEA's hasOneShowingChild).
    for (const [group, child] of [
      ['/tenant', '/tenant/tenants'],
      ['/settings', '/settings/setting'],
      ['/auditlogs', '/auditlogs/auditlog'],
      ['/dictionaries', '/dictionaries/index'],
    ]) {
      await expect(page.getByTestId(`menu-${child}`)).toBeVisible();
      await expect(page.getByTestId(`submenu-${group}`)).toHaveCount(0);
    }
    // Hidden routes never show.
    await expect(page.getByTestId('menu-/profile/index')).toHaveCount(0);
  });

  for (const language of languages) {
    test(`the document title is the route title plus the product title (${language})`, async ({
      page,
      context,
      baseURL,
    }) => {
      const title = (key: Parameters<typeof t>[1]) => `${t(language, key)} - ${productTitle[language]}`;
      await useLanguage(context, baseURL!, language);
      await page.goto('/login');
      await expect(page).toHaveTitle(title('Menu:Login'));
      await page.goto('/register');
      await expect(page).toHaveTitle(title('Menu:Register'));

      await signIn(context, baseURL!, hostAdmin);
      await page.goto('/dashboard');
      await expect(page).toHaveTitle(title('Menu:Dashboard'));
      await page.goto('/identity/users');
      await expect(page).toHaveTitle(title('Menu:Identity.Users'));
      await page.goto('/documentation/index');
      await expect(page).toHaveTitle(title('Menu:Documentation'));
      await page.goto('/no/such/page');
      await expect(page).toHaveTitle(title('Menu:404'));
    });

    test(`the breadcrumb shows the group and the page (${language})`, async ({ page, open }) => {
      test.skip(isMobilePage(page), 'the breadcrumb is part of the desktop navbar');
      await open({ language, path: '/identity/users' });
      const breadcrumb = page.getByTestId('breadcrumb');
      const trail = [
        t(language, 'Menu:Dashboard'),
        t(language, 'Menu:Identity'),
        t(language, 'Menu:Identity.Users'),
      ];
      await expect(breadcrumb).toHaveText(new RegExp(trail.map(escapeRegExp).join('\\s*/\\s*')));
      // The dashboard is a link, the group (noRedirect) and the current page are plain text.
      await expect(breadcrumb.getByRole('link')).toHaveText([trail[0]!]);
      await breadcrumb.getByRole('link', { name: trail[0] }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(breadcrumb).toHaveText(t(language, 'Menu:Dashboard'));
      // A group the menu shows as its only page is not named twice ("Tenants", not "Tenant management /
      // Tenants"): the breadcrumb follows the menu.
      await page.goto('/tenant/tenants');
      await expect(breadcrumb).toHaveText(
        new RegExp(
          `^${escapeRegExp(trail[0]!)}\\s*/\\s*${escapeRegExp(t(language, 'Menu:Tenant.Tenants'))}$`,
        ),
      );
    });
  }
});
