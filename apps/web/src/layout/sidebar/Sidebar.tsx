import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/Logo';
import { translateDynamic } from '../../locales/i18n';
import { usePermittedRoutes } from '../../access/usePermittedRoutes';
import { isExternal } from '../../router/access';
import { useAppStore } from '../../stores/app';
import { useConfigStore } from '../../stores/config';
import { useSettingsStore } from '../../stores/settings';
import { useRouteMeta } from '../useRouteMeta';
import { buildMenuItems, openKeysFor, selectedMenuKey } from './menu-items';
import './Sidebar.css';

/**
 * The sidebar (spec §2): logo, and the menu of the permitted routes. The selected entry is the
 * route's `activeMenu` or its path; the submenus leading to it open on every navigation.
 */
export function Sidebar() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const meta = useRouteMeta();
  const routes = usePermittedRoutes().menu;
  const opened = useAppStore((s) => s.sidebar.opened);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const showLogo = useSettingsStore((s) => s.sidebarLogo);
  const collapsed = !opened && !mobile;

  // The texts change with the configuration (a language switch reloads it).
  const config = useConfigStore((s) => s.config);
  const items = useMemo(
    () => buildMenuItems(routes, (key) => translateDynamic('SupplierPortal', key)),
    [routes, config],
  );
  const selectedKey = selectedMenuKey(pathname, meta?.activeMenu);

  // Inline mode: the user's open submenus plus the ones leading to the current page.
  const [inlineOpen, setInlineOpen] = useState<{ key: string; open: string[] }>(() => ({
    key: selectedKey,
    open: openKeysFor(selectedKey),
  }));
  if (inlineOpen.key !== selectedKey) {
    const wanted = openKeysFor(selectedKey);
    setInlineOpen({ key: selectedKey, open: [...new Set([...inlineOpen.open, ...wanted])] });
  }
  // Collapsed: hover popups, managed apart so that collapsing never pops submenus open.
  const [popupOpen, setPopupOpen] = useState<string[]>([]);

  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    // A click right on the link lets the link do it (also Ctrl+click, middle click).
    if ((domEvent.target as HTMLElement).closest('a')) return;
    if (isExternal(key)) window.open(key, '_blank', 'noopener');
    else void navigate(key);
  };

  return (
    <aside className="sidebar-container" data-testid="sidebar">
      {showLogo && <Logo collapsed={collapsed} />}
      <div className="sidebar-scroll">
        <Menu
          data-testid="sidebar-menu"
          // VEA's dark colours, set in Sidebar.css on the menu and its popups.
          rootClassName="sidebar-menu"
          mode="inline"
          theme="dark"
          inlineIndent={20}
          inlineCollapsed={collapsed}
          items={items}
          selectedKeys={[selectedKey]}
          openKeys={collapsed ? popupOpen : inlineOpen.open}
          onOpenChange={(keys) =>
            collapsed ? setPopupOpen(keys) : setInlineOpen({ key: selectedKey, open: keys })
          }
          onClick={onClick}
        />
      </div>
    </aside>
  );
}
