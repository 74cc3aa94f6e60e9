import type { Page } from '@playwright/test';
import { DEMO_TENANT, expect, openApp, tenantAdmin, test } from './support/fixtures.js';
import { ListPageObject } from './support/page-objects.js';

/** Issue 9 item 5: the host switches a business area off for a tenant; its menu goes, and comes back. */
test.describe('tenant features', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 600, 'the desktop flow');

  /** On the host's tenants page: opens the demo tenant's Features, sets the labels switch, saves. */
  async function setLabels(page: Page, on: boolean) {
    await page.goto('/tenant/tenants');
    await page.waitForLoadState('networkidle');
    const list = new ListPageObject(page, 'tenants-table');
    await list.search(DEMO_TENANT);
    await list.rowAction(new RegExp(`^${DEMO_TENANT}`), 'features');
    const dialog = page.getByTestId('tenant-features');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Business areas')).toBeVisible();
    await expect(dialog.getByText('Maximum users')).toBeVisible();
    const toggle = page.getByTestId('feature-SupplierPortal.VendorLabel');
    await expect(toggle).toHaveAttribute('aria-checked', String(!on));
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', String(on));
    await page.getByTestId('modal-ok').click();
    await expect(page.getByText('Features saved.').first()).toBeVisible();
  }

  test('labels off hides the Vendor label menu of the tenant; on brings it back', async ({
    page,
    open,
    browser,
    baseURL,
  }) => {
    test.slow();
    await open({});
    const tenantContext = await browser.newContext({ baseURL: baseURL! });
    const tenantPage = await tenantContext.newPage();
    // The demo tenant's admin, in a browser of their own: the Vendor label menu as they see it.
    const openTenant = async () => {
      await openApp(tenantPage, baseURL!, { account: tenantAdmin });
      await expect(tenantPage.getByTestId('sidebar-menu')).toBeVisible();
      return tenantPage.getByTestId('submenu-/vendor-label');
    };

    await expect(await openTenant()).toBeVisible();
    try {
      await setLabels(page, false);
      await expect(await openTenant()).toHaveCount(0);
    } finally {
      await setLabels(page, true);
    }
    await expect(await openTenant()).toBeVisible();
    await tenantContext.close();
  });
});
