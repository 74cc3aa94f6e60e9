import PushpinFilled from '@ant-design/icons/PushpinFilled';
import { Button } from 'antd';
import type { SystemInformUser } from '../api/announcements';
import { useL } from '../locales/i18n';
import { InformTag } from '../pages/announcements/InformTag';
import { plainText } from '../pages/announcements/plain-text';
import { canDismiss } from '../pages/announcements/useReader';
import { parseTime } from '../utils/time';

/** One announcement in the bell: title, time, type, a snippet, and "no longer view" unless pinned. */
export function AnnouncementBellItem({
  item,
  onOpen,
  onDismiss,
}: {
  item: SystemInformUser;
  onOpen: () => void;
  onDismiss: () => void;
}) {
  const L = useL();
  const pinned = !canDismiss(item);
  return (
    <li className={pinned ? 'bell-item is-pinned' : 'bell-item'} data-testid={`bell-item-${item.id}`}>
      <button type="button" className="bell-item-main" onClick={onOpen} data-testid={`bell-open-${item.id}`}>
        <span className="bell-item-title">
          {pinned && <PushpinFilled className="bell-item-pin" aria-label={L('Navbar:Pinned')} />}
          {item.title}
        </span>
        <span className="bell-item-snippet">{plainText(item.content, 120)}</span>
      </button>
      <div className="bell-item-foot">
        <InformTag kind="Type" value={item.type} />
        <span className="bell-item-time">{parseTime(item.publishTime, '{y}-{m}-{d} {h}:{i}')}</span>
        {pinned ? (
          <span className="bell-item-pinned">{L('Navbar:Pinned')}</span>
        ) : (
          <Button
            type="link"
            size="small"
            className="bell-item-dismiss"
            onClick={onDismiss}
            data-testid={`bell-dismiss-${item.id}`}
          >
            {L('Navbar:NoLongerView')}
          </Button>
        )}
      </div>
    </li>
  );
}
