import type { Page } from '@playwright/test';
import { avatarMenu, cookie, expect, languages, tap, tenantAdmin, test } from './support/fixtures.js';
import { t, text } from './support/texts.js';

/** Issue 3, item 6: the request client's 401 dialog, its error toast and its headers. */

async function toProfile(page: Page) {
  await avatarMenu(page, 'profile');
  await expect(page).toHaveURL(/\/profile\/index$/);
}

async function toDashboard(page: Page) {
  await avatarMenu(page, 'dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('request client', () => {
  test('the 401 dialog says what the spec says (en)', () => {
    expect(t('en', 'ConfirmLogout:Title')).toBe('Confirm logout');
    expect(t('en', 'ConfirmLogout:Message')).toBe(
      'You have been logged out, you can cancel to stay on this page, or log in again',
    );
    expect(t('en', 'ConfirmLogout:ReLogin')).toBe('Re-Login');
    expect(t('en', 'ConfirmLogout:Cancel')).toBe('Cancel');
  });

  for (const language of languages) {
    test(`a revoked session opens "Confirm logout": Cancel stays, Re-Login goes to login (${language})`, async ({
      page,
      open,
    }) => {
      const token = await open({ language });
      // The dashboard's cards load after it shows: once they have, nothing else asks for a minute.
      await page.waitForLoadState('networkidle');
      // The session ends behind the page's back.
      const revoked = await page.request.get('/api/account/logout', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(revoked.status()).toBe(204);

      // The page's next request is refused and asks. On a desktop the navbar bells refresh on focus
      // (and every minute, which may come first): the test makes that request itself, so it cannot
      // race a navigation. A phone has no bells: opening the profile makes the request.
      const desktop = (page.viewportSize()?.width ?? 0) >= 992;
      if (desktop) await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      else await toProfile(page);
      const stays = desktop ? /\/dashboard$/ : /\/profile\/index$/;
      const dialog = page.getByRole('dialog').filter({ hasText: t(language, 'ConfirmLogout:Title') });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t(language, 'ConfirmLogout:Message'));
      const reLogin = dialog.getByRole('button', { name: t(language, 'ConfirmLogout:ReLogin') });
      const cancel = dialog.getByRole('button', { name: t(language, 'ConfirmLogout:Cancel') });
      await expect(reLogin).toBeVisible();
      await expect(cancel).toBeVisible();

      await tap(cancel);
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(stays);
      await expect(page.getByTestId('navbar')).toBeVisible();
      expect(await cookie(page, 'Admin-Token')).toBe(token);

      // The next refused request asks again; Re-Login forgets the token and reloads into the login.
      await toDashboard(page);
      await toProfile(page);
      await expect(dialog).toBeVisible();
      await tap(reLogin);
      await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Findex$/);
      await expect(page.getByTestId('login-form')).toBeVisible();
      expect(await cookie(page, 'Admin-Token')).toBeUndefined();
    });
  }

  for (const language of languages) {
    test(`a server error shows the server's message in a red toast (${language})`, async ({ page, open }) => {
      const token = await open({ account: tenantAdmin, language, path: '/profile/index' });
      const email = page.getByTestId('profile-email');
      await expect(email).toHaveValue('admin@demo.supplier-portal.local');
      await page.getByTestId('profile-name-input').fill('Demo administrator');
      await page.getByTestId('profile-phone').fill('13800000000');
      // Another user of the tenant has this address already.
      const taken = 'vendor@demo.supplier-portal.local';
      await email.fill(taken);

      const save = page.waitForRequest(
        (r) => r.method() === 'PUT' && r.url().endsWith('/api/account/my-profile'),
      );
      await page.getByTestId('profile-save').click();
      // Every request carries the language, the bearer token and the tenant.
      const headers = (await save).headers();
      expect(headers['accept-language']).toBe(language);
      expect(headers.authorization).toBe(`Bearer ${token}`);
      expect(headers.__tenant).toBe(await cookie(page, 'tenant'));

      const toast = page
        .locator('.ant-message-notice')
        .filter({ hasText: text(language, 'AbpIdentity', 'Volo.Abp.Identity:DuplicateEmail', taken) });
      await expect(toast).toBeVisible();
      const shownAt = Date.now();
      const icon = toast.locator('.ant-message-error .anticon');
      expect(await icon.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 77, 79)');

      if (language === 'en') {
        // Shown for 5 s (antd then fades it out).
        await expect(toast).toBeHidden({ timeout: 10_000 });
        const shownFor = Date.now() - shownAt;
        expect(shownFor).toBeGreaterThan(4_500);
        expect(shownFor).toBeLessThan(7_500);
      }
    });
  }
});
