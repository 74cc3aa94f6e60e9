import { describe, expect, it } from 'vitest';
import { collapsesIntoChild, filterRoutes, hasPolicy, isExternal } from './access';
import { flattenRoutes, layoutRoutes } from './routes';
import type { AppRoute } from './types';

const leaf = (path: string, policy?: string, hidden = false): AppRoute => ({
  path,
  meta: { title: path, ...(policy ? { policy: policy as never } : {}), hidden },
});

describe('route filtering by granted policies', () => {
  const tree: AppRoute[] = [
    leaf('/dashboard'),
    {
      path: '/identity',
      meta: { title: 'i', policy: '' },
      children: [leaf('/identity/users', 'AbpIdentity.Users'), leaf('/identity/roles', 'AbpIdentity.Roles')],
    },
    { path: '/empty', meta: { title: 'e', policy: '' }, children: [leaf('/empty/x', 'Nope')] },
    leaf('/tenant', 'AbpTenantManagement.Tenants'),
  ];

  it('keeps routes without a policy and those whose policy is granted', () => {
    const menu = filterRoutes(tree, { 'AbpIdentity.Users': true });
    expect(menu.map((r) => r.path)).toEqual(['/dashboard', '/identity']);
    expect(menu[1]!.children!.map((r) => r.path)).toEqual(['/identity/users']);
  });

  it('drops a parent with an empty policy when no child is permitted', () => {
    expect(filterRoutes(tree, {}).map((r) => r.path)).toEqual(['/dashboard']);
  });

  it('treats a false grant like a missing one', () => {
    expect(
      filterRoutes(tree, { 'AbpTenantManagement.Tenants': false }).some((r) => r.path === '/tenant'),
    ).toBe(false);
  });

  it('collapses a parent with one visible child unless alwaysShow', () => {
    const parent: AppRoute = {
      path: '/p',
      meta: { title: 'p' },
      children: [leaf('/p/a'), leaf('/p/b', undefined, true)],
    };
    expect(collapsesIntoChild(parent)?.path).toBe('/p/a');
    expect(collapsesIntoChild({ ...parent, meta: { ...parent.meta, alwaysShow: true } })).toBeUndefined();
  });

  it('recognises external links', () => {
    expect(isExternal('https://example.com')).toBe(true);
    expect(isExternal('mailto:a@b.c')).toBe(true);
    expect(isExternal('/identity')).toBe(false);
  });
});

describe('the route table of the spec', () => {
  const all = flattenRoutes(layoutRoutes).map((r) => r.route);

  it('pins only the dashboard', () => {
    expect(all.filter((r) => r.meta.affix).map((r) => r.path)).toEqual(['/dashboard']);
  });

  it('gives every page a title and every hidden page a menu entry to highlight', () => {
    for (const r of all) {
      expect(r.meta.title, r.path).toBeTruthy();
      if (r.meta.hidden && r.path !== '/profile/index')
        expect(
          all.some((p) => p.path === r.meta.activeMenu),
          r.path,
        ).toBe(true);
    }
  });

  it('shows a vendor only vendor pages, and an admin every area', () => {
    const vendor = { 'VendorLabel.Delivery': true, 'LetterOfRecognition.VendorLetterOverview': true };
    const menu = filterRoutes(layoutRoutes, vendor).map((r) => r.path);
    expect(menu).toEqual([
      '/dashboard',
      '/documentation/index',
      '/profile/index',
      '/vendor-label',
      '/letter-of-recognition',
    ]);
    const everything = Object.fromEntries(
      all.filter((r) => r.meta.policy).map((r) => [r.meta.policy!, true]),
    );
    expect(filterRoutes(layoutRoutes, everything)).toHaveLength(layoutRoutes.length);
  });

  it('names the spec policies on the spec paths', () => {
    const policyOf = (path: string) => all.find((r) => r.path === path)?.meta.policy;
    expect(policyOf('/identity/organizations')).toBe('AbpIdentity.OrganitaionUnits');
    expect(policyOf('/settings/setting')).toBe('SettingUi.Tenant');
    expect(policyOf('/vendor-label/print-pallet-label')).toBe('VendorLabel.Pallet');
    expect(policyOf('/letter-of-recognition/update-partno-confirm')).toBe(
      'LetterOfRecognition.PartNoConfirm.CreateAck',
    );
    expect(policyOf('/supplier-material-control/supplier-bom')).toBe('Material.SMC.VendorBom');
  });
});

describe('hasPolicy', () => {
  it('grants what is granted and what names no policy, nothing else', () => {
    expect(hasPolicy({ 'AbpIdentity.Users': true }, 'AbpIdentity.Users')).toBe(true);
    expect(hasPolicy({ 'AbpIdentity.Users': false }, 'AbpIdentity.Users')).toBe(false);
    expect(hasPolicy({}, 'AbpIdentity.Roles')).toBe(false);
    expect(hasPolicy({}, undefined)).toBe(true);
    expect(hasPolicy({}, '')).toBe(true);
  });
});

describe('the route table is data', () => {
  it('names each page by id and imports no page', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(new URL('./routes.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/import\(|from '\.\.\/(pages|layout|app)/);
  });

  it('binds every page id the table names, and binds no page the table never names', async () => {
    // The binding module only declares lazy loaders: importing it loads no page.
    const { routePages } = await import('../app/route-pages');
    const named = new Set(
      flattenRoutes(layoutRoutes).flatMap(({ route }) => (route.page ? [route.page] : [])),
    );
    expect([...named].filter((id) => !(id in routePages))).toEqual([]);
    expect(Object.keys(routePages).filter((id) => !named.has(id as never))).toEqual([]);
  });
});
