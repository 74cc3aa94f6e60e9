import { lazy, Suspense, useEffect, useState } from 'react';
import { AntdProviders } from '../app/Providers';
import { useAppStore } from '../stores/app';
import { useSettingsStore } from '../stores/settings';
import AppMain from './AppMain';
import Navbar from './Navbar';
import { Sidebar } from './sidebar/Sidebar';
import TagsView from './tags-view/TagsView';
import { useResizeHandler } from './useResizeHandler';
import './Layout.css';

const Settings = lazy(() => import('./Settings'));

/**
 * The signed-in shell (spec §2, VEA's layout/index.vue): sidebar, then the main column with navbar,
 * tab strip and page. `fixedHeader` pins navbar and tabs; below 992 px the sidebar becomes an overlay
 * with a backdrop that closes it. The shell brings the antd providers for itself and every page in
 * it (the entry has none, so that /login stays free of antd).
 */
export default function Layout() {
  return (
    <AntdProviders>
      <Shell />
    </AntdProviders>
  );
}

function Shell() {
  useResizeHandler();
  const sidebar = useAppStore((s) => s.sidebar);
  const device = useAppStore((s) => s.device);
  const theme = useSettingsStore((s) => s.theme);
  const showSettings = useSettingsStore((s) => s.showSettings);
  const tagsView = useSettingsStore((s) => s.tagsView);
  const fixedHeader = useSettingsStore((s) => s.fixedHeader);
  const mobile = device === 'mobile';
  // The settings panel: loaded on the first click of the navbar's gear, then kept for its animations.
  const [settings, setSettings] = useState<'never' | 'open' | 'closed'>('never');

  // The theme colour for the shell's own CSS (tabs), also in portals.
  useEffect(() => {
    document.documentElement.style.setProperty('--theme-color', theme);
  }, [theme]);

  const classes = [
    'app-wrapper',
    sidebar.opened ? 'openSidebar' : 'hideSidebar',
    sidebar.withoutAnimation ? 'withoutAnimation' : '',
    mobile ? 'mobile' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes} data-testid="layout">
      {mobile && sidebar.opened && (
        <div
          className="drawer-bg"
          data-testid="mobile-backdrop"
          aria-hidden
          onClick={() => useAppStore.getState().closeSidebar(false)}
        />
      )}
      <Sidebar />
      <div className={`main-container${tagsView ? ' has-tags-view' : ''}`}>
        <div className={fixedHeader ? 'fixed-header' : 'static-header'} data-testid="header">
          <Navbar onSettings={showSettings ? () => setSettings('open') : undefined} />
          {tagsView && <TagsView />}
        </div>
        <AppMain />
      </div>
      {showSettings && settings !== 'never' && (
        <Suspense fallback={null}>
          <Settings open={settings === 'open'} onClose={() => setSettings('closed')} />
        </Suspense>
      )}
    </div>
  );
}
