import SaveOutlined from '@ant-design/icons/SaveOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import {
  NOTICE_QUALITY_CATEGORY,
  NoticeLimits,
  NoticePriority,
  NoticeProblemType,
  NoticeStatus,
  NoticeTargetScope,
  noticeWorkflow,
  type NoticeCreateInput,
  type SupplierNoticeDto,
} from '@sp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Switch,
} from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmAction, toastSaved, useFormRules } from '../../../components/crud';
import { showServerErrors } from '../../../components/crud/server-errors';
import { AttachmentsPanel, DetailPage, useRecordId } from '../../../components/detail';
import { useViewKey } from '../../../layout/view-key';
import { currentLanguage } from '../../../locales/language';
import { useL } from '../../../locales/i18n';
import { useTagsViewStore } from '../../../stores/tagsView';
import { ui } from '../../../utils/ui';
import { RichTextField } from '../../announcements/RichTextField';
import { SupplierMultiSelect } from '../../announcements/SupplierMultiSelect';
import { hasText } from '../../announcements/plain-text';
import {
  adminDetailPath,
  adminEditPath,
  enumOptions,
  enumText,
  useDictionary,
  useNoticeCategories,
} from '../shared/notice-format';
import {
  createNotice,
  getNotice,
  NOTICE_FILE_ACCEPT,
  NOTICE_OWNER,
  publishNotice,
  updateNotice,
} from '../shared/notices-api';
import { ruleErrors, toInput, toValues, type Values } from '../shared/notice-form';
import '../shared/notices.css';

/**
 * /system-notice/admin-edit-notice[?id=]: a new notice (no id) or a draft. Title, category (the
 * NoticeCategory dictionary), priority, rich-text content (the announcements' editor), who it
 * goes to (all suppliers, picked suppliers, or the suppliers of material categories), whether an
 * acknowledgement is required and by when, whether a reply is required and its template, and on a
 * quality notice the problem type, fine and basis. The contract's rules (rules.ts) are checked on
 * the fields before the server sees them. Files can be attached once the draft is saved. Publish
 * saves, asks "publish to N suppliers?" and opens the detail page.
 * Test ids: `page-admin-edit-notice`, `notice-${field}`, `notice-save`, `notice-publish`.
 */
export default function AdminEditNoticePage() {
  const L = useL();
  const rules = useFormRules();
  const id = useRecordId();
  const view = useViewKey();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const categories = useNoticeCategories();
  const materialCategories = useDictionary('MaterialCategory');
  const query = useQuery({ queryKey: ['supplier-notice', id], queryFn: () => getNotice(id!), enabled: !!id });
  const n = query.data;
  const editable = !id || !!n?.allowedActions.includes('update');
  const category = Form.useWatch('category', form);
  const scope = Form.useWatch('targetScope', form);
  const requireAck = Form.useWatch('requireAck', form);
  const requireReply = Form.useWatch('requireReply', form);
  const quality = category === NOTICE_QUALITY_CATEGORY;

  /**
   * The contract's rules, each shown on its field in the user's language (a field the form's own
   * rules already marked keeps that message); true when all pass.
   */
  const checkRules = (input: NoticeCreateInput) => {
    const errors = ruleErrors(input, currentLanguage());
    const marked = new Set(
      form.getFieldsError().flatMap((f) => (f.errors.length ? [String(f.name[0])] : [])),
    );
    form.setFields(
      Object.entries(errors)
        .filter(([name]) => !marked.has(name))
        .map(([name, error]) => ({ name: name as keyof Values, errors: [error] })),
    );
    return Object.keys(errors).length === 0;
  };

  /** Saves the draft (creating it the first time); the saved notice, or null when refused. */
  const save = async (): Promise<SupplierNoticeDto | null> => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      // The rules across fields (the suppliers of a selected scope, the deadline of an
      // acknowledgement) show now too, not only once the simple ones pass.
      checkRules(toInput(form.getFieldsValue(true) as Values));
      return null;
    }
    const input = toInput({ ...(form.getFieldsValue(true) as Values), ...values });
    if (!checkRules(input)) return null;
    try {
      const saved = n
        ? await updateNotice(n.id, { ...input, concurrencyStamp: n.concurrencyStamp })
        : await createNotice(input);
      client.setQueryData(['supplier-notice', saved.id], saved);
      void client.invalidateQueries({ queryKey: ['supplier-notices'] });
      return saved;
    } catch (error) {
      showServerErrors(form, error);
      return null;
    }
  };

  const onSave = async () => {
    setBusy('save');
    const saved = await save();
    setBusy(null);
    if (!saved) return;
    toastSaved();
    if (!n) {
      // The "new notice" tab becomes the draft's own.
      useTagsViewStore.getState().delView(view);
      void navigate(adminEditPath(saved.id), { replace: true });
    }
  };

  const onPublish = async () => {
    const values = form.getFieldsValue(true) as Values;
    const content =
      values.targetScope === 'Selected'
        ? L('SupplierPortal', 'NoticePage:PublishConfirm', values.supplierIds?.length ?? 0)
        : L(
            'SupplierPortal',
            'NoticePage:PublishConfirmScope',
            enumText('NoticeTargetScope', values.targetScope),
          );
    setBusy('publish');
    let saved: SupplierNoticeDto | null = null;
    let published = false;
    try {
      saved = await save();
      if (!saved) return;
      const ok = await confirmAction({ title: L('Action:Publish'), content, okText: L('Action:Publish') });
      if (!ok) return;
      const result = await publishNotice(saved.id);
      published = true;
      ui.message?.success(L('SupplierPortal', 'NoticePage:Published', result.recipients));
      client.setQueryData(['supplier-notice', saved.id], result.notice);
      void client.invalidateQueries({ queryKey: ['supplier-notices'] });
      useTagsViewStore.getState().delView(view);
      void navigate(adminDetailPath(saved.id), { replace: true });
    } catch {
      // The HTTP client has shown the server's reason (a deadline passed, no supplier matches).
    } finally {
      setBusy(null);
      // Not published but saved for the first time: the tab becomes the draft's, so that a second
      // try updates it instead of making another.
      if (saved && !published && !n) {
        useTagsViewStore.getState().delView(view);
        void navigate(adminEditPath(saved.id), { replace: true });
      }
    }
  };

  const contentRule = {
    validator: (_: unknown, v: string | undefined) =>
      v && hasText(v)
        ? Promise.resolve()
        : Promise.reject(new Error(L('AbpUi', 'FieldIsRequired', L('NoticePage:Content')))),
  };
  const requiredSelect = (label: string) => ({
    required: true,
    message: L('AbpUi', 'FieldIsRequired', label),
  });

  const actions = editable && (
    <Space wrap size={8}>
      <Button
        icon={<SaveOutlined />}
        loading={busy === 'save'}
        disabled={busy !== null}
        onClick={() => void onSave()}
        data-testid="notice-save"
      >
        {L('NoticePage:SaveDraft')}
      </Button>
      <Button
        type="primary"
        icon={<SendOutlined />}
        loading={busy === 'publish'}
        disabled={busy !== null}
        onClick={() => void onPublish()}
        data-testid="notice-publish"
      >
        {L('Action:Publish')}
      </Button>
    </Space>
  );

  const loading = !!id && query.isLoading;
  return (
    <DetailPage
      testId="page-admin-edit-notice"
      title={id ? (n ? n.noticeNo || n.title : undefined) : L('NoticePage:NewTitle')}
      status={n ? { workflow: noticeWorkflow, value: n.status } : undefined}
      loading={loading}
      notFound={!!id && query.isError}
      backTo="/system-notice/admin-notice-overview"
      actions={actions}
      sections={
        id && n
          ? [
              {
                key: 'attachments',
                title: L('Field:Attachments'),
                content: (
                  <AttachmentsPanel
                    ownerType={NOTICE_OWNER}
                    ownerId={n.id}
                    accept={NOTICE_FILE_ACCEPT}
                    canUpload={editable}
                    canDelete={editable}
                  />
                ),
              },
            ]
          : [
              {
                key: 'attachments',
                title: L('Field:Attachments'),
                content: <span className="ntc-muted">{L('NoticePage:AttachmentsAfterSave')}</span>,
              },
            ]
      }
    >
      {n && n.status !== NoticeStatus.Draft && (
        <Alert
          type="info"
          showIcon
          className="ntc-alert"
          message={L('NoticePage:NotEditable')}
          action={
            <Button size="small" onClick={() => void navigate(adminDetailPath(n.id))}>
              {L('Action:View')}
            </Button>
          }
        />
      )}
      {(!id || n) && (
        <Card size="small">
          <Form<Values>
            form={form}
            layout="vertical"
            className="ntc-form"
            initialValues={toValues(n)}
            disabled={!editable}
            onValuesChange={(changed: Partial<Values>) => {
              // A changed field's earlier rule message no longer holds.
              form.setFields(
                Object.keys(changed).map((name) => ({ name: name as keyof Values, errors: [] })),
              );
            }}
          >
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  name="title"
                  label={L('NoticePage:Title')}
                  rules={[
                    rules.required(L('NoticePage:Title')),
                    rules.max(L('NoticePage:Title'), NoticeLimits.title),
                  ]}
                >
                  <Input maxLength={NoticeLimits.title} showCount data-testid="notice-title" />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item
                  name="category"
                  label={L('Field:Category')}
                  rules={[requiredSelect(L('Field:Category'))]}
                >
                  <Select
                    options={categories.options}
                    loading={categories.loading}
                    placeholder={L('AbpUi', 'PleaseSelect')}
                    data-testid="notice-category"
                  />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="priority" label={L('NoticePage:Priority')}>
                  <Select
                    options={enumOptions('NoticePriority', NoticePriority)}
                    data-testid="notice-priority"
                  />
                </Form.Item>
              </Col>
            </Row>
            {quality && (
              <Row gutter={16}>
                <Col xs={24} md={8}>
                  <Form.Item
                    name="problemType"
                    label={L('NoticePage:ProblemType')}
                    rules={[requiredSelect(L('NoticePage:ProblemType'))]}
                  >
                    <Select
                      allowClear
                      options={enumOptions('NoticeProblemType', NoticeProblemType)}
                      placeholder={L('AbpUi', 'PleaseSelect')}
                      data-testid="notice-problemType"
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item name="fineAmount" label={L('NoticePage:FineAmount')}>
                    <InputNumber
                      min={0}
                      max={NoticeLimits.fineAmountMax}
                      precision={2}
                      style={{ width: '100%' }}
                      data-testid="notice-fineAmount"
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item
                    name="basis"
                    label={L('NoticePage:Basis')}
                    rules={[rules.max(L('NoticePage:Basis'), NoticeLimits.basis)]}
                  >
                    <Input.TextArea
                      rows={1}
                      autoSize={{ minRows: 1, maxRows: 4 }}
                      maxLength={NoticeLimits.basis}
                      data-testid="notice-basis"
                    />
                  </Form.Item>
                </Col>
              </Row>
            )}
            <Form.Item name="content" label={L('NoticePage:Content')} required rules={[contentRule]}>
              <RichTextField />
            </Form.Item>
            <Form.Item name="targetScope" label={L('NoticePage:TargetScope')}>
              <Radio.Group
                options={enumOptions('NoticeTargetScope', NoticeTargetScope)}
                data-testid="notice-targetScope"
              />
            </Form.Item>
            {scope === 'Selected' && (
              <Form.Item name="supplierIds" label={L('NoticePage:Suppliers')} required>
                <SupplierMultiSelect />
              </Form.Item>
            )}
            {scope === 'ByCategory' && (
              <Form.Item name="materialCategories" label={L('NoticePage:MaterialCategories')} required>
                <Select
                  mode="multiple"
                  allowClear
                  optionFilterProp="label"
                  options={materialCategories.options}
                  placeholder={L('AbpUi', 'PleaseSelect')}
                  data-testid="notice-materialCategories"
                />
              </Form.Item>
            )}
            <Row gutter={16}>
              <Col xs={12} md={6}>
                <Form.Item name="requireAck" label={L('NoticePage:RequireAck')} valuePropName="checked">
                  <Switch data-testid="notice-requireAck" />
                </Form.Item>
              </Col>
              {requireAck && (
                <Col xs={24} md={10}>
                  <Form.Item name="ackDeadline" label={L('NoticePage:AckDeadline')} required>
                    <DatePicker
                      showTime={{ format: 'HH:mm' }}
                      format="YYYY-MM-DD HH:mm"
                      style={{ width: '100%' }}
                      data-testid="notice-ackDeadline"
                    />
                  </Form.Item>
                </Col>
              )}
            </Row>
            <Form.Item name="requireReply" label={L('NoticePage:RequireReply')} valuePropName="checked">
              <Switch data-testid="notice-requireReply" />
            </Form.Item>
            {requireReply && (
              <Form.Item
                name="replyTemplate"
                label={L('NoticePage:ReplyTemplate')}
                extra={L('NoticePage:ReplyTemplateHelp')}
                rules={[rules.max(L('NoticePage:ReplyTemplate'), NoticeLimits.replyTemplate)]}
              >
                <Input.TextArea
                  autoSize={{ minRows: 3, maxRows: 10 }}
                  maxLength={NoticeLimits.replyTemplate}
                  data-testid="notice-replyTemplate"
                />
              </Form.Item>
            )}
          </Form>
        </Card>
      )}
    </DetailPage>
  );
}
