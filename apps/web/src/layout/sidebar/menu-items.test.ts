import { Policies } from '@sp/contracts';
import { describe, expect, it } from 'vitest';
import { filterRoutes } from '../../router/access';
import { layoutRoutes } from '../../router/routes';
import type { AppRoute } from '../../router/types';
import { isDenied } from '../../router/access';
import { buildMenuItems, openKeysFor, selectedMenuKey, type MenuItem } from './menu-items';

const everything: Record<string, boolean> = new Proxy({}, { get: () => true });
const keys = (items: MenuItem[]): string[] =>
  items.flatMap((i) => {
    if (!i || !('key' in i)) return [];
    const children = 'children' in i && i.children ? keys(i.children) : [];
    return [String(i.key), ...children];
  });

describe('sidebar menu', () => {
  it('shows the permitted routes, never hidden ones', () => {
    const all = keys(buildMenuItems(filterRoutes(layoutRoutes, everything), (k) => k));
    expect(all).toContain('/identity');
    expect(all).toContain('/identity/users');
    expect(all).not.toContain('/profile/index');
    expect(all).not.toContain('/letter-of-recognition/vendor-letter-detail');
  });

  it('collapses a parent with one visible child into the child, unless alwaysShow', () => {
    const top = keys(buildMenuItems(filterRoutes(layoutRoutes, everything), (k) => k));
    expect(top).toContain('/tenant/tenants');
    expect(top).not.toContain('/tenant');
    const always: AppRoute[] = [
      {
        path: '/g',
        meta: { title: 'G', alwaysShow: true },
        children: [{ path: '/g/a', meta: { title: 'A' } }],
      },
    ];
    expect(keys(buildMenuItems(always, (k) => k))).toEqual(['/g', '/g/a']);
  });

  it('leaves out groups without a permitted visible child', () => {
    const granted = { [Policies.AbpIdentity.Users.name]: true };
    const all = keys(buildMenuItems(filterRoutes(layoutRoutes, granted), (k) => k));
    expect(all).toContain('/identity/users');
    expect(all).not.toContain('/identity/roles');
    expect(all.some((k) => k.startsWith('/vendor-label'))).toBe(false);
  });

  it('highlights the parent of a hidden detail page and opens its group', () => {
    const key = selectedMenuKey(
      '/letter-of-recognition/vendor-letter-detail',
      '/letter-of-recognition/vendor-letter-overview',
    );
    expect(key).toBe('/letter-of-recognition/vendor-letter-overview');
    expect(openKeysFor(key)).toEqual(['/letter-of-recognition']);
    expect(selectedMenuKey('/dashboard', undefined)).toBe('/dashboard');
  });

  it('opens external links in a new tab', () => {
    const items = buildMenuItems([{ path: 'https://example.com', meta: { title: 'Ext' } }], (k) => k);
    const label = (items[0] as { label: { props: Record<string, unknown> } }).label;
    expect(label.props).toMatchObject({ href: 'https://example.com', target: '_blank', rel: 'noopener' });
  });
});

describe('policy gate', () => {
  it('denies a route whose policy is not granted, allows one without policy', () => {
    expect(isDenied({ policy: 'AbpIdentity.Users' }, {})).toBe(true);
    expect(isDenied({ policy: 'AbpIdentity.Users' }, { 'AbpIdentity.Users': true })).toBe(false);
    expect(isDenied({}, {})).toBe(false);
    expect(isDenied({ policy: '' }, {})).toBe(false);
    expect(isDenied(undefined, {})).toBe(false);
  });
});
