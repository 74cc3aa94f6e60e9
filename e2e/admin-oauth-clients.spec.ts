import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { DEMO_TENANT, expect, motionDone, screenshot, tap, test, type Language } from './support/fixtures.js';
import { ListPageObject } from './support/page-objects.js';
import { t, text } from './support/texts.js';

/**
 * Issue 9: the OAuth client registry as the host administrator uses it. An integration client is
 * created, its secret is shown once (and works at the token endpoint), closing the dialog and
 * reopening the client does not show it again, and a disabled client is refused by the token
 * endpoint. Screenshots of the list, the form and the secret dialog in English and Chinese.
 */
const PATH = '/identity/oauth-clients';

/** A client-credentials token request, as an ERP would send it (client_secret_post). */
function clientToken(request: APIRequestContext, clientId: string, secret: string) {
  return request.post('/connect/token', {
    form: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
  });
}

/** A screenshot once the open dialog (if any) has finished its opening animation. */
async function shot(page: Page, info: TestInfo, name: string, language: Language) {
  const dialog = page.locator('.ant-modal:visible').last();
  if (await dialog.count()) await motionDone(dialog);
  await screenshot(page, `admin-oauth-clients-${name}-${language}-${info.project.name}`);
}

async function openPage(page: Page) {
  await page.waitForLoadState('networkidle'); // the app's second mount (antd locale) is over
  await expect(page.getByTestId('page-oauth-clients')).toBeVisible();
  return new ListPageObject(page, 'oauth-clients-table');
}

/** Chooses an option of an antd select (by its test id) after typing `search` into it. */
async function choose(page: Page, testId: string, search: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(search);
  await tap(
    page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first(),
  );
}

test('create an integration client: the secret is shown once and works; disabled, the token endpoint refuses it', async ({
  page,
  open,
  context,
  request,
}, info) => {
  test.slow(); // a long flow on a machine shared with other runs
  if (info.project.name === 'desktop') await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open({ path: PATH });
  const list = await openPage(page);
  // The built-in clients are listed, marked.
  await expect(list.row('SupplierPortal_App')).toContainText(t('en', 'OAuthClients:BuiltIn'));
  await shot(page, info, 'list', 'en');

  // The form checks its fields before anything is sent.
  await list.create();
  const form = page.getByTestId('oauth-client-form');
  await page.getByTestId('modal-ok').click();
  await expect(form).toContainText(text('en', 'AbpUi', 'FieldIsRequired', t('en', 'OAuthClients:ClientId')));
  await page.getByTestId('oauth-client-id').fill('has space');
  await expect(form).toContainText(t('en', 'OAuthClients:ClientIdRule'));

  const clientId = `e2e-erp-${Date.now()}`;
  await page.getByTestId('oauth-client-id').fill(clientId);
  await page.getByTestId('oauth-client-display-name').fill('ERP (e2e)');
  // Confidential with client credentials is the default: the integration fields show.
  await expect(page.getByTestId('oauth-client-integration')).toBeVisible();
  await choose(page, 'oauth-client-tenant', DEMO_TENANT, new RegExp(`^${DEMO_TENANT}$`));
  await choose(page, 'oauth-client-permissions', 'AbpIdentity.Users', 'AbpIdentity.Users');
  await page.keyboard.press('Escape');
  await shot(page, info, 'form', 'en');
  await page.getByTestId('modal-ok').click();

  // The secret, once, with the warning and a copy button.
  const secretDialog = page.getByTestId('oauth-secret-dialog');
  await expect(secretDialog).toBeVisible();
  await expect(secretDialog).toContainText(t('en', 'OAuthClients:SecretOnce'));
  const secret = await page.getByTestId('oauth-secret-value').inputValue();
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await page.getByTestId('oauth-secret-copy').click();
  if (info.project.name === 'desktop') {
    // Where the browser grants the clipboard, the secret is on it.
    await expect(page.getByText(t('en', 'OAuthClients:SecretCopied')).first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  }
  await shot(page, info, 'secret', 'en');

  // It works: a client-credentials token for the demo tenant.
  const ok = await clientToken(request, clientId, secret);
  expect(ok.status(), await ok.text()).toBe(200);

  // Closed, it is gone: the row's edit dialog has no secret, and nothing on the page shows it.
  await page.getByTestId('secret-ok').click();
  await expect(secretDialog).toBeHidden();
  await expect(list.row(clientId)).toContainText(DEMO_TENANT);
  await list.rowAction(clientId, 'edit');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('oauth-client-id')).toHaveValue(clientId);
  await expect(page.getByTestId('oauth-client-secret')).toHaveCount(0);
  const values = await page
    .locator('input')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(values).not.toContain(secret);
  expect(await page.content()).not.toContain(secret);
  await page.getByRole('button', { name: text('en', 'AbpUi', 'Cancel') }).click();
  await expect(form).toBeHidden();

  // Disable, after a confirmation: the row says so and the token endpoint refuses the client.
  await list.confirmedRowAction(clientId, 'disable', t('en', 'OAuthClients:DisabledToast', clientId));
  await expect(list.row(clientId)).toContainText(text('en', 'AbpUi', 'Disabled'));
  const refused = await clientToken(request, clientId, secret);
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: string }).error).toBe('invalid_client');

  // Delete, after a confirmation naming it.
  await list.row(clientId).locator('[data-testid^="more-"]').click();
  await tap(page.locator('.ant-dropdown:visible [data-testid^="delete-"]'));
  await expect(page.getByText(t('en', 'OAuthClients:DeleteConfirm', clientId))).toBeVisible();
  await list.confirm();
  await expect(list.row(clientId)).toHaveCount(0);
});

test('zh-Hans: the list, the form and a new secret', async ({ page, open, request }, info) => {
  test.slow();
  const token = await open({ path: PATH, language: 'zh-Hans' });
  const api = { authorization: `Bearer ${token}` };
  const clientId = `e2e-zh-${Date.now()}`;
  const created = await request.post('/api/openiddict/applications', {
    headers: api,
    data: {
      clientId,
      displayName: '中文客户端',
      clientType: 'confidential',
      grantTypes: ['client_credentials'],
      scopes: ['SupplierPortal'],
      permissions: [],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id, clientSecret: first } = (await created.json()) as { id: string; clientSecret: string };
  try {
    const list = await openPage(page);
    await list.search(clientId);
    await expect(list.row(clientId)).toContainText(t('zh-Hans', 'OAuthClients:Type:confidential'));
    await shot(page, info, 'list', 'zh-Hans');
    await list.create();
    await expect(page.getByTestId('oauth-client-form')).toBeVisible();
    await shot(page, info, 'form', 'zh-Hans');
    await page.getByRole('button', { name: text('zh-Hans', 'AbpUi', 'Cancel') }).click();

    // A new secret, after a warning: shown once; the old one stops working.
    await list.row(clientId).locator('[data-testid^="more-"]').click();
    await tap(page.getByTestId(`secret-${id}`));
    await list.confirm();
    await expect(page.getByTestId('oauth-secret-dialog')).toContainText(
      t('zh-Hans', 'OAuthClients:SecretOnce'),
    );
    const second = await page.getByTestId('oauth-secret-value').inputValue();
    expect(second).not.toBe(first);
    await shot(page, info, 'secret', 'zh-Hans');
    await page.getByTestId('secret-ok').click();
    expect((await clientToken(request, clientId, first)).status()).toBe(400);
    expect((await clientToken(request, clientId, second)).status()).toBe(200);
  } finally {
    await request.delete(`/api/openiddict/applications/${id}`, { headers: api });
  }
});
