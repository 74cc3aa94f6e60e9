import type { Page } from '@playwright/test';
import {
  desktopOnly,
  expect,
  mobileOnly,
  motionDone,
  screenshot,
  settle,
  test,
  useLanguage,
  type Language,
} from './support/fixtures.js';
import { t, text } from './support/texts.js';

/**
 * Issue 3, "Tests and figures": pictures of the shell for people to look at, saved under
 * e2e/screenshots/ (ignored by git). Each waits for the fonts and animations before the shot.
 */

async function shoot(page: Page, name: string) {
  await settle(page);
  await page.evaluate(() => document.fonts.ready);
  await screenshot(page, name);
}

test.describe('screenshots on desktop', () => {
  desktopOnly();

  test('login page (en)', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'en');
    await page.goto('/login');
    await expect(page.getByTestId('login-submit')).toHaveText(text('en', 'AbpAccount', 'Login'));
    await shoot(page, 'login-en');
  });

  for (const language of ['en', 'zh-Hans', 'zh-Hant'] as Language[]) {
    test(`dashboard (${language})`, async ({ page, open }) => {
      await open({ language });
      await expect(page.getByTestId('dashboard-greeting')).toHaveText(
        t(language, 'Dashboard:Greeting', 'admin'),
      );
      await expect(page.getByTestId('dashboard-links')).toBeVisible();
      await shoot(page, `dashboard-${language}`);
    });
  }

  test('settings panel open (zh-Hans)', async ({ page, open }) => {
    await open({ language: 'zh-Hans' });
    await page.getByTestId('settings-handle').click();
    const drawer = page.getByTestId('settings-drawer');
    await expect(drawer).toContainText(t('zh-Hans', 'Settings:Title'));
    await motionDone(page.getByTestId('setting-supportPinyinSearch'));
    await shoot(page, 'settings-panel-zh-Hans');
  });

  test('menu search open (zh-Hans, "yonghu")', async ({ page, open }) => {
    await open({ language: 'zh-Hans' });
    await page.keyboard.press('Control+k');
    await page.getByTestId('header-search').getByRole('combobox').fill('yonghu');
    const first = page.locator('.header-search-popup [data-testid^="search-option-"]').first();
    await expect(first).toHaveAttribute('data-testid', 'search-option-/identity/users');
    await motionDone(first);
    await shoot(page, 'menu-search-zh-Hans');
  });
});

test.describe('screenshots on mobile', () => {
  mobileOnly();

  test('mobile layout with the sidebar open (zh-Hans)', async ({ page, open }) => {
    await open({ language: 'zh-Hans' });
    await page.getByTestId('hamburger').click();
    await expect(page.getByTestId('mobile-backdrop')).toBeVisible();
    await expect(page.getByTestId('sidebar')).toBeInViewport({ ratio: 1 });
    await shoot(page, 'mobile-sidebar-open-zh-Hans');
  });

  test('mobile dashboard and login (en)', async ({ page, open, context }) => {
    await open();
    await expect(page.getByTestId('dashboard-links')).toBeVisible();
    await shoot(page, 'mobile-dashboard-en');
    await context.clearCookies({ name: 'Admin-Token' });
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    await shoot(page, 'mobile-login-en');
  });
});
