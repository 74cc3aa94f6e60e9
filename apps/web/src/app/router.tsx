import { createBrowserRouter, redirect, replace, type RouteObject } from 'react-router';
import { flattenRoutes, layoutRoutes } from '../router/routes';
import type { AppRoute, PageLoader } from '../router/types';
import { loadAntdStyles } from './antd-styles';
import { guard } from './guard';
import { RootBoundary, RootError } from './RootBoundary';
import { routePages } from './route-pages';

const lazyPage = (load: PageLoader) => async () => ({ Component: (await load()).default });

/** The antd providers' module, with the current language's antd locale and antd's styles loaded. */
const antdProviders = () =>
  import('./Providers').then(async (providers) => {
    await Promise.all([providers.preloadAntdLocale(), loadAntdStyles()]);
    return providers;
  });

/**
 * A public page that uses antd (register, 401, 404), inside the antd providers. The entry has none
 * (so /login loads no antd); the layout wraps itself, which also covers the 404 page that AppMain
 * shows inside it for a denied route.
 */
const withAntd = (load: PageLoader) => async () => {
  const [{ default: Page }, { AntdProviders }] = await Promise.all([load(), antdProviders()]);
  return {
    Component: function AntdPage() {
      return (
        <AntdProviders>
          <Page />
        </AntdProviders>
      );
    },
  };
};

/** The layout's code, with the antd locale ready for its providers' first render. */
const withAntdLocale =
  (load: PageLoader): PageLoader =>
  async () =>
    (await Promise.all([load(), antdProviders()]))[0];

/**
 * What a redirect-only route renders while its loader's redirect is under way: nothing, said
 * explicitly, since React Router warns ("Matched leaf route ... does not have an element") about a
 * leaf route without a component.
 */
const Redirecting = () => null;

/** A route whose only job is to send the user elsewhere. */
const redirectTo = (target: string) => ({ loader: () => redirect(target), Component: Redirecting });

/** A group's own path goes to its first child (or its declared redirect). */
function groupRedirect(route: AppRoute): RouteObject | null {
  if (!route.children?.length) return null;
  const target = route.redirect && route.redirect !== 'noRedirect' ? route.redirect : route.children[0]!.path;
  return { path: route.path, ...redirectTo(target) };
}

function toRouteObjects(): RouteObject[] {
  const objects: RouteObject[] = [];
  for (const { route } of flattenRoutes(layoutRoutes)) {
    if (route.page)
      objects.push({ path: route.path, handle: route.meta, lazy: lazyPage(routePages[route.page]) });
    const group = groupRedirect(route);
    if (group) objects.push(group);
  }
  return objects;
}

const pages = {
  login: () => import('../pages/login/LoginPage'),
  register: () => import('../pages/register/RegisterPage'),
  authRedirect: () => import('../pages/login/AuthRedirectPage'),
  e401: () => import('../pages/error/Error401Page'),
  e404: () => import('../pages/error/Error404Page'),
  redirect: () => import('../pages/redirect/RedirectPage'),
  layout: () => import('../layout/Layout'),
};

export const routeObjects: RouteObject[] = [
  {
    id: 'root',
    loader: guard,
    // The guard runs on every navigation, as VEA's router.beforeEach does.
    shouldRevalidate: () => true,
    Component: RootBoundary,
    ErrorBoundary: RootError,
    HydrateFallback: () => null,
    children: [
      { path: '/login', handle: { title: 'Menu:Login' }, lazy: lazyPage(pages.login) },
      { path: '/register', handle: { title: 'Menu:Register' }, lazy: withAntd(pages.register) },
      { path: '/auth-redirect', handle: { title: 'Menu:AuthRedirect' }, lazy: lazyPage(pages.authRedirect) },
      { path: '/401', handle: { title: 'Menu:401' }, lazy: withAntd(pages.e401) },
      { path: '/404', handle: { title: 'Menu:404' }, lazy: withAntd(pages.e404) },
      {
        path: '/',
        lazy: lazyPage(withAntdLocale(pages.layout)),
        children: [
          { index: true, ...redirectTo('/dashboard') },
          { path: '/profile', ...redirectTo('/profile/index') },
          {
            path: '/redirect/*',
            handle: { hidden: true, breadcrumb: false },
            lazy: lazyPage(pages.redirect),
          },
          ...toRouteObjects(),
        ],
      },
      // replace, not push: Back from the 404 page must not land on the unknown address again.
      { path: '*', loader: () => replace('/404'), Component: Redirecting },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routeObjects);
