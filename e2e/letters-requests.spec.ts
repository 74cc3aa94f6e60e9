import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import {
  desktopOnly,
  expect,
  motionDone,
  tap,
  tenantAdmin,
  test,
  vendor,
  type Language,
} from './support/fixtures.js';
import { apiAs, call, chooseOption, day, fillDate } from './support/letters.js';
import { t } from './support/texts.js';

/**
 * Letter requests (料号确认, issue 12 item 3) through their pages: the buyer fills the create form
 * (the material master fills the part's name and category, the template list follows the category)
 * and the request reaches the vendor; the vendor declines one with a reason, and acknowledges
 * another with a promised date and starts its letter, landing on the letter's page. Screenshots of
 * the list, the form and the request page at desktop and phone widths in English and Chinese go to
 * /tmp/shots/requests. Desktop project (the phone shots set their own viewport).
 */
desktopOnly();
test.describe.configure({ mode: 'serial' });

const LIST = '/letter-of-recognition/partno-confirm';
const PAGE = '/letter-of-recognition/update-partno-confirm';
const PART_NO = '1-CC0402-104K';
const SHOTS = '/tmp/shots/requests';
let admin: APIRequestContext;
let supplierId = '';
let vendorCode = '';
let ownerId = '';
let templateId = '';
let createdId = '';
let createdNo = '';

test.beforeAll(async ({ baseURL }) => {
  admin = await apiAs(baseURL!, tenantAdmin);
  ownerId = (await call<{ id: string }>(admin, 'get', '/api/identity/users/by-username/admin')).id;
  supplierId = (await call<{ supplierId: string }>(admin, 'get', '/api/identity/users/by-username/vendor'))
    .supplierId;
  vendorCode = (await call<{ vendorCode: string }>(admin, 'get', `/api/app/supplier/${supplierId}`))
    .vendorCode;
  const templates = await call<{ items: { id: string; code: string }[] }>(
    admin,
    'get',
    '/api/app/partNoConfirm/templates?letterType=Part&materialCategory=ELECTRONIC',
  );
  templateId = templates.items[0]!.id;
  fs.mkdirSync(SHOTS, { recursive: true });
});

test.afterAll(async () => {
  await admin?.dispose();
});

/** A request made through the API (setup for the vendor's steps). */
const apiRequest = () =>
  call<{ id: string; requestNo: string }>(admin, 'post', '/api/app/partNoConfirm', {
    supplierId,
    requestType: 'New',
    partNo: PART_NO,
    checkTemplateId: templateId,
    submissionLevel: 3,
    sampleQty: 5,
    dueDate: day(21),
    ownerEngineerId: ownerId,
    remark: 'Please use the SGS report of this year.',
  });

test('the buyer requests a letter through the form; the master fills the part', async ({ page, open }) => {
  await open({ account: tenantAdmin, path: LIST });
  await expect(page.getByTestId('page-partno-confirms')).toBeVisible();
  await page.getByTestId('new-partno').click();
  const form = page.getByTestId('partno-form');
  await expect(form).toBeVisible();

  // Required fields say so before anything is sent.
  await page.getByTestId('modal-ok').click();
  await expect(form.locator('.ant-form-item-explain-error').first()).toBeVisible();

  await form.locator('#supplierId').click();
  await page.keyboard.type(vendorCode);
  await tap(
    page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: vendorCode })
      .first(),
  );
  await page.getByTestId('partno-partNo').fill(PART_NO);
  await page.getByTestId('partno-partNo').blur();
  await expect(page.getByTestId('partno-partName')).toHaveValue(/贴片陶瓷电容/);
  await expect(form).toContainText(t('en', 'PartNoConfirm:MaterialHint'));
  await chooseOption(page, 'partno-template', 'T-ELECTRONIC', false);
  await chooseOption(page, 'partno-owner', 'admin');
  await fillDate(page, 'partno-dueDate', day(35));
  await page.getByTestId('partno-remark').fill('Samples to the Shenzhen plant, please.');
  await page.screenshot({ path: `${SHOTS}/form-desktop-en.png` });
  await page.getByTestId('modal-ok').click();

  // The new request's page: waiting for the supplier.
  await expect(page).toHaveURL(/update-partno-confirm\?id=/);
  createdId = new URL(page.url()).searchParams.get('id')!;
  await expect(page.getByTestId('detail-status')).toHaveText(t('en', 'Status:PendingAck'));
  await expect(page.getByTestId('partno-facts')).toContainText(PART_NO);
  await expect(page.getByTestId('partno-due')).toHaveText(day(35));
  const title = await page.getByTestId('detail-title').textContent();
  createdNo = title!.split(' ')[0]!;
  expect(createdNo).toMatch(/^PNC-\d{9}$/);

  await page.goto(LIST);
  await expect(page.getByTestId(`partno-status-${createdNo}`)).toHaveText(t('en', 'Status:PendingAck'));
  await page.screenshot({ path: `${SHOTS}/list-desktop-en.png` });
});

test('the vendor declines it with a reason; the buyer sees why', async ({ page, open }) => {
  await open({ account: vendor, path: `${PAGE}?id=${createdId}` });
  await expect(page.getByTestId('partno-answer')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/answer-desktop-en.png` });
  await page.getByTestId(`wf-decline-${createdId}`).click();
  await expect(page.getByTestId('wf-comment-ok')).toBeDisabled();
  await page.getByTestId('wf-comment').fill('This part is made by our sister company.');
  await page.getByTestId('wf-comment-ok').click();
  await expect(page.getByTestId('detail-status')).toHaveText(t('en', 'Status:Declined'));
  await expect(page.getByTestId('partno-answer')).toBeHidden();
  await expect(page.getByTestId('partno-answered')).toContainText('This part is made by our sister company.');

  await open({ account: tenantAdmin, path: `${PAGE}?id=${createdId}` });
  await expect(page.getByTestId('partno-answered')).toContainText('This part is made by our sister company.');
  // The buyer may edit it, send it again or cancel it.
  await expect(page.getByTestId('edit-partno')).toBeVisible();
  await expect(page.getByTestId(`wf-resend-${createdId}`)).toBeVisible();
  await expect(page.getByTestId(`wf-cancel-${createdId}`)).toBeVisible();
});

test('the vendor acknowledges a request with a promised date and starts its letter', async ({
  page,
  open,
}) => {
  const req = await apiRequest();
  await open({ account: vendor, path: LIST });
  await expect(page.getByTestId(`partno-status-${req.requestNo}`)).toHaveText(t('en', 'Status:PendingAck'));
  await page.getByTestId(`partno-open-${req.requestNo}`).click();
  await expect(page.getByTestId('partno-answer')).toBeVisible();
  await fillDate(page, 'partno-promised', day(14));
  await page.getByTestId('partno-ack-comment').fill('The SGS report is on its way.');
  await page.getByTestId(`wf-acknowledge-${req.id}`).click();
  await expect(page.getByTestId('detail-status')).toHaveText(t('en', 'Status:Acknowledged'));
  await expect(page.getByTestId('partno-answered')).toContainText(day(14));

  await page.getByTestId(`wf-createLetter-${req.id}`).click();
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/vendor-letter-detail\?id=/);
  await expect(page.getByTestId('detail-title')).toHaveText(/^CRS-\d{9}/);

  // Back on the list the request shows its letter.
  await page.goto(LIST);
  await expect(page.getByTestId(`partno-status-${req.requestNo}`)).toHaveText(
    t('en', 'Status:LetterStarted'),
  );
  await expect(page.getByTestId(`partno-row-${req.requestNo}`)).toContainText(/CRS-\d{9}/);
});

test('screenshots: list, form and request page, desktop and phone, English and Chinese', async ({
  page,
  open,
}) => {
  const req = await apiRequest();
  const sizes = [
    ['desktop', 1366, 768],
    ['phone', 390, 844],
  ] as const;
  for (const language of ['en', 'zh-Hans'] as Language[]) {
    for (const [name, width, height] of sizes) {
      await page.setViewportSize({ width, height });
      await open({ account: tenantAdmin, language, path: LIST });
      await expect(page.getByTestId('partno-table')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}/list-${name}-${language}.png` });
      if (name === 'phone') {
        // The filters fill the phone's rows (crud.css): the search box takes the whole row, and
        // Search and Reset stay side by side.
        const row = await page.getByTestId('list-toolbar').boundingBox();
        const searchBox = await page.locator('.crud-toolbar-search').boundingBox();
        expect(Math.round(searchBox!.width)).toBe(Math.round(row!.width));
        const search = await page.getByTestId('list-search').boundingBox();
        const reset = await page.getByTestId('list-reset').boundingBox();
        expect(reset!.y).toBe(search!.y);
      }
      await page.getByTestId('new-partno').click();
      await expect(page.getByTestId('partno-form')).toBeVisible();
      await motionDone(page.getByTestId('partno-form'));
      await page.screenshot({ path: `${SHOTS}/form-${name}-${language}.png` });

      await open({ account: vendor, language, path: `${PAGE}?id=${req.id}` });
      await expect(page.getByTestId('partno-answer')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}/answer-${name}-${language}.png`, fullPage: true });
      await open({ account: vendor, language, path: LIST });
      await expect(page.getByTestId('partno-table')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}/vendor-list-${name}-${language}.png` });
    }
  }
});
