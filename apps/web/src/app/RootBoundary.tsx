import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { Outlet, useMatches, useNavigation, useRouteError } from 'react-router';
import { translateDynamic, useL } from '../locales/i18n';
import { usePermittedRoutes } from '../access/usePermittedRoutes';
import type { RouteMeta } from '../router/types';

NProgress.configure({ showSpinner: false });

/** Document title = route title + product title (spec §1); the progress bar on navigation. */
export function RootBoundary() {
  const L = useL();
  const matches = useMatches();
  const navigation = useNavigation();
  const permitted = usePermittedRoutes();
  const meta = [...matches].reverse().find((m) => (m.handle as RouteMeta | undefined)?.title)?.handle as
    RouteMeta | undefined;
  const appTitle = L('AppTitle');
  // A page the user may not open shows the 404 page, and says so in the title too.
  const titleKey = permitted.allows(meta) ? meta?.title : 'Menu:404';
  const title = titleKey ? `${translateDynamic('SupplierPortal', titleKey)} - ${appTitle}` : appTitle;

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);

  return <Outlet />;
}

/** The portal cannot reach its server (or a bug escaped): say so plainly and offer a retry. */
export function RootError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div style={{ padding: 48, fontFamily: 'sans-serif' }}>
      <h2>Supplier Platform · 供应商平台</h2>
      <p>The portal could not start. 无法连接服务器。</p>
      <pre style={{ whiteSpace: 'pre-wrap', color: '#999' }}>{message}</pre>
      <button type="button" onClick={() => window.location.reload()}>
        Retry · 重试
      </button>
    </div>
  );
}
