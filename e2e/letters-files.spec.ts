import { request, type APIRequestContext, type APIResponse } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  navigateByMenu,
  screenshot,
  tenantAdmin,
  test,
  vendor,
  type Account,
} from './support/fixtures.js';
import { ListPageObject } from './support/page-objects.js';

/**
 * The vendor's letter files (`vendor-partno-confirm-file-overview`): the demo letters' files are
 * listed with their letter, item, version and valid-to; two reports uploaded here to the vendor's
 * draft letter, one running out in 10 days, show how the "expiring within N days" filter narrows
 * the list and how a valid-to within 30 days is shown in red.
 */

async function apiAs(baseURL: string, account: Account): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL });
  const found = await anonymous.get(`/api/abp/multi-tenancy/tenants/by-name/${account.tenant}`);
  const tenant = ((await found.json()) as { tenantId: string }).tenantId;
  const res = await anonymous.post('/connect/token', {
    headers: { 'content-type': 'application/x-www-form-urlencoded', __tenant: tenant },
    data: new URLSearchParams({
      grant_type: 'password',
      username: account.username,
      password: DEMO_PASSWORD,
      scope: 'SupplierPortal',
      client_id: 'SupplierPortal_App',
      client_secret: '1q2w3e*',
    }).toString(),
  });
  expect(res.status(), await res.text()).toBe(200);
  const { access_token } = (await res.json()) as { access_token: string };
  await anonymous.dispose();
  return request.newContext({
    baseURL,
    extraHTTPHeaders: { __tenant: tenant, Authorization: `Bearer ${access_token}`, 'Accept-Language': 'en' },
  });
}

/** A day counted from today where the demo tenant works (its time zone, Asia/Shanghai). */
const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

/** A one-page PDF that any reader opens (with its cross-reference table). */
function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 14 Tf 40 50 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 120] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function ok<T>(res: APIResponse): Promise<T> {
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * The vendor's draft letter: the demo's, or (without demo letters) one made here the way the
 * flow makes it: a template, the buyer's request, the vendor's acknowledgement and start.
 */
async function draftLetter(admin: APIRequestContext, vendorApi: APIRequestContext, run: string) {
  const drafts = await ok<{ items: { id: string; letterNo: string }[] }>(
    await vendorApi.get('/api/app/letter?status=0&maxResultCount=10'),
  );
  if (drafts.items[0]) return drafts.items[0];
  const template = await ok<{ id: string }>(
    await admin.post('/api/app/checkTemplate', {
      data: {
        code: `T-FILES-${run}`.toUpperCase(),
        name: `Files e2e ${run}`,
        materialCategory: 'ELECTRONIC',
        lines: ['DRAWING', 'ROHS_REPORT'].map((itemCode) => ({ itemCode, required: true })),
      },
    }),
  );
  const me = await ok<{ id: string }>(await admin.get('/api/identity/users/by-username/admin'));
  const vendorUser = await ok<{ supplierId: string }>(
    await admin.get('/api/identity/users/by-username/vendor'),
  );
  const req = await ok<{ id: string }>(
    await admin.post('/api/app/partNoConfirm', {
      data: {
        supplierId: vendorUser.supplierId,
        requestType: 'New',
        partNo: `PN-FILES-${run}`.toUpperCase(),
        partName: 'Files e2e housing',
        materialCategory: 'ELECTRONIC',
        checkTemplateId: template.id,
        dueDate: day(30),
        ownerEngineerId: me.id,
      },
    }),
  );
  await ok(
    await vendorApi.post(`/api/app/partNoConfirm/${req.id}/acknowledge`, { data: { promisedDate: day(20) } }),
  );
  const created = await ok<{ letterId: string; letterNo: string }>(
    await vendorApi.post(`/api/app/partNoConfirm/${req.id}/create-letter`),
  );
  return { id: created.letterId, letterNo: created.letterNo };
}

interface LetterItem {
  itemCode: string;
  needsFile: boolean;
  allowedExts: string[];
  maxFiles: number;
  files: unknown[];
}

test.describe('letter files (vendor)', () => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 0) < 992,
    'desktop flow; the phone layout is screenshotted',
  );

  test('lists the demo letters’ files and narrows them to those expiring within 30 days', async ({
    page,
    open,
    baseURL,
  }) => {
    const api = await apiAs(baseURL!, vendor);
    const admin = await apiAs(baseURL!, tenantAdmin);
    const run = Date.now().toString(36);
    // The vendor's draft letter (the demo's when there is one) takes two more reports.
    const draft = await draftLetter(admin, api, run);
    await admin.dispose();
    const letter = await ok<{ items: LetterItem[] }>(await api.get(`/api/app/letter/${draft.id}`));
    const takesPdf = letter.items.filter(
      (i) =>
        i.needsFile &&
        (i.allowedExts.length === 0 || i.allowedExts.includes('pdf')) &&
        i.files.length < i.maxFiles,
    );
    expect(takesPdf.length).toBeGreaterThanOrEqual(1);
    const soon = `e2e-${run}-soon.pdf`;
    const later = `e2e-${run}-later.pdf`;
    for (const [name, validTo, item] of [
      [soon, day(10), takesPdf[0]!],
      [later, day(200), takesPdf[1] ?? takesPdf[0]!],
    ] as const) {
      const res = await api.post(`/api/app/letter/${draft.id}/items/${item.itemCode}/files`, {
        multipart: {
          docValidFrom: day(-5),
          docValidTo: validTo,
          file: { name, mimeType: 'application/pdf', buffer: tinyPdf(name) },
        },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    const all = (await (await api.get('/api/app/letterFile?maxResultCount=1')).json()) as {
      totalCount: number;
    };
    await api.dispose();

    await open({ account: vendor });
    await navigateByMenu(
      page,
      '/letter-of-recognition/vendor-partno-confirm-file-overview',
      '/letter-of-recognition',
    );
    const list = new ListPageObject(page, 'letter-files-table');
    await expect(page.getByTestId('page-vendor-letter-files')).toBeVisible();
    // Every file of the vendor's letters (the demo's among them, when there are demo letters).
    expect(all.totalCount).toBeGreaterThanOrEqual(2);
    await expect(list.row(soon)).toBeVisible();
    await expect(list.row(draft.letterNo).first()).toBeVisible();

    // The two new reports by keyword: 10 days left shows in red, 200 days does not.
    await list.search(`e2e-${run}`);
    await expect(list.table.locator('tbody tr.ant-table-row')).toHaveCount(2);
    await expect(list.row(soon).locator('[data-warn="true"]')).toContainText(day(10));
    await expect(list.row(soon).locator('[data-warn="true"]')).toContainText('10 d');
    await expect(list.row(later).locator('[data-warn]')).toHaveAttribute('data-warn', 'false');

    // Expiring within 30 days: the report running out, not the one valid for months.
    await page.getByTestId('letter-files-expiring-filter').fill('30');
    await page.getByTestId('list-search').click();
    await expect(list.table.locator('tbody tr.ant-table-row')).toHaveCount(1);
    await expect(list.row(soon)).toBeVisible();
    await expect(page).toHaveURL(/expiringWithinDays=30/);
    await screenshot(page, 'letters-files-vendor-expiring');

    // The letter number opens the vendor's letter.
    await list.row(soon).locator('[data-testid^="letter-file-letter-"]').click();
    await expect(page).toHaveURL(/\/letter-of-recognition\/vendor-letter-detail\?id=/);
  });
});
