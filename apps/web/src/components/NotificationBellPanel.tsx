import type { NotificationDto } from '@sp/contracts';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { getNotifications, markAllNotificationsRead, markNotificationRead } from '../api/notifications';
import { useL } from '../locales/i18n';
import { parseTime } from '../utils/time';
import { BellPopover } from './BellPopover';
import type { BellPanelProps } from './NavbarBell';

/** How many of the newest notifications the popover lists (unread ones first). */
const SHOWN = 20;

/**
 * The notification popover: the user's notifications, unread first; opening one marks it read and
 * goes to its document; "mark all as read" clears the badge. The list is loaded each time it opens.
 */
export default function NotificationBellPanel({
  unread,
  onChanged,
  ...bell
}: { unread: number; onChanged: () => void } & BellPanelProps) {
  const t = useL();
  const navigate = useNavigate();
  const [items, setItems] = useState<NotificationDto[] | null>(null);

  const load = () =>
    getNotifications(SHOWN).then(
      (r) => setItems(r.items),
      () => setItems([]),
    );
  useEffect(() => {
    if (bell.open) void load();
  }, [bell.open]);

  const read = async (item: NotificationDto) => {
    if (!item.isRead) {
      await markNotificationRead(item.id);
      setItems((list) => list?.map((i) => (i.id === item.id ? { ...i, isRead: true } : i)) ?? null);
      onChanged();
    }
  };
  const openItem = async (item: NotificationDto) => {
    await read(item);
    if (item.route) {
      bell.onOpenChange(false);
      void navigate(item.route);
    }
  };
  const readAll = async () => {
    await markAllNotificationsRead();
    setItems((list) => list?.map((i) => ({ ...i, isRead: true })) ?? null);
    onChanged();
  };

  return (
    <BellPopover
      {...bell}
      testId="notification"
      title={t('Notification:Title')}
      headExtra={
        unread > 0 && (
          <Button type="link" size="small" onClick={() => void readAll()} data-testid="notification-read-all">
            {t('Notification:ReadAll')}
          </Button>
        )
      }
      items={items}
      emptyText={t('Notification:Empty')}
      renderItem={(item) => (
        <li
          key={item.id}
          className={item.isRead ? 'bell-item' : 'bell-item is-unread'}
          data-testid={`notification-item-${item.id}`}
        >
          <button type="button" className="bell-item-main" onClick={() => void openItem(item)}>
            <span className="bell-item-title">{item.title}</span>
            {item.body && <span className="bell-item-snippet">{item.body}</span>}
          </button>
          <div className="bell-item-foot">
            <span className="bell-item-time">{parseTime(item.creationTime, '{y}-{m}-{d} {h}:{i}')}</span>
            {!item.isRead && (
              <Button
                type="link"
                size="small"
                className="bell-item-dismiss"
                onClick={() => void read(item)}
                data-testid={`notification-read-${item.id}`}
              >
                {t('Notification:MarkRead')}
              </Button>
            )}
          </div>
        </li>
      )}
    />
  );
}
