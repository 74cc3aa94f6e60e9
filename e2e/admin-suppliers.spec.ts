import fs from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  chooseLoginTenant,
  DEMO_PASSWORD,
  DEMO_TENANT,
  expect,
  openLoginPage,
  screenshot,
  signIn,
  tenantAdmin,
  test,
  useLanguage,
} from './support/fixtures.js';

interface Supplier {
  id: string;
  vendorCode: string;
  status: number;
  contacts: { name: string; email: string | null; isPrimary: boolean }[];
}

const row = (page: Page, text: string) =>
  page.getByTestId('suppliers-table').locator('tbody tr', { hasText: text });

async function findSupplier(request: APIRequestContext, headers: Record<string, string>, code: string) {
  const res = await request.get('/api/app/supplier', { headers, params: { filter: code } });
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: Supplier[] };
  return items.find((s) => s.vendorCode === code);
}

/** A small PDF (the server keeps the bytes as they are). */
const pdf = (label: string) =>
  Buffer.from(
    `%PDF-1.4\n% ${label}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

/** The opened supplier's history holds these actions, oldest first. */
async function expectHistory(page: Page, actions: string[]) {
  const entries = page.getByTestId('detail-history').getByTestId('status-timeline-entry');
  await expect(entries).toHaveCount(actions.length);
  for (const [i, action] of actions.entries())
    await expect(entries.nth(i)).toHaveAttribute('data-action', action);
}

/**
 * A supplier with a history (created, suspended) and a certificate, made through the API, for the
 * looks of its detail; returns its id.
 */
async function supplierWithHistory(
  request: APIRequestContext,
  headers: Record<string, string>,
  code: string,
) {
  const made = await request.post('/api/app/supplier', {
    headers,
    data: {
      vendorCode: code,
      name: `${code} 精密电子有限公司`,
      shortName: '精密电子',
      address: '深圳市南山区科技园 1 号',
      contacts: [
        {
          name: '王芳',
          title: '质量经理',
          email: 'qa@e2e.example',
          phone: '0755-8888 0000',
          isPrimary: true,
        },
      ],
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { id } = (await made.json()) as { id: string };
  expect((await request.post(`/api/app/supplier/${id}/suspend`, { headers })).status()).toBe(200);
  const file = await request.post(
    `/api/app/attachment?ownerType=Supplier&ownerId=${id}&category=Certificate`,
    {
      headers,
      multipart: { file: { name: 'ISO9001-2024.pdf', mimeType: 'application/pdf', buffer: pdf('ISO 9001') } },
    },
  );
  expect(file.status(), await file.text()).toBe(200);
  return id;
}

/** Opens a supplier's detail from its code in the list and waits for its history and files. */
async function openDetail(page: Page, id: string, actions: string[]) {
  await page.getByTestId(`supplier-open-${id}`).click();
  await expect(page.getByTestId('supplier-detail')).toBeVisible();
  await expectHistory(page, actions);
  await expect(page.getByTestId('attachments-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.waitForTimeout(500); // the drawer's opening animation
}

/** The page does not scroll sideways (phones). */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The login page in a context of its own: tenant switch, then username and password. */
async function tryLogin(browser: Browser, baseURL: string, userName: string) {
  const { context, page } = await openLoginPage(browser, baseURL);
  await chooseLoginTenant(page, DEMO_TENANT);
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  return { context, page };
}

test.describe('suppliers page', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 600, 'the desktop flow; mobile checks the layout');

  test('create with contacts, filter, edit, suspend blocks its users, activate, delete', async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    test.slow(); // a long flow on a machine shared with other runs
    await useLanguage(context, baseURL!, 'en');
    const token = await signIn(context, baseURL!, tenantAdmin);
    const tenant = (await context.cookies()).find((c) => c.name === 'tenant')!.value;
    const api = { authorization: `Bearer ${token}`, __tenant: tenant };
    const stamp = Date.now();
    const code = `E2E-${stamp}`;
    const name = `E2E Supplier ${stamp}`;
    const contactEmail = `sales-${stamp}@e2e-supplier.example`;

    await page.goto('/identity/suppliers');

    await page.waitForLoadState('networkidle'); // the app's second mount (antd locale) is over
    await expect(page.getByTestId('page-suppliers')).toBeVisible();
    await expect(row(page, 'V0001')).toHaveCount(1);

    // Create: the form checks the code and the contacts as the server does.
    await page.getByTestId('list-create').click();
    await page.getByTestId('supplier-code').fill('-bad code');
    await page.getByTestId('modal-ok').click();
    await expect(page.getByText('Use letters, digits and - . _ only')).toBeVisible();
    await expect(page.getByText('Supplier name is required.')).toBeVisible();
    await expect(page.getByTestId('contact-row-0').getByText('Name is required.')).toBeVisible();
    await expect(page.getByText('At least one contact must have an email address.')).toBeVisible();

    await page.getByTestId('supplier-name').fill(name);
    await page.getByTestId('contact-name-0').fill('Alice Zhang');
    await page.getByTestId('contact-email-0').fill(`alice-${stamp}@e2e-supplier.example`);
    // A code another supplier has is said on the field, not only in a toast.
    await page.getByTestId('supplier-code').fill('V0001');
    await page.getByTestId('modal-ok').click();
    await expect(
      page.locator('.ant-form-item-has-error').filter({ has: page.getByTestId('supplier-code') }),
    ).toContainText("Supplier code 'V0001' is already taken.");

    await page.getByTestId('supplier-code').fill(code);
    await page.getByTestId('supplier-short-name').fill('E2E');
    await page.getByTestId('supplier-address').fill('1 Test Road, Shenzhen');
    await page.getByTestId('contact-name-0').fill('Alice Zhang');
    await page.getByTestId('contact-title-0').fill('Sales manager');
    await page.getByTestId('contact-email-0').fill('alice-not-an-email');
    await page.getByTestId('contact-phone-0').fill('0755-1234 5678');
    await page.getByTestId('contact-add').click();
    await page.getByTestId('contact-name-1').fill('Bob Li');
    await page.getByTestId('contact-title-1').fill('Quality engineer');
    await page.getByTestId('contact-email-1').fill(contactEmail);
    await page.getByTestId('contact-phone-1').fill('138 0000 0001');
    // One primary contact: ticking Bob unticks Alice.
    await expect(page.getByTestId('contact-primary-0')).toBeChecked();
    await page.getByTestId('contact-primary-1').check();
    await expect(page.getByTestId('contact-primary-0')).not.toBeChecked();
    await page.getByTestId('modal-ok').click();
    await expect(page.getByText('is not a valid e-mail address')).toBeVisible();
    await page.getByTestId('contact-email-0').fill(`alice-${stamp}@e2e-supplier.example`);
    await screenshot(page, 'admin-suppliers-drawer-en-desktop');
    await page.getByTestId('modal-ok').click();
    await expect(page.getByText('Saved successfully.').first()).toBeVisible();

    let supplier = (await findSupplier(page.request, api, code))!;
    expect(supplier.contacts.map((c) => [c.name, c.isPrimary])).toEqual([
      ['Alice Zhang', false],
      ['Bob Li', true],
    ]);

    // The filter searches the contacts too; the status filter narrows.
    await page.getByTestId('list-filter').fill(contactEmail);
    await page.getByTestId('list-search').click();
    await expect(page.getByTestId('suppliers-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
    await expect(row(page, code)).toContainText('Bob Li');
    await expect(row(page, code)).toContainText(contactEmail);
    await page.getByTestId('supplier-status-filter').click();
    await page.getByTitle('Suspended').click();
    await page.getByTestId('list-search').click();
    await expect(row(page, code)).toHaveCount(0);
    await page.getByTestId('list-reset').click();
    await page.getByTestId('list-filter').fill(code);
    await page.getByTestId('list-search').click();
    await expect(row(page, code)).toHaveCount(1);

    // Edit.
    await page.getByTestId(`edit-${supplier.id}`).click();
    await expect(page.getByTestId('supplier-code')).toHaveValue(code);
    await expect(page.getByTestId('contact-name-1')).toHaveValue('Bob Li');
    await page.getByTestId('supplier-short-name').fill('E2E Short');
    await page.getByTestId('modal-ok').click();
    await expect(row(page, code)).toContainText('E2E Short');

    // A vendor user of our own supplier (never the demo's V0001), created through the API.
    const userName = `vendor-${stamp}`;
    const created = await page.request.post('/api/identity/users', {
      headers: api,
      data: {
        userName,
        email: `${userName}@e2e-supplier.example`,
        password: DEMO_PASSWORD,
        supplierId: supplier.id,
        roleNames: ['vendor'],
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    await page.getByTestId('list-search').click();
    await expect(page.getByTestId(`user-count-${supplier.id}`)).toHaveText('1');

    // Suspend (the confirmation says what it means): its user's login is refused.
    await page.getByTestId(`suspend-${supplier.id}`).click();
    await expect(page.locator('.ant-modal-confirm')).toContainText('cannot sign in');
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId(`supplier-status-${supplier.id}`)).toHaveText('Suspended');
    // The row's buttons follow its allowedActions: activate instead of suspend.
    await expect(page.getByTestId(`activate-${supplier.id}`)).toBeVisible();
    await expect(page.getByTestId(`suspend-${supplier.id}`)).toHaveCount(0);
    await screenshot(page, 'admin-suppliers-en-desktop');
    // Suspending it again is refused by the server with the envelope.
    const again = await page.request.post(`/api/app/supplier/${supplier.id}/suspend`, { headers: api });
    expect(again.status()).toBe(403);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe(
      'SupplierPortal:InvalidStateTransition',
    );

    // Its detail: the history (created, suspended: by whom, when) and its qualification documents.
    await page.getByTestId(`supplier-open-${supplier.id}`).click();
    const detail = page.getByTestId('supplier-detail');
    await expect(detail.getByTestId('detail-title')).toHaveText(name);
    await expect(detail.getByTestId('detail-status')).toHaveText('Suspended');
    await expectHistory(page, ['create', 'suspend']);
    await expect(detail.getByTestId('status-timeline')).toContainText('Suspend');
    await expect(detail.getByTestId('status-timeline')).toContainText('admin');
    await expect(detail.getByTestId('supplier-detail-contacts')).toContainText('Bob Li');
    const files = detail.getByTestId('attachments-table');
    await detail
      .getByTestId('attachments-panel')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'ISO9001-certificate.pdf',
        mimeType: 'application/pdf',
        buffer: pdf('certificate'),
      });
    await expect(page.getByText('Uploaded successfully').first()).toBeVisible();
    const fileRow = files.locator('tbody tr.ant-table-row', { hasText: 'ISO9001-certificate.pdf' });
    await expect(fileRow).toHaveCount(1);
    await expect(fileRow).toContainText('v1');
    // A type the rules do not allow is refused with the server's words, and not listed.
    await detail
      .getByTestId('attachments-panel')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'script.exe',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('MZ'),
      });
    await expect(page.getByText(/\.exe/).first()).toBeVisible(); // FileTypeNotAllowed
    await expect(files.locator('tbody tr.ant-table-row')).toHaveCount(1);
    const fileDownload = page.waitForEvent('download');
    await fileRow.getByRole('button', { name: 'ISO9001-certificate.pdf' }).click();
    const downloaded = await fileDownload;
    expect(downloaded.suggestedFilename()).toBe('ISO9001-certificate.pdf');
    expect(fs.readFileSync(await downloaded.path(), 'latin1')).toContain('% certificate');
    await page.setViewportSize({ width: 1366, height: 768 });
    await expect(page.locator('.ant-message-notice')).toHaveCount(0); // the toasts have gone
    await detail.getByTestId('detail-contacts').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'admin-suppliers-detail-en-desktop');
    await page.setViewportSize({ width: 1366, height: 800 });
    await detail.locator('.ant-drawer-close').click();
    await expect(detail).toBeHidden();
    const refused = await tryLogin(browser, baseURL!, userName);
    await expect(refused.page.getByTestId('login-error')).toContainText(
      'Your supplier account has been suspended',
    );
    await refused.context.close();

    // Deleting a supplier with users is refused with the server's words.
    await page.getByTestId(`delete-${supplier.id}`).click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByText('still has users and cannot be deleted')).toBeVisible();

    // Activate: the user signs in again.
    await page.getByTestId(`activate-${supplier.id}`).click();
    await expect(page.locator('.ant-modal-confirm')).toContainText('can sign in again');
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId(`supplier-status-${supplier.id}`)).toHaveText('Active');
    const welcome = await tryLogin(browser, baseURL!, userName);
    await expect(welcome.page).toHaveURL(/\/dashboard$/);
    await welcome.context.close();
    supplier = (await findSupplier(page.request, api, code))!;
    expect(supplier.status).toBe(0);

    // The demo supplier was never touched.
    expect((await findSupplier(page.request, api, 'V0001'))!.status).toBe(0);

    // Export the current list.
    const download = page.waitForEvent('download');
    await page.getByTestId('list-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

    // Delete a supplier without users.
    const spare = `E2E-DEL-${stamp}`;
    const made = await page.request.post('/api/app/supplier', {
      headers: api,
      data: { vendorCode: spare, name: `Spare ${stamp}`, contacts: [{ name: 'C', email: 'c@e2e.example' }] },
    });
    expect(made.status(), await made.text()).toBe(200);
    await page.getByTestId('list-filter').fill(spare);
    await page.getByTestId('list-search').click();
    await expect(row(page, spare)).toHaveCount(1);
    const spareId = ((await made.json()) as { id: string }).id;
    await page.getByTestId(`delete-${spareId}`).click();
    await expect(page.locator('.ant-modal-confirm')).toContainText(`Spare ${stamp}`);
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByText('Deleted successfully.').first()).toBeVisible();
    await expect(row(page, spare)).toHaveCount(0);
    expect(await findSupplier(page.request, api, spare)).toBeUndefined();
  });

  test('looks right in Chinese', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'zh-Hans');
    const token = await signIn(context, baseURL!, tenantAdmin);
    const tenant = (await context.cookies()).find((c) => c.name === 'tenant')!.value;
    const api = { authorization: `Bearer ${token}`, __tenant: tenant };
    await page.goto('/identity/suppliers');
    await page.waitForLoadState('networkidle'); // the app's second mount (antd locale) is over
    await expect(row(page, 'V0001')).toContainText('陈志明');
    await screenshot(page, 'admin-suppliers-zh-Hans-desktop');
    await row(page, 'V0001').getByRole('button', { name: '编辑' }).click();
    await expect(page.getByTestId('contact-name-1')).toHaveValue('林晓燕');
    await page.waitForTimeout(500); // the drawer's opening animation
    await screenshot(page, 'admin-suppliers-drawer-zh-Hans-desktop');
    await page.getByTestId('supplier-drawer').locator('.ant-drawer-close').click();

    // The detail with its history and documents, in Chinese.
    const code = `E2E-ZH-${Date.now()}`;
    const id = await supplierWithHistory(page.request, api, code);
    await page.getByTestId('list-filter').fill(code);
    await page.getByTestId('list-search').click();
    await page.setViewportSize({ width: 1366, height: 768 });
    await openDetail(page, id, ['create', 'suspend']);
    await expect(page.getByTestId('status-timeline')).toContainText('暂停');
    await expect(page.getByTestId('attachments-table')).toContainText('ISO9001-2024.pdf');
    await screenshot(page, 'admin-suppliers-detail-zh-Hans-desktop');
  });
});

test('suppliers: renders without horizontal overflow', async ({ page, context, baseURL }, info) => {
  test.skip(info.project.name !== 'mobile');
  await useLanguage(context, baseURL!, 'zh-Hans');
  const token = await signIn(context, baseURL!, tenantAdmin);
  const tenant = (await context.cookies()).find((c) => c.name === 'tenant')!.value;
  const api = { authorization: `Bearer ${token}`, __tenant: tenant };
  await page.goto('/identity/suppliers');
  await page.waitForLoadState('networkidle'); // the app's second mount (antd locale) is over
  await expect(row(page, 'V0001')).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'admin-suppliers-zh-Hans-mobile');
  await row(page, 'V0001').getByRole('button', { name: '编辑' }).click();
  await expect(page.getByTestId('contact-name-0')).toBeVisible();
  await page.waitForTimeout(500);
  const drawerOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(drawerOverflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'admin-suppliers-drawer-zh-Hans-mobile');
  await page.getByTestId('supplier-drawer').locator('.ant-drawer-close').click();

  // The detail (history, documents) fits a phone, in Chinese and in English.
  const code = `E2E-M-${Date.now()}`;
  const id = await supplierWithHistory(page.request, api, code);
  await page.getByTestId('list-filter').fill(code);
  await page.getByTestId('list-search').click();
  await openDetail(page, id, ['create', 'suspend']);
  await expectNoOverflow(page);
  await page.getByTestId('detail-history').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await screenshot(page, 'admin-suppliers-detail-zh-Hans-mobile');
  await useLanguage(context, baseURL!, 'en');
  await page.reload();
  await page.waitForLoadState('networkidle');
  await openDetail(page, id, ['create', 'suspend']);
  await expect(page.getByTestId('status-timeline')).toContainText('Suspend');
  await expectNoOverflow(page);
  await page.getByTestId('detail-history').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await screenshot(page, 'admin-suppliers-detail-en-mobile');
});
