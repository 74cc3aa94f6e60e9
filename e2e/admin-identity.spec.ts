import type { BrowserContext, Locator, Page } from '@playwright/test';
import { textValues } from '@sp/contracts';
import {
  DEMO_TENANT,
  expect,
  screenshot,
  signIn,
  tenantAdmin,
  test,
  useLanguage,
  vendor,
  type Account,
} from './support/fixtures.js';
import { ListPageObject } from './support/page-objects.js';

const en = textValues('en');
const zhHans = textValues('zh-Hans');

/**
 * Issue 4, identity pages: users, roles, claim types and the permissions dialog, and the key flow
 * of spec §4: a role's new permission reaches its user's menu without a new login.
 */

let counter = 0;
/** Unique per run and per call: the e2e database is shared by every spec of a run. */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Meets the demo tenant's password policy (length, digit, lower and upper case, non-alphanumeric). */
const USER_PASSWORD = 'E2e-pass1';

/** The mobile project's width (390 px) is below the shell's 992 px breakpoint. */
const isPhone = (viewport: { width: number } | null) => (viewport?.width ?? 0) < 992;
const desktopOnly = () => test.skip(({ viewport }) => isPhone(viewport), 'desktop flows');

async function openPage(page: Page, path: string, testId: string) {
  await page.goto(path);
  await expect(page.getByTestId(testId)).toBeVisible();
}

/** Types the filter, searches, and returns the one row with a cell part that reads exactly `text`. */
async function findRow(page: Page, tableTestId: string, text: string): Promise<Locator> {
  await new ListPageObject(page, tableTestId).search(text);
  const row = page
    .getByTestId(tableTestId)
    .locator('tr.ant-table-row')
    .filter({ has: page.getByText(text, { exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

/** The entity id carried by a row's `edit-<id>`/`permissions-<id>` button. */
async function rowId(row: Locator, action = 'edit'): Promise<string> {
  const testId = await row.locator(`[data-testid^="${action}-"]`).first().getAttribute('data-testid');
  return testId!.slice(action.length + 1);
}

async function saveModal(page: Page) {
  await page.getByTestId('modal-ok').click();
}

async function createRole(page: Page, name: string) {
  await openPage(page, '/identity/roles', 'page-roles');
  await page.getByTestId('list-create').click();
  await page.getByTestId('role-name').fill(name);
  await saveModal(page);
  await expect(page.getByText(en.AbpUi.SavedSuccessfully).first()).toBeVisible();
  return findRow(page, 'roles-table', name);
}

/** Opens the create dialog, fills it, and ticks exactly `roles` on the roles tab. */
async function createUser(page: Page, userName: string, roles: string[]) {
  await openPage(page, '/identity/users', 'page-users');
  await page.getByTestId('list-create').click();
  await expect(page.getByTestId('user-form')).toBeVisible();
  await page.getByTestId('user-username').fill(userName);
  await page.getByTestId('user-email').fill(`${userName}@e2e.example`);
  await page.getByTestId('user-name').fill('E2E');
  await page.getByTestId('user-password').fill(USER_PASSWORD);
  await page.getByTestId('user-tab-roles').click();
  for (const box of await page.locator('[data-testid^="role-option-"]').all()) {
    const role = (await box.getAttribute('data-testid'))!.slice('role-option-'.length);
    if ((await box.isChecked()) !== roles.includes(role)) await box.click();
  }
  await saveModal(page);
  await expect(page.getByText(en.AbpUi.SavedSuccessfully).first()).toBeVisible();
  await expect(page.getByTestId('user-form')).toBeHidden();
}

/** Grants one permission to a role through the roles page's dialog. */
async function grantToRole(page: Page, role: string, group: string, permission: string) {
  await openPage(page, '/identity/roles', 'page-roles');
  const row = await findRow(page, 'roles-table', role);
  await row.locator('[data-testid^="permissions-"]').click();
  const dialog = page.getByTestId('permissions-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId(`perm-group-${group}`).click();
  await dialog.getByTestId(`perm-${permission}`).click();
  await expect(dialog.getByTestId(`perm-${permission}`)).toHaveAttribute('data-checked', 'true');
  await saveModal(page);
  await expect(page.getByText(en.AbpPermissionManagement.PermissionsSaved).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function signedInPage(context: BrowserContext, baseURL: string, account: Account) {
  await useLanguage(context, baseURL, 'en');
  await signIn(context, baseURL, account);
  return context.newPage();
}

test.describe('identity administration', () => {
  desktopOnly();

  test.beforeEach(async ({ context, baseURL }) => {
    await useLanguage(context, baseURL!, 'en');
    await signIn(context, baseURL!, tenantAdmin);
  });

  test('roles: create, edit flags, grant a permission in the dialog, delete', async ({ page }) => {
    const name = unique('e2e-role-');
    let row = await createRole(page, name);
    const id = await rowId(row);

    await page.getByTestId(`edit-${id}`).click();
    await page.getByTestId('role-is-public').check();
    await saveModal(page);
    row = await findRow(page, 'roles-table', name);
    await expect(row).toContainText(en.AbpIdentity['DisplayName:IsPublic']);

    await grantToRole(page, name, 'AbpIdentity', 'AbpIdentity.Users');
    // Reopened, the dialog shows the grant, and the group's count follows.
    await findRow(page, 'roles-table', name);
    await page.getByTestId(`permissions-${id}`).click();
    const dialog = page.getByTestId('permissions-dialog');
    await dialog.getByTestId('perm-group-AbpIdentity').click();
    await expect(dialog.getByTestId('perm-AbpIdentity.Users')).toHaveAttribute('data-checked', 'true');
    await expect(dialog.getByTestId('perm-AbpIdentity.Users.Create')).toHaveAttribute(
      'data-checked',
      'false',
    );
    await expect(dialog.getByTestId('perm-group-AbpIdentity')).toContainText('1/');
    await screenshot(page, 'admin-identity-role-permissions-en-desktop');
    // "Select all" of the group, then cancel: nothing is saved.
    await dialog.getByTestId('perm-select-all').check();
    await expect(dialog.getByTestId('perm-AbpIdentity.Users.Create')).toHaveAttribute('data-checked', 'true');
    await dialog.getByTestId('modal-cancel').click();
    await expect(dialog).toBeHidden();

    await page.getByTestId(`delete-${id}`).click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByText(en.AbpUi.DeletedSuccessfully).first()).toBeVisible();
    await expect(page.getByTestId('roles-table').locator('tr.ant-table-row', { hasText: name })).toHaveCount(
      0,
    );
  });

  test('static roles keep their name and cannot be deleted', async ({ page }) => {
    await openPage(page, '/identity/roles', 'page-roles');
    const row = await findRow(page, 'roles-table', 'vendor');
    const id = await rowId(row);
    await expect(row).toContainText(en.AbpIdentity['DisplayName:IsStatic']);
    await expect(row.getByTestId(`delete-${id}`)).toHaveCount(0);
    await page.getByTestId(`edit-${id}`).click();
    await expect(page.getByTestId('role-name')).toBeDisabled();
    await page.keyboard.press('Escape');
  });

  test('users: create with a role, find by filter, edit, delete with confirmation', async ({
    page,
    context,
    baseURL,
  }) => {
    const role = unique('e2e-urole-');
    await createRole(page, role);
    // An organization unit to put the user in (the organizations page has its own spec).
    const unitName = unique('E2E unit ');
    const token = await signIn(context, baseURL!, tenantAdmin);
    const tenantId = (await context.cookies()).find((c) => c.name === 'tenant')!.value;
    const created = await context.request.post(`${baseURL}/api/identity/organizations`, {
      headers: { authorization: `Bearer ${token}`, __tenant: tenantId },
      data: { displayName: unitName },
    });
    expect(created.status(), await created.text()).toBe(200);
    const userName = unique('e2e-user-');

    // The supplier binding is explained, and required for the vendor role.
    await openPage(page, '/identity/users', 'page-users');
    await page.getByTestId('list-create').click();
    await expect(page.getByText(en.AbpIdentity.LinkedSupplierHint)).toBeVisible();
    await page.getByTestId('modal-ok').click();
    await expect(
      page.getByText(en.AbpUi.FieldIsRequired.replace('{0}', en.AbpIdentity['DisplayName:UserName'])),
    ).toBeVisible();
    await page.getByTestId('user-tab-roles').click();
    await page.getByTestId('role-option-vendor').check();
    await page.getByTestId('modal-ok').click();
    await expect(page.getByText(en.AbpIdentity['Volo.Abp.Identity:VendorUserNeedsSupplier'])).toBeVisible();
    await screenshot(page, 'admin-identity-user-dialog-en-desktop');
    await page.keyboard.press('Escape');

    await createUser(page, userName, [role]);
    let row = await findRow(page, 'users-table', userName);
    const id = await rowId(row);
    await expect(row).toContainText(`${userName}@e2e.example`);
    await expect(row).toContainText(en.AbpUi.Active);

    // Sorting is the server's: a click on a header asks for that order.
    const sorted = page.waitForResponse(
      (r) => r.url().includes('/api/identity/users?') && r.url().includes('sorting=userName%20asc'),
    );
    await page
      .getByTestId('users-table')
      .locator('thead th', { hasText: en.AbpIdentity.UserName })
      .first()
      .click();
    expect((await sorted).status()).toBe(200);

    // The export takes the list's filter.
    const download = page.waitForEvent('download');
    const exported = page.waitForResponse((r) => r.url().includes('/api/identity/users/export?'));
    await page.getByTestId('list-export').click();
    expect((await exported).url()).toContain(`filter=${userName}`);
    expect((await download).suggestedFilename()).toBe('users.xlsx');

    // The active filter narrows the list.
    await page.getByTestId('filter-active').click();
    await page.locator('.ant-select-item-option', { hasText: en.AbpUi.Inactive }).click();
    await page.getByTestId('list-search').click();
    await expect(
      page.getByTestId('users-table').locator('tr.ant-table-row', { hasText: userName }),
    ).toHaveCount(0);
    await page.getByTestId('list-reset').click();

    row = await findRow(page, 'users-table', userName);
    await page.getByTestId(`edit-${id}`).click();
    await expect(page.getByTestId('user-name')).toHaveValue('E2E');
    await page.getByTestId('user-name').fill('Edited');
    await page.getByTestId('user-surname').fill('Person');
    await page.getByTestId('user-tab-roles').click();
    await expect(page.getByTestId(`role-option-${role}`)).toBeChecked();
    await screenshot(page, 'admin-identity-user-roles-en-desktop');
    await page.getByTestId('user-tab-units').click();
    const unit = page.getByRole('checkbox', { name: unitName });
    await expect(unit).not.toBeChecked();
    await page.getByTestId('user-ou-tree').getByText(unitName).click();
    await expect(unit).toBeChecked();
    await screenshot(page, 'admin-identity-user-units-en-desktop');
    await saveModal(page);
    await expect(page.getByText(en.AbpUi.SavedSuccessfully).first()).toBeVisible();
    await expect(row).toContainText('Edited Person');
    // Reopened, the dialog shows the unit.
    await page.getByTestId(`edit-${id}`).click();
    await page.getByTestId('user-tab-units').click();
    await expect(page.getByRole('checkbox', { name: unitName })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('user-form')).toBeHidden();
    await screenshot(page, 'admin-identity-users-en-desktop');

    // Set a password through the small dialog.
    await page.getByTestId(`more-${id}`).click();
    await page.getByTestId(`set-password-${id}`).click();
    await page.getByTestId('set-password-new').fill('New-pass2');
    await page.getByTestId('set-password-confirm').fill('New-pass2');
    await saveModal(page);
    await expect(page.getByText(en.AbpIdentity.PasswordSetMessage)).toBeVisible();

    await page.getByTestId(`more-${id}`).click();
    await page.getByTestId(`delete-${id}`).click();
    await expect(
      page.getByText(en.AbpIdentity.UserDeletionConfirmationMessage.replace('{0}', userName)),
    ).toBeVisible();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByText(en.AbpUi.DeletedSuccessfully).first()).toBeVisible();
    await expect(
      page.getByTestId('users-table').locator('tr.ant-table-row', { hasText: userName }),
    ).toHaveCount(0);
  });

  test('claim types: create with a checked regex, filter, edit, delete; static ones read-only', async ({
    page,
  }) => {
    const name = unique('E2eClaim');
    await openPage(page, '/identity/claim-types', 'page-claim-types');
    await page.getByTestId('list-create').click();
    await page.getByTestId('claim-type-name').fill(name);
    await page.getByTestId('claim-type-value-type').click();
    await page.locator('.ant-select-item-option', { hasText: en.AbpIdentity['ClaimValueType:Int'] }).click();
    await page.getByTestId('claim-type-required').check();
    await page.getByTestId('claim-type-regex').fill('[0-9');
    await saveModal(page);
    await expect(
      page.getByText(en.AbpIdentity['Volo.Abp.Identity:InvalidClaimTypeRegex'].replace('{0}', '[0-9')),
    ).toBeVisible();
    await page.getByTestId('claim-type-regex').fill('^[0-9]+$');
    await page.getByTestId('claim-type-description').fill('Employee number');
    await saveModal(page);
    await expect(page.getByText(en.AbpUi.SavedSuccessfully).first()).toBeVisible();

    const row = await findRow(page, 'claim-types-table', name);
    const id = await rowId(row);
    await expect(row).toContainText(en.AbpIdentity['ClaimValueType:Int']);
    await expect(row).toContainText(en.AbpUi.Yes);
    await page.getByTestId(`edit-${id}`).click();
    await page.getByTestId('claim-type-description').fill('Badge number');
    await saveModal(page);
    await expect(row).toContainText('Badge number');
    await screenshot(page, 'admin-identity-claim-types-en-desktop');

    await page.getByTestId(`delete-${id}`).click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByText(en.AbpUi.DeletedSuccessfully).first()).toBeVisible();
    await expect(
      page.getByTestId('claim-types-table').locator('tr.ant-table-row', { hasText: name }),
    ).toHaveCount(0);

    // The static "Email" type opens read-only and has no delete.
    await page.getByTestId('list-reset').click();
    const email = await findRow(page, 'claim-types-table', 'Email');
    await expect(email).toContainText(en.AbpIdentity['DisplayName:IsStatic']);
    const emailId = await rowId(email, 'view');
    await expect(email.getByTestId(`delete-${emailId}`)).toHaveCount(0);
    await page.getByTestId(`view-${emailId}`).click();
    await expect(page.getByTestId('claim-type-name')).toBeDisabled();
    await expect(page.getByText(en.AbpIdentity['Volo.Abp.Identity:StaticClaimTypeChange'])).toBeVisible();
  });

  test('users: the column picker shows a hidden column, and the choice stays after a reload', async ({
    page,
  }) => {
    await openPage(page, '/identity/users', 'page-users');
    const header = page.getByTestId('users-table').locator('thead');
    const phone = en.AbpIdentity.PhoneNumber;
    await expect(header).toContainText(en.AbpIdentity.CreationTime);
    await expect(header).not.toContainText(phone);
    await page.getByTestId('list-columns').click();
    await page.getByTestId('column-phoneNumber').click();
    await expect(header).toContainText(phone);
    await page.reload();
    await expect(page.getByTestId('users-table').locator('thead')).toContainText(phone);
    // Every column that matters fits beside the fixed actions at 1366 px: no sideways scrolling.
    await page.getByTestId('list-columns').click();
    await page.getByTestId('column-phoneNumber').click();
    await page.setViewportSize({ width: 1366, height: 768 });
    const body = page.getByTestId('users-table').locator('.ant-table-content, .ant-table-body').first();
    expect(await body.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  });

  test.describe('in a browser on another continent', () => {
    test.use({ timezoneId: 'America/New_York' });

    test('times read on the tenant’s clock (its time zone setting, Asia/Shanghai)', async ({ page }) => {
      await openPage(page, '/identity/users', 'page-users');
      const searched = page.waitForResponse((r) => /\/api\/identity\/users\?.*filter=admin/.test(r.url()));
      const row = await findRow(page, 'users-table', 'admin');
      const { items } = (await (await searched).json()) as {
        items: { userName: string; creationTime: string }[];
      };
      const created = new Date(items.find((u) => u.userName === 'admin')!.creationTime);
      // sv-SE writes 2026-12-06 09:07, the list's own format.
      const clock = (timeZone: string) =>
        new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(
          created,
        );
      expect(clock('Asia/Shanghai')).not.toBe(clock('America/New_York'));
      await expect(row.locator('.user-time')).toHaveText(clock('Asia/Shanghai'));
    });
  });

  test("claim types: the built-in ones read in the user's language", async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'zh-Hans');
    await openPage(page, '/identity/claim-types', 'page-claim-types');
    const table = page.getByTestId('claim-types-table');
    await expect(table).toContainText(zhHans.AbpIdentity['StaticClaimType:Email']);
    await expect(table).toContainText(zhHans.AbpIdentity['StaticClaimType:Phone.Description']);
    await expect(table).not.toContainText('The e-mail address of the user.');
  });

  test("a role's new permission reaches its user's menu without a new login", async ({
    page,
    browser,
    baseURL,
  }) => {
    const role = unique('e2e-menu-role-');
    const userName = unique('e2e-menu-user-');
    await createRole(page, role);
    await createUser(page, userName, [role]);

    // The user, in a browser of their own: no audit logs in the menu.
    const userContext = await browser.newContext({ viewport: page.viewportSize()! });
    const userPage = await signedInPage(userContext, baseURL!, {
      username: userName,
      password: USER_PASSWORD,
      tenant: DEMO_TENANT,
    });
    await userPage.goto('/dashboard');
    const menu = userPage.getByTestId('sidebar-menu');
    await expect(menu).toContainText(en.SupplierPortal['Menu:Dashboard']);
    await expect(menu).not.toContainText(en.SupplierPortal['Menu:AuditLogs']);

    // The administrator grants the role the audit-log permission.
    await grantToRole(page, role, 'AbpAuditLogging', 'AbpAuditLogging.Default');

    // On the user's side: a client-side navigation keeps the configuration loaded at sign-in (the
    // shell loads it once); a reload fetches it again, still signed in, and the menu shows the page.
    await userPage.getByTestId('menu-/documentation/index').click();
    await expect(userPage).toHaveURL(/\/documentation\/index$/);
    await userPage.getByTestId('tag-/dashboard').click();
    await expect(userPage).toHaveURL(/\/dashboard$/);
    const afterNavigation = (await menu.textContent()) ?? '';
    const note = afterNavigation.includes(en.SupplierPortal['Menu:AuditLogs'])
      ? 'updated without a reload'
      : 'unchanged until the page reloads (configuration loaded once per page load)';
    test.info().annotations.push({ type: 'menu after client-side navigation', description: note });
    console.log(`menu after client-side navigation: ${note}`);
    await userPage.reload();
    await expect(userPage).toHaveURL(/\/dashboard$/);
    await expect(menu).toContainText(en.SupplierPortal['Menu:AuditLogs']);
    // A group with one visible page shows as that page.
    const auditLogs = userPage.getByTestId('menu-/auditlogs/auditlog');
    if (!(await auditLogs.isVisible())) await userPage.getByTestId('submenu-/auditlogs').click();
    await auditLogs.click();
    await expect(userPage).toHaveURL(/\/auditlogs\/auditlog$/);
    await expect(userPage.getByTestId('error-404')).toHaveCount(0);
    await userContext.close();

    // The user's own dialog shows the grant as inherited from the role: checked, locked, named.
    await openPage(page, '/identity/users', 'page-users');
    const row = await findRow(page, 'users-table', userName);
    await row.locator('[data-testid^="permissions-"]').click();
    const dialog = page.getByTestId('permissions-dialog');
    await dialog.getByTestId('perm-group-AbpAuditLogging').click();
    const inherited = dialog.getByTestId('perm-AbpAuditLogging.Default');
    await expect(inherited).toHaveAttribute('data-checked', 'true');
    await expect(inherited).toContainText(
      en.AbpPermissionManagement.GrantedByOtherProvider.replace('{0}', role),
    );
    const box = dialog.getByRole('checkbox', { name: new RegExp(`Granted by ${role}`) });
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
    await expect(dialog.getByText(en.AbpPermissionManagement.InheritedPermissionsHint)).toBeVisible();
    await screenshot(page, 'admin-identity-user-permissions-en-desktop');
  });

  test('a vendor sees no identity menu and the pages render 404', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await signedInPage(context, baseURL!, vendor);
    await page.goto('/dashboard');
    const menu = page.getByTestId('sidebar-menu');
    await expect(menu).toContainText(en.SupplierPortal['Menu:Dashboard']);
    await expect(menu).not.toContainText(en.SupplierPortal['Menu:Identity']);
    for (const path of ['/identity/users', '/identity/roles', '/identity/claim-types']) {
      await page.goto(path);
      await expect(page.getByTestId('error-404')).toBeVisible();
    }
    await context.close();
  });

  test('the pages in simplified Chinese', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'zh-Hans');
    await openPage(page, '/identity/users', 'page-users');
    await expect(page.getByTestId('list-create')).toContainText(zhHans.AbpIdentity.NewUser);
    await screenshot(page, 'admin-identity-users-zh-Hans-desktop');
    await page.getByTestId('list-create').click();
    await expect(page.getByText(zhHans.AbpIdentity.LinkedSupplierHint)).toBeVisible();
    await screenshot(page, 'admin-identity-user-dialog-zh-Hans-desktop');
    await page.keyboard.press('Escape');
    // The demo vendor user is bound to supplier V0001: the list and the dialog show its code.
    const vendorRow = await findRow(page, 'users-table', 'vendor');
    await expect(vendorRow.getByTestId('user-supplier-code')).toHaveText('V0001');
    await page.getByTestId(`edit-${await rowId(vendorRow)}`).click();
    await expect(page.getByTestId('user-form')).toContainText('V0001');
    await screenshot(page, 'admin-identity-user-vendor-zh-Hans-desktop');
    await page.keyboard.press('Escape');

    await openPage(page, '/identity/roles', 'page-roles');
    const admin = await findRow(page, 'roles-table', 'admin');
    await admin.locator('[data-testid^="permissions-"]').click();
    await expect(page.getByTestId('permissions-dialog')).toContainText(
      zhHans.AbpPermissionManagement.SelectAllInAllTabs,
    );
    await screenshot(page, 'admin-identity-role-permissions-zh-Hans-desktop');
    await page.getByTestId('modal-cancel').click();

    await openPage(page, '/identity/claim-types', 'page-claim-types');
    await expect(page.getByTestId('list-create')).toContainText(zhHans.AbpIdentity.NewClaimType);
    await screenshot(page, 'admin-identity-claim-types-zh-Hans-desktop');
  });
});

test.describe('identity pages on a phone', () => {
  test.skip(({ viewport }) => !isPhone(viewport), 'mobile layout');

  test('renders without horizontal overflow', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'en');
    await signIn(context, baseURL!, tenantAdmin);
    for (const [path, testId] of [
      ['/identity/users', 'page-users'],
      ['/identity/roles', 'page-roles'],
      ['/identity/claim-types', 'page-claim-types'],
    ] as const) {
      await openPage(page, path, testId);
      await expect(page.getByTestId(testId).locator('tr.ant-table-row').first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await screenshot(page, 'admin-identity-claim-types-en-mobile');
    await openPage(page, '/identity/users', 'page-users');
    await expect(page.getByTestId('users-table').locator('tr.ant-table-row').first()).toBeVisible();
    await screenshot(page, 'admin-identity-users-en-mobile');
    await page.getByTestId('list-create').click();
    await expect(page.getByTestId('user-form')).toBeVisible();
    await screenshot(page, 'admin-identity-user-dialog-en-mobile');
    await page.keyboard.press('Escape');
    const admin = await findRow(page, 'users-table', 'admin');
    await admin.locator('[data-testid^="permissions-"]').click();
    await expect(page.getByTestId('permissions-dialog')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-identity-permissions-en-mobile');
  });
});
