import type { APIRequestContext, Page } from '@playwright/test';
import { expect, screenshot, signIn, tenantAdmin, test, useLanguage, vendor } from './support/fixtures.js';
import { t, text } from './support/texts.js';

/**
 * Publishes an announcement mailed to the vendors, so the outbox has a mail (no SMTP server is
 * configured in the demo: it stays pending), then revokes it so no bell elsewhere shows it.
 */
async function queueMail(request: APIRequestContext, token: string, title: string) {
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/app/systemInform', {
    headers,
    data: {
      title,
      content: '<p>Dear supplier, <b>please read</b> the new packing rules.</p>',
      type: 2,
      systemInformShow: 1,
      audience: 2,
      mailToAudience: true,
    },
  });
  // A create without `isDraft` publishes at once (the spec's only create call), which queues the mails.
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  expect((await request.post(`/api/app/systemInform/${id}/revoke`, { headers })).status()).toBeLessThan(300);
}

const rows = (page: Page, subject: string) =>
  page.getByTestId('mail-table').locator('tbody tr', { hasText: subject });

test.describe('mail outbox', () => {
  test('a queued mail is listed, filtered, opened with its body, and sent again', async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL!, 'en');
    const token = await signIn(context, baseURL!, tenantAdmin);
    const title = `Packing rules ${Date.now()}`;
    await queueMail(context.request, token, title);

    await page.goto('/system-notice/mail-event-overview');
    await expect(page.getByTestId('page-mail-outbox')).toBeVisible();
    const row = rows(page, title).first();
    await expect(row).toBeVisible();
    await expect(row.getByTestId('mail-status')).toHaveText(t('en', 'Enum:MailStatus.Pending'));

    // The filter narrows to the subject; a filter matching nothing leaves the empty state.
    await page.getByTestId('list-filter').fill('no such mail anywhere');
    await page.getByTestId('list-filter').press('Enter');
    await expect(page.getByTestId('mail-table').locator('.ant-empty')).toBeVisible();
    await page.getByTestId('list-filter').fill(title);
    await page.getByTestId('list-filter').press('Enter');
    await expect(page.getByTestId('mail-table').locator('tbody tr.ant-table-row')).not.toHaveCount(0);
    await expect(
      page.getByTestId('mail-table').locator('tbody tr.ant-table-row', { hasNotText: title }),
    ).toHaveCount(0);
    await screenshot(page, 'mail-outbox-en-desktop');

    // Details: the recipient and the body, rendered in a sandbox without scripts.
    await row.getByRole('button', { name: text('en', 'AbpUi', 'Detail') }).click();
    const drawer = page.getByTestId('mail-details');
    await expect(drawer).toContainText(title);
    await expect(drawer).toContainText('@');
    const body = page.frameLocator('[data-testid=mail-body]');
    await expect(body.getByText('please read')).toBeVisible();
    await expect(page.getByTestId('mail-body')).toHaveAttribute('sandbox', '');
    await screenshot(page, 'mail-outbox-detail-en-desktop');
    await page.keyboard.press('Escape');

    // Send again: confirmed first, then queued.
    await row.getByRole('button', { name: t('en', 'Mail:Retry') }).click();
    await page
      .getByRole('button', { name: t('en', 'Mail:Retry') })
      .last()
      .click();
    await expect(page.getByText(t('en', 'Mail:RetryQueued')).first()).toBeVisible();
  });

  test('the page in Traditional Chinese, under the letters area too', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'zh-Hant');
    await signIn(context, baseURL!, tenantAdmin);
    await page.goto('/letter-of-recognition/mail-event-overview');
    await expect(page.getByTestId('page-mail-outbox')).toBeVisible();
    // A column title on a wide screen, a card's field label on a phone.
    await expect(page.getByTestId('mail-table')).toContainText(t('zh-Hant', 'Mail:Subject'));
    await screenshot(page, 'mail-outbox-zh-Hant');
  });

  test('a vendor user cannot open the outbox', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'en');
    const token = await signIn(context, baseURL!, vendor);
    await page.goto('/system-notice/mail-event-overview');
    await expect(page.getByTestId('error-404')).toBeVisible();
    const res = await context.request.get('/api/app/mailOutbox', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(403);
  });
});
