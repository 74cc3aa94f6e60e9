import { Policies } from '@sp/contracts';
import { describe, expect, it } from 'vitest';
import { layoutRoutes } from '../../router/routes';
import type { AppRoute } from '../../router/types';
import { quickLinks } from './quick-links';

const page = 'dashboard' as const;

describe('quickLinks', () => {
  it('lists the permitted top-level areas, leading to their first visible page', () => {
    const links = quickLinks(layoutRoutes, {
      [Policies.VendorLabel.ShipLog.name]: true,
      [Policies.VendorLabel.Delivery.name]: true,
      [Policies.LetterOfRecognition.VendorLetterOverview.name]: true,
      [Policies.LetterOfRecognition.VendorLetterOverview.Update.name]: true,
    });
    expect(links.map((l) => [l.title, l.path])).toEqual([
      ['Menu:Documentation', '/documentation/index'],
      ['Menu:VendorLabel', '/vendor-label/ship-log'],
      ['Menu:LetterOfRecognition', '/letter-of-recognition/vendor-letter-overview'],
    ]);
    // The hidden detail page stays out of the list of pages.
    expect(links[2]!.pages.map((p) => p.path)).toEqual(['/letter-of-recognition/vendor-letter-overview']);
    expect(links[1]!.pages.map((p) => p.title)).toEqual([
      'Menu:VendorLabel.ShipLog',
      'Menu:VendorLabel.Delivery',
    ]);
  });

  it('skips the dashboard, hidden routes and areas without a permitted page', () => {
    const links = quickLinks(layoutRoutes, {});
    expect(links.map((l) => l.path)).toEqual(['/documentation/index']);
  });

  it('skips a group whose only permitted children are hidden', () => {
    const routes: AppRoute[] = [
      {
        path: '/g',
        meta: { title: 'G', policy: '' },
        children: [{ path: '/g/detail', meta: { title: 'D', hidden: true }, page }],
      },
    ];
    expect(quickLinks(routes, {})).toEqual([]);
  });

  it('marks external links', () => {
    const routes: AppRoute[] = [{ path: 'https://example.com/help', meta: { title: 'Help' } }];
    expect(quickLinks(routes, {})).toEqual([
      { path: 'https://example.com/help', title: 'Help', icon: undefined, external: true, pages: [] },
    ]);
  });
});
