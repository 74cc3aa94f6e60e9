import type { Page } from '@playwright/test';
import { cookie, desktopOnly, expect, isMobilePage, type Language, tap, test } from './support/fixtures.js';
import { languageNames, productTitle, t, text } from './support/texts.js';

/** Issue 3, item 5: the global size and the interface language. */

const buttonHeight = async (page: Page) => (await page.getByTestId('profile-save').boundingBox())?.height;

/**
 * The save button's height once it is drawn and `accept`s it: a size switch renders the page anew,
 * and while it does the button can measure 0, which a bare "less than" would take.
 */
async function heightWhen(page: Page, accept: (height: number) => boolean): Promise<number> {
  let height = 0;
  await expect
    .poll(async () => {
      height = (await buttonHeight(page)) ?? 0;
      return height > 0 && accept(height);
    })
    .toBe(true);
  return height;
}

async function chooseSize(page: Page, size: string) {
  await page.getByTestId('size-select').click();
  await tap(page.getByTestId(`size-${size}`));
  await expect.poll(() => cookie(page, 'size')).toBe(size);
}

async function chooseLanguage(page: Page, language: Language) {
  await page.getByTestId('lang-select').click();
  const item = page.getByTestId(`lang-${language}`);
  await expect(item).toHaveText(languageNames[language]);
  await tap(item);
}

test.describe('size', () => {
  desktopOnly();

  test('the size selector sets the size cookie and renders the page again at that size', async ({
    page,
    open,
  }) => {
    await open({ path: '/profile/index' });
    expect(await cookie(page, 'size')).toBeUndefined();
    await expect(page.getByTestId('profile-save')).toBeVisible();
    const medium = await heightWhen(page, () => true);

    await page.getByTestId('size-select').click();
    await expect(page.getByTestId('size-default')).toHaveText(t('en', 'Size:Default'));
    await expect(page.getByTestId('size-medium')).toHaveText(t('en', 'Size:Medium'));
    await expect(page.getByTestId('size-small')).toHaveText(t('en', 'Size:Small'));
    await expect(page.getByTestId('size-mini')).toHaveText(t('en', 'Size:Mini'));
    await tap(page.getByTestId('size-default'));
    await expect.poll(() => cookie(page, 'size')).toBe('default');
    await expect(page.getByText(t('en', 'Size:Switched'))).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/index$/);
    await heightWhen(page, (h) => h > medium);

    await chooseSize(page, 'small');
    const small = await heightWhen(page, (h) => h < medium);
    await chooseSize(page, 'mini');
    await heightWhen(page, (h) => h < small);

    // The cookie is read at start-up.
    await page.reload();
    await expect(page.getByTestId('profile-save')).toBeVisible();
    await heightWhen(page, (h) => h < small);
  });
});

test.describe('language', () => {
  test('the navbar selector switches en → 简体中文 → 繁體中文 → English without reloading', async ({
    page,
    open,
  }) => {
    test.skip(isMobilePage(page), 'the navbar language selector is desktop-only');
    await open({ path: '/identity/users' });
    await page.evaluate(() => ((window as unknown as { e2eMarker: number }).e2eMarker = 1));
    const menu = page.getByTestId('sidebar-menu');
    const pager = page.locator('.ant-pagination-options');
    await expect(menu).toContainText(t('en', 'Menu:Dashboard'));
    await expect(pager).toContainText('/ page');

    const expectLanguage = async (language: Language, pagerText: string) => {
      await expect(menu).toContainText(t(language, 'Menu:Dashboard'));
      await expect(menu).toContainText(t(language, 'Menu:Identity.Users'));
      await expect(page.getByTestId('tag-/identity/users')).toHaveText(t(language, 'Menu:Identity.Users'));
      await expect(page.getByTestId('breadcrumb')).toContainText(t(language, 'Menu:Identity'));
      await expect(page).toHaveTitle(`${t(language, 'Menu:Identity.Users')} - ${productTitle[language]}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // antd's own texts follow (its locale): the page size changer of the list.
      await expect(pager).toContainText(pagerText);
      expect(await cookie(page, 'language')).toBe(language);
      // Still the same page: no reload happened.
      expect(await page.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker)).toBe(1);
    };

    await chooseLanguage(page, 'zh-Hans');
    await expect(page.getByText(t('zh-Hans', 'Language:Switched'))).toBeVisible();
    await expectLanguage('zh-Hans', '条/页');
    await page.getByTestId('size-select').click();
    await expect(page.getByTestId('size-mini')).toHaveText(t('zh-Hans', 'Size:Mini'));
    await page.keyboard.press('Escape');

    await chooseLanguage(page, 'zh-Hant');
    await expectLanguage('zh-Hant', '條/頁');
    await page.getByTestId('size-select').click();
    await expect(page.getByTestId('size-mini')).toHaveText(t('zh-Hant', 'Size:Mini'));
    await page.keyboard.press('Escape');

    await chooseLanguage(page, 'en');
    await expectLanguage('en', '/ page');

    // The choice holds after a reload.
    await page.reload();
    await expect(menu).toContainText(t('en', 'Menu:Dashboard'));
  });

  test('the login page switch changes the language in place and sets the cookie', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { e2eMarker: number }).e2eMarker = 1));
    const submit = page.getByTestId('login-submit');
    await expect(submit).toHaveText(text('en', 'AbpAccount', 'Login'));
    for (const language of ['zh-Hans', 'zh-Hant', 'en'] as const) {
      await page.getByTestId('lang-switch').getByText(languageNames[language]).click();
      await expect(submit).toHaveText(text(language, 'AbpAccount', 'Login'));
      await expect(
        page.getByRole('heading', { name: text(language, 'AbpAccount', 'LoginTitle') }),
      ).toBeVisible();
      await expect(page).toHaveTitle(`${t(language, 'Menu:Login')} - ${productTitle[language]}`);
      expect(await cookie(page, 'language')).toBe(language);
    }
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker)).toBe(1);
  });

  for (const [locale, language] of [
    ['zh-TW', 'zh-Hant'],
    ['en-GB', 'en'],
    ['fr-FR', 'zh-Hans'],
  ] as const) {
    test.describe(() => {
      test.use({ locale });
      test(`without a cookie, the browser language ${locale} gives ${language}`, async ({ page }) => {
        await page.goto('/login');
        await expect(page.getByTestId('login-submit')).toHaveText(text(language, 'AbpAccount', 'Login'));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        expect(await cookie(page, 'language')).toBeUndefined();
      });
    });
  }
});
