import type { MenuProps } from 'antd';
import { Link } from 'react-router';
import { MenuIcon } from '../../components/MenuIcon';
import { collapsesIntoChild, isExternal, visibleChildren } from '../../router/access';
import { flattenRoutes } from '../../router/routes';
import type { AppRoute } from '../../router/types';

export type MenuItem = Required<MenuProps>['items'][number];

/** A menu entry; its `title` attribute shows the whole name should a long one still be cut. */
function leaf(route: AppRoute, icon: string | undefined, title: string): MenuItem {
  const label = isExternal(route.path) ? (
    <a href={route.path} target="_blank" rel="noopener" title={title} data-testid={`menu-${route.path}`}>
      {title}
    </a>
  ) : (
    <Link to={route.path} title={title} data-testid={`menu-${route.path}`}>
      {title}
    </Link>
  );
  return { key: route.path, icon: <MenuIcon name={icon} />, label, title };
}

/**
 * The antd menu items of a permitted route tree (VEA's SidebarItem): hidden routes never show; a
 * parent with exactly one visible child (that has no children itself) shows as that child, with the
 * parent's icon when the child has none, unless `alwaysShow`; a parent with nothing visible is left out.
 */
export function buildMenuItems(routes: AppRoute[], translate: (key: string) => string): MenuItem[] {
  const items: MenuItem[] = [];
  for (const route of routes) {
    if (route.meta.hidden) continue;
    const title = route.meta.title ? translate(route.meta.title) : route.path;
    if (!route.children) {
      items.push(leaf(route, route.meta.icon, title));
      continue;
    }
    if (visibleChildren(route).length === 0) continue;
    const only = collapsesIntoChild(route);
    if (only && !only.children?.length) {
      const childTitle = only.meta.title ? translate(only.meta.title) : title;
      items.push(leaf(only, only.meta.icon ?? route.meta.icon, childTitle));
      continue;
    }
    items.push({
      key: route.path,
      icon: <MenuIcon name={route.meta.icon} />,
      // Not a bare <span>: antd would then skip its ellipsis wrapper (ant-menu-title-content).
      label: (
        <>
          <span title={title} data-testid={`submenu-${route.path}`}>
            {title}
          </span>
        </>
      ),
      children: buildMenuItems(route.children, translate),
    });
  }
  return items;
}

const table = flattenRoutes();

/** The menu entry a path highlights: its `activeMenu` (hidden detail pages), else itself. */
export function selectedMenuKey(pathname: string, activeMenu: string | undefined): string {
  return activeMenu || pathname;
}

/** The submenus to open for a selected entry: its ancestors in the route table. */
export function openKeysFor(selectedKey: string): string[] {
  const found = table.find((e) => e.route.path === selectedKey);
  return found ? found.parents.map((p) => p.path) : [];
}
