import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { Policies, textValues } from '@sp/contracts';
import {
  DEMO_TENANT,
  expect,
  hostAdmin,
  screenshot,
  signIn,
  tenantAdmin,
  test,
  useLanguage,
} from './support/fixtures.js';

const en = textValues('en');
const zhHans = textValues('zh-Hans');

const SELF_REGISTRATION = 'Abp.Account.IsSelfRegistrationEnabled';
const MAX_FILE_SIZE = 'FileManagement.AllowedMaxFileSize';
const UPLOAD_FORMATS = 'FileManagement.AllowedUploadFormats';
const FROM_ADDRESS = 'Abp.Mailing.DefaultFromAddress';
const SMTP_PASSWORD = 'Abp.Mailing.Smtp.Password';

const testId = (name: string) => `setting-${name.replace(/\./g, '-')}`;

async function tenantId(request: APIRequestContext, baseURL: string, name: string) {
  const res = await request.get(`${baseURL}/api/abp/multi-tenancy/tenants/by-name/${name}`);
  return ((await res.json()) as { tenantId: string }).tenantId;
}

/** Drops the tenant's own values (the API the page's reset link calls): every test starts from defaults. */
async function resetSettings(context: BrowserContext, baseURL: string, token: string, names: string[]) {
  const res = await context.request.put(`${baseURL}/api/setting-ui/reset-setting-values`, {
    headers: {
      authorization: `Bearer ${token}`,
      __tenant: await tenantId(context.request, baseURL, DEMO_TENANT),
    },
    data: names,
  });
  expect(res.status(), await res.text()).toBe(204);
}

async function openSettings(page: Page, group: string) {
  await page.goto('/settings/setting');
  await expect(page.getByTestId('page-settings')).toBeVisible();
  await page.getByTestId(`settings-tab-${group}`).click();
  await expect(page.getByTestId(`setting-group-${group}`)).toBeVisible();
  return page.getByTestId(`setting-group-${group}`);
}

test.describe('settings', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 992, 'the flows run at the desktop width');

  test('self-registration is off until the admin turns it on, and the register page follows', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await useLanguage(context, baseURL!, 'en');
    const token = await signIn(context, baseURL!, tenantAdmin);
    await resetSettings(context, baseURL!, token, [SELF_REGISTRATION]);

    // A visitor of the demo tenant opens the register page: closed by default (issue 16 #8), and
    // the page says so before anyone types.
    const visitorContext = await browser.newContext();
    const id = await tenantId(visitorContext.request, baseURL!, DEMO_TENANT);
    await visitorContext.addCookies([
      { name: 'language', value: 'en', url: baseURL! },
      { name: 'tenant', value: id, url: baseURL! },
      { name: 'tenantName', value: DEMO_TENANT, url: baseURL! },
    ]);
    const visitor = await visitorContext.newPage();
    await visitor.goto('/register');
    await expect(visitor.getByTestId('register-disabled')).toHaveText(
      en.AbpAccount.SelfRegistrationDisabledMessage,
    );

    try {
      // The page keeps its form closed, and the server refuses a registration sent anyway.
      const stamp = Date.now();
      await expect(visitor.getByTestId('register-username')).toBeDisabled();
      const refused = await visitorContext.request.post(`${baseURL}/api/account/register`, {
        headers: { __tenant: id, 'accept-language': 'en' },
        data: {
          userName: `selfreg${stamp}`,
          emailAddress: `selfreg${stamp}@example.com`,
          password: '1q2w3E*x',
          appName: 'SupplierPortal',
        },
      });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        en.AbpAccount.SelfRegistrationDisabledMessage,
      );
      const fill = async (userName: string) => {
        await visitor.getByTestId('register-username').fill(userName);
        await visitor.getByTestId('register-email').fill(`${userName}@example.com`);
        await visitor.getByTestId('register-password').fill('1q2w3E*x');
        await visitor.getByTestId('register-confirm').fill('1q2w3E*x');
        await visitor.getByTestId('register-submit').click();
      };

      // The tenant admin turns it on.
      const group = await openSettings(page, 'Identity');
      const toggle = group.getByTestId(testId(SELF_REGISTRATION));
      await expect(toggle).not.toBeChecked();
      await expect(group.getByTestId('settings-save')).toBeDisabled();
      await toggle.click();
      await expect(toggle).toBeChecked();
      await expect(group.getByTestId('settings-dirty')).toBeVisible();
      await group.getByTestId('settings-save').click();
      await expect(page.getByText(en.AbpSettingManagement.SuccessfullySaved).first()).toBeVisible();
      await expect(group.getByTestId('settings-dirty')).toHaveCount(0);
      await expect(group.getByTestId(`${testId(SELF_REGISTRATION)}-reset`)).toBeVisible();
      await screenshot(page, 'admin-settings-identity-en-desktop');

      // Opened afresh, the page has no notice, and the visitor's account is made.
      await visitor.reload();
      await expect(visitor.getByTestId('register-form')).toBeVisible();
      await expect(visitor.getByTestId('register-disabled')).toHaveCount(0);
      await fill(`selfreg${stamp}b`);
      await expect(visitor).toHaveURL(new RegExp(`/login\\?username=selfreg${stamp}b$`));

      // Back off through the page's own "reset to default" link.
      await group.getByTestId(`${testId(SELF_REGISTRATION)}-reset`).click();
      await page.getByTestId('confirm-ok').click();
      await expect(toggle).not.toBeChecked();
      await expect(group.getByTestId(`${testId(SELF_REGISTRATION)}-reset`)).toHaveCount(0);
      await visitor.goto('/register');
      await expect(visitor.getByTestId('register-disabled')).toBeVisible();
    } finally {
      await resetSettings(context, baseURL!, token, [SELF_REGISTRATION]);
      await visitorContext.close();
    }
  });

  test('a host-only setting is the host’s: tagged for the host, absent and refused for a tenant admin', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await useLanguage(context, baseURL!, 'en');
    await signIn(context, baseURL!, hostAdmin);
    let group = await openSettings(page, 'FileManagement');
    await expect(group.getByTestId(`${testId(MAX_FILE_SIZE)}-host-only`)).toHaveText(
      en.AbpSettingManagement.HostOnly,
    );
    await expect(group.getByTestId(testId(MAX_FILE_SIZE))).toBeEditable();

    const tenantContext = await browser.newContext();
    try {
      await useLanguage(tenantContext, baseURL!, 'en');
      const token = await signIn(tenantContext, baseURL!, tenantAdmin);
      const tenantPage = await tenantContext.newPage();
      group = await openSettings(tenantPage, 'FileManagement');
      await expect(group.getByTestId(testId(UPLOAD_FORMATS))).toBeEditable();
      await expect(group.getByTestId(`${testId(MAX_FILE_SIZE)}-item`)).toHaveCount(0);
      // Nor can the API be talked into it.
      const res = await tenantContext.request.put(`${baseURL}/api/setting-ui/set-setting-values`, {
        headers: {
          authorization: `Bearer ${token}`,
          __tenant: await tenantId(tenantContext.request, baseURL!, DEMO_TENANT),
        },
        data: { [MAX_FILE_SIZE]: '2048' },
      });
      expect(res.status()).toBe(403);
    } finally {
      await tenantContext.close();
    }
  });

  test('invalid values: e-mail checked in the form, the server’s errors shown on their fields; secrets write-only', async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL!, 'en');
    const token = await signIn(context, baseURL!, tenantAdmin);
    await resetSettings(context, baseURL!, token, [UPLOAD_FORMATS, SMTP_PASSWORD, FROM_ADDRESS]);
    try {
      let group = await openSettings(page, 'Emailing');
      await group.getByTestId(testId(FROM_ADDRESS)).fill('not-an-address');
      await group.getByTestId('settings-save').click();
      await expect(group.getByTestId(`${testId(FROM_ADDRESS)}-item`)).toContainText(
        en.AbpAccount.InvalidEmailAddress,
      );

      // The SMTP password: never shown, "(not set)", then "(set)" once saved; empty keeps it.
      const password = group.getByTestId(testId(SMTP_PASSWORD));
      await expect(password).toHaveAttribute('placeholder', en.AbpSettingManagement.PasswordNotSet);
      await group.getByTestId(testId(FROM_ADDRESS)).fill('purchasing@example.com');
      await password.fill('s3cret-smtp');
      await group.getByTestId('settings-save').click();
      await expect(page.getByText(en.AbpSettingManagement.SuccessfullySaved).first()).toBeVisible();
      await expect(password).toHaveValue('');
      await expect(password).toHaveAttribute('placeholder', en.AbpSettingManagement.PasswordIsSet);
      await page.reload();
      group = await openSettings(page, 'Emailing');
      await expect(group.getByTestId(testId(SMTP_PASSWORD))).toHaveAttribute(
        'placeholder',
        en.AbpSettingManagement.PasswordIsSet,
      );
      await expect(group.getByTestId(testId(FROM_ADDRESS))).toHaveValue('purchasing@example.com');

      // A value only the server can judge: its message lands under the field.
      group = await openSettings(page, 'FileManagement');
      await group.getByTestId(testId(UPLOAD_FORMATS)).fill('pdf and xlsx');
      await group.getByTestId('settings-save').click();
      await expect(group.getByTestId(`${testId(UPLOAD_FORMATS)}-item`)).toContainText(
        en.AbpSettingManagement.InvalidUploadFormats,
      );
    } finally {
      await resetSettings(context, baseURL!, token, [UPLOAD_FORMATS, SMTP_PASSWORD, FROM_ADDRESS]);
    }
  });

  test('without SettingUi.Host the host’s settings are shown read-only', async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL!, 'en');
    const admin = { authorization: `Bearer ${await signIn(context, baseURL!, hostAdmin)}` };
    const stamp = Date.now();
    const role = `settings-viewer-${stamp}`;
    const userName = `viewer${stamp}`;
    let res = await context.request.post(`${baseURL}/api/identity/roles`, {
      headers: admin,
      data: { name: role },
    });
    expect(res.status(), await res.text()).toBe(200);
    res = await context.request.put(
      `${baseURL}/api/permission-management/permissions?providerName=R&providerKey=${role}`,
      { headers: admin, data: { permissions: [{ name: Policies.SettingUi.Tenant.name, isGranted: true }] } },
    );
    expect(res.status(), await res.text()).toBe(204);
    res = await context.request.post(`${baseURL}/api/identity/users`, {
      headers: admin,
      data: {
        userName,
        email: `${userName}@example.com`,
        password: '1q2w3E*',
        roleNames: [role],
        isActive: true,
      },
    });
    expect(res.status(), await res.text()).toBe(200);

    await signIn(context, baseURL!, { username: userName });
    const group = await openSettings(page, 'Identity');
    await expect(group.getByTestId('settings-readonly')).toHaveText(en.AbpSettingManagement.ReadOnlyMessage);
    await expect(group.getByTestId(testId(SELF_REGISTRATION))).toBeDisabled();
    await expect(group.getByTestId('settings-save')).toHaveCount(0);
    await expect(group.getByTestId(`${testId(SELF_REGISTRATION)}-reset`)).toHaveCount(0);
  });

  test('in Chinese', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'zh-Hans');
    await signIn(context, baseURL!, hostAdmin);
    const group = await openSettings(page, 'Identity');
    await expect(group).toContainText(zhHans.AbpSettingManagement['Group:Password']);
    await expect(page.getByTestId('settings-tab-Identity')).toHaveText(
      zhHans.AbpSettingManagement['Group:Identity'],
    );
    await screenshot(page, 'admin-settings-identity-zh-Hans-desktop');
    await openSettings(page, 'FileManagement');
    await screenshot(page, 'admin-settings-files-zh-Hans-desktop');
  });
});

test('settings render without horizontal overflow', async ({ page, context, baseURL }, info) => {
  await useLanguage(context, baseURL!, 'en');
  await signIn(context, baseURL!, tenantAdmin);
  await openSettings(page, 'Emailing');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, `admin-settings-emailing-en-${info.project.name}`);
});
