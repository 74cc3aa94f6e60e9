import { systemInformWorkflow } from '@sp/contracts';
import { Button, Modal, Typography } from 'antd';
import { SystemInformShow, type SystemInformUser } from '../../api/announcements';
import { StatusTag } from '../../components/crud';
import { StatusTimeline } from '../../components/detail';
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
> & {
  /** The administrator's copy carries its status (a reader sees only published ones). */
  status?: number;
};

/**
 * One announcement in full: its tags, who published it when, and the rich text. The
 * administrator's view (`withHistory`) adds its status and its history: created, published,
 * revoked, by whom and when (the workflow's history rows).
 */
export function AnnouncementDetailModal({
  open,
  inform,
  onClose,
  withHistory = false,
}: {
  open: boolean;
  inform: AnnouncementView | null;
  onClose: () => void;
  withHistory?: boolean;
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
            {withHistory && inform.status !== undefined && (
              <StatusTag workflow={systemInformWorkflow} status={inform.status} testId="detail-status" />
            )}
            <InformTag kind="Type" value={inform.type} />
            <InformTag kind="Priority" value={inform.priority} />
            {inform.systemInformShow === SystemInformShow.Pinned && (
              <InformTag kind="Show" value={inform.systemInformShow} />
            )}
            {inform.publishTime && <span>{parseTime(inform.publishTime, '{y}-{m}-{d} {h}:{i}')}</span>}
            {inform.publisherName && <span>{inform.publisherName}</span>}
          </div>
          <AnnouncementContent html={inform.content} testId="announcement-detail-content" />
          {withHistory && (
            <section className="announcement-history" data-testid="detail-history">
              <Typography.Title level={5}>{L('Workflow:History')}</Typography.Title>
              <StatusTimeline workflow={systemInformWorkflow} entityId={inform.id} />
            </section>
          )}
        </div>
      )}
    </Modal>
  );
}
