import MailOutlined from '@ant-design/icons/MailOutlined';
import { Badge, Tooltip } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { getUnreadCount } from '../api/notifications';
import { useL } from '../locales/i18n';
import './AnnouncementBell.css';
import './NotificationBell.css';

/** The popover and its list load on the first click, as the announcement bell's do. */
const loadPanel = () => import('./NotificationBellPanel');
const NotificationBellPanel = lazy(loadPanel);

const POLL_MS = 60_000;

/** The unread count: asked when mounted, every minute while visible, and on focus. */
function useUnreadCount() {
  const [count, setCount] = useState(0);
  const refresh = useCallback(
    () =>
      getUnreadCount().then(
        (r) => setCount(r.count),
        () => undefined, // the request client has shown the problem; the next poll tries again
      ),
    [],
  );
  useEffect(() => {
    void refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, POLL_MS);
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [refresh]);
  return { count, refresh };
}

/**
 * The navbar's notification list (desktop only, beside the announcement bell): a badge with the
 * unread count, and a popover of the user's notifications (unread first) that marks them read.
 * Same shape as `AnnouncementBell`: the trigger is light, the panel is loaded when first opened.
 */
export function NotificationBell() {
  const t = useL();
  const [activated, setActivated] = useState(false);
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount();
  const title = t('Notification:Title');

  const trigger = (
    <Tooltip title={open ? undefined : title} placement="bottom">
      <button
        type="button"
        className="right-menu-item hover-effect bell-button"
        aria-label={unread.count > 0 ? `${title} (${unread.count})` : title}
        aria-expanded={open}
        aria-haspopup="dialog"
        onMouseEnter={() => void loadPanel()}
        onClick={() => {
          if (!activated) {
            setActivated(true);
            setOpen(true);
          }
        }}
        data-testid="notification-button"
        data-count={unread.count}
      >
        <Badge count={unread.count} size="small" offset={[4, -2]}>
          <MailOutlined className="bell-icon" />
        </Badge>
      </button>
    </Tooltip>
  );

  if (!activated) return trigger;
  return (
    <Suspense fallback={trigger}>
      <NotificationBellPanel
        open={open}
        unread={unread.count}
        onChanged={() => void unread.refresh()}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) void unread.refresh();
        }}
      >
        {trigger}
      </NotificationBellPanel>
    </Suspense>
  );
}
