import CheckOutlined from '@ant-design/icons/CheckOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import {
  NoticeAckStatus,
  noticeAckWorkflow,
  NoticeLimits,
  NoticeReplyStatus,
  noticeReplyWorkflow,
  NoticeStatus,
  noticeWorkflow,
} from '@sp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Input, Modal, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { confirmed, StatusTag } from '../../../components/crud';
import {
  AttachmentsPanel,
  DetailPage,
  ReasonDialog,
  type ReasonRequest,
  useRecordId,
} from '../../../components/detail';
import { useL } from '../../../locales/i18n';
import { parseTime } from '../../../utils/time';
import { noticeActionText, vendorListPath } from '../shared/notice-format';
import {
  acknowledgeNotice,
  downloadNoticePdf,
  getMyNotice,
  markRead,
  refuseNotice,
  replyNotice,
  REPLY_OWNER,
  NOTICE_FILE_ACCEPT,
} from '../shared/notices-api';
import { NoticeBody } from '../shared/NoticeBody';
import '../shared/notices.css';

const TIME = '{y}-{m}-{d} {h}:{i}';

/**
 * /system-notice/vendor-edit-notice?id=: a notice to the vendor's supplier. Opening it stamps the
 * first read; the notice (content, files, deadline; a revoked banner when revoked), Acknowledge
 * (with an optional note) or Decline (with a reason), and when a reply is required the reply form
 * (the text starts from the buyer's template, files attached to the vendor's own row) with Submit;
 * a returned reply shows the buyer's comment and can be fixed and submitted again.
 * Test ids: `page-vendor-notice`, `vnotice-ack`, `vnotice-refuse`, `ack-note`, `ack-ok`,
 * `reply-content`, `reply-submit`, `reply-returned`, `notice-revoked`.
 */
export default function VendorEditNoticePage() {
  const L = useL();
  const id = useRecordId() ?? '';
  const client = useQueryClient();
  const [reason, setReason] = useState<ReasonRequest | null>(null);
  const [acking, setAcking] = useState(false);
  const [note, setNote] = useState('');
  const [reply, setReply] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['supplier-notice-mine', id],
    queryFn: () => getMyNotice(id),
    enabled: !!id,
  });
  const n = query.data;
  const r = n?.recipient;
  const can = (action: string) => !!r?.allowedActions.includes(action);

  // The first open stamps the read (once per page); the list's bold row then turns plain.
  const stamped = useRef(false);
  useEffect(() => {
    if (!n || stamped.current || n.recipient.readStatus === 'Read') return;
    stamped.current = true;
    void markRead(n.id)
      .then(() => {
        void client.invalidateQueries({ queryKey: ['supplier-notices-mine'] });
        return query.refetch();
      })
      .catch(() => undefined);
  }, [n, client, query]);

  // The reply box starts from what was sent (a returned reply), else from the buyer's template.
  useEffect(() => {
    if (n && reply === null) setReply(n.recipient.replyContent ?? n.replyTemplate ?? '');
  }, [n, reply]);

  const refresh = async () => {
    await query.refetch();
    void client.invalidateQueries({ queryKey: ['supplier-notices-mine'] });
  };

  const acknowledge = async () => {
    if (!n || !r) return;
    setBusy('ack');
    const done = await confirmed({
      ask: () => Promise.resolve(true),
      run: () => acknowledgeNotice(n.id, note.trim() || null, r.concurrencyStamp),
      success: 'saved',
      then: refresh,
    });
    setBusy(null);
    if (done) {
      setAcking(false);
      setNote('');
    }
  };

  const submitReply = async () => {
    if (!n || !r || !reply?.trim()) return;
    setBusy('reply');
    await confirmed({
      ask: () => Promise.resolve(true),
      run: () => replyNotice(n.id, reply.trim(), r.concurrencyStamp),
      success: 'saved',
      then: refresh,
    });
    setBusy(null);
  };

  const actions = n && r && (
    <Space wrap size={8}>
      {can('acknowledge') && (
        <Button
          type="primary"
          icon={<CheckOutlined />}
          onClick={() => setAcking(true)}
          data-testid="vnotice-ack"
        >
          {noticeActionText('acknowledge')}
        </Button>
      )}
      {can('refuse') && (
        <Button
          danger
          onClick={() =>
            setReason({
              title: `${noticeActionText('refuse')} · ${n.noticeNo}`,
              run: (text) => refuseNotice(n.id, text, r.concurrencyStamp),
              then: refresh,
            })
          }
          data-testid="vnotice-refuse"
        >
          {noticeActionText('refuse')}
        </Button>
      )}
      <Button
        icon={<FilePdfOutlined />}
        loading={busy === 'pdf'}
        onClick={() => {
          setBusy('pdf');
          void downloadNoticePdf(n, true)
            .catch(() => undefined)
            .finally(() => setBusy(null));
        }}
        data-testid="notice-pdf"
      >
        {L('NoticePage:PrintPdf')}
      </Button>
    </Space>
  );

  const revoked = n?.status === NoticeStatus.Revoked;
  const replyOpen = can('submit');
  const ackFacts = r
    ? [
        {
          key: 'ackStatus',
          label: L('NoticePage:AckStatus'),
          children: <StatusText status={r.ackStatus} kind="ack" testId="vnotice-ack-status" />,
        },
        ...(r.ackTime
          ? [
              {
                key: 'ackTime',
                label: L('NoticePage:AckTime'),
                children: `${parseTime(r.ackTime, TIME)} ${r.ackByName ?? ''}`,
              },
            ]
          : []),
        ...(r.ackNote ? [{ key: 'ackNote', label: L('NoticePage:Note'), children: r.ackNote }] : []),
      ]
    : [];

  return (
    <DetailPage
      testId="page-vendor-notice"
      title={n ? n.noticeNo : undefined}
      status={n ? { workflow: noticeWorkflow, value: n.status } : undefined}
      loading={query.isLoading}
      notFound={query.isError}
      backTo={vendorListPath}
      actions={revoked ? undefined : actions}
      sections={
        n && r
          ? [
              ...(n.requireAck
                ? [
                    {
                      key: 'ack',
                      title: L('NoticePage:YourAck'),
                      content: <Descriptions size="small" column={{ xs: 1, sm: 3 }} items={ackFacts} />,
                    },
                  ]
                : []),
              ...(n.requireReply
                ? [
                    {
                      key: 'reply',
                      title: L('NoticePage:YourReply'),
                      content: (
                        <div data-testid="vnotice-reply">
                          <div style={{ marginBottom: 8 }}>
                            <StatusText status={r.replyStatus} kind="reply" testId="vnotice-reply-status" />
                          </div>
                          {r.replyStatus === NoticeReplyStatus.Returned && (
                            <Alert
                              type="warning"
                              showIcon
                              className="ntc-alert"
                              message={L('SupplierPortal', 'NoticePage:ReplyReturned', r.reviewComment ?? '')}
                              description={
                                r.reviewedByName
                                  ? `${r.reviewedByName} ${r.reviewedTime ? parseTime(r.reviewedTime, TIME) : ''}`
                                  : undefined
                              }
                              data-testid="reply-returned"
                            />
                          )}
                          {r.replyStatus === NoticeReplyStatus.Accepted && (
                            <Alert
                              type="success"
                              showIcon
                              className="ntc-alert"
                              message={L('NoticePage:ReplyAccepted')}
                              data-testid="reply-accepted"
                            />
                          )}
                          {r.replyStatus === NoticeReplyStatus.Submitted && !revoked && (
                            <Alert
                              type="info"
                              showIcon
                              className="ntc-alert"
                              message={L('NoticePage:ReplySubmitted')}
                            />
                          )}
                          {replyOpen ? (
                            <>
                              <Input.TextArea
                                value={reply ?? ''}
                                onChange={(e) => setReply(e.target.value)}
                                autoSize={{ minRows: 4, maxRows: 16 }}
                                maxLength={NoticeLimits.replyContent}
                                showCount
                                aria-label={L('NoticePage:ReplyContent')}
                                data-testid="reply-content"
                              />
                              <div className="ntc-muted ntc-small" style={{ margin: '12px 0 8px' }}>
                                {L('NoticePage:ReplyFilesHelp')}
                              </div>
                            </>
                          ) : (
                            r.replyContent && (
                              <div className="ntc-content ntc-reply-block" data-testid="reply-sent">
                                {r.replyContent}
                              </div>
                            )
                          )}
                          <div style={{ marginTop: 8 }}>
                            <AttachmentsPanel
                              ownerType={REPLY_OWNER}
                              ownerId={r.id}
                              accept={NOTICE_FILE_ACCEPT}
                              canUpload={replyOpen}
                              canDelete={replyOpen}
                            />
                          </div>
                          {replyOpen && (
                            <div className="ntc-form-actions">
                              <Button
                                type="primary"
                                icon={<SendOutlined />}
                                disabled={!reply?.trim()}
                                loading={busy === 'reply'}
                                onClick={() => void submitReply()}
                                data-testid="reply-submit"
                              >
                                {noticeActionText('submit')}
                              </Button>
                            </div>
                          )}
                        </div>
                      ),
                    },
                  ]
                : []),
            ]
          : []
      }
    >
      {n && r && (
        <>
          {revoked && (
            <Alert
              type="error"
              showIcon
              className="ntc-alert"
              message={L('SupplierPortal', 'NoticePage:RevokedBanner', n.revokeReason ?? '')}
              data-testid="notice-revoked"
            />
          )}
          {!revoked && r.ackStatus === NoticeAckStatus.Overdue && (
            <Alert type="warning" showIcon className="ntc-alert" message={L('NoticePage:DeadlinePassed')} />
          )}
          {!revoked && r.ackStatus === NoticeAckStatus.Pending && n.ackDeadline && (
            <Alert
              type="info"
              showIcon
              className="ntc-alert"
              message={L('SupplierPortal', 'NoticePage:AckBy', parseTime(n.ackDeadline, TIME))}
            />
          )}
          <Card size="small" title={n.title} data-testid="notice-card">
            <NoticeBody notice={n} />
          </Card>
        </>
      )}
      <Modal
        open={acking}
        title={noticeActionText('acknowledge')}
        okText={noticeActionText('acknowledge')}
        cancelText={L('AbpUi', 'Cancel')}
        confirmLoading={busy === 'ack'}
        okButtonProps={{ ...({ 'data-testid': 'ack-ok' } as object) }}
        onOk={() => void acknowledge()}
        onCancel={() => setAcking(false)}
        destroyOnHidden
      >
        <p>{L('NoticePage:AckConfirm')}</p>
        <Input.TextArea
          rows={3}
          maxLength={NoticeLimits.ackNote}
          showCount
          placeholder={L('NoticePage:AckNote')}
          aria-label={L('NoticePage:AckNote')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          data-testid="ack-note"
        />
      </Modal>
      <ReasonDialog request={reason} onClose={() => setReason(null)} />
    </DetailPage>
  );
}

/** The vendor's own acknowledgement or reply status as a tag. */
function StatusText({ status, kind, testId }: { status: number; kind: 'ack' | 'reply'; testId: string }) {
  return (
    <StatusTag
      workflow={kind === 'ack' ? noticeAckWorkflow : noticeReplyWorkflow}
      status={status}
      testId={testId}
    />
  );
}
