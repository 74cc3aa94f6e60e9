import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { letterWorkflow, type LetterItemDto } from '@sp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Progress, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/request';
import { useDialog } from '../../../components/crud';
import {
  DetailPage,
  StatusTimeline,
  WorkflowActions,
  statusHistoryKey,
  useRecordId,
} from '../../../components/detail';
import { useL } from '../../../locales/i18n';
import { ui } from '../../../utils/ui';
import { ApprovalsTable } from './ApprovalsTable';
import { ConclusionDialog } from './ConclusionDialog';
import { CommentDialog, JudgementDialog } from './ItemDialogs';
import { ItemsTable, type ItemAction } from './ItemsTable';
import { letterActionText, letterListPath, type LetterMode } from './letter-format';
import { LetterHeader } from './LetterHeader';
import { downloadApprovedPdf, getLetter, letterTransition } from './letters-api';
import { refusalOf, type Refusal } from './submit-refusal';
import { NewRevisionDialog } from './NewRevisionDialog';
import { UploadDialog } from './UploadDialog';
import './letters.css';

/** Transitions with a dialog of their own on this page (the others are WorkflowActions' buttons). */
const OWN_DIALOG = ['approveConditionally'];

/**
 * One letter of recognition (`…-letter-detail?id=`), the same page for the vendor's, the buyer's and
 * the other letters' route: the header with the status and every action the server allows the caller
 * (submit, return, pass initial check, approve, approve with conditions, reject, withdraw, cancel,
 * new revision, the approved PDF), the header facts, the check items with their files, comments and
 * results, the signature records and the status history. A refused submit lists its per-item
 * problems above the items and marks those items.
 * Test ids: `page-letter-detail`, `wf-${action}-${id}`, `new-revision`, `approved-pdf`,
 * `submit-problems`.
 */
export function LetterDetail({ mode }: { mode: LetterMode }) {
  const L = useL();
  const id = useRecordId() ?? '';
  const navigate = useNavigate();
  const client = useQueryClient();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // Each opening a fresh dialog (`key`): an antd form keeps the values of its last use.
  const itemDialog = useDialog<{ action: ItemAction; item: LetterItemDto }>();
  const conclusion = useDialog<true>();
  const revision = useDialog<true>();
  const [downloading, setDownloading] = useState(false);
  const query = useQuery({ queryKey: ['letter', id], queryFn: () => getLetter(id), enabled: !!id });
  const l = query.data;
  const subject = itemDialog.subject;

  const refresh = async () => {
    await query.refetch();
    void client.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('letters-'),
    });
    void client.invalidateQueries({ queryKey: statusHistoryKey(letterWorkflow.entity, id) });
  };
  const can = (action: string) => !!l?.allowedActions.includes(action);

  const perform = async (action: string, comment: string | undefined) => {
    if (action !== 'submit') {
      await letterTransition(id, action, { comment: comment ?? null, concurrencyStamp: l?.concurrencyStamp });
      setRefusal(null);
      return;
    }
    try {
      await letterTransition(id, action, { concurrencyStamp: l?.concurrencyStamp }, { silent: true });
      setRefusal(null);
    } catch (e) {
      const r = refusalOf(e, l?.items ?? []);
      if (r && r.problems.length > 0) setRefusal(r);
      else ui.message?.error({ content: r?.message || (await errorMessage(e)), duration: 5 });
      throw e;
    }
  };

  const problemItems = useMemo(
    () => new Set((refusal?.problems ?? []).map((p) => p.itemCode).filter((c): c is string => !!c)),
    [refusal],
  );
  const itemName = (code: string | null) => l?.items.find((i) => i.itemCode === code)?.name;

  const downloadPdf = async () => {
    if (!l) return;
    setDownloading(true);
    try {
      await downloadApprovedPdf(l);
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setDownloading(false);
    }
  };

  const actions = l && (
    <Space wrap size={8}>
      {l.approvedPdfSha256 && (
        <Button
          icon={<FilePdfOutlined />}
          loading={downloading}
          onClick={() => void downloadPdf()}
          data-testid="approved-pdf"
        >
          {L('LetterPage:ApprovedPdf')}
        </Button>
      )}
      <WorkflowActions
        workflow={letterWorkflow}
        row={{ id: l.id, allowedActions: l.allowedActions }}
        subject={l.letterNo}
        perform={perform}
        onDone={refresh}
        exclude={OWN_DIALOG}
      />
      {can('approveConditionally') && (
        <Button onClick={() => conclusion.show(true)} data-testid={`wf-approveConditionally-${l.id}`}>
          {letterActionText('approveConditionally')}
        </Button>
      )}
      {can('newRevision') && (
        <Button onClick={() => revision.show(true)} data-testid="new-revision">
          {L('Letter:NewRevision')}
        </Button>
      )}
    </Space>
  );

  const required = l?.items.filter((i) => i.required && i.needsFile) ?? [];
  const filled = required.filter((i) => i.files.length > 0).length;

  return (
    <DetailPage
      testId="page-letter-detail"
      title={l?.letterNo}
      status={l ? { workflow: letterWorkflow, value: l.status } : undefined}
      loading={query.isLoading}
      notFound={query.isError}
      backTo={letterListPath[mode]}
      actions={actions}
      sections={
        l
          ? [
              {
                key: 'items',
                title: `${L('LetterPage:Items')} (${l.items.length})`,
                content: (
                  <>
                    {required.length > 0 && (
                      <div className="letter-items-summary" data-testid="letter-items-progress">
                        <Progress
                          percent={Math.round((filled / required.length) * 100)}
                          size="small"
                          status={filled === required.length ? 'success' : 'normal'}
                          format={() => `${filled}/${required.length}`}
                        />
                        <span className="letter-muted letter-small">
                          {L('SupplierPortal', 'LetterPage:ItemsProgress', filled, required.length)}
                        </span>
                      </div>
                    )}
                    {refusal && (
                      <Alert
                        type="error"
                        showIcon
                        className="letter-alert"
                        message={L('LetterPage:SubmitRefused')}
                        description={
                          <ul>
                            {refusal.problems.map((p, n) => (
                              <li key={n}>
                                {p.itemCode &&
                                itemName(p.itemCode) &&
                                !p.message.includes(itemName(p.itemCode)!)
                                  ? `${itemName(p.itemCode)}: ${p.message}`
                                  : p.message}
                              </li>
                            ))}
                          </ul>
                        }
                        closable
                        onClose={() => setRefusal(null)}
                        data-testid="submit-problems"
                      />
                    )}
                    <ItemsTable
                      letter={l}
                      onAction={(action, item) => itemDialog.show({ action, item })}
                      onChanged={refresh}
                      problemItems={problemItems}
                    />
                  </>
                ),
              },
              {
                key: 'approvals',
                title: `${L('LetterPage:Approvals')} (${l.approvals.length})`,
                content: <ApprovalsTable approvals={l.approvals} />,
              },
              {
                key: 'history',
                title: L('Workflow:History'),
                content: <StatusTimeline workflow={letterWorkflow} entityId={l.id} />,
              },
            ]
          : []
      }
    >
      {l && <LetterHeader letter={l} mode={mode} />}
      {l && (
        <>
          <UploadDialog
            key={`upload-${itemDialog.key}`}
            letterId={l.id}
            open={itemDialog.open && subject?.action === 'upload'}
            item={subject?.action === 'upload' ? subject.item : null}
            onClose={itemDialog.hide}
            onDone={refresh}
          />
          <CommentDialog
            key={`comment-${itemDialog.key}`}
            letterId={l.id}
            open={itemDialog.open && subject?.action === 'comment'}
            item={subject?.action === 'comment' ? subject.item : null}
            onClose={itemDialog.hide}
            onDone={refresh}
          />
          <JudgementDialog
            key={`judge-${itemDialog.key}`}
            letterId={l.id}
            open={itemDialog.open && (subject?.action === 'check' || subject?.action === 'review')}
            dialog={
              subject?.action === 'check' || subject?.action === 'review'
                ? { kind: subject.action, item: subject.item }
                : null
            }
            onClose={itemDialog.hide}
            onDone={refresh}
          />
          <ConclusionDialog
            key={`conclusion-${conclusion.key}`}
            letter={l}
            open={conclusion.open}
            onClose={conclusion.hide}
            onDone={refresh}
          />
          <NewRevisionDialog
            key={`revision-${revision.key}`}
            letter={l}
            open={revision.open}
            onClose={revision.hide}
            onDone={async (opened) => {
              await refresh();
              void navigate(
                `/letter-of-recognition/partno-confirm?filter=${encodeURIComponent(opened.requestNo)}`,
              );
            }}
          />
        </>
      )}
    </DetailPage>
  );
}
