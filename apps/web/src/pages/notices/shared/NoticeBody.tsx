import { NOTICE_QUALITY_CATEGORY, type NoticeFileDto, type SupplierNoticeDto } from '@sp/contracts';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { AnnouncementContent } from '../../announcements/AnnouncementContent';
import { useL } from '../../../locales/i18n';
import { parseTime } from '../../../utils/time';
import { NoticeFiles } from './NoticeFiles';
import { enumText } from './notice-format';

type NoticeFacts = Pick<
  SupplierNoticeDto,
  | 'category'
  | 'categoryName'
  | 'priority'
  | 'requireAck'
  | 'requireReply'
  | 'ackDeadline'
  | 'publishTime'
  | 'publisherName'
  | 'problemType'
  | 'fineAmount'
  | 'basis'
  | 'content'
> & { attachments: NoticeFileDto[] };

/**
 * A notice as its readers see it, the buyer's detail and the vendor's page alike: the facts
 * (category, priority, publisher, deadline, the quality fields), the rich text, the files.
 * `extra` facts go after the standard ones (the scope on the buyer's side).
 */
export function NoticeBody({
  notice: n,
  extra = [],
}: {
  notice: NoticeFacts;
  extra?: { key: string; label: string; children: ReactNode }[];
}) {
  const L = useL();
  const TIME = '{y}-{m}-{d} {h}:{i}';
  const items = [
    { key: 'category', label: L('Field:Category'), children: n.categoryName || n.category },
    { key: 'priority', label: L('NoticePage:Priority'), children: enumText('NoticePriority', n.priority) },
    {
      key: 'publish',
      label: L('NoticePage:PublishTime'),
      children: n.publishTime ? `${parseTime(n.publishTime, TIME)} ${n.publisherName ?? ''}` : '—',
    },
    {
      key: 'deadline',
      label: L('NoticePage:AckDeadline'),
      children: n.requireAck ? (
        <b className="ntc-nowrap" data-testid="notice-deadline">
          {n.ackDeadline ? parseTime(n.ackDeadline, TIME) : '—'}
        </b>
      ) : (
        L('NoticePage:No')
      ),
    },
    {
      key: 'reply',
      label: L('NoticePage:RequireReply'),
      children: n.requireReply ? L('NoticePage:Yes') : L('NoticePage:No'),
    },
    ...(n.category === NOTICE_QUALITY_CATEGORY
      ? [
          {
            key: 'problem',
            label: L('NoticePage:ProblemType'),
            children: enumText('NoticeProblemType', n.problemType),
          },
          {
            key: 'fine',
            label: L('NoticePage:FineAmount'),
            children:
              n.fineAmount === null
                ? '—'
                : n.fineAmount.toLocaleString('en-US', { minimumFractionDigits: 2 }),
          },
          { key: 'basis', label: L('NoticePage:Basis'), children: n.basis || '—' },
        ]
      : []),
    ...extra,
  ];
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} data-testid="notice-facts" />
      <div className="ntc-content" style={{ marginTop: 12 }}>
        <AnnouncementContent html={n.content} testId="notice-content" />
      </div>
      {n.attachments.length > 0 && (
        <div style={{ marginTop: 12 }}>
          <div className="ntc-muted ntc-small">{L('Field:Attachments')}</div>
          <NoticeFiles files={n.attachments} testId="notice-files" />
        </div>
      )}
    </>
  );
}
