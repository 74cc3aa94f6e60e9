import MailOutlined from '@ant-design/icons/MailOutlined';
import { lazy, useCallback, useState } from 'react';
import { getUnreadCount } from '../api/notifications';
import { useL } from '../locales/i18n';
import './NotificationBell.css';
import { NavbarBell } from './NavbarBell';
import { usePolling } from './usePolling';

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
  usePolling(refresh, POLL_MS);
  return { count, refresh };
}

/**
 * The navbar's notification list (desktop only, beside the announcement bell): a badge with the
 * unread count, and a popover of the user's notifications (unread first) that marks them read.
 */
export function NotificationBell() {
  const t = useL();
  const unread = useUnreadCount();
  const title = t('Notification:Title');
  return (
    <NavbarBell
      title={title}
      label={unread.count > 0 ? `${title} (${unread.count})` : title}
      icon={<MailOutlined className="bell-icon" />}
      count={unread.count}
      testId="notification-button"
      preload={loadPanel}
      onOpen={() => void unread.refresh()}
      panel={(p) => (
        <NotificationBellPanel unread={unread.count} onChanged={() => void unread.refresh()} {...p} />
      )}
    />
  );
}
