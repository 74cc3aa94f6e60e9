import type { BrowserContext, Page } from '@playwright/test';
import { textValues } from '@sp/contracts';
import {
  DEMO_TENANT,
  expect,
  screenshot,
  signIn,
  tenantAdmin,
  test,
  useLanguage,
} from './support/fixtures.js';

const en = textValues('en');

const A = en.AbpAuditLogging;

async function tenantHeaders(context: BrowserContext, baseURL: string, token: string) {
  const found = await context.request.get(`${baseURL}/api/abp/multi-tenancy/tenants/by-name/${DEMO_TENANT}`);
  const tenant = ((await found.json()) as { tenantId: string }).tenantId;
  return { authorization: `Bearer ${token}`, __tenant: tenant };
}

/** How many audit logs of the demo tenant have `url` in their URL. */
async function auditCount(context: BrowserContext, baseURL: string, token: string, url: string) {
  const res = await context.request.get(`${baseURL}/api/audit-logging/audit-logs`, {
    headers: await tenantHeaders(context, baseURL, token),
    params: { url, maxResultCount: 1 },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { totalCount: number }).totalCount;
}

/**
 * Three audited writes to one new dictionary of the demo tenant: PUT (description before ->
 * after), PUT (sort), DELETE. Their URLs all carry the dictionary's id.
 */
async function writeSomething(context: BrowserContext, baseURL: string, token: string) {
  const headers = await tenantHeaders(context, baseURL, token);
  const url = `${baseURL}/api/data-dictionary/dictionary`;
  const name = `e2e-audit-${Date.now()}`;
  const created = await context.request.post(url, {
    headers,
    data: { name, description: 'before', sort: 1 },
  });
  expect(created.status(), await created.text()).toBe(200);
  const id = ((await created.json()) as { id: string }).id;
  for (const data of [
    { name, description: 'after', sort: 1 },
    { name, description: 'after', sort: 5 },
  ]) {
    const res = await context.request.put(`${url}/${id}`, { headers, data });
    expect(res.status(), await res.text()).toBe(200);
  }
  const deleted = await context.request.delete(`${url}/${id}`, { headers });
  expect(deleted.status()).toBe(204);
  return id;
}

const rows = (page: Page) => page.getByTestId('page-audit-logs').locator('tbody tr.ant-table-row');

async function search(page: Page) {
  await page.getByTestId('list-search').click();
}

async function chooseMethod(page: Page, method: string) {
  await page.getByTestId('filter-method').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(method, { exact: true }).click();
}

test.describe('audit logs', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 992, 'the flows run at the desktop width');

  test('a write is listed; the method filter narrows; the detail shows old -> new; delete selected', async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL!, 'en');
    const token = await signIn(context, baseURL!, tenantAdmin);
    const id = await writeSomething(context, baseURL!, token);
    // The log is written as the response leaves: wait until all three are there.
    await expect.poll(() => auditCount(context, baseURL!, token, id)).toBe(3);

    await page.goto('/auditlogs/auditlog');
    await expect(page.getByTestId('page-audit-logs')).toBeVisible();
    await page.getByTestId('filter-url').fill(id);
    await search(page);
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).filter({ hasText: 'PUT' })).toHaveCount(2);
    await expect(rows(page).filter({ hasText: 'DELETE' })).toHaveCount(1);
    await expect(rows(page).first()).toContainText('admin');
    await screenshot(page, 'admin-audit-logs-en-desktop');

    // The export takes the list's filter.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('list-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

    // The method filter narrows the list.
    await chooseMethod(page, 'DELETE');
    await search(page);
    await expect(rows(page)).toHaveCount(1);
    await chooseMethod(page, 'PUT');
    await search(page);
    await expect(rows(page)).toHaveCount(2);

    // The first PUT (the oldest): its detail shows the description's old and new value.
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('sorting=executionTime%20asc') && r.ok()),
      page.getByRole('columnheader', { name: A.ExecutionTime }).click(), // ascending
    ]);
    await expect(rows(page)).toHaveCount(2);
    const first = rows(page).first();
    await first.getByRole('button', { name: en.AbpUi.Detail }).click();
    const drawer = page.getByTestId('audit-drawer');
    await expect(drawer.getByTestId('audit-overview')).toContainText(`/api/data-dictionary/dictionary/${id}`);
    await expect(drawer.getByTestId('audit-overview')).toContainText('200');
    await screenshot(page, 'admin-audit-logs-overview-en-desktop');
    await drawer.getByTestId('audit-tab-changes').click();
    const change = drawer.getByTestId('entity-change');
    await expect(change).toHaveCount(1);
    await expect(change.getByTestId('entity-change-type')).toHaveText(A['ChangeType:Updated']);
    await expect(change).toContainText(id);
    const description = change.locator('tr').filter({ has: page.getByText('description', { exact: true }) });
    await expect(description.getByTestId('property-original')).toHaveText('before');
    await expect(description.getByTestId('property-new')).toHaveText('after');
    await screenshot(page, 'admin-audit-logs-detail-en-desktop');
    // The Actions tab: the service call the PUT made, with its arguments as indented JSON.
    await drawer.getByTestId('audit-tab-actions').click();
    const action = drawer.getByTestId('audit-action');
    await expect(action).toHaveCount(1);
    await expect(action.getByTestId('audit-action-method')).toHaveText('UpdateAsync');
    await expect(action.getByTestId('audit-action-parameters')).toContainText(`"id": "${id}"`);
    await expect(action.getByTestId('audit-action-parameters')).toContainText('"description": "after"');
    await screenshot(page, 'admin-audit-logs-actions-en-desktop');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Delete selected: back to every method, select the DELETE row, delete it.
    await page.getByTestId('filter-method').locator('.ant-select-clear').click({ force: true });
    await search(page);
    await expect(rows(page)).toHaveCount(3);
    await rows(page).filter({ hasText: 'DELETE' }).getByRole('checkbox').check();
    await page.getByTestId('delete-selected').click();
    await expect(page.getByText(A.DeleteSelectedConfirmationMessage.replace('{0}', '1'))).toBeVisible();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByText(en.AbpUi.DeletedSuccessfully).first()).toBeVisible();
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).filter({ hasText: 'DELETE' })).toHaveCount(0);
  });

  test('saving a setting is audited with its old and new value', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'zh-Hans');
    const token = await signIn(context, baseURL!, tenantAdmin);
    const saveUrl = '/api/setting-ui/set-setting-values';
    const saves = await auditCount(context, baseURL!, token, saveUrl);
    await page.goto('/settings/setting');
    await page.getByTestId('settings-tab-Identity').click();
    const group = page.getByTestId('setting-group-Identity');
    const length = group.getByTestId('setting-Abp-Identity-Password-RequiredLength');
    const before = await length.inputValue();
    const after = before === '8' ? '9' : '8';
    await length.fill(after);
    await group.getByTestId('settings-save').click();
    await expect(group.getByTestId('settings-dirty')).toHaveCount(0);
    try {
      await expect.poll(() => auditCount(context, baseURL!, token, saveUrl)).toBe(saves + 1);
      await page.goto('/auditlogs/auditlog');
      await page.getByTestId('filter-url').fill(saveUrl);
      await search(page);
      // Newest first: this save.
      await rows(page).first().locator('[data-testid^="detail-"]').click();
      const drawer = page.getByTestId('audit-drawer');
      await drawer.getByTestId('audit-tab-changes').click();
      const change = drawer
        .getByTestId('entity-change')
        .filter({ hasText: 'Abp.Identity.Password.RequiredLength' });
      const value = change.locator('tr').filter({ has: page.getByText('value', { exact: true }) });
      await expect(value.getByTestId('property-new')).toHaveText(after);
      await screenshot(page, 'admin-audit-logs-detail-zh-Hans-desktop');
    } finally {
      await page.goto('/settings/setting');
      await page.getByTestId('settings-tab-Identity').click();
      await page.getByTestId('setting-Abp-Identity-Password-RequiredLength-reset').click();
      await page.getByTestId('confirm-ok').click();
      await expect(page.getByTestId('setting-Abp-Identity-Password-RequiredLength-reset')).toHaveCount(0);
    }
  });
});

test('the audit-log page renders without horizontal overflow', async ({ page, context, baseURL }, info) => {
  await useLanguage(context, baseURL!, 'en');
  await signIn(context, baseURL!, tenantAdmin);
  await page.goto('/auditlogs/auditlog');
  await expect(rows(page).first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, `admin-audit-logs-en-${info.project.name}`);
});
