import type { Page } from '@playwright/test';
import { expect, screenshot, signIn, tenantAdmin, test, useLanguage } from './support/fixtures.js';
import { text } from './support/texts.js';

// A real 8x8 PNG (red), so the browser decodes it and the avatar shows a picture, not initials.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Hz3v5eAAAAAElFTkSuQmCC',
  'base64',
);

const profileAvatar = (page: Page) => page.getByTestId('profile-card').locator('.user-avatar');
const navbarAvatar = (page: Page) => page.getByTestId('avatar-menu').locator('.user-avatar');

test.describe('profile avatar', () => {
  test('upload shows the picture on the profile and in the navbar, after a reload too; remove brings the initials back', async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL!, 'en');
    await signIn(context, baseURL!, tenantAdmin);
    await page.goto('/profile/index');
    await expect(page.getByTestId('profile-form')).toBeVisible();
    await expect(page.getByText(text('en', 'AbpAccount', 'AvatarUploadHint', 1))).toBeVisible();
    await expect(profileAvatar(page).locator('img')).toHaveCount(0);

    // A wrong format is refused before anything is sent.
    await page.locator('input[type=file]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(page.getByText(text('en', 'AbpAccount', 'AvatarWrongFormat')).first()).toBeVisible();
    await expect(page.getByTestId('avatar-remove')).toHaveCount(0);

    // Too large for the 1 MB default.
    await page.locator('input[type=file]').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(1024 * 1024 + 1),
    });
    await expect(page.getByText(text('en', 'AbpAccount', 'AvatarTooLarge', 1)).first()).toBeVisible();

    const uploaded = page.waitForResponse((r) => r.url().includes('/api/file-management/files/upload'));
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    expect((await uploaded).status()).toBe(200);
    await expect(page.getByText(text('en', 'AbpAccount', 'AvatarUploaded')).first()).toBeVisible();
    await expect(profileAvatar(page).locator('img')).toBeVisible();
    await expect(navbarAvatar(page).locator('img')).toBeVisible();
    await screenshot(page, 'profile-avatar-en-desktop');

    // A phone number is optional, but "abc" is not one: said on the field, nothing sent.
    await page.getByTestId('profile-phone').fill('abc');
    await page.getByTestId('profile-save').click();
    await expect(page.locator('#phoneNumber_help, .ant-form-item-explain-error').first()).toBeVisible();
    // Saving the personal form right after is not refused as stale: the avatar change refreshed it.
    await page.getByTestId('profile-phone').fill('');
    await page.getByTestId('profile-save').click();
    await expect(page.getByText(text('en', 'AbpAccount', 'ProfileUpdated')).first()).toBeVisible();
    await page.getByTestId('profile-phone').fill('13800138000');
    await page.getByTestId('profile-introduction').fill('Quality engineer');
    await page.getByTestId('profile-save').click();
    await expect(page.getByText(text('en', 'AbpAccount', 'ProfileUpdated')).first()).toBeVisible();

    // The profile holds the id of a public file: its bytes are the picture, readable without a token.
    const token = await tokenOf(page);
    const profile = (await (
      await page.request.get('/api/account/my-profile', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { extraProperties: { Avatar?: string }; tenantId?: string };
    const avatar = profile.extraProperties.Avatar!;
    const tenant = (await page.context().cookies()).find((c) => c.name === 'tenant')!.value;
    const bytes = await page.request.get(`/api/file-management/files/${avatar}`, {
      headers: { __tenant: tenant },
    });
    expect(bytes.status()).toBe(200);
    expect(Buffer.compare(await bytes.body(), png)).toBe(0);

    await page.reload();
    await expect(navbarAvatar(page).locator('img')).toBeVisible();
    const natural = await profileAvatar(page)
      .locator('img')
      .evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(natural).toBe(8);

    await page.getByTestId('avatar-remove').click();
    await expect(page.getByText(text('en', 'AbpAccount', 'AvatarRemoved')).first()).toBeVisible();
    await expect(profileAvatar(page).locator('img')).toHaveCount(0);
    await expect(navbarAvatar(page).locator('img')).toHaveCount(0);
    await expect(page.getByTestId('avatar-remove')).toHaveCount(0);
  });

  test('the profile card in Chinese', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'zh-Hans');
    await signIn(context, baseURL!, tenantAdmin);
    await page.goto('/profile/index');
    await expect(page.getByTestId('avatar-change')).toHaveText(text('zh-Hans', 'AbpAccount', 'ChangeAvatar'));
    await screenshot(page, 'profile-avatar-zh-Hans');
  });
});

async function tokenOf(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'Admin-Token')!.value;
}
