import BellOutlined from '@ant-design/icons/BellOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import FileExcelOutlined from '@ant-design/icons/FileExcelOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { NoticeStatus, noticeWorkflow, Policies, type NoticeRecipientDto } from '@sp/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Input, Row, Space, Statistic } from 'antd';
import { useState, type Key } from 'react';
import { useNavigate } from 'react-router';
import { confirmAction, confirmed, useHasPolicy } from '../../../components/crud';
import {
  DetailPage,
  ReasonDialog,
  type ReasonRequest,
  statusHistoryKey,
  StatusTimeline,
  useRecordId,
  WorkflowActions,
} from '../../../components/detail';
import { useL } from '../../../locales/i18n';
import { adminEditPath, adminListPath, enumText, noticeActionText } from '../shared/notice-format';
import {
  acceptReply,
  closeNotice,
  downloadNoticePdf,
  exportRecipients,
  getNotice,
  getRecipients,
  remindNotice,
  returnReply,
  revokeNotice,
} from '../shared/notices-api';
import { NoticeBody } from '../shared/NoticeBody';
import { NoticeProgress } from '../shared/NoticeProgress';
import { RecipientGrid } from './RecipientGrid';
import '../shared/notices.css';

/**
 * /system-notice/admin-notice-detail?id=: one notice as the buyer follows it: the notice, the
 * figures (read n / total, acknowledged n / total, overdue, replies awaiting review) and the
 * recipient grid; Remind (all pending, or the rows selected), Export of the recipient sheet,
 * Revoke (with a reason), Close, the PDF; per row Accept reply / Return reply (with a reason).
 * Test ids: `page-admin-notice-detail`, `figure-read`, `figure-acked`, `figure-overdue`,
 * `figure-replies`, `notice-remind`, `notice-remind-selected`, `notice-export`, `notice-pdf`,
 * `wf-revoke-${id}`, `wf-close-${id}`.
 */
export default function AdminNoticeDetailPage() {
  const L = useL();
  const id = useRecordId() ?? '';
  const navigate = useNavigate();
  const client = useQueryClient();
  const P = Policies.ToSupplierNotice.AdminNoticeOverview;
  const canExport = useHasPolicy(P.Export.name);
  const [selected, setSelected] = useState<Key[]>([]);
  const [reason, setReason] = useState<ReasonRequest | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const query = useQuery({ queryKey: ['supplier-notice', id], queryFn: () => getNotice(id), enabled: !!id });
  const n = query.data;
  const published = !!n && n.status !== NoticeStatus.Draft;
  const [paging, setPaging] = useState({ page: 1, size: 50, filter: '' });
  const [filterText, setFilterText] = useState('');
  const recipientParams = {
    skipCount: (paging.page - 1) * paging.size,
    maxResultCount: paging.size,
    ...(paging.filter && { filter: paging.filter }),
  };
  const recipients = useQuery({
    queryKey: ['supplier-notice-recipients', id, recipientParams],
    queryFn: () => getRecipients(id, recipientParams),
    enabled: published,
    placeholderData: keepPreviousData,
  });
  const rows = recipients.data?.items ?? [];
  const total = recipients.data?.totalCount ?? 0;
  const can = (action: string) => !!n?.allowedActions.includes(action);

  const refresh = async () => {
    await Promise.all([query.refetch(), published ? recipients.refetch() : undefined]);
    void client.invalidateQueries({ queryKey: ['supplier-notices'] });
    void client.invalidateQueries({ queryKey: statusHistoryKey(noticeWorkflow.entity, id) });
  };

  const run = async (key: string, work: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await work();
    } catch {
      // The HTTP client has shown the server's reason.
    } finally {
      setBusy(null);
    }
  };

  const remind = (ids?: string[]) =>
    void confirmed({
      ask: () => confirmAction({ title: L('NoticePage:RemindAll'), content: L('NoticePage:RemindConfirm') }),
      run: () => remindNotice(id, ids),
      success: 'saved',
      then: async () => {
        setSelected([]);
        await refresh();
      },
    });

  const accept = (r: NoticeRecipientDto) =>
    void confirmed({
      ask: () =>
        confirmAction({ title: noticeActionText('accept'), content: `${r.vendorCode} ${r.vendorName}` }),
      run: () => acceptReply(r.id, r.concurrencyStamp),
      success: 'saved',
      then: refresh,
    });
  const returnIt = (r: NoticeRecipientDto) =>
    setReason({
      title: `${noticeActionText('return')} · ${r.vendorCode} ${r.vendorName}`,
      run: (comment) => returnReply(r.id, comment, r.concurrencyStamp),
      then: refresh,
    });

  const c = n?.counts;
  const actions = n && (
    <Space wrap size={8}>
      {can('update') && (
        <Button
          icon={<EditOutlined />}
          onClick={() => void navigate(adminEditPath(n.id))}
          data-testid="notice-edit"
        >
          {L('NoticePage:Edit')}
        </Button>
      )}
      {can('remind') && (
        <Button icon={<BellOutlined />} onClick={() => remind()} data-testid="notice-remind">
          {L('NoticePage:RemindAll')}
        </Button>
      )}
      <WorkflowActions
        workflow={noticeWorkflow}
        row={{ id: n.id, allowedActions: n.allowedActions }}
        subject={n.noticeNo || n.title}
        perform={(action, comment) =>
          action === 'revoke' ? revokeNotice(n.id, comment ?? '', n.concurrencyStamp) : closeNotice(n.id)
        }
        onDone={refresh}
        exclude={['publish', 'autoClose']}
      />
      {published && (
        <Button
          icon={<FilePdfOutlined />}
          loading={busy === 'pdf'}
          onClick={() => void run('pdf', () => downloadNoticePdf(n))}
          data-testid="notice-pdf"
        >
          {L('NoticePage:PrintPdf')}
        </Button>
      )}
    </Space>
  );

  const figures = n && c && published && (
    <Row gutter={[16, 8]} className="ntc-figures" data-testid="notice-figures">
      <Col xs={12} md={6}>
        <Statistic
          title={L('NoticePage:ReadFigure')}
          valueRender={() => <NoticeProgress n={c.read} total={c.recipients} testId="figure-read" />}
        />
      </Col>
      <Col xs={12} md={6}>
        <Statistic
          title={L('NoticePage:AckFigure')}
          valueRender={() =>
            n.requireAck ? (
              <NoticeProgress n={c.acknowledged} total={c.recipients} testId="figure-acked" />
            ) : (
              <span data-testid="figure-acked">—</span>
            )
          }
        />
      </Col>
      <Col xs={12} md={6}>
        <Statistic
          title={L('NoticePage:OverdueFigure')}
          value={c.overdue}
          valueStyle={c.overdue > 0 ? { color: 'var(--ant-color-error, #ff4d4f)' } : undefined}
          valueRender={(node) => <span data-testid="figure-overdue">{node}</span>}
        />
      </Col>
      <Col xs={12} md={6}>
        <Statistic
          title={L('NoticePage:RepliesFigure')}
          value={c.repliesSubmitted}
          valueRender={(node) => <span data-testid="figure-replies">{node}</span>}
        />
      </Col>
    </Row>
  );

  return (
    <DetailPage
      testId="page-admin-notice-detail"
      title={n ? n.noticeNo || n.title : undefined}
      status={n ? { workflow: noticeWorkflow, value: n.status } : undefined}
      loading={query.isLoading}
      notFound={query.isError}
      backTo={adminListPath}
      actions={actions}
      sections={
        n
          ? [
              ...(published
                ? [
                    {
                      key: 'recipients',
                      title: `${L('NoticePage:Recipients')} (${total})`,
                      content: (
                        <>
                          <div className="ntc-section-actions">
                            <Input.Search
                              allowClear
                              size="small"
                              className="ntc-recipient-search"
                              placeholder={L('NoticePage:RecipientFilter')}
                              value={filterText}
                              onChange={(e) => setFilterText(e.target.value)}
                              onSearch={(v) => setPaging((p) => ({ ...p, page: 1, filter: v.trim() }))}
                              data-testid="recipient-filter"
                            />
                            {can('remind') && (
                              <Button
                                size="small"
                                icon={<BellOutlined />}
                                disabled={selected.length === 0}
                                onClick={() => remind(selected.map(String))}
                                data-testid="notice-remind-selected"
                              >
                                {L('SupplierPortal', 'NoticePage:RemindSelected', selected.length)}
                              </Button>
                            )}
                            {canExport && (
                              <Button
                                size="small"
                                icon={<FileExcelOutlined />}
                                loading={busy === 'export'}
                                onClick={() => void run('export', () => exportRecipients(n))}
                                data-testid="notice-export"
                              >
                                {L('NoticePage:ExportRecipients')}
                              </Button>
                            )}
                          </div>
                          <RecipientGrid
                            rows={rows}
                            total={total}
                            page={paging.page}
                            pageSize={paging.size}
                            onPage={(page, size) => setPaging((p) => ({ ...p, page, size }))}
                            loading={recipients.isFetching}
                            selected={selected}
                            onSelect={can('remind') ? setSelected : undefined}
                            onAccept={accept}
                            onReturn={returnIt}
                          />
                        </>
                      ),
                    },
                  ]
                : []),
              {
                key: 'history',
                title: L('Workflow:History'),
                content: <StatusTimeline workflow={noticeWorkflow} entityId={n.id} />,
              },
            ]
          : []
      }
    >
      {n && (
        <>
          {n.status === NoticeStatus.Revoked && (
            <Alert
              type="error"
              showIcon
              className="ntc-alert"
              message={L('SupplierPortal', 'NoticePage:RevokedBanner', n.revokeReason ?? '')}
              data-testid="notice-revoked"
            />
          )}
          {figures}
          <Card size="small" title={n.title} data-testid="notice-card">
            <NoticeBody
              notice={n}
              extra={[
                {
                  key: 'scope',
                  label: L('NoticePage:TargetScope'),
                  children:
                    n.targetScope === 'Selected'
                      ? n.suppliers.map((s) => `${s.vendorCode} ${s.name}`).join('、') || '—'
                      : n.targetScope === 'ByCategory'
                        ? `${enumText('NoticeTargetScope', n.targetScope)}: ${n.materialCategories.join(', ')}`
                        : enumText('NoticeTargetScope', n.targetScope),
                },
              ]}
            />
          </Card>
        </>
      )}
      <ReasonDialog request={reason} onClose={() => setReason(null)} />
    </DetailPage>
  );
}
