import type { Locator, Page } from '@playwright/test';
import { expect, isMobilePage, languages, tap, test } from './support/fixtures.js';
import { t } from './support/texts.js';

/** Issue 3, item 3 (settings panel): theme colour, switches, persistence, the pinyin switch. */

const DEFAULT_THEME = 'rgb(24, 144, 255)'; // #1890ff
const RED_PRESET = 'rgb(245, 34, 45)'; // #f5222d, the last of the spec's eight presets

async function openSettings(page: Page) {
  await page.getByTestId('settings-handle').click();
  const drawer = page.getByTestId('settings-drawer');
  await expect(drawer).toBeVisible();
  return drawer;
}

const background = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('settings panel', () => {
  for (const language of languages) {
    test(`opens from the handle with its switches, all on; pinyin only for Chinese (${language})`, async ({
      page,
      open,
    }) => {
      await open({ language });
      const drawer = await openSettings(page);
      await expect(drawer).toContainText(t(language, 'Settings:Title'));
      await expect(drawer).toContainText(t(language, 'Settings:Theme'));
      for (const [name, label] of [
        ['tagsView', 'Settings:TagsView'],
        ['fixedHeader', 'Settings:FixedHeader'],
        ['sidebarLogo', 'Settings:SidebarLogo'],
      ] as const) {
        await expect(page.getByTestId(`setting-${name}`)).toBeChecked();
        await expect(drawer).toContainText(t(language, label));
      }
      const pinyin = page.getByTestId('setting-supportPinyinSearch');
      if (language === 'en') {
        await expect(pinyin).toHaveCount(0);
      } else {
        await expect(pinyin).toBeChecked();
        await expect(drawer).toContainText(t(language, 'Settings:PinyinSearch'));
      }
      // Escape closes it again, and the gear in the navbar covers nothing of the page.
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      const gear = await page.getByTestId('settings-handle').boundingBox();
      const navbar = await page.getByTestId('navbar').boundingBox();
      expect(gear!.y + gear!.height).toBeLessThanOrEqual(navbar!.y + navbar!.height);
    });
  }

  test('a theme preset becomes the primary colour at once and after a reload', async ({ page, open }) => {
    await open();
    const activeTab = page.getByTestId('tag-/dashboard');
    const checkedSwitch = page.getByTestId('setting-fixedHeader');
    const desktop = !isMobilePage(page);
    if (desktop) expect(await background(activeTab)).toBe(DEFAULT_THEME);

    await openSettings(page);
    expect(await background(checkedSwitch)).toBe(DEFAULT_THEME);
    await page.getByTestId('theme-picker').click();
    const presets = page.locator('.ant-color-picker-presets-color');
    await expect(presets).toHaveCount(8);
    await tap(presets.nth(7));

    await expect.poll(() => background(checkedSwitch)).toBe(RED_PRESET);
    if (desktop) await expect.poll(() => background(activeTab)).toBe(RED_PRESET);

    await page.reload();
    await expect(page.getByTestId('navbar')).toBeVisible();
    if (desktop) await expect.poll(() => background(activeTab)).toBe(RED_PRESET);
    await openSettings(page);
    await expect.poll(() => background(checkedSwitch)).toBe(RED_PRESET);
  });

  test('fixed header and sidebar logo switches take effect and persist across a reload', async ({
    page,
    open,
  }) => {
    await open();
    const header = page.getByTestId('header');
    const position = () => header.evaluate((el) => getComputedStyle(el).position);
    expect(await position()).toBe('fixed');
    // The logo lives in the sidebar: on mobile it is seen with the sidebar open.
    await expect(page.getByTestId('sidebar-logo')).toHaveCount(1);
    await expect(page.getByTestId('sidebar-logo')).toContainText(t('en', 'AppTitle'));

    await openSettings(page);
    await tap(page.getByTestId('setting-fixedHeader'));
    await expect(header).toHaveClass(/static-header/);
    expect(await position()).toBe('relative');
    await tap(page.getByTestId('setting-sidebarLogo'));
    await expect(page.getByTestId('sidebar-logo')).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('navbar')).toBeVisible();
    await expect(header).toHaveClass(/static-header/);
    await expect(page.getByTestId('sidebar-logo')).toHaveCount(0);

    await openSettings(page);
    await expect(page.getByTestId('setting-fixedHeader')).not.toBeChecked();
    await expect(page.getByTestId('setting-sidebarLogo')).not.toBeChecked();
    await tap(page.getByTestId('setting-fixedHeader'));
    await tap(page.getByTestId('setting-sidebarLogo'));
    await expect(header).toHaveClass(/fixed-header/);
    await expect(page.getByTestId('sidebar-logo')).toHaveCount(1);
  });
});
