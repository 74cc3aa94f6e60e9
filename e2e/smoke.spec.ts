import { expect, hostAdmin, screenshot, signIn, test, useLanguage } from './support/fixtures.js';

test('an unauthenticated visit goes to the login page with a redirect', async ({ page }) => {
  await page.goto('/identity/users');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fidentity%2Fusers$/);
});

test('a signed-in admin lands on the dashboard', async ({ page, context, baseURL }, info) => {
  await useLanguage(context, baseURL!, 'zh-Hans');
  await signIn(context, baseURL!, hostAdmin);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle(/供应商平台/);
  await screenshot(page, `smoke-dashboard-${info.project.name}`);
});
