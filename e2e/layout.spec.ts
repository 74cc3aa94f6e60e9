import type { Page } from '@playwright/test';
import {
  avatarMenu,
  cookie,
  desktopOnly,
  expect,
  languages,
  mobileOnly,
  tap,
  tenantAdmin,
  test,
} from './support/fixtures.js';
import { t } from './support/texts.js';

/** Issue 3, item 3 (layout): sidebar, mobile overlay, navbar items and the avatar menu. */

const sidebarWidth = async (page: Page) => (await page.getByTestId('sidebar').boundingBox())?.width;

/** The navbar items shown on desktop only (the error log appears once there are errors). */
const desktopItems = ['header-search', 'screenfull', 'size-select', 'breadcrumb'];
/** The navbar items a phone keeps: the bell, the language and the avatar menu (issue 16, item 14). */
const everywhereItems = ['bell-button', 'lang-select', 'avatar-menu', 'hamburger'];

test.describe('layout on desktop', () => {
  desktopOnly();

  test('the hamburger collapses the sidebar (cookie sidebarStatus 0), kept after a reload, and expands it (1)', async ({
    page,
    open,
  }) => {
    await open();
    const layout = page.getByTestId('layout');
    await expect(layout).toHaveClass(/openSidebar/);
    expect(await sidebarWidth(page)).toBe(210);

    await page.getByTestId('hamburger').click();
    await expect(layout).toHaveClass(/hideSidebar/);
    await expect.poll(() => sidebarWidth(page)).toBe(54);
    expect(await cookie(page, 'sidebarStatus')).toBe('0');
    await expect(page.getByTestId('sidebar-logo')).toHaveClass(/collapsed/);

    await page.reload();
    await expect(layout).toHaveClass(/hideSidebar/);
    await expect.poll(() => sidebarWidth(page)).toBe(54);

    await page.getByTestId('hamburger').click();
    await expect(layout).toHaveClass(/openSidebar/);
    await expect.poll(() => sidebarWidth(page)).toBe(210);
    expect(await cookie(page, 'sidebarStatus')).toBe('1');
  });

  test('a submenu opens and its child navigates; the current page opens its submenu and is selected', async ({
    page,
    open,
  }) => {
    await open();
    const users = page.getByTestId('menu-/identity/users');
    await expect(users).toBeHidden();
    await page.getByTestId('submenu-/identity').click();
    await tap(users);
    await expect(page).toHaveURL(/\/identity\/users$/);
    const selected = page.getByTestId('sidebar-menu').locator('.ant-menu-item-selected');
    await expect(selected).toHaveText(t('en', 'Menu:Identity.Users'));

    // Opened directly, a page opens the submenus leading to it.
    await page.goto('/identity/roles');
    await expect(page.getByTestId('menu-/identity/roles')).toBeVisible();
    await expect(selected).toHaveText(t('en', 'Menu:Identity.Roles'));

    // A hidden detail page highlights its activeMenu entry.
    await page.goto('/system-components/system-inform-user-overview');
    await expect(page.getByTestId('page-system-inform-user')).toBeVisible();
    await expect(selected).toHaveText(t('en', 'Menu:SystemComponents.SystemInformOverview'));
  });

  test('with the sidebar collapsed, a submenu opens as a popup', async ({ page, open }) => {
    await open();
    await page.getByTestId('hamburger').click();
    await expect(page.getByTestId('layout')).toHaveClass(/hideSidebar/);
    await page
      .getByTestId('sidebar-menu')
      .locator('li.ant-menu-submenu')
      .filter({ has: page.getByTestId('submenu-/identity') })
      .hover();
    await tap(page.getByTestId('menu-/identity/users'));
    await expect(page).toHaveURL(/\/identity\/users$/);
    await expect(page.getByTestId('layout')).toHaveClass(/hideSidebar/);
  });

  test('resizing the window below 992 px switches to the mobile layout with the sidebar closed', async ({
    page,
    open,
  }) => {
    await open();
    const layout = page.getByTestId('layout');
    await expect(layout).toHaveClass(/openSidebar/);
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(layout).toHaveClass(/mobile/);
    await expect(layout).toHaveClass(/hideSidebar/);
    await expect(layout).toHaveClass(/withoutAnimation/);
    await expect(page.getByTestId('sidebar')).not.toBeInViewport();
    await expect(page.getByTestId('mobile-backdrop')).toHaveCount(0);
    for (const id of desktopItems) await expect(page.getByTestId(id)).toHaveCount(0);

    await page.setViewportSize({ width: 1366, height: 800 });
    await expect(layout).not.toHaveClass(/mobile/);
    for (const id of desktopItems) await expect(page.getByTestId(id)).toBeVisible();
  });

  test('the navbar shows search, full screen, size and language, and no error log without errors', async ({
    page,
    open,
  }) => {
    await open();
    for (const id of [...desktopItems, ...everywhereItems]) {
      await expect(page.getByTestId(id)).toBeVisible();
    }
    await expect(page.getByTestId('error-log-button')).toHaveCount(0);
    // Full screen goes on and off.
    const screenfull = page.getByTestId('screenfull');
    await screenfull.click();
    await expect(screenfull).toHaveAttribute('aria-pressed', 'true');
    await expect(screenfull).toHaveAccessibleName(t('en', 'Navbar:ExitScreenfull'));
    await screenfull.click();
    await expect(screenfull).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('sidebar labels', () => {
  desktopOnly();

  for (const language of languages) {
    test(`no menu title is cut at 210 px (${language})`, async ({ page, open }) => {
      await open({ language, account: tenantAdmin });
      const menu = page.getByTestId('sidebar-menu');
      // Open every group, one after another (the menu keeps one group open at a time).
      const groups = menu.locator('[data-testid^="submenu-"]');
      const cut: string[] = [];
      const measure = async () =>
        menu.locator('.ant-menu-title-content').evaluateAll((els) =>
          els
            .filter((el) => {
              if (el.getClientRects().length === 0) return false;
              // The text's own width against its box (scrollWidth rounds a cut fraction away).
              const text = document.createRange();
              text.selectNodeContents(el);
              return text.getBoundingClientRect().width > el.getBoundingClientRect().width + 0.25;
            })
            .map((el) => el.textContent ?? ''),
        );
      cut.push(...(await measure()));
      for (let i = 0; i < (await groups.count()); i++) {
        await groups.nth(i).click();
        cut.push(...(await measure()));
      }
      expect([...new Set(cut)]).toEqual([]);
    });
  }
});

test.describe('layout on mobile', () => {
  mobileOnly();

  test('the sidebar starts closed; the hamburger opens it over a backdrop; a menu choice navigates and closes it', async ({
    page,
    open,
  }) => {
    await open();
    const layout = page.getByTestId('layout');
    const sidebar = page.getByTestId('sidebar');
    await expect(layout).toHaveClass(/mobile/);
    await expect(layout).toHaveClass(/hideSidebar/);
    await expect(sidebar).not.toBeInViewport();
    await expect(page.getByTestId('mobile-backdrop')).toHaveCount(0);

    await page.getByTestId('hamburger').click();
    await expect(page.getByTestId('mobile-backdrop')).toBeVisible();
    await expect(layout).toHaveClass(/openSidebar/);
    await expect(sidebar).toBeInViewport({ ratio: 1 });
    // An overlay: the page keeps its full width, the menu is not collapsed.
    expect(await sidebarWidth(page)).toBe(210);
    await expect(page.getByTestId('sidebar-menu')).toContainText(t('en', 'Menu:Documentation'));

    await page.getByTestId('menu-/documentation/index').click();
    await expect(page).toHaveURL(/\/documentation\/index$/);
    await expect(page.getByTestId('mobile-backdrop')).toHaveCount(0);
    await expect(layout).toHaveClass(/hideSidebar/);
    await expect(sidebar).not.toBeInViewport();
  });

  test('a tap on the backdrop closes the sidebar', async ({ page, open }) => {
    await open();
    await page.getByTestId('hamburger').click();
    const backdrop = page.getByTestId('mobile-backdrop');
    await expect(backdrop).toBeVisible();
    await backdrop.click({ position: { x: 350, y: 400 } });
    await expect(backdrop).toHaveCount(0);
    await expect(page.getByTestId('sidebar')).not.toBeInViewport();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the navbar keeps the hamburger, the bell, the language and the avatar menu; no breadcrumb', async ({
    page,
    open,
  }) => {
    await open({ path: '/identity/users' });
    for (const id of everywhereItems) await expect(page.getByTestId(id)).toBeVisible();
    for (const id of [...desktopItems, 'error-log-button']) await expect(page.getByTestId(id)).toHaveCount(0);
    // Nothing in the bar is pushed out of a 390 px screen.
    const bar = await page.getByTestId('navbar').boundingBox();
    const avatar = await page.getByTestId('avatar-menu').boundingBox();
    expect(avatar!.x + avatar!.width).toBeLessThanOrEqual(bar!.x + bar!.width);
  });
});

test.describe('avatar menu', () => {
  for (const language of languages) {
    test(`offers profile, dashboard and log out (${language})`, async ({ page, open }) => {
      await open({ language, path: '/documentation/index' });
      await page.getByTestId('avatar-menu').click();
      await expect(page.getByTestId('avatar-profile')).toHaveText(t(language, 'Navbar:Profile'));
      await expect(page.getByTestId('avatar-dashboard')).toHaveText(t(language, 'Navbar:Dashboard'));
      await expect(page.getByTestId('avatar-logout')).toHaveText(t(language, 'Navbar:LogOut'));
      await tap(page.getByTestId('avatar-profile'));
      await expect(page).toHaveURL(/\/profile\/index$/);
      await expect(page.getByTestId('profile-form')).toBeVisible();
      await expect(page.getByTestId('avatar-profile')).toBeHidden();
      await avatarMenu(page, 'dashboard');
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  }
});
