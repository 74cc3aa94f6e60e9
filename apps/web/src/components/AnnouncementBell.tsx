import BellOutlined from '@ant-design/icons/BellOutlined';
import { lazy } from 'react';
import { useL } from '../locales/i18n';
import { NavbarBell } from './NavbarBell';
import { useTopList } from './useTopList';

/** The popover, its list and the detail dialog load on the first click (every page has the bell). */
const loadPanel = () => import('./AnnouncementBellPanel');
const AnnouncementBellPanel = lazy(loadPanel);

/**
 * The navbar's announcement bell (spec §2): a badge with how many announcements of the top list the
 * user has not read yet, and a 400 px popover listing them. The list is asked for
 * again every minute while the window is in the foreground, when the window regains the focus, and
 * when the popover opens.
 */
export function AnnouncementBell() {
  const L = useL();
  const top = useTopList();
  // Pinned announcements stay in the list once read; the badge counts what is still unread.
  const count = top.items.filter((i) => !i.isRead).length;
  const title = L('Navbar:Announcements');
  return (
    <NavbarBell
      title={title}
      label={count > 0 ? `${title} (${L('SupplierPortal', 'Navbar:Unread', count)})` : title}
      icon={<BellOutlined className="bell-icon" />}
      count={count}
      testId="bell-button"
      preload={loadPanel}
      onOpen={() => void top.refresh()}
      panel={(p) => <AnnouncementBellPanel items={top.items} {...p} />}
    />
  );
}
