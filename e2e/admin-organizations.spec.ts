import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  hostAdmin,
  screenshot,
  signIn,
  tenantAdmin,
  test,
  useLanguage,
} from './support/fixtures.js';

interface Unit {
  id: string;
  parentId: string | null;
  code: string;
  displayName: string;
  children: Unit[];
}

/** The tree as the API has it, flattened (to check codes and parents after a change). */
async function unitsByName(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get('/api/identity/organizations/all/details', { headers });
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: Unit[] };
  const map = new Map<string, Unit>();
  const walk = (units: Unit[]) =>
    units.forEach((u) => {
      map.set(u.displayName, u);
      walk(u.children);
    });
  walk(items);
  return map;
}

const node = (page: Page, name: string) =>
  page.getByTestId('ou-tree').getByTestId('ou-node').filter({ hasText: name });

async function createUnit(page: Page, name: string, parent?: string) {
  if (parent) {
    await node(page, parent).click();
    await expect(page.getByTestId('ou-detail-name')).toHaveText(parent);
    await page.getByTestId('ou-detail-add-child').click();
    await expect(page.getByTestId('unit-parent')).toHaveValue(parent);
  } else {
    await page.getByTestId('ou-add-root').click();
  }
  await page.getByTestId('unit-display-name').fill(name);
  await page.getByTestId('modal-ok').click();
  await expect(node(page, name)).toBeVisible();
  await expect(page.getByTestId('ou-detail-name')).toHaveText(name);
}

test.describe('organization units page', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 600, 'the desktop flow; mobile checks the layout');

  test('create, rename, move (drag and dialog), members and delete', async ({ page, context, baseURL }) => {
    test.slow(); // a long flow on a machine shared with other runs
    await useLanguage(context, baseURL!, 'en');
    const token = await signIn(context, baseURL!, tenantAdmin);
    const tenant = (await context.cookies()).find((c) => c.name === 'tenant')!.value;
    const api = { authorization: `Bearer ${token}`, __tenant: tenant };
    const stamp = Date.now();
    const root = `OU Root ${stamp}`;
    const target = `OU Target ${stamp}`;
    const child = `OU Child ${stamp}`;
    const renamed = `OU Branch ${stamp}`;

    // A user of our own to add as a member.
    const memberName = `ou-member-${stamp}`;
    const created = await page.request.post('/api/identity/users', {
      headers: api,
      data: {
        userName: memberName,
        email: `${memberName}@e2e.example`,
        password: DEMO_PASSWORD,
        name: 'Member',
      },
    });
    expect(created.status(), await created.text()).toBe(200);

    await page.goto('/identity/organizations');

    await page.waitForLoadState('networkidle'); // the app's second mount (antd locale) is over
    await expect(page.getByTestId('page-organizations')).toBeVisible();

    // Create a top-level unit, a second one, and a child of the first.
    await createUnit(page, root);
    await createUnit(page, target);
    await createUnit(page, child, root);
    let units = await unitsByName(page.request, api);
    expect(units.get(child)!.parentId).toBe(units.get(root)!.id);
    expect(units.get(child)!.code).toMatch(new RegExp(`^${units.get(root)!.code}\\.\\d{5}$`));
    await expect(page.getByTestId('ou-detail-code')).toHaveText(units.get(child)!.code);

    // Rename the child.
    await page.getByTestId('ou-detail-rename').click();
    await expect(page.getByTestId('unit-display-name')).toHaveValue(child);
    await page.getByTestId('unit-display-name').fill(renamed);
    await page.getByTestId('modal-ok').click();
    await expect(node(page, renamed)).toBeVisible();
    await expect(page.getByTestId('ou-detail-name')).toHaveText(renamed);

    // Move by dragging: onto the "top level" target, with a confirmation and a toast.
    await node(page, renamed).dragTo(page.getByTestId('ou-root-drop'));
    await expect(page.locator('.ant-modal-confirm')).toContainText(`'${renamed}'`);
    await expect(page.locator('.ant-modal-confirm')).toContainText('top level');
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByText('The organization unit has been moved.')).toBeVisible();
    units = await unitsByName(page.request, api);
    expect(units.get(renamed)!.parentId).toBeNull();
    expect(units.get(renamed)!.code).toMatch(/^\d{5}$/);

    // Move by dragging onto another unit: under it (as in any antd tree, the pointer goes a little
    // to the right of where the drag started, in the lower half of the target).
    await node(page, renamed).dragTo(node(page, target), {
      sourcePosition: { x: 10, y: 8 },
      targetPosition: { x: 80, y: 16 },
    });
    await expect(page.locator('.ant-modal-confirm')).toContainText(`under '${target}'`);
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByText('The organization unit has been moved.').first()).toBeVisible();
    units = await unitsByName(page.request, api);
    expect(units.get(renamed)!.parentId).toBe(units.get(target)!.id);

    // Move with the dialog: back under the first unit.
    await node(page, renamed).click();
    await page.getByTestId('ou-detail-move').click();
    await page.getByTestId('move-parent').click();
    await page
      .locator('.ant-select-tree')
      .getByTitle(new RegExp(`^${root} `))
      .click();
    await page.getByTestId('modal-ok').click();
    await expect(page.getByText('The organization unit has been moved.').first()).toBeVisible();
    units = await unitsByName(page.request, api);
    expect(units.get(renamed)!.parentId).toBe(units.get(root)!.id);
    await expect(page.getByTestId('ou-detail-code')).toHaveText(units.get(renamed)!.code);

    // Add a member through the user picker; the parent lists it too (members of sub-units).
    await page.getByTestId('ou-tab-members').click();
    await page.getByTestId('ou-add-member').click();
    await page.getByTestId('user-picker-filter').locator('input').fill(memberName);
    await page.getByTestId('user-picker-filter').locator('input').press('Enter');
    const pickRow = page.getByTestId('user-picker-table').locator('tr', { hasText: memberName });
    await pickRow.locator('.ant-checkbox-input').check();
    await page.getByTestId('modal-ok').click();
    await expect(page.getByTestId('ou-members-table')).toContainText(memberName);
    await node(page, root).click();
    await expect(page.getByTestId('ou-detail-name')).toHaveText(root);
    await expect(page.getByTestId('ou-members-table')).toContainText(memberName);

    // Removing from the parent takes the user out of the sub-unit it was listed through.
    const memberRow = page.getByTestId('ou-members-table').locator('tr', { hasText: memberName });
    await memberRow.getByRole('button', { name: 'Remove' }).click();
    await expect(page.locator('.ant-modal-confirm')).toContainText(renamed);
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('ou-members-table')).not.toContainText(memberName);

    await screenshot(page, 'admin-organizations-en-desktop');

    // Roles of the unit: add one through the picker, then remove it.
    await page.getByTestId('ou-tab-roles').click();
    await page.getByTestId('ou-add-role').click();
    await page.getByTestId('role-picker').click();
    await page.locator('.ant-select-item-option', { hasText: 'Supplier user' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('modal-ok').click();
    const roleRow = page.getByTestId('ou-roles-table').locator('tr', { hasText: 'Supplier user' });
    await expect(roleRow).toHaveCount(1);
    await roleRow.getByRole('button', { name: 'Remove' }).click();
    await expect(page.locator('.ant-modal-confirm')).toContainText(`'${root}'`);
    await page.getByTestId('confirm-ok').click();
    await expect(roleRow).toHaveCount(0);

    // Delete the first unit (and its sub-unit) after confirming.
    await page.getByTestId('ou-detail-delete').click();
    await expect(page.locator('.ant-modal-confirm')).toContainText('all its sub-units');
    await page.getByTestId('confirm-ok').click();
    await expect(node(page, root)).toHaveCount(0);
    await expect(node(page, renamed)).toHaveCount(0);
    await expect(page.getByTestId('ou-detail-empty')).toBeVisible();
    units = await unitsByName(page.request, api);
    expect(units.has(root)).toBe(false);
    expect(units.has(renamed)).toBe(false);

    // Clean up the other unit through the node's action menu.
    await node(page, target).hover();
    await node(page, target).getByRole('button').click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByTestId('confirm-ok').click();
    await expect(node(page, target)).toHaveCount(0);
  });

  test('a tenant without units sees the empty state with its create button', async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL!, 'en');
    const hostToken = await signIn(context, baseURL!, hostAdmin);
    const host = { authorization: `Bearer ${hostToken}` };
    const name = `e2e-ou-empty-${Date.now()}`;
    const made = await page.request.post('/api/multi-tenancy/tenants', {
      headers: host,
      data: { name, adminEmailAddress: `admin@${name}.example`, adminPassword: DEMO_PASSWORD },
    });
    expect(made.status(), await made.text()).toBe(200);
    await context.clearCookies();
    await useLanguage(context, baseURL!, 'en');
    await signIn(context, baseURL!, { username: 'admin', tenant: name });
    await page.goto('/identity/organizations');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('ou-empty')).toContainText('No organization units yet');
    await expect(page.getByTestId('ou-detail-empty')).toBeVisible();
    await screenshot(page, 'admin-organizations-empty-en-desktop');
    await page.getByTestId('ou-empty').getByRole('button', { name: 'Add top-level unit' }).click();
    await page.getByTestId('unit-display-name').fill('Head office');
    await page.getByTestId('modal-ok').click();
    await expect(node(page, 'Head office')).toBeVisible();
    await expect(page.getByTestId('ou-detail-code')).toHaveText('00001');
    const { id } = (await made.json()) as { id: string };
    expect((await page.request.delete(`/api/multi-tenancy/tenants/${id}`, { headers: host })).status()).toBe(
      204,
    );
  });

  test('looks right in Chinese', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'zh-Hans');
    const token = await signIn(context, baseURL!, tenantAdmin);
    const tenant = (await context.cookies()).find((c) => c.name === 'tenant')!.value;
    const headers = { authorization: `Bearer ${token}`, __tenant: tenant };
    const stamp = Date.now();
    const res = await page.request.post('/api/identity/organizations', {
      headers,
      data: { displayName: `采购部 ${stamp}` },
    });
    const parent = (await res.json()) as { id: string };
    await page.request.post('/api/identity/organizations', {
      headers,
      data: { displayName: `华南采购组 ${stamp}`, parentId: parent.id },
    });
    await page.goto('/identity/organizations');
    await page.waitForLoadState('networkidle'); // the app's second mount (antd locale) is over
    await node(page, `华南采购组 ${stamp}`).click();
    await expect(page.getByTestId('ou-tab-members')).toHaveText('成员');
    await screenshot(page, 'admin-organizations-zh-Hans-desktop');
    await page.request.delete(`/api/identity/organizations/${parent.id}`, { headers });
  });
});

test('organization units: renders without horizontal overflow', async ({ page, context, baseURL }, info) => {
  test.skip(info.project.name !== 'mobile');
  await useLanguage(context, baseURL!, 'zh-Hans');
  const token = await signIn(context, baseURL!, tenantAdmin);
  const tenant = (await context.cookies()).find((c) => c.name === 'tenant')!.value;
  const headers = { authorization: `Bearer ${token}`, __tenant: tenant };
  const res = await page.request.post('/api/identity/organizations', {
    headers,
    data: { displayName: `移动端 ${Date.now()}` },
  });
  const unit = (await res.json()) as { id: string; displayName: string };
  await page.goto('/identity/organizations');
  await page.waitForLoadState('networkidle'); // the app's second mount (antd locale) is over
  await node(page, unit.displayName).click();
  await expect(page.getByTestId('ou-detail-name')).toHaveText(unit.displayName);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'admin-organizations-zh-Hans-mobile');
  await page.request.delete(`/api/identity/organizations/${unit.id}`, { headers });
});
