import {
  commonTexts,
  IqcConfigLimits as LIM,
  IqcConfigStatus,
  iqcConfigTexts,
  iqcConfigWorkflow,
  type IqcMaterialConfigDto,
} from '@sp/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Col, Divider, Drawer, Form, Input, Row, Select, Space, Spin } from 'antd';
import { TextField, toastSaved, useFormRules } from '../../../components/crud';
import { showServerErrors } from '../../../components/crud/server-errors';
import { StatusTimeline, statusHistoryKey, WorkflowActions } from '../../../components/detail';
import { useL, useTexts } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';
import { SupplierSelect } from '../../identity/users/SupplierSelect';
import { SamplingCalculator } from '../shared/SamplingCalculator';
import { aqlOptions, docOptions, levelOptions, modeOptions } from './config-format';
import { initialValues, isSampled, problemRule, toInput, type ConfigValues } from './config-form';
import { configTransition, createConfig, getConfig, updateConfig } from './configs-api';
import { ConfigView } from './ConfigView';
import { ItemsEditor } from './ItemsEditor';

interface Props {
  open: boolean;
  /** The configuration opened from the list; null for a new one. */
  row: IqcMaterialConfigDto | null;
  onClose: () => void;
  /** After a save or a workflow step: the list refreshes. */
  onChanged: () => void;
}

export const configQueryKey = (id: string) => ['iqc-config', id];

/**
 * One configuration in a drawer: IQC edits it while the workflow allows (`update`), the supplier
 * reads it; both see the buttons the server allows (confirm as supplier, confirm) and its history.
 * The record is read fresh when opened, so the buttons follow the latest status.
 */
export function ConfigDrawer({ open, row, onClose, onChanged }: Props) {
  const L = useL();
  const t = useTexts(iqcConfigTexts);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const client = useQueryClient();
  const fresh = useQuery({
    queryKey: configQueryKey(row?.id ?? ''),
    queryFn: () => getConfig(row!.id),
    enabled: open && !!row,
    initialData: row ?? undefined,
  });
  const current = row ? (fresh.data ?? row) : null;
  const editable = !current || current.allowedActions.includes('update');
  const [form] = Form.useForm<ConfigValues>();

  const refreshAll = () => {
    if (current) {
      void client.invalidateQueries({ queryKey: configQueryKey(current.id) });
      void client.invalidateQueries({ queryKey: statusHistoryKey(iqcConfigWorkflow.entity, current.id) });
    }
    onChanged();
  };

  const save = useMutation({
    mutationFn: (v: ConfigValues) =>
      current ? updateConfig(current.id, toInput(v, current)) : createConfig(toInput(v, null)),
    onSuccess: (saved) => {
      toastSaved();
      client.setQueryData(configQueryKey(saved.id), saved);
      refreshAll();
      onClose();
    },
    onError: (error) => showServerErrors(form, error),
  });

  const title = !current ? t('IqcConfig:New') : editable ? t('IqcConfig:Edit') : t('IqcConfig:View');
  return (
    <Drawer
      open={open}
      title={current ? `${title} · ${current.partNo}` : title}
      size={mobile ? '100%' : 880}
      onClose={onClose}
      destroyOnHidden
      data-testid="iqc-drawer"
      footer={
        <div className="iqc-drawer-footer">
          {current && (
            <WorkflowActions
              workflow={iqcConfigWorkflow}
              row={current}
              subject={current.partNo}
              perform={(action, comment) =>
                configTransition(current.id, action, current.concurrencyStamp, comment)
              }
              onDone={refreshAll}
              // A revision is what saving changed requirements does, not a button of its own.
              exclude={['revise']}
            />
          )}
          <Space className="iqc-drawer-buttons">
            <Button onClick={onClose}>{editable ? L('AbpUi', 'Cancel') : L('AbpUi', 'Close')}</Button>
            {editable && (
              <Button
                type="primary"
                loading={save.isPending}
                onClick={() => form.submit()}
                data-testid="modal-ok"
              >
                {L('AbpUi', 'Save')}
              </Button>
            )}
          </Space>
        </div>
      }
    >
      {current && fresh.isFetching && !fresh.data && <Spin />}
      {editable ? (
        <ConfigForm form={form} row={current} onFinish={(v) => save.mutate(v)} />
      ) : (
        current && <ConfigView row={current} />
      )}
      {current && (
        <>
          <Divider titlePlacement="start" className="iqc-section">
            {L('Workflow:History')}
          </Divider>
          <StatusTimeline workflow={iqcConfigWorkflow} entityId={current.id} />
        </>
      )}
    </Drawer>
  );
}

/** IQC's form: the part, the plan beside the sampling calculator, the documents and the items. */
function ConfigForm({
  form,
  row,
  onFinish,
}: {
  form: ReturnType<typeof Form.useForm<ConfigValues>>[0];
  row: IqcMaterialConfigDto | null;
  onFinish: (v: ConfigValues) => void;
}) {
  const t = useTexts(iqcConfigTexts);
  const c = useTexts(commonTexts);
  const rules = useFormRules();
  const f = (name: string) => t(`IqcConfig:Field:${name}` as 'IqcConfig:Field:items');
  const mode = Form.useWatch('inspectionMode', form);
  const level = Form.useWatch('inspectionLevel', form);
  const major = Form.useWatch('aqlMajor', form);
  const sampled = isSampled(mode);
  const aqlRule = problemRule(form, ['aqlMajor']);
  return (
    <Form<ConfigValues>
      form={form}
      layout="vertical"
      preserve={false}
      initialValues={initialValues(row)}
      onFinish={onFinish}
      scrollToFirstError
      data-testid="iqc-form"
    >
      {row && row.status !== IqcConfigStatus.Draft && (
        <Alert type="warning" showIcon className="iqc-notice" title={t('IqcConfig:ReviseNotice')} />
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="supplierId"
            label={c('Field:Supplier')}
            rules={[rules.required(c('Field:Supplier'))]}
          >
            <SupplierSelect disabled={!!row} id="iqc-supplier" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {row ? (
            // Supplier and part stay: another part is another configuration.
            <Form.Item name="partNo" label={c('Field:PartNo')}>
              <Input disabled data-testid="iqc-part-no" />
            </Form.Item>
          ) : (
            <TextField
              name="partNo"
              label={c('Field:PartNo')}
              max={LIM.partNo}
              required
              testId="iqc-part-no"
            />
          )}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="partName"
            label={c('Field:PartName')}
            extra={t('IqcConfig:FromMaterial')}
            rules={[rules.max(c('Field:PartName'), LIM.partName)]}
          >
            <Input maxLength={LIM.partName} data-testid="iqc-part-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <TextField name="spec" label={c('Field:Spec')} max={LIM.spec} />
        </Col>
        <Col span={24}>
          {/* The approved letter the requirements follow: the one linked, or the newest found on save. */}
          <Form.Item label={f('letter')} extra={row?.letterNo ? undefined : t('IqcConfig:NewestLetter')}>
            <span data-testid="iqc-letter">
              {row?.letterNo ? `${row.letterNo} · R${row.letterRev}` : '—'}
            </span>
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" className="iqc-section">
        {t('IqcConfig:Plan')}
      </Divider>
      <Row gutter={16} align="bottom">
        <Col xs={12} md={6}>
          <Form.Item
            name="inspectionMode"
            label={f('inspectionMode')}
            rules={[rules.required(f('inspectionMode'))]}
          >
            <Select options={modeOptions()} data-testid="iqc-mode" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="inspectionLevel"
            label={f('inspectionLevel')}
            rules={[problemRule(form, ['inspectionLevel'])]}
            dependencies={['inspectionMode']}
          >
            <Select allowClear disabled={!sampled} options={levelOptions} data-testid="iqc-level" />
          </Form.Item>
        </Col>
        {(['aqlCritical', 'aqlMajor', 'aqlMinor'] as const).map((name) => (
          <Col xs={8} md={4} key={name}>
            <Form.Item
              name={name}
              label={f(name)}
              rules={name === 'aqlMajor' ? [aqlRule] : []}
              dependencies={name === 'aqlMajor' ? ['inspectionMode', 'aqlCritical', 'aqlMinor'] : []}
            >
              <Select
                allowClear
                showSearch
                disabled={!sampled}
                options={aqlOptions}
                data-testid={`iqc-${name}`}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <div className="iqc-plan-help">
        {sampled ? (
          <SamplingCalculator {...(level ? { level } : {})} {...(major ? { aql: major } : {})} />
        ) : (
          <span className="iqc-muted">{t('IqcConfig:ModeIgnoresSampling')}</span>
        )}
      </div>
      <Form.Item name="requiredDocs" label={f('requiredDocs')}>
        <Checkbox.Group options={docOptions()} className="iqc-docs" data-testid="iqc-docs" />
      </Form.Item>
      <TextField name="remark" label={f('remark')} max={LIM.remark} rows={2} testId="iqc-remark" />
      <Divider titlePlacement="start" className="iqc-section">
        {f('items')}
      </Divider>
      <ItemsEditor form={form} />
    </Form>
  );
}
