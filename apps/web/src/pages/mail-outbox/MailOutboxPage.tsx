import { Button, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { getMails, MailStatus, retryMail, type MailFilters, type OutboxMail } from '../../api/mail-outbox';
import {
  confirmAction,
  confirmed,
  DayRangeFilter,
  ListPage,
  SelectFilter,
  useServerList,
  timeColumn,
} from '../../components/crud';
import { useL } from '../../locales/i18n';
import { useAppStore } from '../../stores/app';
import { MailDrawer } from './MailDrawer';
import { MailStatusTag, mailStatusKeys } from './MailStatusTag';
import './mail-outbox.css';

const initialFilters: MailFilters = { status: undefined, startTime: undefined, endTime: undefined };
const canRetry = (m: OutboxMail) => m.status === MailStatus.Failed || m.status === MailStatus.Pending;
const sortable = ['creationTime', 'subject', 'status', 'tries', 'sentTime', 'nextAttemptTime'];

/**
 * The mail outbox ("mail events" of the letters and the supplier-notice areas): every mail the
 * portal sent or will send, newest first, with how sending went. A failed mail can be sent again.
 * Mails stay here, pending, while no SMTP server is configured.
 */
export default function MailOutboxPage() {
  const L = useL();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const list = useServerList<OutboxMail, MailFilters>('mail-outbox', getMails, initialFilters);
  const [detail, setDetail] = useState<string | null>(null);

  const retry = (m: OutboxMail) =>
    confirmed({
      ask: () =>
        confirmAction({
          title: L('Mail:Retry'),
          content: L('SupplierPortal', 'Mail:RetryConfirmationMessage', m.subject),
          okText: L('Mail:Retry'),
        }),
      run: () => retryMail(m.id),
      success: { text: L('Mail:RetryQueued') },
      then: () => list.refetch(),
    });

  const columns: TableColumnsType<OutboxMail> = [
    timeColumn(L('Mail:CreationTime'), 'creationTime', { empty: '—' }),
    {
      title: L('Mail:To'),
      dataIndex: 'to',
      key: 'to',
      render: (to: string[]) => <span className="mail-to">{to.join(', ')}</span>,
    },
    {
      title: L('Mail:Subject'),
      dataIndex: 'subject',
      key: 'subject',
      render: (subject: string, m) => (
        <Button
          type="link"
          size="small"
          className="mail-subject"
          title={subject}
          onClick={() => setDetail(m.id)}
        >
          {subject}
        </Button>
      ),
    },
    {
      title: L('Mail:Status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: number, m) =>
        m.lastError ? (
          <Tooltip title={m.lastError}>
            <span>
              <MailStatusTag status={status} />
            </span>
          </Tooltip>
        ) : (
          <MailStatusTag status={status} />
        ),
    },
    { title: L('Mail:Tries'), dataIndex: 'tries', key: 'tries', align: 'right' },
    timeColumn(L('Mail:SentTime'), 'sentTime', { empty: '—' }),
    timeColumn(L('Mail:NextAttemptTime'), 'nextAttemptTime', { empty: '—' }),
  ];

  const { startTime, endTime } = list.draft;
  return (
    <ListPage
      list={list}
      testId="page-mail-outbox"
      tableTestId="mail-table"
      columns={columns}
      sortable={sortable}
      search={L('Mail:FilterPlaceholder')}
      filters={
        <>
          <SelectFilter
            list={list}
            name="status"
            className="mail-status-filter"
            placeholder={L('Mail:Status')}
            testId="mail-status-filter"
            options={mailStatusKeys.map((s) => ({ value: s.value, label: L(`Enum:MailStatus.${s.key}`) }))}
          />
          <DayRangeFilter
            from={startTime}
            to={endTime}
            onChange={(from, to) => list.setDraft({ startTime: from, endTime: to })}
            label={L('Mail:CreationTime')}
            testId="mail-time-filter"
          />
        </>
      }
      rowActions={(m) => [
        { key: 'view', label: L('AbpUi', 'Detail'), onClick: () => setDetail(m.id) },
        { key: 'retry', label: L('Mail:Retry'), hidden: !canRetry(m), onClick: () => void retry(m) },
      ]}
      table={{ size: 'large' }}
    >
      <MailDrawer id={detail} onClose={() => setDetail(null)} mobile={mobile} />
    </ListPage>
  );
}
