import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { SystemInformUser } from '../api/announcements';
import { useL } from '../locales/i18n';
import { AnnouncementDetailModal } from '../pages/announcements/AnnouncementDetailModal';
import { HISTORY_KEY } from '../pages/announcements/keys';
import { useReader } from '../pages/announcements/useReader';
import { AnnouncementBellItem } from './AnnouncementBellItem';
import { BellPopover } from './BellPopover';
import type { BellPanelProps } from './NavbarBell';

export const USER_OVERVIEW_PATH = '/system-components/system-inform-user-overview';

/** Pinned first; otherwise the server's order (priority, then the newest). */
const pinnedFirst = (items: SystemInformUser[]) =>
  [...items].sort((a, b) => a.systemInformShow - b.systemInformShow);

/**
 * The bell's popover: the waiting announcements, pinned ones first, each with "no longer view"
 * unless pinned; a click opens one in full; "read more" opens the full list.
 */
export default function AnnouncementBellPanel({
  items,
  ...bell
}: { items: SystemInformUser[] } & BellPanelProps) {
  const L = useL();
  const client = useQueryClient();
  const reader = useReader();
  const unread = items.filter((i) => !i.isRead).length;

  return (
    <>
      <BellPopover
        {...bell}
        testId="bell"
        title={L('Navbar:Announcements')}
        headExtra={
          unread > 0 && (
            <span className="bell-head-count">{L('SupplierPortal', 'Navbar:Unread', unread)}</span>
          )
        }
        items={pinnedFirst(items)}
        emptyText={L('Navbar:NoAnnouncements')}
        renderItem={(item) => (
          <AnnouncementBellItem
            key={item.id}
            item={item}
            onOpen={() => {
              bell.onOpenChange(false);
              reader.open(item);
            }}
            onDismiss={() => reader.dismiss(item)}
          />
        )}
        footer={
          <Link
            to={USER_OVERVIEW_PATH}
            className="bell-more"
            onClick={() => {
              bell.onOpenChange(false);
              void client.invalidateQueries({ queryKey: [HISTORY_KEY] });
            }}
            data-testid="bell-read-more"
          >
            {L('Navbar:ReadMore')}
          </Link>
        }
      />
      <AnnouncementDetailModal
        open={reader.detail.open}
        inform={reader.detail.subject}
        onClose={reader.detail.hide}
      />
    </>
  );
}
