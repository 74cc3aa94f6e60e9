import type { Page } from '@playwright/test';
import { expect, motionDone, screenshot, tap, tenantAdmin, test, type Language } from './support/fixtures.js';
import { t } from './support/texts.js';

/**
 * The mail templates page (issue 8): the demo installation declares one mail event
 * (`Demo.DocumentSubmitted`). An administrator edits its English wording, previews it with the
 * sample data, saves it, sends a test (mail and notification), and resets it to the default.
 */
/** Fonts in and animations over (the bells poll, so the network is never idle for long). */
async function quiet(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

const EVENT = 'Demo.DocumentSubmitted';
const PATH = '/system-components/mail-templates';

async function openEvent(page: Page) {
  await expect(page.getByTestId('mail-templates-page')).toBeVisible();
  await page.getByTestId(`mail-event-${EVENT}`).click();
}

test.describe('mail templates', () => {
  test.beforeEach(({ page }) => page.setViewportSize({ width: 1366, height: 768 }));

  test('edit, preview, save, send a test, reset to default', async ({ page, open }) => {
    await open({ account: tenantAdmin, path: PATH });
    await openEvent(page);
    const en = page.getByTestId('mail-template-en');
    await expect(en).toBeVisible();
    const subject = en.getByTestId('mail-template-subject');
    const defaultSubject = await subject.inputValue();
    expect(defaultSubject).toBe('Document {{number}} was submitted by {{supplier}}');

    // Preview: the sample data goes in, HTML-escaped in the body.
    await subject.fill('Check {{number}} from {{supplier}}');
    await en
      .getByTestId('mail-template-body')
      .fill('<p>Hi {{recipient}}, {{supplier}} sent <b>{{number}}</b>.</p>');
    await en.getByTestId('mail-template-preview').click();
    await expect(en.getByTestId('mail-template-preview-subject')).toHaveText(
      'Check DOC-20250301-001 from Acme & Sons',
    );
    const frame = page.frameLocator('[data-testid="mail-template-preview-body"]');
    await expect(frame.locator('p')).toHaveText('Hi Alex, Acme & Sons sent DOC-20250301-001.');
    await expect(frame.locator('b')).toHaveText('DOC-20250301-001');

    // Save: the language becomes customized.
    await en.getByTestId('mail-template-save').click();
    await expect(page.locator('.ant-message')).toContainText(t('en', 'MailTemplate:Saved'));
    await expect(en).toContainText(t('en', 'MailTemplate:Customized'));
    await quiet(page);
    await screenshot(page, 'mail-templates-en-desktop');

    // A test mail to myself shows up in the navbar's notifications.
    const bell = page.getByTestId('notification-button');
    const before = Number(await bell.getAttribute('data-count'));
    await en.getByTestId('mail-template-send-test').click();
    await expect(page.locator('.ant-message')).toContainText(t('en', 'MailTemplate:TestSent'));
    await page.reload();
    await expect(bell).toHaveAttribute('data-count', String(before + 1));
    await bell.click();
    const panel = page.getByTestId('notification-panel');
    await expect(panel.getByTestId('notification-list')).toBeVisible();
    await motionDone(panel);
    await screenshot(page, 'notifications-en-desktop');
    await tap(panel.getByTestId('notification-read-all'));
    await expect(bell).toHaveAttribute('data-count', '0');
    await page.keyboard.press('Escape');

    // Reset: back to the default wording.
    await openEvent(page);
    await page.getByTestId('mail-template-en').getByTestId('mail-template-reset').click();
    await tap(page.getByTestId('confirm-ok'));
    await expect(page.locator('.ant-message')).toContainText(t('en', 'MailTemplate:ResetDone'));
    await expect(page.getByTestId('mail-template-en').getByTestId('mail-template-subject')).toHaveValue(
      defaultSubject,
    );
    await expect(page.getByTestId('mail-template-en')).toContainText(t('en', 'MailTemplate:Default'));
  });

  for (const language of ['en', 'zh-Hans'] as Language[]) {
    for (const [device, size] of [
      ['desktop', { width: 1366, height: 768 }],
      ['mobile', { width: 390, height: 844 }],
    ] as const) {
      test(`screenshots: templates and to-do (${language}, ${device})`, async ({ page, open }) => {
        await page.setViewportSize(size);
        await open({ account: tenantAdmin, language, path: PATH });
        await openEvent(page);
        await expect(
          page.getByTestId('mail-template-zh-Hans').or(page.getByTestId('mail-template-en')).first(),
        ).toBeVisible();
        await page.getByTestId('mail-template-en').getByTestId('mail-template-preview').click();
        await expect(page.getByTestId('mail-template-preview-subject')).toBeVisible();
        await quiet(page);
        await screenshot(page, `mail-templates-${language}-${device}`);
        await page.goto('/dashboard');
        await expect(page.getByTestId('dashboard-pending')).toContainText(t(language, 'Todo:Title'));
        await page.getByTestId('dashboard-pending').scrollIntoViewIfNeeded();
        await quiet(page);
        await screenshot(page, `dashboard-todo-${language}-${device}`);
        if (device === 'desktop') {
          await page.getByTestId('notification-button').click();
          await motionDone(page.getByTestId('notification-panel'));
          await screenshot(page, `notifications-${language}-${device}`);
        }
      });
    }
  }
});
