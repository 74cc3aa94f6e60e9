import type { Page } from '@playwright/test';
import { avatarMenu, desktopOnly, expect, languages, navigateByMenu, tap, test } from './support/fixtures.js';
import { t } from './support/texts.js';

/** Issue 3, item 3 (tab strip): visited pages, the pinned dashboard, the context menu, kept pages. */

const tabs = (page: Page) => page.getByTestId('tags-view').getByRole('tab');

async function contextMenu(page: Page, path: string) {
  await page.getByTestId(`tag-${path}`).click({ button: 'right' });
  const menu = page.getByTestId('tags-context-menu');
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('tags view', () => {
  desktopOnly();

  test('visited pages get tabs; the dashboard tab is pinned; the close icon closes a tab', async ({
    page,
    open,
  }) => {
    await open();
    await expect(tabs(page)).toHaveText([t('en', 'Menu:Dashboard')]);
    await expect(page.getByTestId('tag-/dashboard')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('tag-close-/dashboard')).toHaveCount(0);

    await navigateByMenu(page, '/documentation/index');
    await navigateByMenu(page, '/identity/users', '/identity');
    // A hidden page (the profile) gets its tab too.
    await avatarMenu(page, 'profile');
    await expect(tabs(page)).toHaveText([
      t('en', 'Menu:Dashboard'),
      t('en', 'Menu:Documentation'),
      t('en', 'Menu:Identity.Users'),
      t('en', 'Menu:Profile'),
    ]);
    await expect(page.getByTestId('tag-/profile/index')).toHaveAttribute('aria-selected', 'true');

    // Clicking a tab goes to its page; a page visited again keeps its single tab.
    await page.getByTestId('tag-/documentation/index').click();
    await expect(page).toHaveURL(/\/documentation\/index$/);
    await navigateByMenu(page, '/documentation/index');
    await expect(tabs(page)).toHaveCount(4);

    // Closing the current tab goes to the last one left; closing another stays.
    await page.getByTestId('tag-close-/documentation/index').click();
    await expect(page.getByTestId('tag-/documentation/index')).toHaveCount(0);
    await expect(page).toHaveURL(/\/profile\/index$/);
    await page.getByTestId('tag-close-/identity/users').click();
    await expect(page).toHaveURL(/\/profile\/index$/);
    await expect(tabs(page)).toHaveText([t('en', 'Menu:Dashboard'), t('en', 'Menu:Profile')]);
  });

  for (const language of languages) {
    test(`the context menu is 105 px wide with Refresh, Close, Close others, Close all (${language})`, async ({
      page,
      open,
    }) => {
      await open({ language });
      await navigateByMenu(page, '/documentation/index');
      const menu = await contextMenu(page, '/documentation/index');
      expect((await menu.boundingBox())?.width).toBe(105);
      await expect(menu.getByRole('menuitem')).toHaveText([
        t(language, 'TagsView:Refresh'),
        t(language, 'TagsView:Close'),
        t(language, 'TagsView:CloseOthers'),
        t(language, 'TagsView:CloseAll'),
      ]);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);

      // The pinned tab cannot be closed, so its menu has no Close.
      await contextMenu(page, '/dashboard');
      await expect(menu.getByRole('menuitem')).toHaveText([
        t(language, 'TagsView:Refresh'),
        t(language, 'TagsView:CloseOthers'),
        t(language, 'TagsView:CloseAll'),
      ]);
      await page.getByTestId('app-main').click();
      await expect(menu).toHaveCount(0);
    });
  }

  test('Close others keeps the pinned tab and the chosen one; Close all keeps the pinned tab only', async ({
    page,
    open,
  }) => {
    await open();
    await navigateByMenu(page, '/documentation/index');
    await navigateByMenu(page, '/identity/users', '/identity');
    await navigateByMenu(page, '/identity/roles', '/identity');
    await expect(tabs(page)).toHaveCount(4);

    await (await contextMenu(page, '/documentation/index')).getByTestId('tags-menu-close-others').click();
    await expect(page).toHaveURL(/\/documentation\/index$/);
    await expect(tabs(page)).toHaveText([t('en', 'Menu:Dashboard'), t('en', 'Menu:Documentation')]);

    await navigateByMenu(page, '/identity/users', '/identity');
    await (await contextMenu(page, '/identity/users')).getByTestId('tags-menu-close-all').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(tabs(page)).toHaveText([t('en', 'Menu:Dashboard')]);

    // Close in the menu closes that tab.
    await navigateByMenu(page, '/documentation/index');
    await (await contextMenu(page, '/documentation/index')).getByTestId('tags-menu-close').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(tabs(page)).toHaveCount(1);
  });

  test('a page keeps its state while its tab is open; Refresh, closing and noCache start afresh', async ({
    page,
    open,
  }) => {
    await open({ path: '/identity/users' });
    const filter = page.getByTestId('list-filter');
    await filter.fill('kept by the tab');
    await page.getByTestId('tag-/dashboard').click();
    await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
    await page.getByTestId('tag-/identity/users').click();
    await expect(filter).toHaveValue('kept by the tab');

    // Refresh goes through /redirect and renders the page anew.
    await (await contextMenu(page, '/identity/users')).getByTestId('tags-menu-refresh').click();
    await expect(page).toHaveURL(/\/identity\/users$/);
    await expect(filter).toHaveValue('');

    // A closed tab's page starts afresh when visited again.
    await filter.fill('dropped with the tab');
    await page.getByTestId('tag-/dashboard').click();
    await page.getByTestId('tag-close-/identity/users').click();
    await navigateByMenu(page, '/identity/users', '/identity');
    await expect(filter).toHaveValue('');

    // The profile is noCache: what was typed is gone after leaving it.
    await avatarMenu(page, 'profile');
    const name = page.getByTestId('profile-name-input');
    await expect(name).toHaveValue('admin');
    await name.fill('not kept');
    await page.getByTestId('tag-/dashboard').click();
    await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
    await page.getByTestId('tag-/profile/index').click();
    await expect(name).toHaveValue('admin');
  });

  test('the tab strip switch of the settings panel hides the strip, also after a reload', async ({
    page,
    open,
  }) => {
    await open();
    await expect(page.getByTestId('tags-view')).toBeVisible();
    await page.getByTestId('settings-handle').click();
    const toggle = page.getByTestId('setting-tagsView');
    await expect(toggle).toBeChecked();
    await tap(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(page.getByTestId('tags-view')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('navbar')).toBeVisible();
    await expect(page.getByTestId('tags-view')).toHaveCount(0);
  });
});
