import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import {
  defaultCopies,
  labelDpis,
  LabelTemplateLimits,
  labelTypes,
  payloadStyles,
  symbologies,
  defaultTemplates,
  type LabelType,
} from '@sp/contracts';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Drawer,
  Empty,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Spin,
  Switch,
  Typography,
} from 'antd';
import { useState } from 'react';
import {
  createLabelTemplate,
  updateLabelTemplate,
  type LabelTemplateDto,
  type LabelTemplateInputDto,
} from '../../../api/label-templates';
import { TextField, toastSaved, useFormRules } from '../../../components/crud';
import { translateDynamic, useL } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';
import { useSupplierOptions } from '../../master-data/materials/use-material-options';
import { layoutOf, toLayoutFields, type LayoutFields } from './layout-json';
import { useTemplatePreview } from './useTemplatePreview';

interface FormValues extends LayoutFields {
  code: string;
  name: string;
  labelType: LabelType;
  forSupplierId: string | null;
  partCategory: string | null;
  copies: number;
  isDefault: boolean;
  isActive: boolean;
  remark: string | null;
}

const L_ = LabelTemplateLimits;
const f = (key: string) => translateDynamic('SupplierPortal', `LabelTemplate:Field:${key}`);

function initialValues(t: LabelTemplateDto | null, type: LabelType): FormValues {
  const d = t?.definition ?? defaultTemplates[type];
  return {
    code: t?.code ?? '',
    name: t?.name ?? '',
    labelType: t ? t.labelType : type,
    forSupplierId: t?.forSupplierId ?? null,
    partCategory: t?.partCategory ?? null,
    copies: t?.copies ?? defaultCopies(type),
    isDefault: t?.isDefault ?? false,
    isActive: t?.isActive ?? true,
    remark: t?.remark ?? null,
    ...toLayoutFields(d),
  };
}

/**
 * Create, edit or view a template in a drawer: the record's fields, the layout (size, dpi, payload
 * style, symbology and the elements as JSON, checked by the contracts' schema as the server checks
 * it) and, beside it, the server's preview of the sample label. Saving keeps the drawer open and
 * shows the new version's preview; a new template becomes the edited one once saved. Read-only
 * (`canEdit` false) for a vendor.
 */
export function TemplateDrawer({
  open,
  template,
  canEdit,
  onClose,
  onSaved,
}: {
  open: boolean;
  template: LabelTemplateDto | null;
  canEdit: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const L = useL();
  const rules = useFormRules();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const language = useAppStore((s) => s.language);
  const [form] = Form.useForm<FormValues>();
  const [current, setCurrent] = useState<LabelTemplateDto | null>(template);
  const [layoutError, setLayoutError] = useState<string | null>(null);
  const suppliers = useSupplierOptions(canEdit);
  const preview = useTemplatePreview(current?.id ?? null, current?.version, language);

  const save = useMutation({
    mutationFn: (input: LabelTemplateInputDto) =>
      current
        ? updateLabelTemplate(current.id, { ...input, concurrencyStamp: current.concurrencyStamp })
        : createLabelTemplate(input),
    onSuccess: (saved) => {
      toastSaved();
      setCurrent(saved);
      form.setFieldsValue(initialValues(saved, saved.labelType));
      onSaved();
    },
  });

  const submit = (v: FormValues) => {
    const layout = layoutOf(v.labelType, v);
    if (!layout.ok) {
      setLayoutError(layout.message);
      form.setFields([{ name: 'elementsJson', errors: [layout.message] }]);
      return;
    }
    setLayoutError(null);
    save.mutate({
      code: v.code,
      name: v.name,
      labelType: v.labelType,
      forSupplierId: v.forSupplierId ?? null,
      partCategory: v.partCategory ?? null,
      definition: layout.definition,
      copies: v.copies,
      isDefault: v.isDefault,
      isActive: v.isActive,
      remark: v.remark ?? null,
    });
  };

  /** A new template of another type starts from that type's standard layout. */
  const onTypeChange = (type: LabelType) => {
    if (current) return;
    form.setFieldsValue({ ...toLayoutFields(defaultTemplates[type]), copies: defaultCopies(type) });
  };

  const title = current
    ? `${canEdit ? L('LabelTemplate:Edit') : L('LabelTemplate:View')} · ${current.code} v${current.version}`
    : L('LabelTemplate:New');

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      width={mobile ? '100%' : 1120}
      destroyOnHidden
      data-testid="label-template-drawer"
      extra={
        canEdit && (
          <Space>
            <Button onClick={onClose}>{L('AbpUi', 'Cancel')}</Button>
            <Button
              type="primary"
              loading={save.isPending}
              onClick={() => form.submit()}
              data-testid="label-template-save"
            >
              {L('AbpUi', 'Save')}
            </Button>
          </Space>
        )
      }
    >
      <div className="label-template-editor">
        <Form<FormValues>
          form={form}
          layout="vertical"
          disabled={!canEdit}
          initialValues={initialValues(template, 'Outer')}
          onFinish={submit}
          data-testid="label-template-form"
        >
          <div className="label-template-row">
            <TextField
              name="code"
              label={f('code')}
              max={L_.code}
              required
              testId="label-template-code"
              rules={[rules.pattern(f('code'), /^[A-Za-z0-9][A-Za-z0-9._-]*$/)]}
            />
            <TextField name="name" label={f('name')} max={L_.name} required testId="label-template-name" />
          </div>
          <div className="label-template-row">
            <Form.Item name="labelType" label={f('labelType')} rules={[{ required: true }]}>
              <Select
                disabled={!!current}
                onChange={onTypeChange}
                options={labelTypes.map((t) => ({
                  value: t,
                  label: translateDynamic('SupplierPortal', `Enum:LabelType.${t}`),
                }))}
                data-testid="label-template-type"
              />
            </Form.Item>
            <Form.Item name="forSupplierId" label={f('forSupplier')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                placeholder={L('LabelTemplate:AllSuppliers')}
                options={
                  suppliers.length
                    ? suppliers
                    : current?.forSupplierId
                      ? [{ value: current.forSupplierId, label: current.forSupplierCode ?? '' }]
                      : []
                }
              />
            </Form.Item>
          </div>
          <div className="label-template-row">
            <TextField name="partCategory" label={f('partCategory')} max={L_.partCategory} />
            <Form.Item name="copies" label={f('copies')} rules={[{ required: true }]}>
              <InputNumber min={1} max={L_.copies} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="isDefault" label={f('isDefault')} valuePropName="checked">
              <Switch data-testid="label-template-default" />
            </Form.Item>
            <Form.Item name="isActive" label={f('isActive')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </div>
          <Typography.Title level={5}>{L('LabelTemplate:Layout')}</Typography.Title>
          <div className="label-template-row">
            <Form.Item name="widthMm" label={f('widthMm')} rules={[{ required: true }]}>
              <InputNumber min={20} max={210} step={0.5} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="heightMm" label={f('heightMm')} rules={[{ required: true }]}>
              <InputNumber min={20} max={297} step={0.5} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="dpi" label={f('dpi')}>
              <Select options={labelDpis.map((d) => ({ value: d, label: `${d} dpi` }))} />
            </Form.Item>
          </div>
          <div className="label-template-row">
            <Form.Item name="payloadStyle" label={f('payloadStyle')}>
              <Select
                options={payloadStyles.map((p) => ({
                  value: p,
                  label: translateDynamic('SupplierPortal', `Enum:PayloadStyle.${p}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="symbology" label={f('symbology')}>
              <Select
                options={symbologies.map((s) => ({
                  value: s,
                  label: translateDynamic('SupplierPortal', `Enum:Symbology.${s}`),
                }))}
              />
            </Form.Item>
          </div>
          <Form.Item
            name="elementsJson"
            label={f('elements')}
            extra={L('LabelTemplate:LayoutHint')}
            className="label-template-elements"
            rules={[{ required: true, message: L('AbpUi', 'FieldIsRequired', f('elements')) }]}
          >
            <Input.TextArea
              rows={mobile ? 10 : 18}
              spellCheck={false}
              data-testid="label-template-elements"
            />
          </Form.Item>
          {layoutError && (
            <Alert type="error" showIcon message={layoutError} data-testid="label-template-layout-error" />
          )}
          <TextField name="remark" label={f('remark')} max={L_.remark} rows={2} />
        </Form>
        <div className="label-template-preview" data-testid="label-template-preview">
          <Space style={{ justifyContent: 'space-between', width: '100%', marginBottom: 8 }}>
            <Typography.Text strong>{L('LabelTemplate:Preview')}</Typography.Text>
            {current && (
              <Button size="small" icon={<ReloadOutlined />} onClick={() => void preview.refetch()}>
                {L('LabelTemplate:RefreshPreview')}
              </Button>
            )}
          </Space>
          <div className="label-template-preview-frame">
            {!current ? (
              <Empty description={L('LabelTemplate:PreviewHint')} />
            ) : preview.isFetching && !preview.data ? (
              <Spin />
            ) : preview.isError ? (
              <Alert type="warning" showIcon message={L('LabelTemplate:PreviewUnavailable')} />
            ) : (
              <img
                src={preview.data}
                alt={`${current.code} v${current.version}`}
                data-testid="label-template-preview-img"
              />
            )}
          </div>
          {current && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              {L('LabelTemplate:PreviewHint')}
            </Typography.Paragraph>
          )}
        </div>
      </div>
    </Drawer>
  );
}
