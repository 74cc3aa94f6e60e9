import { App, Button, Select, Table, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { getMails, MailStatus, retryMail, type MailFilters, type OutboxMail } from '../../api/mail-outbox';
import { ListToolbar, PageContainer, RowActions, useServerList } from '../../components/crud';
import { confirmAction } from '../../components/crud/confirmAction';
import { DayRangeFilter } from '../../components/crud/DayRangeFilter';
import { useL } from '../../locales/i18n';
import { useAppStore } from '../../stores/app';
import { parseTime } from '../../utils/time';
import { MailDrawer } from './MailDrawer';
import { MailStatusTag, mailStatusKeys } from './MailStatusTag';
import './mail-outbox.css';

const initialFilters: MailFilters = { status: undefined, startTime: undefined, endTime: undefined };
const canRetry = (m: OutboxMail) => m.status === MailStatus.Failed || m.status === MailStatus.Pending;
const time = (v: string | null) => (v ? parseTime(v) : '—');

/**
 * The mail outbox ("mail events" of the letters and the supplier-notice areas): every mail the
 * portal sent or will send, newest first, with how sending went. A failed mail can be sent again.
 * Mails stay here, pending, while no SMTP server is configured.
 */
export default function MailOutboxPage() {
  const L = useL();
  const { message } = App.useApp();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const list = useServerList<OutboxMail, MailFilters>('mail-outbox', getMails, initialFilters);
  const [detail, setDetail] = useState<string | null>(null);

  const retry = async (m: OutboxMail) => {
    const ok = await confirmAction({
      title: L('Mail:Retry'),
      content: L('SupplierPortal', 'Mail:RetryConfirmationMessage', m.subject),
      okText: L('Mail:Retry'),
    });
    if (!ok) return;
    try {
      await retryMail(m.id);
    } catch {
      return;
    }
    void message.success(L('Mail:RetryQueued'));
    void list.refetch();
  };

  const columns: TableColumnsType<OutboxMail> = [
    {
      title: L('Mail:CreationTime'),
      dataIndex: 'creationTime',
      key: 'creationTime',
      sorter: true,
      render: time,
    },
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
      sorter: true,
      render: (subject: string, m) => (
        <Button type="link" size="small" className="mail-subject" onClick={() => setDetail(m.id)}>
          {subject}
        </Button>
      ),
    },
    {
      title: L('Mail:Status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
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
    { title: L('Mail:Tries'), dataIndex: 'tries', key: 'tries', sorter: true, align: 'right' },
    { title: L('Mail:SentTime'), dataIndex: 'sentTime', key: 'sentTime', sorter: true, render: time },
    {
      title: L('Mail:NextAttemptTime'),
      dataIndex: 'nextAttemptTime',
      key: 'nextAttemptTime',
      sorter: true,
      render: time,
    },
    {
      title: L('AbpUi', 'Actions'),
      key: 'actions',
      fixed: mobile ? undefined : 'right',
      render: (_, m) => (
        <RowActions
          id={m.id}
          actions={[
            { key: 'view', label: L('AbpUi', 'Detail'), onClick: () => setDetail(m.id) },
            { key: 'retry', label: L('Mail:Retry'), hidden: !canRetry(m), onClick: () => void retry(m) },
          ]}
        />
      ),
    },
  ];

  const { startTime, endTime } = list.draft;
  return (
    <PageContainer testId="page-mail-outbox">
      <ListToolbar
        filter={list.draft.filter as string | undefined}
        onFilterChange={(filter) => list.setDraft({ filter })}
        filterPlaceholder={L('Mail:FilterPlaceholder')}
        extra={
          <>
            <Select<number | undefined>
              allowClear
              className="mail-status-filter"
              placeholder={L('Mail:Status')}
              value={list.draft.status}
              onChange={(status) => list.setDraft({ status })}
              data-testid="mail-status-filter"
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
        onSearch={list.search}
        onReset={list.reset}
      />
      <Table<OutboxMail>
        {...list.tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        data-testid="mail-table"
      />
      <MailDrawer id={detail} onClose={() => setDetail(null)} mobile={mobile} />
    </PageContainer>
  );
}
