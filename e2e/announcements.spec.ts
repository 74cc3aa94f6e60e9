import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import {
  desktopOnly,
  expect,
  screenshot,
  signIn,
  tap,
  tenantAdmin,
  test,
  useLanguage,
  vendor,
  type Account,
  type Language,
} from './support/fixtures.js';
import { t, text } from './support/texts.js';

const ADMIN_PAGE = '/system-components/system-inform-overview';
const USER_PAGE = '/system-components/system-inform-user-overview';

interface Inform {
  id: string;
  title: string;
  content: string;
  status: number;
  systemInformShow: number;
}

/** Signs a context in (language cookie too) and returns the headers for API calls as that user. */
async function signInAs(
  context: BrowserContext,
  baseURL: string,
  account: Account,
  language: Language = 'en',
) {
  await useLanguage(context, baseURL, language);
  const token = await signIn(context, baseURL, account);
  const tenant = (await context.cookies()).find((c) => c.name === 'tenant')!.value;
  return { authorization: `Bearer ${token}`, __tenant: tenant };
}

/** A signed-in browser context of its own (the vendor beside the administrator). */
async function contextFor(browser: Browser, baseURL: string, account: Account, language: Language = 'en') {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 800 } });
  const api = await signInAs(context, baseURL, account, language);
  return { context, page: await context.newPage(), api };
}

async function topList(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get('/api/app/systemInform/topList', { headers });
  expect(res.status()).toBe(200);
  return (await res.json()) as (Inform & { isRead: boolean })[];
}

/** What the bell's badge counts: the top list's unread items (a read pinned one stays listed). */
const unreadIn = (items: { isRead: boolean }[]) => items.filter((i) => !i.isRead).length;

async function findInform(request: APIRequestContext, headers: Record<string, string>, title: string) {
  const res = await request.get('/api/app/systemInform', { headers, params: { filter: title } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Inform[] }).items.find((i) => i.title === title);
}

const row = (page: Page, title: string) =>
  page.getByTestId('system-inform-table').locator('tbody tr', { hasText: title });
const bellCount = (page: Page) => page.getByTestId('bell-button');

async function openBell(page: Page) {
  await page.getByTestId('bell-button').click();
  await expect(page.getByTestId('bell-panel')).toBeVisible();
}

/** The page does not scroll sideways (phones). */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The opened announcement's history holds these actions, oldest first. */
async function expectHistory(page: Page, actions: string[]) {
  const entries = page.getByTestId('detail-history').getByTestId('status-timeline-entry');
  await expect(entries).toHaveCount(actions.length);
  for (const [i, action] of actions.entries())
    await expect(entries.nth(i)).toHaveAttribute('data-action', action);
}

/** Makes and publishes an announcement through the API, finds it in the list, opens its detail. */
async function openPublishedDetail(page: Page, headers: Record<string, string>, title: string) {
  const made = await page.request.post('/api/app/systemInform', {
    headers,
    data: {
      title,
      content: '<p>Maintenance window on Saturday.</p>',
      type: 0,
      systemInformShow: 1,
      isDraft: true,
      audience: 1,
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const inform = (await made.json()) as Inform;
  expect((await page.request.post(`/api/app/systemInform/${inform.id}/publish`, { headers })).status()).toBe(
    200,
  );
  await page.getByTestId('list-filter').fill(title);
  await page.getByTestId('list-search').click();
  await page.getByTestId(`preview-${inform.id}`).click();
  await expectHistory(page, ['create', 'publish']);
  await page.waitForTimeout(400); // the dialog's opening animation
  return inform;
}

/** Opens an antd select and picks the option with this exact text. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await tap(page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }));
}

test.describe('announcements', () => {
  desktopOnly();

  test('write, publish, read in the bell, dismiss, read more, revoke, delete', async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    test.slow(); // two users, many steps, on a machine shared with other runs
    const admin = await signInAs(context, baseURL!, tenantAdmin);
    const stamp = Date.now();
    const title = `E2E notice ${stamp}`;
    const unsafeTitle = `E2E script ${stamp}`;

    const seller = await contextFor(browser, baseURL!, vendor);
    // Read in the vendor's language: the demo announcements carry a wording per language.
    const before = await topList(seller.page.request, { ...seller.api, 'accept-language': 'en' });
    const pinned = before.find((i) => i.systemInformShow === 0)!;
    expect(pinned, 'the demo data has a pinned announcement').toBeTruthy();

    // The administrator writes an announcement with formatted text for supplier users.
    await page.goto(ADMIN_PAGE);
    await page.waitForLoadState('networkidle'); // the app's second mount (antd locale) is over
    await expect(page.getByTestId('page-system-inform')).toBeVisible();
    await page.getByTestId('list-create').click();
    await page.getByTestId('modal-ok').click();
    await expect(page.getByText(t('en', 'SystemInform:ContentRequired'))).toBeVisible();
    await page.getByTestId('announcement-title').fill(`${title} draft`);
    const editor = page.getByTestId('rich-text-input');
    await editor.click();
    await page.keyboard.type('Deliveries change: ');
    await page.getByTestId('rich-text-bold').click();
    await page.keyboard.type('read this');
    await page.getByTestId('rich-text-bold').click();
    await page.keyboard.press('Enter');
    await page.getByTestId('rich-text-bullet-list').click();
    await page.keyboard.type('first point');
    await page.keyboard.press('Enter');
    await page.keyboard.type('second point');
    await page.keyboard.press('Shift+Home');
    await page.getByTestId('rich-text-link').click();
    await page.getByTestId('rich-text-link-url').fill('https://example.com/terms');
    await page.getByTestId('rich-text-link-apply').click();
    await expect(editor.locator('a[href="https://example.com/terms"]')).toHaveText('second point');
    await page.keyboard.press('End');
    await expect(editor.locator('strong')).toHaveText('read this');
    await expect(editor.locator('ul > li')).toHaveCount(2);
    await choose(page, 'announcement-type', t('en', 'Enum:SystemInformType.Policy'));
    await choose(page, 'announcement-audience', t('en', 'Enum:Audience.Vendors'));
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await screenshot(page, 'announcements-editor-en-desktop');
    await page.getByTestId('modal-ok').click();
    await expect(page.getByText(text('en', 'AbpUi', 'SavedSuccessfully')).first()).toBeVisible();

    let inform = (await findInform(page.request, admin, `${title} draft`))!;
    expect(inform.status).toBe(0);
    expect(inform.content).toContain('<strong>read this</strong>');
    expect(inform.content).toMatch(
      /<ul>\s*<li>\s*<p>first point<\/p>\s*<\/li>\s*<li>\s*<p><a [^>]*>second point/,
    );
    expect(inform.content).toContain('href="https://example.com/terms"');

    // A draft can be edited: the dialog shows the saved text.
    await page.getByTestId('list-filter').fill(String(stamp));
    await page.getByTestId('list-search').click();
    await page.getByTestId(`edit-${inform.id}`).click();
    await expect(page.getByTestId('rich-text-input').locator('strong')).toHaveText('read this');
    await page.getByTestId('announcement-title').fill(title);
    await page.getByTestId('modal-ok').click();
    await expect(row(page, title)).toHaveCount(1);
    await expect(row(page, `${title} draft`)).toHaveCount(0);

    // Publish, after a confirmation that names it.
    await page.getByTestId(`publish-${inform.id}`).click();
    await expect(page.locator('.ant-modal-confirm')).toContainText(title);
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId(`status-${inform.id}`)).toHaveText(t('en', 'Status:Published'));
    // The row's buttons are the server's allowedActions: a published one is revoked, not edited.
    await expect(page.getByTestId(`revoke-${inform.id}`)).toBeVisible();
    await expect(page.getByTestId(`edit-${inform.id}`)).toHaveCount(0);
    await expect(page.getByTestId(`publish-${inform.id}`)).toHaveCount(0);
    await expect(page.getByTestId(`delete-${inform.id}`)).toHaveCount(0);
    await expect(page.locator('.ant-modal-mask:visible')).toHaveCount(0); // the confirmation has closed
    // ...and the server refuses the edit the web no longer offers, with the envelope.
    const stampNow = (await findInform(page.request, admin, title)) as Inform & { concurrencyStamp: string };
    const refused = await page.request.put(`/api/app/systemInform/${inform.id}`, {
      headers: admin,
      data: {
        title,
        content: '<p>x</p>',
        type: 0,
        systemInformShow: 1,
        audience: 0,
        concurrencyStamp: stampNow.concurrencyStamp,
      },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'SupplierPortal:InvalidStateTransition',
    );
    await screenshot(page, 'announcements-admin-en-desktop');

    // A second one, through the API, whose content tries to run script: the server keeps none of it.
    const made = await page.request.post('/api/app/systemInform', {
      headers: admin,
      data: {
        title: unsafeTitle,
        content:
          '<p>Safe <em>words</em></p><script>window.__pwned = 1</script>' +
          '<img src="x" onerror="window.__pwned = 2"><a href="javascript:window.__pwned = 3">link</a>',
        type: 3,
        systemInformShow: 1,
        isDraft: true,
        audience: 2,
      },
    });
    expect(made.status(), await made.text()).toBe(200);
    const unsafe = (await made.json()) as Inform;
    expect(unsafe.content).not.toMatch(/script|onerror|javascript:/i);
    expect(unsafe.content).toContain('<em>words</em>');
    const published = await page.request.post(`/api/app/systemInform/${unsafe.id}/publish`, {
      headers: admin,
    });
    expect(published.status()).toBe(200);

    // The vendor's bell: both new ones, pinned first, the pinned one without "no longer view".
    const expected = unreadIn(before) + 2;
    await seller.page.goto('/dashboard');
    await expect(bellCount(seller.page)).toHaveAttribute('data-count', String(expected));
    await expect(seller.page.getByTestId('bell-button').locator('.ant-badge-count')).toBeVisible();
    await openBell(seller.page);
    const items = seller.page.getByTestId('bell-list').locator('li');
    await expect(items).toHaveCount(before.length + 2);
    await expect(items.first()).toHaveAttribute('data-testid', `bell-item-${pinned.id}`);
    await expect(seller.page.getByTestId(`bell-dismiss-${pinned.id}`)).toHaveCount(0);
    await expect(seller.page.getByTestId(`bell-item-${pinned.id}`)).toContainText(t('en', 'Navbar:Pinned'));
    const mine = seller.page.getByTestId(`bell-item-${inform.id}`);
    await expect(mine).toContainText(title);
    await expect(mine).toContainText('Deliveries change: read this first point second point');
    await expect(mine).toContainText(t('en', 'Enum:SystemInformType.Policy'));
    await expect(mine).toContainText(new RegExp(`${new Date().getFullYear()}-\\d\\d-\\d\\d \\d\\d:\\d\\d`));
    await expect(mine.getByTestId(`bell-dismiss-${inform.id}`)).toHaveText(t('en', 'Navbar:NoLongerView'));
    // Spec §9: the popover is 400 px wide (its layout width: the opening animation scales it).
    const width = await seller.page
      .locator('.bell-popover')
      .evaluate((el) => (el as HTMLElement).offsetWidth);
    expect(width).toBe(400);
    await seller.page.waitForTimeout(300); // the popover's opening animation
    await screenshot(seller.page, 'announcements-bell-en-desktop');

    // "No longer view": the item leaves, the badge goes down, and stays so after a reload.
    await mine.getByTestId(`bell-dismiss-${inform.id}`).click();
    await expect(mine).toHaveCount(0);
    await expect(bellCount(seller.page)).toHaveAttribute('data-count', String(expected - 1));
    await seller.page.reload();
    await expect(bellCount(seller.page)).toHaveAttribute('data-count', String(expected - 1));
    await openBell(seller.page);
    await expect(seller.page.getByTestId(`bell-item-${inform.id}`)).toHaveCount(0);
    // The bell closes and opens again.
    await seller.page.getByTestId('bell-button').click();
    await expect(seller.page.getByTestId('bell-panel')).toBeHidden();
    await openBell(seller.page);

    // "Read more": every announcement with its state; opening an unread one reads it.
    await seller.page.getByTestId('bell-read-more').click();
    await expect(seller.page).toHaveURL(new RegExp(`${USER_PAGE}$`));
    const history = seller.page.getByTestId('system-inform-user-table');
    await expect(history.locator('tbody tr', { hasText: title })).toHaveCount(1);
    await expect(seller.page.getByTestId(`state-${inform.id}`)).toHaveText(t('en', 'Status:Read'));
    await expect(seller.page.getByTestId(`state-${unsafe.id}`)).toHaveText(t('en', 'Status:Unread'));
    await expect(seller.page.getByTestId(`state-${pinned.id}`)).toHaveText(t('en', 'Status:Unread'));
    await expect(history.locator('tbody tr.ant-table-row').first()).toContainText(pinned.title);
    await seller.page.waitForLoadState('networkidle');
    await screenshot(seller.page, 'announcements-user-en-desktop');

    await seller.page.getByTestId(`open-${unsafe.id}`).click();
    const detail = seller.page.getByTestId('announcement-detail-content');
    await expect(detail.locator('em')).toHaveText('words');
    await expect(detail.locator('script, [onerror]')).toHaveCount(0);
    await expect(detail.locator('a', { hasText: 'link' })).not.toHaveAttribute('href', /javascript/i);
    expect(await seller.page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await seller.page.waitForTimeout(400); // the dialog's opening animation
    await screenshot(seller.page, 'announcements-detail-en-desktop');
    await seller.page.getByTestId('announcement-detail-close').click();
    await expect(seller.page.getByTestId(`state-${unsafe.id}`)).toHaveText(t('en', 'Status:Read'));
    await expect(bellCount(seller.page)).toHaveAttribute('data-count', String(expected - 2));

    // Opening the pinned one reads it: no longer counted by the badge, but still in the bell.
    await seller.page.getByTestId(`open-${pinned.id}`).click();
    await expect(seller.page.getByTestId('announcement-detail')).toBeVisible();
    await seller.page.getByTestId('announcement-detail-close').click();
    await expect(seller.page.getByTestId(`state-${pinned.id}`)).toHaveText(t('en', 'Status:Read'));
    await expect(bellCount(seller.page)).toHaveAttribute('data-count', String(expected - 3));
    await openBell(seller.page);
    await expect(seller.page.getByTestId(`bell-item-${pinned.id}`)).toBeVisible();
    await seller.page.getByTestId('bell-button').click();

    // The administrator revokes the first one: it leaves the vendor's lists.
    await page.getByTestId(`revoke-${inform.id}`).click();
    await expect(page.locator('.ant-modal-confirm')).toContainText(title);
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId(`status-${inform.id}`)).toHaveText(t('en', 'Status:Revoked'));
    await expect(page.getByText(t('en', 'Announcement:RevokedMessage')).first()).toBeVisible();
    // Revoked: it may be edited, deleted or published again.
    await expect(page.getByTestId(`edit-${inform.id}`)).toBeVisible();
    await expect(page.getByTestId(`publish-${inform.id}`)).toBeVisible();
    await expect(page.getByTestId(`revoke-${inform.id}`)).toHaveCount(0);
    // Its detail shows the history: created, published, revoked, by whom and when.
    await page.getByTestId(`preview-${inform.id}`).click();
    await expectHistory(page, ['create', 'publish', 'revoke']);
    await expect(page.getByTestId('detail-status')).toHaveText(t('en', 'Status:Revoked'));
    await expect(page.getByTestId('status-timeline')).toContainText(t('en', 'Action:Publish'));
    await expect(page.getByTestId('status-timeline')).toContainText('admin');
    await page.setViewportSize({ width: 1366, height: 768 });
    await screenshot(page, 'announcements-detail-history-en-desktop');
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.getByTestId('announcement-detail-close').click();
    await seller.page.reload();
    await expect(seller.page.getByTestId(`state-${pinned.id}`)).toBeVisible();
    await expect(history.locator('tbody tr', { hasText: title })).toHaveCount(0);

    // A revoked one still in a bell: publish the unsafe one's twin, see it, revoke it, gone.
    await page.getByTestId('list-reset').click();
    await page.getByTestId('list-filter').fill(unsafeTitle);
    await page.getByTestId('list-search').click();
    await expect(row(page, unsafeTitle)).toHaveCount(1);
    const twin = (await (
      await page.request.post('/api/app/systemInform', {
        headers: admin,
        data: {
          title: `${unsafeTitle} twin`,
          content: '<p>twin</p>',
          type: 0,
          systemInformShow: 1,
          isDraft: true,
          audience: 2,
        },
      })
    ).json()) as Inform;
    await page.request.post(`/api/app/systemInform/${twin.id}/publish`, { headers: admin });
    await seller.page.goto('/dashboard');
    await expect(bellCount(seller.page)).toHaveAttribute('data-count', String(expected - 2));
    await openBell(seller.page);
    await expect(seller.page.getByTestId(`bell-item-${twin.id}`)).toBeVisible();
    await page.getByTestId('list-search').click();
    await page.getByTestId(`revoke-${twin.id}`).click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId(`status-${twin.id}`)).toHaveText(t('en', 'Status:Revoked'));
    await seller.page.reload();
    await expect(bellCount(seller.page)).toHaveAttribute('data-count', String(expected - 3));
    await openBell(seller.page);
    await expect(seller.page.getByTestId(`bell-item-${twin.id}`)).toHaveCount(0);

    // Delete, after a confirmation (a published one offers no delete: it must be revoked first).
    await page.getByTestId(`delete-${twin.id}`).click();
    await expect(page.locator('.ant-modal-confirm')).toContainText(`${unsafeTitle} twin`);
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByText(text('en', 'AbpUi', 'DeletedSuccessfully')).first()).toBeVisible();
    await expect(row(page, `${unsafeTitle} twin`)).toHaveCount(0);
    expect(await findInform(page.request, admin, `${unsafeTitle} twin`)).toBeUndefined();
    inform = (await findInform(page.request, admin, title))!;
    expect(inform.status).toBe(2);

    await seller.context.close();
  });

  test('an audience of roles or of suppliers', async ({ page, context, baseURL }) => {
    const admin = await signInAs(context, baseURL!, tenantAdmin);
    const title = `E2E audience ${Date.now()}`;
    const roles = (await (await page.request.get('/api/identity/roles/all', { headers: admin })).json()) as {
      items: { id: string; name: string }[];
    };
    const vendorRole = roles.items.find((r) => r.name === 'vendor')!;

    await page.goto(ADMIN_PAGE);
    await page.waitForLoadState('networkidle');
    await page.getByTestId('list-create').click();
    await page.getByTestId('announcement-title').fill(title);
    await page.getByTestId('rich-text-input').click();
    await page.keyboard.type('For some');
    await choose(page, 'announcement-audience', t('en', 'Enum:Audience.Roles'));
    await page.getByTestId('modal-ok').click();
    await expect(page.getByText(t('en', 'SystemInform:AudienceRolesRequired'))).toBeVisible();
    await choose(page, 'announcement-roles', t('en', 'Demo:Role.vendor'));
    await page.getByTestId('modal-ok').click();
    await expect(page.getByText(text('en', 'AbpUi', 'SavedSuccessfully')).first()).toBeVisible();
    let inform = (await findInform(page.request, admin, title))! as Inform & {
      audience: number;
      audienceRoleIds: string[];
      audienceSupplierIds: string[];
    };
    expect([inform.audience, inform.audienceRoleIds]).toEqual([3, [vendorRole.id]]);

    // Edit: the suppliers are searched on the server as one types.
    await page.getByTestId('list-filter').fill(title);
    await page.getByTestId('list-search').click();
    await page.getByTestId(`edit-${inform.id}`).click();
    await expect(page.getByTestId('announcement-roles')).toContainText(t('en', 'Demo:Role.vendor'));
    await choose(page, 'announcement-audience', t('en', 'Enum:Audience.Suppliers'));
    await page.getByTestId('announcement-suppliers').click();
    await page.keyboard.type('V0001');
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'V0001' });
    await expect(option).toHaveCount(1);
    await tap(option);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('announcement-suppliers')).toContainText('V0001');
    await page.getByTestId('modal-ok').click();
    await expect(row(page, title)).toContainText(`${t('en', 'Enum:Audience.Suppliers')} (1)`);
    inform = (await findInform(page.request, admin, title))! as typeof inform;
    expect([inform.audience, inform.audienceRoleIds, inform.audienceSupplierIds.length]).toEqual([4, [], 1]);
    await page.getByTestId(`edit-${inform.id}`).click();
    await expect(page.getByTestId('announcement-suppliers')).toContainText('V0001');
    await page.getByRole('button', { name: text('en', 'AbpUi', 'Cancel') }).click();
    await page.getByTestId(`delete-${inform.id}`).click();
    await page.getByTestId('confirm-ok').click();
    await expect(row(page, title)).toHaveCount(0);
  });

  test("the administrator's own bell follows publish and revoke at once", async ({
    page,
    context,
    baseURL,
  }) => {
    const admin = await signInAs(context, baseURL!, tenantAdmin);
    const title = `E2E everyone ${Date.now()}`;
    const made = await page.request.post('/api/app/systemInform', {
      headers: admin,
      data: { title, content: '<p>For all</p>', type: 1, systemInformShow: 1, audience: 0, isDraft: true },
    });
    const inform = (await made.json()) as Inform;
    const before = unreadIn(await topList(page.request, admin));

    await page.goto(ADMIN_PAGE);
    await page.waitForLoadState('networkidle');
    await expect(bellCount(page)).toHaveAttribute('data-count', String(before));
    await page.getByTestId('list-filter').fill(title);
    await page.getByTestId('list-search').click();
    await page.getByTestId(`publish-${inform.id}`).click();
    await page.getByTestId('confirm-ok').click();
    await expect(bellCount(page)).toHaveAttribute('data-count', String(before + 1));
    await page.getByTestId(`revoke-${inform.id}`).click();
    await page.getByTestId('confirm-ok').click();
    await expect(bellCount(page)).toHaveAttribute('data-count', String(before));
    await page.request.delete(`/api/app/systemInform/${inform.id}`, { headers: admin });
  });

  test('looks right in Chinese', async ({ page, context, baseURL, browser }) => {
    const admin = await signInAs(context, baseURL!, tenantAdmin, 'zh-Hans');
    await page.goto(ADMIN_PAGE);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('list-create')).toHaveText(t('zh-Hans', 'Announcement:New'));
    await expect(page.getByTestId('system-inform-table')).toContainText(t('zh-Hans', 'Status:Published'));
    await screenshot(page, 'announcements-admin-zh-Hans-desktop');

    // The detail with its history, in Chinese.
    await page.setViewportSize({ width: 1366, height: 768 });
    const shown = await openPublishedDetail(page, admin, `E2E 维护通知 ${Date.now()}`);
    await expect(page.getByTestId('status-timeline')).toContainText(t('zh-Hans', 'Action:Publish'));
    await expect(page.getByTestId('status-timeline')).toContainText(t('zh-Hans', 'Action:Create'));
    await screenshot(page, 'announcements-detail-history-zh-Hans-desktop');
    await page.getByTestId('announcement-detail-close').click();
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.request.post(`/api/app/systemInform/${shown.id}/revoke`, { headers: admin });
    await page.request.delete(`/api/app/systemInform/${shown.id}`, { headers: admin });
    await page.getByTestId('list-reset').click();
    await page.getByTestId('list-create').click();
    await expect(page.getByTestId('rich-text-editor')).toBeVisible();
    await expect(page.getByTestId('rich-text-bold')).toHaveAttribute(
      'aria-label',
      t('zh-Hans', 'RichText:Bold'),
    );
    await page.waitForTimeout(400); // the dialog's opening animation
    await screenshot(page, 'announcements-editor-zh-Hans-desktop');

    const seller = await contextFor(browser, baseURL!, vendor, 'zh-Hans');
    await seller.page.goto('/dashboard');
    await seller.page.waitForLoadState('networkidle');
    await openBell(seller.page);
    await expect(seller.page.getByTestId('bell-read-more')).toHaveText(t('zh-Hans', 'Navbar:ReadMore'));
    await expect(seller.page.getByTestId('bell-panel')).toContainText(t('zh-Hans', 'Navbar:Pinned'));
    await seller.page.waitForTimeout(300);
    await screenshot(seller.page, 'announcements-bell-zh-Hans-desktop');
    await seller.page.getByTestId('bell-read-more').click();
    const history = seller.page.getByTestId('system-inform-user-table');
    await expect(history.locator('.announcement-pin').first()).toBeVisible();
    await expect(history).toContainText(
      new RegExp(`${t('zh-Hans', 'Status:Read')}|${t('zh-Hans', 'Status:Unread')}`),
    );
    await seller.page.waitForLoadState('networkidle');
    await screenshot(seller.page, 'announcements-user-zh-Hans-desktop');
    await seller.context.close();
  });
});

test('announcements: pages work on a phone, with the bell in the navbar', async ({
  page,
  context,
  baseURL,
}, info) => {
  test.skip(info.project.name !== 'mobile');
  await useLanguage(context, baseURL!, 'zh-Hans');
  await signIn(context, baseURL!, vendor);
  await page.goto(USER_PAGE);
  await page.waitForLoadState('networkidle');
  await expect(
    page.getByTestId('system-inform-user-table').locator('tbody tr.ant-table-row').first(),
  ).toBeVisible();
  await expect(page.getByTestId('bell-button')).toBeVisible();
  await expectNoOverflow(page);
  await screenshot(page, 'announcements-user-zh-Hans-mobile');
  await page.getByTestId('system-inform-user-table').locator('tbody tr.ant-table-row button').first().click();
  await expect(page.getByTestId('announcement-detail')).toBeVisible();
  await page.waitForTimeout(400);
  await screenshot(page, 'announcements-detail-zh-Hans-mobile');
});

test('announcements: the administration page on a phone', async ({ page, context, baseURL }, info) => {
  test.skip(info.project.name !== 'mobile');
  const headers = await signInAs(context, baseURL!, tenantAdmin);
  await page.goto(ADMIN_PAGE);
  await page.waitForLoadState('networkidle');
  await expect(
    page.getByTestId('system-inform-table').locator('tbody tr.ant-table-row').first(),
  ).toBeVisible();
  await expectNoOverflow(page);
  await page.getByTestId('list-create').click();
  await expect(page.getByTestId('rich-text-editor')).toBeVisible();
  await page.waitForTimeout(400);
  await expectNoOverflow(page);
  await screenshot(page, 'announcements-editor-en-mobile');
  await page.getByRole('button', { name: text('en', 'AbpUi', 'Cancel') }).click();

  // The detail with its history, in English and in Chinese.
  const shown = await openPublishedDetail(page, headers, `E2E phone ${Date.now()}`);
  await expectNoOverflow(page);
  await screenshot(page, 'announcements-detail-history-en-mobile');
  await useLanguage(context, baseURL!, 'zh-Hans');
  await page.reload();
  await page.waitForLoadState('networkidle');
  await page.getByTestId(`preview-${shown.id}`).click();
  await expectHistory(page, ['create', 'publish']);
  await expect(page.getByTestId('status-timeline')).toContainText(t('zh-Hans', 'Action:Publish'));
  await page.waitForTimeout(400);
  await expectNoOverflow(page);
  await screenshot(page, 'announcements-detail-history-zh-Hans-mobile');
  await page.request.post(`/api/app/systemInform/${shown.id}/revoke`, { headers });
  await page.request.delete(`/api/app/systemInform/${shown.id}`, { headers });
});
