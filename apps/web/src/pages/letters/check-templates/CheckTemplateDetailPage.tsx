import SaveOutlined from '@ant-design/icons/SaveOutlined';
import {
  CheckTemplateLimits,
  checkTemplateTexts,
  LetterType,
  OtherLetterType,
  Policies,
  sameLines,
  type CheckTemplateDto,
  type CheckTemplateVersionDto,
} from '@sp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Radio, Select, Switch, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmAction, TextField, timeColumn, useFormRules, useHasPolicy } from '../../../components/crud';
import { DetailPage, useRecordId } from '../../../components/detail';
import { useViewKey } from '../../../layout/view-key';
import { translateDynamic, useL, useTexts } from '../../../locales/i18n';
import { useTagsViewStore } from '../../../stores/tagsView';
import { ui } from '../../../utils/ui';
import { useMaterialCodes } from '../../master-data/materials/use-material-options';
import {
  checkTemplateDetailPath,
  createCheckTemplate,
  getCheckTemplate,
  getCheckTemplateItemOptions,
  NEW_TEMPLATE,
  updateCheckTemplate,
} from './check-templates-api';
import { LinesEditor, type ItemInfo } from './LinesEditor';
import { normalizedLines, toFormValues, toInput, type TemplateValues } from './template-form';
import { VersionLinesModal } from './VersionLinesModal';
import './check-templates.css';

const P = Policies.LetterOfRecognition.CheckTemplateOverview;
const LIM = CheckTemplateLimits;
const LIST = '/letter-of-recognition/check-template-overview';
const f = (key: string) => translateDynamic('SupplierPortal', `CheckTemplate:Field:${key}`);
const enumText = (name: string, value: string) => translateDynamic('SupplierPortal', `Enum:${name}.${value}`);

/**
 * /letter-of-recognition/check-template-detail?id=: one check template, and `?id=new` to create
 * one. The header (code, name, part or other letter with its category or type, active, remark),
 * the lines as an editable table with an "add from the library" select, Save; the versions with
 * their lines. When letters use the current version a notice says before saving that changed
 * lines make the next version (and asks again on Save); header edits never do.
 */
export default function CheckTemplateDetailPage() {
  const id = useRecordId() ?? '';
  const isNew = id === NEW_TEMPLATE;
  const query = useQuery({
    queryKey: ['check-template', id],
    queryFn: () => getCheckTemplate(id),
    enabled: !!id && !isNew,
  });
  const options = useQuery({ queryKey: ['check-template-items'], queryFn: getCheckTemplateItemOptions });
  const template = isNew ? null : (query.data ?? null);
  return (
    <TemplateEditor
      // A saved template comes back with a new stamp: the form starts again from what the server holds.
      key={template?.concurrencyStamp ?? 'new'}
      id={id}
      template={template}
      options={options.data ?? []}
      loading={!isNew && (query.isLoading || !id)}
      notFound={!isNew && (query.isError || !id)}
    />
  );
}

function TemplateEditor({
  id,
  template,
  options,
  loading,
  notFound,
}: {
  id: string;
  template: CheckTemplateDto | null;
  options: {
    code: string;
    name: string;
    needsFile: boolean;
    needsValidity: boolean;
    isActive: boolean;
    sort: number;
  }[];
  loading: boolean;
  notFound: boolean;
}) {
  const L = useL();
  const t = useTexts(checkTemplateTexts);
  const rules = useFormRules();
  const navigate = useNavigate();
  const client = useQueryClient();
  const view = useViewKey();
  const canWrite = useHasPolicy(template ? P.Update.name : P.Create.name);
  const readOnly = !canWrite;
  const { categories } = useMaterialCodes();
  const [form] = Form.useForm<TemplateValues>();
  const [saving, setSaving] = useState(false);
  const [shownVersion, setShownVersion] = useState<number | null>(null);
  const letterType = (Form.useWatch('letterType', form) ?? template?.letterType ?? 'Part') as string;
  const initial = useMemo(() => toFormValues(template), [template]);

  /** Names and file rules of the listed items: the library's, else the template's own answer. */
  const items = useMemo(() => {
    const map = new Map<string, ItemInfo>();
    for (const l of template?.lines ?? [])
      map.set(l.itemCode, {
        name: l.itemName,
        needsFile: l.needsFile,
        needsValidity: l.needsValidity,
        isActive: l.itemIsActive,
      });
    for (const o of options) map.set(o.code, o);
    return map;
  }, [template, options]);

  const inUse = template?.currentVersionLetterCount ?? 0;

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as TemplateValues;
    const input = toInput(values);
    const linesChanged =
      !!template && !sameLines(normalizedLines(values.lines), normalizedLines(toFormValues(template).lines));
    if (template && inUse > 0 && linesChanged) {
      const ok = await confirmAction({
        content: `${t('CheckTemplate:InUseNotice', template.version, inUse, template.version + 1)}\n${t(
          'CheckTemplate:NewVersionConfirm',
          template.version + 1,
        )}`,
        okText: L('AbpUi', 'Save'),
      });
      if (!ok) return;
    }
    setSaving(true);
    try {
      const saved = template
        ? await updateCheckTemplate(template.id, { ...input, concurrencyStamp: template.concurrencyStamp })
        : await createCheckTemplate(input);
      ui.message?.success(
        template && saved.version > template.version
          ? t('CheckTemplate:SavedNewVersion', saved.version, template.version)
          : t('CheckTemplate:Saved'),
      );
      void client.invalidateQueries({ queryKey: ['check-templates'] });
      if (template) client.setQueryData(['check-template', id], saved);
      else {
        client.setQueryData(['check-template', saved.id], saved);
        // The "new" tab becomes the template's own.
        useTagsViewStore.getState().delView(view);
        void navigate(checkTemplateDetailPath(saved.id), { replace: true });
      }
    } catch {
      // The HTTP client has shown the server's reason.
    } finally {
      setSaving(false);
    }
  };

  const versionColumns = [
    {
      title: f('version'),
      dataIndex: 'version',
      key: 'version',
      render: (v: number, r: CheckTemplateVersionDto) => (
        <>
          v{v} {r.isCurrent && <Tag color="blue">{t('CheckTemplate:CurrentVersion')}</Tag>}
        </>
      ),
    },
    timeColumn<CheckTemplateVersionDto>(t('CheckTemplate:VersionSaved'), 'creationTime'),
    {
      title: t('CheckTemplate:VersionLines'),
      dataIndex: 'lineCount',
      key: 'lineCount',
      align: 'right' as const,
    },
    {
      title: t('CheckTemplate:VersionLetters'),
      dataIndex: 'letterCount',
      key: 'letterCount',
      align: 'right' as const,
    },
    {
      title: '',
      key: 'view',
      render: (_: unknown, r: CheckTemplateVersionDto) => (
        <Button
          type="link"
          size="small"
          onClick={() => setShownVersion(r.version)}
          data-testid={`check-template-version-${r.version}`}
        >
          {t('CheckTemplate:ViewVersion')}
        </Button>
      ),
    },
  ];

  return (
    <DetailPage
      testId="page-check-template-detail"
      title={
        template ? `${template.code} · v${template.version}` : loading ? undefined : t('CheckTemplate:New')
      }
      loading={loading}
      notFound={notFound}
      backTo={LIST}
      actions={
        canWrite && (
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={saving}
            onClick={() => void save()}
            data-testid="check-template-save"
          >
            {t('CheckTemplate:Save')}
          </Button>
        )
      }
    >
      {template && inUse > 0 && (
        <Alert
          type="warning"
          showIcon
          className="check-template-notice"
          title={t('CheckTemplate:InUseNotice', template.version, inUse, template.version + 1)}
          data-testid="check-template-in-use"
        />
      )}
      <Form<TemplateValues> form={form} layout="vertical" initialValues={initial} disabled={readOnly}>
        <Card size="small" title={t('CheckTemplate:Header')} data-testid="check-template-header">
          <div className="check-template-header">
            <Form.Item
              name="code"
              label={f('code')}
              rules={[
                rules.required(f('code')),
                rules.max(f('code'), LIM.code),
                rules.pattern(f('code'), /^[A-Za-z0-9][A-Za-z0-9._-]*$/),
              ]}
            >
              <Input maxLength={LIM.code} data-testid="check-template-code" />
            </Form.Item>
            <TextField name="name" label={f('name')} max={LIM.name} required testId="check-template-name" />
            <Form.Item name="isActive" label={f('isActive')} valuePropName="checked">
              <Switch data-testid="check-template-active" />
            </Form.Item>
            <Form.Item name="letterType" label={L('Letter:LetterType')}>
              <Radio.Group
                optionType="button"
                options={LetterType.map((v) => ({ value: v, label: enumText('LetterType', v) }))}
                data-testid="check-template-letter-type"
              />
            </Form.Item>
            {letterType === 'Part' ? (
              <Form.Item
                name="materialCategory"
                label={L('Field:MaterialCategory')}
                rules={[{ required: true, message: t('CheckTemplate:CategoryRequired') }]}
              >
                <Select
                  showSearch
                  optionFilterProp="label"
                  options={categories}
                  data-testid="check-template-category"
                />
              </Form.Item>
            ) : (
              <Form.Item
                name="otherType"
                label={L('Letter:OtherType')}
                rules={[{ required: true, message: t('CheckTemplate:OtherTypeRequired') }]}
              >
                <Select
                  options={OtherLetterType.map((v) => ({ value: v, label: enumText('OtherLetterType', v) }))}
                  data-testid="check-template-other-type"
                />
              </Form.Item>
            )}
            <div className="check-template-remark">
              <TextField name="remark" label={f('remark')} max={LIM.remark} rows={2} />
            </div>
          </div>
        </Card>
        <Card
          size="small"
          className="detail-section"
          title={
            <>
              {t('CheckTemplate:Lines')}
              {template && <span className="check-template-item-code"> · v{template.version}</span>}
            </>
          }
          data-testid="detail-lines"
        >
          <LinesEditor form={form} items={items} options={options} readOnly={readOnly} />
        </Card>
      </Form>
      {template && (
        <Card
          size="small"
          className="detail-section"
          title={t('CheckTemplate:Versions')}
          data-testid="detail-versions"
        >
          <Table<CheckTemplateVersionDto>
            rowKey="version"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={template.versions}
            columns={versionColumns}
          />
          <VersionLinesModal
            templateId={template.id}
            code={template.code}
            version={shownVersion}
            onClose={() => setShownVersion(null)}
          />
        </Card>
      )}
    </DetailPage>
  );
}
