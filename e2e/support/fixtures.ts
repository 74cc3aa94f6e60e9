import fs from 'node:fs';
import path from 'node:path';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

export { expect };

export type Language = 'en' | 'zh-Hans' | 'zh-Hant';
export const languages: Language[] = ['en', 'zh-Hans', 'zh-Hant'];

export const DEMO_PASSWORD = '1q2w3E*';
export const DEMO_TENANT = 'demo';

export interface Account {
  username: string;
  tenant?: string;
  password?: string;
}
export const hostAdmin: Account = { username: 'admin' };
export const tenantAdmin: Account = { username: 'admin', tenant: DEMO_TENANT };
export const vendor: Account = { username: 'vendor', tenant: DEMO_TENANT };

/** Sets the interface language the way the language selector does: the `language` cookie. */
export async function useLanguage(context: BrowserContext, baseURL: string, language: Language) {
  await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
}

/**
 * Signs in through the token endpoint and hands the browser the cookies the login page would
 * have set (Admin-Token, tenant), for tests that are not about the login page itself.
 */
export async function signIn(context: BrowserContext, baseURL: string, account: Account) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  let tenantId: string | undefined;
  if (account.tenant) {
    const found = await context.request.get(
      `${baseURL}/api/abp/multi-tenancy/tenants/by-name/${account.tenant}`,
    );
    tenantId = ((await found.json()) as { tenantId: string }).tenantId;
    headers.__tenant = tenantId;
  }
  const res = await context.request.post(`${baseURL}/connect/token`, {
    headers,
    data: new URLSearchParams({
      grant_type: 'password',
      username: account.username,
      password: account.password ?? DEMO_PASSWORD,
      scope: 'offline_access openid profile roles email phone SupplierPortal',
      client_id: 'SupplierPortal_App',
      client_secret: '1q2w3e*',
    }).toString(),
  });
  expect(res.status(), await res.text()).toBe(200);
  const { access_token } = (await res.json()) as { access_token: string };
  const cookies = [{ name: 'Admin-Token', value: access_token, url: baseURL }];
  if (tenantId)
    cookies.push(
      { name: 'tenant', value: tenantId, url: baseURL },
      { name: 'tenantName', value: account.tenant!, url: baseURL },
    );
  await context.addCookies(cookies);
  return access_token;
}

/** Opens the login page in a browser context of its own (a second person at another computer). */
export async function openLoginPage(browser: Browser, baseURL: string, language: Language = 'en') {
  const context = await browser.newContext({ baseURL });
  await useLanguage(context, baseURL, language);
  const page = await context.newPage();
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  return { context, page };
}

/**
 * Types a tenant name in the login page's tenant dialog and presses Enter, which applies it. The
 * dialog stays open when the name is refused (its error shows there).
 */
export async function enterLoginTenant(page: Page, name: string) {
  await page.getByTestId('login-switch-tenant').click();
  const input = page.getByTestId('tenant-modal-input');
  await expect(input).toBeVisible();
  await input.fill(name);
  await input.press('Enter');
}

/**
 * Chooses a tenant on the login page and waits until its dialog is gone: the dialog keeps the focus
 * while it closes, so a name typed into the form before then would land in the dialog's field.
 */
export async function chooseLoginTenant(page: Page, name: string) {
  await enterLoginTenant(page, name);
  await expect(page.getByTestId('tenant-modal-input')).toBeHidden();
  await expect(page.getByTestId('login-tenant')).toHaveText(name);
}

const shots = path.resolve('e2e/screenshots');

/** Saves a screenshot for people to look at (e2e/screenshots, ignored by git). */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: false });
}

/** The mobile layout applies below 992 px (spec §9). */
export const MOBILE_BREAKPOINT = 992;

/** Skips the tests of the enclosing file or group on the mobile project. */
export const desktopOnly = () =>
  test.skip(({ viewport }) => (viewport?.width ?? 0) < MOBILE_BREAKPOINT, 'desktop-only behaviour');

/** Skips the tests of the enclosing file or group on the desktop project. */
export const mobileOnly = () =>
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= MOBILE_BREAKPOINT, 'mobile-only behaviour');

export const isMobilePage = (page: Page) => (page.viewportSize()?.width ?? 0) < MOBILE_BREAKPOINT;

export interface OpenOptions {
  account?: Account;
  language?: Language;
  path?: string;
}

/**
 * Signs in (host admin unless told otherwise), chooses the language and opens a page of the
 * layout, waiting until the shell is there. Returns the access token.
 */
export async function openApp(page: Page, baseURL: string, options: OpenOptions = {}) {
  const context = page.context();
  await useLanguage(context, baseURL, options.language ?? 'en');
  const token = await signIn(context, baseURL, options.account ?? hostAdmin);
  await page.goto(options.path ?? '/dashboard');
  await expect(page.getByTestId('navbar')).toBeVisible();
  return token;
}

/** Waits until the network has been quiet for a moment (pictures, fonts and late chunks are in). */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

/** A cookie of the page's context, or undefined. */
export async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((c) => c.name === name)?.value;
}

/** Opens the mobile sidebar overlay (nothing to do on desktop). */
export async function showMenu(page: Page) {
  if (!isMobilePage(page)) return;
  if (await page.getByTestId('mobile-backdrop').isVisible()) return;
  await page.getByTestId('hamburger').click();
  await expect(page.getByTestId('mobile-backdrop')).toBeVisible();
}

/** Goes to a page through the sidebar menu, opening its submenu first when it has one. */
export async function navigateByMenu(page: Page, path: string, group?: string) {
  await showMenu(page);
  const item = page.getByTestId(`menu-${path}`);
  if (group) {
    // On a phone the sidebar slides in first: a click on the submenu during that motion can be lost,
    // so open the submenu until its item shows (a click that did land is not repeated).
    const submenu = page.getByTestId(`submenu-${group}`);
    await expect(async () => {
      // The sidebar may still have been closing from the previous choice when showMenu looked
      // (its backdrop not yet gone): open it again if it has closed meanwhile.
      await showMenu(page);
      if (!(await item.isVisible())) {
        await motionDone(submenu);
        await submenu.click({ timeout: 5_000 });
      }
      await expect(item).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  }
  await tap(item);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The test function of these specs: Playwright's, plus `open(options)` = openApp with this test's
 * page and base URL.
 */
export const test = base.extend<{ open: (options?: OpenOptions) => Promise<string> }>({
  open: async ({ page, baseURL }, use) => {
    await use((options) => openApp(page, baseURL!, options));
  },
});

/**
 * Clicks something inside an antd popup (dropdown menu, select list, popover, modal, drawer) once
 * its opening animation is over. antd first parks a popup, paused, at the first frame of its motion
 * and only then runs it: Playwright may find the parked popup "stable", and under load the item then
 * slides away between mouse down and mouse up, so that no click happens.
 */
export async function tap(locator: Locator) {
  await motionDone(locator);
  await locator.click();
}

/** Waits until neither the element nor any of its ancestors is in an antd opening animation. */
export async function motionDone(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((el) => {
        for (let node: Element | null = el; node; node = node.parentElement) {
          if (/-(appear|enter)(-|\s|$)/.test(node.getAttribute('class') ?? '')) return false;
        }
        return true;
      }),
    )
    .toBe(true);
}

/** Chooses an entry of the navbar's avatar menu and waits for the menu to close. */
export async function avatarMenu(page: Page, item: 'profile' | 'dashboard' | 'logout') {
  await page.getByTestId('avatar-menu').click();
  const entry = page.getByTestId(`avatar-${item}`);
  await tap(entry);
  await expect(entry).toBeHidden();
}
