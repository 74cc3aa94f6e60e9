import type { APIRequestContext, Download, Page } from '@playwright/test';
import { desktopOnly, expect, screenshot, tap, tenantAdmin, test, vendor } from './support/fixtures.js';
import {
  apiAs,
  call,
  chooseOption,
  day,
  fillDate,
  LetterDetailObject,
  sha256,
  tinyPdf,
} from './support/letters.js';
import { t } from './support/texts.js';

/**
 * The letters of recognition's main flow, as a buyer and a supplier live it (issue 12): the buyer
 * requests a letter for a part, the vendor acknowledges it and starts the letter, uploads a file per
 * check item (the RoHS report with its valid-to) and submits; the buyer marks one item NG and returns
 * it; the vendor replaces that file and resubmits; the buyer passes the initial check, reviews and
 * approves; the stamped PDF downloads and its SHA-256 is the one the approval signed. Then the detail
 * page in Traditional Chinese. The request goes through the requests pages; a small template of
 * three items is made through the API (setup, not the flow's point). Desktop only: the pages' phone
 * layouts are covered by their screenshots.
 */
desktopOnly();
test.describe.configure({ mode: 'serial' });

const ITEMS = ['DRAWING', 'DIM_REPORT', 'ROHS_REPORT'] as const;
/** A 10 µF 0603 capacitor of the demo material master (V0001 supplies it). */
const PART_NO = '1-CC0603-106M';
const TEMPLATE_CODE = `T-E2E-${Date.now().toString(36).toUpperCase()}`;
let admin: APIRequestContext;
let letterId = '';
let letterNo = '';

const detail = (page: Page, side: 'vendor' | 'admin') =>
  new LetterDetailObject(page, `/letter-of-recognition/${side}-letter-detail`);

async function bytesOf(download: Download) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test.beforeAll(async ({ baseURL }) => {
  admin = await apiAs(baseURL!, tenantAdmin);
  // A small template: a drawing, a dimension report and a RoHS report (the validity item).
  await call(admin, 'post', '/api/app/checkTemplate', {
    code: TEMPLATE_CODE,
    name: 'E2E three items',
    materialCategory: 'ELECTRONIC',
    lines: ITEMS.map((itemCode) => ({ itemCode, required: true })),
  });
});

test.afterAll(async () => {
  await admin?.dispose();
});

test('the buyer requests a letter; the vendor acknowledges it and starts the letter', async ({
  page,
  open,
}) => {
  const v = await call<{ supplierId: string }>(admin, 'get', '/api/identity/users/by-username/vendor');
  const { vendorCode } = await call<{ vendorCode: string }>(
    admin,
    'get',
    `/api/app/supplier/${v.supplierId}`,
  );
  await open({ account: tenantAdmin, path: '/letter-of-recognition/partno-confirm' });
  await page.getByTestId('new-partno').click();
  const form = page.getByTestId('partno-form');
  await expect(form).toBeVisible();
  await form.locator('#supplierId').click();
  await page.keyboard.type(vendorCode);
  await tap(
    page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: vendorCode })
      .first(),
  );
  // A part the material master knows: its name and category come from there.
  await page.getByTestId('partno-partNo').fill(PART_NO);
  await page.getByTestId('partno-partNo').blur();
  await expect(page.getByTestId('partno-partName')).toHaveValue(/贴片陶瓷电容/);
  await chooseOption(page, 'partno-template', TEMPLATE_CODE, false);
  await chooseOption(page, 'partno-owner', 'admin');
  await fillDate(page, 'partno-dueDate', day(30));
  await page.getByTestId('modal-ok').click();
  await expect(page).toHaveURL(/update-partno-confirm\?id=/);
  const requestId = new URL(page.url()).searchParams.get('id')!;

  await open({ account: vendor, path: `/letter-of-recognition/update-partno-confirm?id=${requestId}` });
  await expect(page.getByTestId('partno-answer')).toBeVisible();
  await fillDate(page, 'partno-promised', day(20));
  await page.getByTestId(`wf-acknowledge-${requestId}`).click();
  await expect(page.getByTestId('detail-status')).toHaveText(t('en', 'Status:Acknowledged'));
  await page.getByTestId(`wf-createLetter-${requestId}`).click();
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/vendor-letter-detail\?id=/);
  letterId = new URL(page.url()).searchParams.get('id')!;
  await expect(page.getByTestId('detail-title')).toHaveText(/^CRS-\d{9}$/);
  letterNo = (await page.getByTestId('detail-title').innerText()).trim();

  await page.goto('/letter-of-recognition/vendor-letter-overview');
  const row = page.getByTestId(`letter-row-${letterNo}`);
  await expect(row).toContainText(PART_NO);
  await expect(page.getByTestId(`letter-status-${letterNo}`)).toHaveText(t('en', 'Status:Draft'));
});

test('the vendor is told what is missing, uploads a file per item and submits', async ({ page, open }) => {
  await open({ account: vendor, path: `/letter-of-recognition/vendor-letter-detail?id=${letterId}` });
  const letter = detail(page, 'vendor');
  await expect(letter.status).toHaveText(t('en', 'Status:Draft'));
  for (const code of ITEMS) await expect(letter.item(code)).toBeVisible();

  // Submitting an empty letter: refused, each missing item named and marked.
  await letter.action('submit');
  const problems = page.getByTestId('submit-problems');
  await expect(problems).toBeVisible();
  await expect(problems.locator('li')).toHaveCount(ITEMS.length);
  await expect(letter.item('DRAWING')).toHaveClass(/letter-item-problem/);

  await letter.uploadTo('DRAWING', { name: 'drawing.pdf', buffer: tinyPdf('Drawing rev B') });
  await letter.uploadTo('DIM_REPORT', { name: 'dimensions.pdf', buffer: tinyPdf('Dimension report v1') });
  await letter.uploadTo(
    'ROHS_REPORT',
    { name: 'rohs-sgs.pdf', buffer: tinyPdf('SGS RoHS report') },
    day(365),
  );
  await expect(letter.item('ROHS_REPORT')).toContainText(day(365));

  await page.getByTestId('item-comment-DRAWING').click();
  await page.getByTestId('comment-text').fill('Drawing as released with ECN-0042.');
  await page.getByTestId('comment-ok').click();
  await expect(page.getByTestId('item-comment-text-DRAWING')).toHaveText(
    'Drawing as released with ECN-0042.',
  );
  await screenshot(page, 'letter-draft-desktop-en');

  await letter.action('submit');
  await expect(letter.status).toHaveText(t('en', 'Status:Submitted'));
  await expect(problems).toBeHidden();
});

test('the buyer marks the dimension report NG and returns the letter', async ({ page, open }) => {
  await open({ account: tenantAdmin, path: '/letter-of-recognition/admin-letter-overview' });
  await expect(page.getByTestId(`letter-row-${letterNo}`)).toBeVisible();
  await page.getByTestId(`letter-open-${letterNo}`).click();
  const letter = detail(page, 'admin');
  await expect(letter.status).toHaveText(t('en', 'Status:Submitted'));

  // An NG needs its comment: the field says so.
  await page.getByTestId('item-check-DIM_REPORT').click();
  await page.getByTestId('judge-result-NG').click();
  await page.getByTestId('judge-ok').click();
  await expect(page.getByTestId('judge-dialog').locator('.ant-form-item-explain-error')).toBeVisible();
  await page.getByTestId('judge-comment').fill('Cpk of dimension A missing.');
  await page.getByTestId('judge-ok').click();
  await expect(page.getByTestId('item-check-result-DIM_REPORT')).toHaveAttribute('data-result', 'NG');
  await letter.judge('DRAWING', 'check', 'OK');
  await screenshot(page, 'letter-submitted-desktop-en');

  await letter.action('return', 'Dimension report incomplete.');
  await expect(letter.status).toHaveText(t('en', 'Status:Returned'));
});

test('the vendor replaces the file and resubmits', async ({ page, open }) => {
  await open({ account: vendor, path: `/letter-of-recognition/vendor-letter-detail?id=${letterId}` });
  const letter = detail(page, 'vendor');
  await expect(letter.status).toHaveText(t('en', 'Status:Returned'));
  await expect(letter.item('DIM_REPORT')).toContainText('Cpk of dimension A missing.');
  // The same name: the next version replaces the current one.
  await letter.uploadTo('DIM_REPORT', {
    name: 'dimensions.pdf',
    buffer: tinyPdf('Dimension report v2 with Cpk'),
  });
  await expect(letter.item('DIM_REPORT')).toContainText('v2');
  await letter.action('submit');
  await expect(letter.status).toHaveText(t('en', 'Status:Submitted'));
});

test('the buyer passes the initial check, reviews and approves; the stamped PDF is the signed one', async ({
  page,
  open,
}) => {
  await open({ account: tenantAdmin, path: `/letter-of-recognition/admin-letter-detail?id=${letterId}` });
  const letter = detail(page, 'admin');
  await expect(letter.status).toHaveText(t('en', 'Status:Submitted'));
  for (const code of ITEMS) await letter.judge(code, 'check', 'OK');
  // The resubmitted item was judged again: the earlier NG comment went with the earlier result.
  await expect(letter.item('DIM_REPORT')).not.toContainText('Cpk of dimension A missing.');
  await expect(letter.item('ROHS_REPORT')).not.toContainText('Cpk of dimension A missing.');
  await letter.action('passInitialCheck');
  await expect(letter.status).toHaveText(t('en', 'Status:UnderReview'));
  for (const code of ITEMS) await letter.judge(code, 'review', 'OK');
  await letter.action('approve');
  await expect(letter.status).toHaveText(t('en', 'Status:Approved'));

  const pdfButton = page.getByTestId('approved-pdf');
  await expect(pdfButton).toBeVisible();
  const hashes = await letter.signatureHashes();
  expect(hashes.filter(Boolean).length).toBeGreaterThan(0);
  const [download] = await Promise.all([page.waitForEvent('download'), pdfButton.click()]);
  const bytes = await bytesOf(download);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(hashes).toContain(sha256(bytes));
  await screenshot(page, 'letter-approved-desktop-en');
});

test('the detail reads in Traditional Chinese', async ({ page, open }) => {
  await open({
    account: tenantAdmin,
    language: 'zh-Hant',
    path: `/letter-of-recognition/admin-letter-detail?id=${letterId}`,
  });
  const letter = detail(page, 'admin');
  await expect(letter.status).toHaveText(t('zh-Hant', 'Status:Approved'));
  await expect(page.getByTestId('detail-items')).toContainText(t('zh-Hant', 'LetterPage:Items'));
  await expect(page.getByTestId('letter-header')).toContainText(t('zh-Hant', 'Letter:CheckTemplate'));
  await expect(page.getByTestId('letter-conclusion')).toHaveText(
    t('zh-Hant', 'Enum:LetterConclusion.Approved'),
  );
  await expect(page.getByTestId('detail-approvals')).toContainText(t('zh-Hant', 'Enum:ApprovalStep.Review'));
  await screenshot(page, 'letter-approved-desktop-zh-Hant');
});
