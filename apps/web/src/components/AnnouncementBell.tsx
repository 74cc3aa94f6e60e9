import BellOutlined from '@ant-design/icons/BellOutlined';
import { Badge, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useL } from '../locales/i18n';
import './AnnouncementBell.css';
import { useTopList } from './useTopList';

/** The popover, its list and the detail dialog load on the first click (every page has the bell). */
const loadPanel = () => import('./AnnouncementBellPanel');
const AnnouncementBellPanel = lazy(loadPanel);

/**
 * The navbar's announcement bell (spec §2, desktop only): a badge with how many announcements are
 * waiting for the user (the top list), and a 400 px popover listing them. The list is asked for
 * again every minute while the window is in the foreground, when the window regains the focus, and
 * when the popover opens.
 */
export function AnnouncementBell() {
  const L = useL();
  const [activated, setActivated] = useState(false);
  const [open, setOpen] = useState(false);
  const top = useTopList();
  const count = top.items.length;
  const title = L('Navbar:Announcements');

  const button = (
    <button
      type="button"
      className="right-menu-item hover-effect bell-button"
      aria-label={count > 0 ? `${title} (${L('SupplierPortal', 'Navbar:Unread', count)})` : title}
      aria-expanded={open}
      aria-haspopup="dialog"
      onMouseEnter={() => void loadPanel()}
      onClick={() => {
        if (!activated) {
          setActivated(true);
          setOpen(true);
        }
      }}
      data-testid="bell-button"
      data-count={count}
    >
      <Badge count={count} size="small" offset={[4, -2]}>
        <BellOutlined className="bell-icon" />
      </Badge>
    </button>
  );
  const trigger = (
    <Tooltip title={open ? undefined : title} placement="bottom">
      {button}
    </Tooltip>
  );

  if (!activated) return trigger;
  return (
    <Suspense fallback={trigger}>
      <AnnouncementBellPanel
        items={top.items}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) void top.refresh();
        }}
      >
        {trigger}
      </AnnouncementBellPanel>
    </Suspense>
  );
}
