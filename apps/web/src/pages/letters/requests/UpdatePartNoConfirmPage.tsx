import EditOutlined from '@ant-design/icons/EditOutlined';
import {
  PartNoConfirmLimits,
  PartNoConfirmStatus,
  partNoConfirmTexts,
  partNoConfirmWorkflow,
  Policies,
  type PartNoConfirmDto,
} from '@sp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Descriptions, Form, Input, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { confirmAction, confirmed, useDialog, useFormRules, useHasPolicy } from '../../../components/crud';
import {
  DetailPage,
  ReasonDialog,
  type ReasonRequest,
  statusHistoryKey,
  StatusTimeline,
  useRecordId,
  WorkflowActions,
} from '../../../components/detail';
import { useL, useTexts } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';
import { parseTime, today } from '../../../utils/time';
import { useMaterialCodes } from '../../master-data/materials/use-material-options';
import {
  actionText,
  adminLetterPath,
  DAY,
  letterTypeText,
  otherTypeText,
  requestListPath,
  requestTypeText,
  subjectOf,
  vendorLetterPath,
} from './request-format';
import { RequestFormModal } from './RequestFormModal';
import { acknowledgeRequest, createLetter, getRequest, requestTransition } from './requests-api';
import './requests.css';

/** The vendor's steps answered on this page's own form and buttons (the rest are WorkflowActions'). */
const OWN = ['acknowledge', 'decline', 'createLetter'];

interface Answer {
  promisedDate: Dayjs;
  comment?: string;
}

/**
 * /letter-of-recognition/update-partno-confirm?id=: one letter request, where its mails lead. The
 * vendor reads the request and answers it: acknowledge with the date they can submit by (not
 * before today) and a comment, or decline with a reason; once acknowledged they start the letter
 * and go on to fill it. The buyer sees the same request with the answer, edits it while the vendor
 * has not taken it up, sends a declined one again or cancels it. The status history is below.
 */
export default function UpdatePartNoConfirmPage() {
  const L = useL();
  const t = useTexts(partNoConfirmTexts);
  const rules = useFormRules();
  // A date is not a string: the house's required rule (with `whitespace`) would refuse any day.
  const requiredDate = (label: string) => ({ required: true, message: L('AbpUi', 'FieldIsRequired', label) });
  const id = useRecordId() ?? '';
  const navigate = useNavigate();
  const client = useQueryClient();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const buyer = useHasPolicy(Policies.LetterOfRecognition.PartNoConfirm.Create.name);
  const { categoryLabel } = useMaterialCodes();
  const editor = useDialog<PartNoConfirmDto>();
  const [form] = Form.useForm<Answer>();
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState<ReasonRequest | null>(null);
  const query = useQuery({ queryKey: ['partno-confirm', id], queryFn: () => getRequest(id), enabled: !!id });
  const r = query.data;
  const can = (action: string) => !!r?.allowedActions.includes(action);

  const refresh = async () => {
    await query.refetch();
    void client.invalidateQueries({ queryKey: ['partno-confirms'] });
    void client.invalidateQueries({ queryKey: statusHistoryKey(partNoConfirmWorkflow.entity, id) });
  };

  const acknowledge = async (v: Answer) => {
    if (!r) return;
    setBusy(true);
    await confirmed({
      ask: () => Promise.resolve(true),
      run: () =>
        acknowledgeRequest(r.id, {
          promisedDate: v.promisedDate.format(DAY),
          comment: v.comment?.trim() || null,
          concurrencyStamp: r.concurrencyStamp,
        }),
      success: { text: t('PartNoConfirm:AcknowledgedMessage') },
      then: refresh,
    });
    setBusy(false);
  };
  const decline = () =>
    r &&
    setReason({
      title: `${actionText('decline')} ${r.requestNo}`,
      run: (comment) => requestTransition(r.id, 'decline', comment, r.concurrencyStamp),
      then: refresh,
    });
  const startLetter = () =>
    r &&
    void confirmed({
      ask: () =>
        confirmAction({
          title: actionText('createLetter'),
          content: t('PartNoConfirm:ConfirmCreateLetter', subjectOf(r)),
        }),
      run: async () => {
        const made = await createLetter(r.id);
        void client.invalidateQueries({ queryKey: ['partno-confirms'] });
        void navigate(vendorLetterPath(made.letterId));
      },
      success: 'saved',
    });
  // The buyer follows the letter on the buyer's detail, the vendor fills it on theirs.
  const letterPath = (letterId: string) => (buyer ? adminLetterPath : vendorLetterPath)(letterId);

  const actions = r && (
    <Space wrap size={8}>
      {can('update') && (
        <Button icon={<EditOutlined />} onClick={() => editor.show(r)} data-testid="edit-partno">
          {L('AbpUi', 'Edit')}
        </Button>
      )}
      <WorkflowActions
        workflow={partNoConfirmWorkflow}
        row={r}
        subject={r.requestNo}
        perform={(action, comment) => requestTransition(r.id, action, comment, r.concurrencyStamp)}
        onDone={refresh}
        exclude={OWN}
      />
      {can('createLetter') && (
        <Button type="primary" onClick={startLetter} data-testid={`wf-createLetter-${r.id}`}>
          {actionText('createLetter')}
        </Button>
      )}
    </Space>
  );

  const dash = (v: ReactNode) => (v === null || v === undefined || v === '' ? '—' : v);
  const field = (key: string, label: string, children: ReactNode) => ({
    key,
    label,
    children: dash(children),
  });
  const facts = r
    ? [
        field('supplier', L('Field:Supplier'), `${r.supplierCode ?? ''} ${r.supplierName ?? ''}`.trim()),
        field('requestType', L('Letter:RequestType'), requestTypeText(r.requestType)),
        field(
          'letterType',
          L('Letter:LetterType'),
          r.letterType === 'Other' && r.otherType ? otherTypeText(r.otherType) : letterTypeText(r.letterType),
        ),
        ...(r.letterType === 'Part'
          ? [
              field('partNo', L('Field:PartNo'), <span className="pnc-code">{r.partNo}</span>),
              field('partName', L('Field:PartName'), r.partName),
              field(
                'category',
                L('Field:MaterialCategory'),
                r.materialCategory ? categoryLabel(r.materialCategory) : null,
              ),
              field('spec', L('Field:Spec'), r.spec),
              field(
                'drawing',
                L('Letter:DrawingNo'),
                r.drawingNo ? `${r.drawingNo}${r.drawingRev ? ` / ${r.drawingRev}` : ''}` : null,
              ),
            ]
          : []),
        field('manufacturer', L('Field:Manufacturer'), [r.manufacturer, r.mpn].filter(Boolean).join(' / ')),
        field('template', L('Letter:CheckTemplate'), r.checkTemplateName),
        field('level', L('Letter:SubmissionLevel'), r.submissionLevel),
        field('samples', L('Letter:SampleQty'), r.sampleQty),
        field('due', L('Letter:DueDate'), <b data-testid="partno-due">{r.dueDate}</b>),
        field('owner', L('Letter:OwnerEngineer'), r.ownerEngineerName),
        field('buyer', L('Letter:Buyer'), r.buyerName),
        ...(r.previousLetterNo
          ? [field('previous', t('PartNoConfirm:PreviousLetter'), r.previousLetterNo)]
          : []),
        ...(r.remark ? [field('remark', t('PartNoConfirm:Remark'), r.remark)] : []),
      ]
    : [];
  const answer = r?.ackTime
    ? [
        field('ackBy', t('PartNoConfirm:AckBy'), r.ackByName),
        field('ackTime', t('PartNoConfirm:AckTime'), parseTime(r.ackTime)),
        ...(r.promisedDate ? [field('promised', L('Letter:PromisedDate'), r.promisedDate)] : []),
        field(
          'ackComment',
          r.status === PartNoConfirmStatus.Declined
            ? t('PartNoConfirm:DeclineReason')
            : t('PartNoConfirm:AckComment'),
          r.ackComment,
        ),
      ]
    : [];

  const answering = can('acknowledge') || can('decline');
  return (
    <DetailPage
      testId="page-update-partno"
      title={r ? `${r.requestNo} · ${subjectOf(r)}` : undefined}
      status={r ? { workflow: partNoConfirmWorkflow, value: r.status } : undefined}
      loading={query.isLoading}
      notFound={query.isError}
      backTo={requestListPath}
      actions={actions}
      sections={
        r
          ? [
              {
                key: 'history',
                title: L('Workflow:History'),
                content: <StatusTimeline workflow={partNoConfirmWorkflow} entityId={r.id} />,
              },
            ]
          : []
      }
    >
      {r && (
        <div className="pnc-detail">
          {answering && (
            <Card
              size="small"
              title={t('PartNoConfirm:Answer')}
              className="pnc-answer"
              data-testid="partno-answer"
            >
              <Alert
                type="info"
                showIcon
                message={t('PartNoConfirm:AnswerHint')}
                className="pnc-answer-hint"
              />
              <Form<Answer>
                form={form}
                layout={mobile ? 'vertical' : 'inline'}
                initialValues={{
                  promisedDate: dayjs(r.dueDate).isBefore(dayjs(today()), 'day')
                    ? dayjs(today())
                    : dayjs(r.dueDate),
                }}
                className="pnc-answer-form"
              >
                <Form.Item
                  name="promisedDate"
                  label={L('Letter:PromisedDate')}
                  rules={[requiredDate(L('Letter:PromisedDate'))]}
                >
                  <DatePicker
                    disabledDate={(d) => d.isBefore(dayjs(today()), 'day')}
                    inputReadOnly={mobile}
                    data-testid="partno-promised"
                  />
                </Form.Item>
                <Form.Item
                  name="comment"
                  label={L('Field:Comment')}
                  rules={[rules.max(L('Field:Comment'), PartNoConfirmLimits.ackComment)]}
                  className="pnc-answer-comment"
                >
                  <Input.TextArea
                    autoSize={{ minRows: 1, maxRows: 4 }}
                    maxLength={PartNoConfirmLimits.ackComment}
                    data-testid="partno-ack-comment"
                  />
                </Form.Item>
                <Form.Item>
                  <Space wrap>
                    {can('acknowledge') && (
                      <Button
                        type="primary"
                        loading={busy}
                        // No submit button: Enter in the date field does not acknowledge by itself.
                        onClick={() => void form.validateFields().then(acknowledge, () => undefined)}
                        data-testid={`wf-acknowledge-${r.id}`}
                      >
                        {actionText('acknowledge')}
                      </Button>
                    )}
                    {can('decline') && (
                      <Button danger onClick={decline} data-testid={`wf-decline-${r.id}`}>
                        {actionText('decline')}
                      </Button>
                    )}
                  </Space>
                </Form.Item>
              </Form>
            </Card>
          )}
          {can('createLetter') && (
            <Alert
              type="success"
              showIcon
              message={t('PartNoConfirm:StartHint')}
              className="pnc-answer-hint"
            />
          )}
          {r.letterId && r.letterNo && (
            <Alert
              type="info"
              showIcon
              message={t('PartNoConfirm:LetterStarted', r.letterNo)}
              action={
                <Button
                  size="small"
                  onClick={() => void navigate(letterPath(r.letterId!))}
                  data-testid="partno-open-letter"
                >
                  {t('PartNoConfirm:OpenLetter')}
                </Button>
              }
              className="pnc-answer-hint"
            />
          )}
          <Descriptions
            size="small"
            bordered
            column={mobile ? 1 : { xs: 1, sm: 2, lg: 3 }}
            items={facts}
            className="pnc-facts"
            data-testid="partno-facts"
          />
          {answer.length > 0 && (
            <Descriptions
              size="small"
              bordered
              title={t('PartNoConfirm:Answer')}
              column={mobile ? 1 : { xs: 1, sm: 2, lg: 4 }}
              items={answer}
              className="pnc-facts"
              data-testid="partno-answered"
            />
          )}
          <RequestFormModal
            key={editor.key}
            row={editor.subject}
            {...editor.bind<PartNoConfirmDto>(() => void refresh())}
          />
          <ReasonDialog request={reason} onClose={() => setReason(null)} />
        </div>
      )}
    </DetailPage>
  );
}
