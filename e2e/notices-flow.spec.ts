import type { Browser, Page } from '@playwright/test';
import {
  desktopOnly,
  expect,
  openApp,
  screenshot,
  tenantAdmin,
  test,
  vendor,
  type Account,
  type Language,
} from './support/fixtures.js';
import { supplierOfUser } from './support/inspection.js';
import { apiAs, chooseOption, day } from './support/letters.js';
import { t } from './support/texts.js';

/**
 * Notices to suppliers, the whole round (business-domain §4): the buyer (in English) writes a
 * notice to V0001 and V0002 asking for an acknowledgement and a reply, and publishes it; V0001's
 * user (in Chinese) opens it (read), acknowledges and replies with a file; the buyer returns the
 * reply with a comment, the vendor fixes it, the buyer accepts it; V0002 acknowledges, and the
 * figures read 2 / 2. One flow, desktop only; the phone layouts are in the screenshots.
 */
desktopOnly();
test.describe.configure({ mode: 'serial' });

const vendor2: Account = { username: 'vendor2', tenant: tenantAdmin.tenant! };
const TITLE = `E2E notice ${Date.now().toString(36).toUpperCase()}`;
const TEMPLATE = 'Root cause:\nContainment:';

let noticeId = '';
let noticeNo = '';
let code1 = '';
let code2 = '';

/** A session of its own for an account in a language, on a page. */
async function session(
  browser: Browser,
  baseURL: string,
  account: Account,
  language: Language,
  path: string,
) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  await openApp(page, baseURL, { account, language, path });
  return { page, close: () => context.close() };
}

async function openDetail(page: Page) {
  await expect(page.getByTestId('page-admin-notice-detail')).toBeVisible();
  await expect(page.getByTestId('detail-title')).toHaveText(noticeNo);
}

test.beforeAll(async ({ baseURL }) => {
  const admin = await apiAs(baseURL!, tenantAdmin);
  const supplierCode = async (userName: string) => (await supplierOfUser(admin, userName)).vendorCode;
  [code1, code2] = await Promise.all([supplierCode('vendor'), supplierCode('vendor2')]);
  expect([code1, code2]).toEqual(['V0001', 'V0002']);
  await admin.dispose();
});

test('the buyer writes a notice to two suppliers with a required reply and publishes it', async ({
  open,
  page,
}) => {
  await open({ account: tenantAdmin, path: '/system-notice/admin-notice-overview' });
  await expect(page.getByTestId('page-admin-notices')).toBeVisible();
  await page.getByTestId('notice-new').click();
  await expect(page.getByTestId('page-admin-edit-notice')).toBeVisible();

  // Publishing an empty form: the fields say what they need.
  await page.getByTestId('notice-publish').click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
  // The rules across fields too, at once: the selected suppliers and the acknowledgement's deadline.
  for (const field of ['announcement-suppliers', 'notice-ackDeadline'])
    await expect(
      page
        .locator('.ant-form-item', { has: page.getByTestId(field) })
        .locator('.ant-form-item-explain-error'),
    ).toBeVisible();

  await page.getByTestId('notice-title').fill(TITLE);
  await chooseOption(page, 'notice-category', 'DELIVERY');
  // No quality fields on a delivery notice.
  await expect(page.getByTestId('notice-problemType')).toHaveCount(0);
  await page.getByTestId('rich-text-input').click();
  await page.keyboard.type('From next month every carton carries the new label.');
  await chooseOption(page, 'announcement-suppliers', code1);
  await chooseOption(page, 'announcement-suppliers', code2);
  await page.keyboard.press('Escape');

  const deadline = page.getByTestId('notice-ackDeadline');
  const input =
    (await deadline.evaluate((el) => el.tagName)) === 'INPUT' ? deadline : deadline.locator('input');
  await input.click();
  await input.fill(`${day(7)} 17:00`);
  await input.press('Enter');
  await expect(input).toHaveValue(`${day(7)} 17:00`);

  await page.getByTestId('notice-requireReply').click();
  await page.getByTestId('notice-replyTemplate').fill(TEMPLATE);
  await screenshot(page, 'notice-edit-desktop-en');

  await page.getByTestId('notice-publish').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText(
    t('en', 'NoticePage:PublishConfirm', 2).slice(0, 20),
  );
  await expect(page.locator('.ant-modal-confirm')).toContainText(' 2 ');
  await page.getByTestId('confirm-ok').click();

  await expect(page.getByTestId('page-admin-notice-detail')).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText(t('en', 'Status:Published'));
  noticeNo = (await page.getByTestId('detail-title').innerText()).trim();
  noticeId = new URL(page.url()).searchParams.get('id')!;
  expect(noticeNo).not.toBe('');
  await expect(page.getByTestId('figure-read')).toContainText('0/2');
  await expect(page.getByTestId('figure-acked')).toContainText('0/2');
  await expect(page.getByTestId(`recipient-${code1}`)).toBeVisible();
  await expect(page.getByTestId(`recipient-${code2}`)).toBeVisible();
});

test('V0001 reads it (in Chinese), acknowledges and replies with a file', async ({ browser, baseURL }) => {
  const { page, close } = await session(
    browser,
    baseURL!,
    vendor,
    'zh-Hans',
    '/system-notice/vendor-notice-overview',
  );
  const row = page.getByTestId(`vnotice-row-${noticeNo}`);
  await expect(row).toHaveClass(/ntc-unread/);
  await expect(page.getByTestId(`vnotice-read-${noticeNo}`)).toHaveText(
    t('zh-Hans', 'Enum:NoticeReadStatus.Unread'),
  );
  await screenshot(page, 'notice-vendor-list-desktop-zh-Hans');
  await page.getByTestId(`vnotice-open-${noticeNo}`).click();

  await expect(page.getByTestId('page-vendor-notice')).toBeVisible();
  await expect(page.getByTestId('notice-content')).toContainText('every carton');
  await expect(page.getByTestId('reply-content')).toHaveValue(TEMPLATE);

  await page.getByTestId('vnotice-ack').click();
  await page.getByTestId('ack-note').fill('已知悉，下月执行');
  await page.getByTestId('ack-ok').click();
  await expect(page.getByTestId('vnotice-ack-status')).toHaveText(t('zh-Hans', 'Status:Acknowledged'));
  await expect(page.getByTestId('vnotice-ack')).toHaveCount(0);

  await page.getByTestId('reply-content').fill('Root cause: old label stock.\nContainment: relabelled.');
  await page
    .getByTestId('vnotice-reply')
    .locator('input[type=file]')
    .setInputFiles({ name: 'label-plan.txt', mimeType: 'text/plain', buffer: Buffer.from('new label plan') });
  await expect(page.getByTestId('attachments-table')).toContainText('label-plan.txt');
  await screenshot(page, 'notice-vendor-reply-desktop-zh-Hans');
  await page.getByTestId('reply-submit').click();
  await expect(page.getByTestId('vnotice-reply-status')).toHaveText(t('zh-Hans', 'Status:Submitted'));
  await expect(page.getByTestId('reply-submit')).toHaveCount(0);

  // Back in the list the notice is read, acknowledged and replied.
  await page.goto('/system-notice/vendor-notice-overview');
  await expect(page.getByTestId(`vnotice-read-${noticeNo}`)).toHaveText(
    t('zh-Hans', 'Enum:NoticeReadStatus.Read'),
  );
  await expect(page.getByTestId(`vnotice-row-${noticeNo}`)).not.toHaveClass(/ntc-unread/);
  await expect(page.getByTestId(`vnotice-ack-${noticeNo}`)).toHaveText(t('zh-Hans', 'Status:Acknowledged'));
  await close();
});

test('the buyer returns the reply with a comment', async ({ open, page }) => {
  await open({ account: tenantAdmin, path: `/system-notice/admin-notice-detail?id=${noticeId}` });
  await openDetail(page);
  await expect(page.getByTestId('figure-read')).toContainText('1/2');
  await expect(page.getByTestId('figure-replies')).toHaveText('1');
  const row = page.getByTestId(`recipient-${code1}`);
  await expect(page.getByTestId(`reply-status-${code1}`)).toHaveText(t('en', 'Status:Submitted'));
  await expect(page.getByTestId(`reply-content-${code1}`)).toContainText('old label stock');
  await expect(row.getByTestId('file-label-plan.txt')).toBeVisible();
  await screenshot(page, 'notice-detail-desktop-en');

  await row.locator('[data-testid^="return-"]').click();
  await page.getByTestId('wf-comment').fill('Please give the date the new labels start.');
  await page.getByTestId('wf-comment-ok').click();
  await expect(page.getByTestId(`reply-status-${code1}`)).toHaveText(t('en', 'Status:Returned'));
});

test('V0001 fixes the returned reply and submits it again', async ({ browser, baseURL }) => {
  const { page, close } = await session(
    browser,
    baseURL!,
    vendor,
    'zh-Hans',
    `/system-notice/vendor-edit-notice?id=${noticeId}`,
  );
  await expect(page.getByTestId('reply-returned')).toContainText(
    'Please give the date the new labels start.',
  );
  await expect(page.getByTestId('vnotice-reply-status')).toHaveText(t('zh-Hans', 'Status:Returned'));
  await page
    .getByTestId('reply-content')
    .fill('Root cause: old label stock.\nContainment: relabelled; new labels from the 1st.');
  await page.getByTestId('reply-submit').click();
  await expect(page.getByTestId('vnotice-reply-status')).toHaveText(t('zh-Hans', 'Status:Submitted'));
  await close();
});

test('the buyer accepts the reply; after V0002 acknowledges, read and acknowledged are 2 / 2', async ({
  open,
  page,
  browser,
  baseURL,
}) => {
  await open({ account: tenantAdmin, path: `/system-notice/admin-notice-detail?id=${noticeId}` });
  await openDetail(page);
  const row = page.getByTestId(`recipient-${code1}`);
  await expect(page.getByTestId(`reply-content-${code1}`)).toContainText('new labels from the 1st');
  await row.locator('[data-testid^="accept-"]').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId(`reply-status-${code1}`)).toHaveText(t('en', 'Status:Accepted'));

  const second = await session(
    browser,
    baseURL!,
    vendor2,
    'zh-Hans',
    `/system-notice/vendor-edit-notice?id=${noticeId}`,
  );
  await second.page.getByTestId('vnotice-ack').click();
  await second.page.getByTestId('ack-ok').click();
  await expect(second.page.getByTestId('vnotice-ack-status')).toHaveText(t('zh-Hans', 'Status:Acknowledged'));
  await second.close();

  await page.reload();
  await openDetail(page);
  await expect(page.getByTestId('figure-read')).toContainText('2/2');
  await expect(page.getByTestId('figure-acked')).toContainText('2/2');
  await expect(page.getByTestId(`ack-status-${code2}`)).toHaveText(t('en', 'Status:Acknowledged'));
  // V0002 has not replied yet: the notice stays published.
  await expect(page.getByTestId('detail-status')).toHaveText(t('en', 'Status:Published'));

  await page.goto('/system-notice/admin-notice-overview');
  await page.getByTestId('list-filter').fill(noticeNo);
  await page.getByTestId('list-search').click();
  await expect(page.getByTestId(`notice-read-${noticeNo}`)).toContainText('2/2');
  await expect(page.getByTestId(`notice-acked-${noticeNo}`)).toContainText('2/2');
});
