import type { Page } from '@playwright/test';
import { desktopOnly, expect, tap, test, vendor } from './support/fixtures.js';
import { t } from './support/texts.js';

/** Issue 3, item 4: the navbar's menu search (fuzzy titles, pinyin, paths; Ctrl+K, arrows, Enter). */

const searchBox = (page: Page) => page.getByTestId('header-search').getByRole('combobox');
const options = (page: Page) => page.locator('.header-search-popup [data-testid^="search-option-"]');
const firstOption = (page: Page) => options(page).first();

async function openWithShortcut(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(page.getByTestId('header-search')).toHaveClass(/\bshow\b/);
  await expect(searchBox(page)).toBeFocused();
}

async function search(page: Page, query: string) {
  await searchBox(page).fill(query);
}

test.describe('menu search', () => {
  desktopOnly();

  test('Ctrl+K opens it; "users" finds Users; Enter goes there and closes it (en)', async ({
    page,
    open,
  }) => {
    await open();
    await expect(page.getByTestId('header-search')).not.toHaveClass(/\bshow\b/);
    await openWithShortcut(page);
    await search(page, 'users');
    await expect(firstOption(page)).toHaveAttribute('data-testid', 'search-option-/identity/users');
    await expect(firstOption(page)).toHaveText(
      `${t('en', 'Menu:Identity')} > ${t('en', 'Menu:Identity.Users')}`,
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/identity\/users$/);
    await expect(page.getByTestId('header-search')).not.toHaveClass(/\bshow\b/);
  });

  test('"yonghu" finds 用户管理 by its pinyin (zh-Hans)', async ({ page, open }) => {
    await open({ language: 'zh-Hans' });
    await openWithShortcut(page);
    await search(page, 'yonghu');
    await expect(firstOption(page)).toHaveAttribute('data-testid', 'search-option-/identity/users');
    await expect(firstOption(page)).toContainText(t('zh-Hans', 'Menu:Identity.Users'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/identity\/users$/);
    await expect(page).toHaveTitle(/用户管理/);
  });

  test('a title search in Traditional Chinese, and its pinyin (zh-Hant)', async ({ page, open }) => {
    await open({ language: 'zh-Hant' });
    await openWithShortcut(page);
    await search(page, t('zh-Hant', 'Menu:Identity.Users'));
    await expect(firstOption(page)).toHaveAttribute('data-testid', 'search-option-/identity/users');
    await expect(firstOption(page)).toHaveText(
      `${t('zh-Hant', 'Menu:Identity')} > ${t('zh-Hant', 'Menu:Identity.Users')}`,
    );
    // 租戶管理 (its group, which redirects to the list) or 租戶 itself.
    await search(page, 'zuhu');
    await expect(firstOption(page)).toHaveAttribute('data-testid', /^search-option-\/tenant(\/tenants)?$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tenant\/tenants$/);
  });

  test('the arrows choose among the results; paths are searched; no match says so; Escape closes', async ({
    page,
    open,
  }) => {
    await open();
    // The search icon opens it too.
    await page.getByTestId('header-search-toggle').click();
    await expect(searchBox(page)).toBeFocused();
    await search(page, 'dictionaries/index');
    await expect(firstOption(page)).toHaveAttribute('data-testid', 'search-option-/dictionaries/index');

    await search(page, 'identity');
    await expect.poll(() => options(page).count()).toBeGreaterThan(2);
    await page.keyboard.press('ArrowDown');
    const active = page.locator('.header-search-popup .ant-select-item-option-active [data-testid]');
    await expect(active).toHaveAttribute(
      'data-testid',
      (await options(page).nth(1).getAttribute('data-testid'))!,
    );
    const target = (await active.getAttribute('data-testid'))!.replace('search-option-', '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));

    await openWithShortcut(page);
    await search(page, 'qqqqxxxx');
    await expect(page.locator('.header-search-popup')).toContainText(t('en', 'Navbar:SearchNoResults'));
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('header-search')).not.toHaveClass(/\bshow\b/);
  });

  test('with the pinyin switch off, pinyin finds nothing (zh-Hans)', async ({ page, open }) => {
    await open({ language: 'zh-Hans' });
    await page.getByTestId('settings-handle').click();
    await tap(page.getByTestId('setting-supportPinyinSearch'));
    await expect(page.getByTestId('setting-supportPinyinSearch')).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('settings-drawer')).toBeHidden();
    await openWithShortcut(page);
    await search(page, 'yonghu');
    await expect(page.locator('.header-search-popup')).toContainText(t('zh-Hans', 'Navbar:SearchNoResults'));
    await expect(page.getByTestId('search-option-/identity/users')).toHaveCount(0);
    // The Chinese titles are still searched.
    await search(page, '用户');
    await expect(firstOption(page)).toHaveAttribute('data-testid', 'search-option-/identity/users');
  });

  test("a vendor's search never offers admin pages", async ({ page, open }) => {
    await open({ account: vendor });
    await openWithShortcut(page);
    await search(page, 'label');
    await expect(firstOption(page)).toHaveAttribute('data-testid', /search-option-\/vendor-label\//);
    const admin = page.locator(
      ['identity', 'tenant', 'settings', 'auditlogs', 'dictionaries']
        .map((area) => `.header-search-popup [data-testid^="search-option-/${area}/"]`)
        .join(', '),
    );
    for (const query of ['users', 'roles', 'identity', 'tenants', 'settings', 'audit', 'dictionaries']) {
      await search(page, query);
      // Wait for this query's answer (results, or "no matching pages") before looking for admin pages.
      await expect(
        page
          .locator('.header-search-popup')
          .getByText(t('en', 'Navbar:SearchNoResults'))
          .or(firstOption(page)),
      ).toBeVisible();
      await expect(admin).toHaveCount(0);
    }
  });
});
