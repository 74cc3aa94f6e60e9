import { useQueryClient } from '@tanstack/react-query';
import { Empty, Popover } from 'antd';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { SystemInformUser } from '../api/announcements';
import { useL } from '../locales/i18n';
import { AnnouncementDetailModal } from '../pages/announcements/AnnouncementDetailModal';
import { HISTORY_KEY } from '../pages/announcements/keys';
import { useReader } from '../pages/announcements/useReader';
import { AnnouncementBellItem } from './AnnouncementBellItem';

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
  open,
  onOpenChange,
  children,
}: {
  items: SystemInformUser[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
}) {
  const L = useL();
  const client = useQueryClient();
  const reader = useReader();
  const sorted = pinnedFirst(items);

  const panel = (
    <div className="bell-panel" data-testid="bell-panel">
      <div className="bell-head">
        <span className="bell-head-title">{L('Navbar:Announcements')}</span>
        {sorted.length > 0 && (
          <span className="bell-head-count">{L('SupplierPortal', 'Navbar:Unread', sorted.length)}</span>
        )}
      </div>
      {sorted.length === 0 ? (
        <Empty
          className="bell-empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={L('Navbar:NoAnnouncements')}
        />
      ) : (
        <ul className="bell-list" data-testid="bell-list">
          {sorted.map((item) => (
            <AnnouncementBellItem
              key={item.id}
              item={item}
              onOpen={() => {
                onOpenChange(false);
                reader.open(item);
              }}
              onDismiss={() => reader.dismiss(item)}
            />
          ))}
        </ul>
      )}
      <Link
        to={USER_OVERVIEW_PATH}
        className="bell-more"
        onClick={() => {
          onOpenChange(false);
          void client.invalidateQueries({ queryKey: [HISTORY_KEY] });
        }}
        data-testid="bell-read-more"
      >
        {L('Navbar:ReadMore')}
      </Link>
    </div>
  );

  return (
    <>
      <Popover
        open={open}
        onOpenChange={onOpenChange}
        trigger="click"
        placement="bottomRight"
        arrow={false}
        content={panel}
        classNames={{ container: 'bell-popover' }}
      >
        {children}
      </Popover>
      <AnnouncementDetailModal
        open={reader.detail.open}
        inform={reader.detail.subject}
        onClose={reader.detail.hide}
      />
    </>
  );
}
