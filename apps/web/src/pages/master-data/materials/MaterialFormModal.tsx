import { MaterialLimits, MSL_LEVELS, materialWorkflow, PART_NO, workflowStatuses } from '@sp/contracts';
import { Checkbox, Col, Form, InputNumber, Row, Select } from 'antd';
import { createMaterial, updateMaterial, type Material, type MaterialInput } from '../../../api/materials';
import { FormModal, TextField, useFormRules, useSave, type DialogProps } from '../../../components/crud';
import { translateDynamic, useL } from '../../../locales/i18n';
import { useMaterialCodes } from './use-material-options';

const L_ = MaterialLimits;

/**
 * Create or edit one material. The limits, the part-number pattern and the MSL levels are the
 * contract's; units and categories come from the tenant's dictionaries (the server checks them too,
 * and an unknown code comes back as a message on the field).
 */
export function MaterialFormModal({
  material,
  open,
  onClose,
  onSaved,
}: { material: Material | null } & DialogProps<Material>) {
  const L = useL();
  const rules = useFormRules();
  const codes = useMaterialCodes();
  const f = (key: string) => translateDynamic('SupplierPortal', `Materials:Field:${key}`);
  const save = useSave<MaterialInput, Material>(
    (values) =>
      material
        ? updateMaterial(material.id, { ...values, concurrencyStamp: material.concurrencyStamp })
        : createMaterial(values),
    onSaved,
  );
  const initial: Partial<MaterialInput> = material ?? {
    unit: 'PCS',
    status: 0,
    rohs: true,
    halogenFree: false,
  };

  return (
    <FormModal<MaterialInput>
      open={open}
      onClose={onClose}
      title={material ? L('Materials:Edit') : L('Materials:New')}
      save={save}
      testId="material-form"
      initialValues={initial}
      width={720}
      maskClosable={false}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <TextField
            name="partNo"
            label={f('partNo')}
            max={L_.partNo}
            required
            autoFocus
            testId="material-partNo"
            rules={[rules.pattern(f('partNo'), PART_NO, L('Materials:PartNoPattern'))]}
          />
        </Col>
        <Col xs={24} sm={12}>
          <TextField name="name" label={f('name')} max={L_.name} required testId="material-name" />
        </Col>
        <Col xs={24}>
          <TextField name="spec" label={f('spec')} max={L_.spec} testId="material-spec" />
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="unit" label={f('unit')} rules={[rules.required(f('unit'))]}>
            <Select showSearch options={codes.units} data-testid="material-unit" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="category" label={f('category')}>
            <Select allowClear showSearch options={codes.categories} data-testid="material-category" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="msl" label={f('msl')}>
            <Select
              allowClear
              options={MSL_LEVELS.map((m) => ({ value: m, label: m }))}
              data-testid="material-msl"
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="shelfLifeDays" label={f('shelfLifeDays')}>
            <InputNumber min={0} max={L_.shelfLifeDays} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <TextField name="drawingNo" label={f('drawingNo')} max={L_.drawingNo} />
        </Col>
        <Col xs={12} sm={4}>
          <TextField name="drawingRev" label={f('drawingRev')} max={L_.drawingRev} />
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="status" label={f('status')}>
            <Select
              options={workflowStatuses(materialWorkflow).map((value) => ({
                value,
                label: translateDynamic('SupplierPortal', materialWorkflow.statuses[value].text),
              }))}
              data-testid="material-status"
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item label=" " colon={false}>
            <Form.Item name="rohs" valuePropName="checked" noStyle>
              <Checkbox>{f('rohs')}</Checkbox>
            </Form.Item>
            <Form.Item name="halogenFree" valuePropName="checked" noStyle>
              <Checkbox>{f('halogenFree')}</Checkbox>
            </Form.Item>
          </Form.Item>
        </Col>
        <Col xs={24}>
          <TextField name="remark" label={f('remark')} max={L_.remark} rows={2} />
        </Col>
      </Row>
    </FormModal>
  );
}
