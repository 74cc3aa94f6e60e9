import type { Page } from '@playwright/test';
import { desktopOnly, expect, languages, tap, test } from './support/fixtures.js';
import { t } from './support/texts.js';

/** Issue 3, item 7: uncaught UI errors collected in the production build, the badge, the dialog. */

/** What an uncaught error looks like to the window. */
const dispatchError = (page: Page, message: string) =>
  page.evaluate((text) => {
    window.dispatchEvent(new ErrorEvent('error', { error: new Error(text), message: text }));
  }, message);

test.describe('error log', () => {
  desktopOnly();

  test('uncaught errors and rejections show the button with a count; the dialog lists them; Clear all empties it', async ({
    page,
    open,
  }) => {
    await open({ path: '/documentation/index' });
    const button = page.getByTestId('error-log-button');
    await expect(button).toHaveCount(0);

    await dispatchError(page, 'boom from e2e');
    await expect(button).toBeVisible();
    await expect(button.locator('.ant-badge-count')).toHaveText('1');
    await expect(button).toHaveAccessibleName(`${t('en', 'Navbar:ErrorLog')} (1)`);

    // A real uncaught error and an unhandled rejection are collected too.
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('thrown for real');
      });
      void Promise.reject(new Error('rejected for real'));
    });
    await expect(button.locator('.ant-badge-count')).toHaveText('3');

    await button.click();
    const dialog = page.getByTestId('error-log-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('boom from e2e');
    await expect(dialog).toContainText('thrown for real');
    await expect(dialog).toContainText('rejected for real');
    await expect(dialog).toContainText(page.url());

    await tap(page.getByTestId('error-log-clear'));
    await expect(dialog).toBeHidden();
    await expect(button).toHaveCount(0);
  });

  for (const language of languages) {
    test(`the dialog speaks the interface language (${language})`, async ({ page, open }) => {
      await open({ language });
      await dispatchError(page, `boom in ${language}`);
      await page.getByTestId('error-log-button').click();
      const modal = page.getByRole('dialog').filter({ has: page.getByTestId('error-log-dialog') });
      await expect(modal).toContainText(t(language, 'ErrorLog:Title'));
      for (const column of ['ErrorLog:Message', 'ErrorLog:Info', 'ErrorLog:Url', 'ErrorLog:Stack'] as const) {
        await expect(modal.getByRole('columnheader', { name: t(language, column) })).toBeVisible();
      }
      await expect(page.getByTestId('error-log-clear')).toHaveText(t(language, 'ErrorLog:ClearAll'));
      await expect(modal).toContainText(`boom in ${language}`);
      await expect(modal).toContainText(`${new URL(page.url()).pathname}`);
    });
  }
});
