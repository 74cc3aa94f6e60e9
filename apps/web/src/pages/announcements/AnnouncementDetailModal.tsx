import { Button, Modal } from 'antd';
import { SystemInformShow, type SystemInformUser } from '../../api/announcements';
import { useL } from '../../locales/i18n';
import { useAppStore } from '../../stores/app';
import { parseTime } from '../../utils/time';
import { AnnouncementContent } from './AnnouncementContent';
import { InformTag } from './InformTag';
import './announcements.css';

/** What the dialog shows of an announcement (a reader's or an administrator's copy). */
export type AnnouncementView = Pick<
  SystemInformUser,
  'id' | 'title' | 'content' | 'type' | 'systemInformShow' | 'priority' | 'publishTime' | 'publisherName'
>;

/** One announcement in full: its tags, who published it when, and the rich text. */
export function AnnouncementDetailModal({
  open,
  inform,
  onClose,
}: {
  open: boolean;
  inform: AnnouncementView | null;
  onClose: () => void;
}) {
  const L = useL();
  const mobile = useAppStore((s) => s.device === 'mobile');
  return (
    <Modal
      open={open}
      title={inform?.title}
      width={mobile ? '100%' : 760}
      onCancel={onClose}
      footer={
        <Button onClick={onClose} data-testid="announcement-detail-close">
          {L('AbpUi', 'Close')}
        </Button>
      }
      destroyOnHidden
    >
      {inform && (
        <div data-testid="announcement-detail">
          <div className="announcement-meta">
            <InformTag kind="Type" value={inform.type} />
            <InformTag kind="Priority" value={inform.priority} />
            {inform.systemInformShow === SystemInformShow.Pinned && (
              <InformTag kind="Show" value={inform.systemInformShow} />
            )}
            {inform.publishTime && <span>{parseTime(inform.publishTime, '{y}-{m}-{d} {h}:{i}')}</span>}
            {inform.publisherName && <span>{inform.publisherName}</span>}
          </div>
          <AnnouncementContent html={inform.content} testId="announcement-detail-content" />
        </div>
      )}
    </Modal>
  );
}
