import { LabelMaterialInfoLimits, materialInfoProblem, MSL_LEVELS, type LabelType } from '@sp/contracts';
import { useQuery } from '@tanstack/react-query';
import { Divider, Form, InputNumber, Select, Switch, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { getLabelTemplates } from '../../../api/label-templates';
import {
  createMaterialInfo,
  updateMaterialInfo,
  type LabelMaterialInfo,
  type LabelMaterialInfoInput,
} from '../../../api/label-material-info';
import { FormModal, TextField, useSave, type DialogProps } from '../../../components/crud';
import { translateDynamic, useL } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';

const LIM = LabelMaterialInfoLimits;
const f = (key: string) => translateDynamic('SupplierPortal', `LabelMaterialInfo:Field:${key}`);

type Values = LabelMaterialInfoInput;

/** Active templates of one label type as options (the tenant's default when none is chosen). */
function useTemplateOptions(type: LabelType) {
  const q = useQuery({
    queryKey: ['label-template-options', type],
    queryFn: () =>
      getLabelTemplates({ labelType: type, isActive: 'true', maxResultCount: 200, sorting: 'code' }),
  });
  return (q.data?.items ?? []).map((t) => ({ value: t.id, label: `${t.code} ${t.name}` }));
}

/**
 * Create or edit packing data. The packing rule of the contracts (the inner box a whole number of
 * minimum packs; one of the two given) shows on its field while typing, as the server would refuse
 * it; the part and supplier are fixed once the row exists. A buyer chooses the supplier, a vendor's
 * rows are their own.
 */
export function MaterialInfoFormModal({
  row,
  supplierOptions,
  ...dialog
}: DialogProps<LabelMaterialInfo> & {
  row: LabelMaterialInfo | null;
  supplierOptions: { value: string; label: string }[] | null;
}) {
  const L = useL();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const save = useSave<Values, LabelMaterialInfo>(
    (v) =>
      row
        ? updateMaterialInfo(row.id, { ...v, concurrencyStamp: row.concurrencyStamp })
        : createMaterialInfo(v),
    dialog.onSaved,
  );
  const inner = useTemplateOptions('Inner');
  const outer = useTemplateOptions('Outer');
  const pallet = useTemplateOptions('Pallet');

  /** The contracts' packing rule, reported on `field` only. */
  const packingRule =
    (field: string): Rule =>
    ({ getFieldsValue }) => ({
      validator: () => {
        const v = getFieldsValue(['mpq', 'innerQty', 'innersPerOuter', 'outersPerPallet']) as Values;
        if (!v.innersPerOuter) return Promise.resolve();
        const p = materialInfoProblem(v);
        return p && p.field === field
          ? Promise.reject(new Error(translateDynamic('SupplierPortal', p.key)))
          : Promise.resolve();
      },
    });
  const num = (name: keyof Values, label: string, max: number, extra: Rule[] = [], required = false) => (
    <Form.Item
      name={name}
      label={label}
      dependencies={['mpq', 'innerQty']}
      rules={[
        ...(required ? [{ required: true, message: L('AbpUi', 'FieldIsRequired', label) }] : []),
        ...extra,
      ]}
    >
      <InputNumber
        min={1}
        max={max}
        precision={0}
        style={{ width: '100%' }}
        data-testid={`material-info-${name}`}
      />
    </Form.Item>
  );

  return (
    <FormModal<Values>
      open={dialog.open}
      onClose={dialog.onClose}
      title={row ? `${L('LabelMaterialInfo:Edit')} · ${row.partNo}` : L('LabelMaterialInfo:New')}
      save={save}
      testId="material-info-form"
      width={mobile ? undefined : 820}
      maskClosable={false}
      initialValues={row ?? { innersPerOuter: 1 }}
    >
      <div className="material-info-grid">
        {supplierOptions && (
          <Form.Item
            name="supplierId"
            label={f('supplier')}
            rules={[{ required: true, message: L('LabelMaterialInfo:SupplierRequired') }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              options={supplierOptions}
              disabled={!!row}
              data-testid="material-info-supplier"
            />
          </Form.Item>
        )}
        <TextField
          name="partNo"
          label={f('partNo')}
          max={LIM.partNo}
          required
          testId="material-info-partNo"
        />
        <TextField name="vendorPartNo" label={f('vendorPartNo')} max={LIM.code} />
        <TextField name="customerPartNo" label={f('customerPartNo')} max={LIM.code} />
        <TextField name="manufacturer" label={f('manufacturer')} max={LIM.manufacturer} />
        <TextField name="mpn" label={f('mpn')} max={LIM.code} />
        <TextField name="unit" label={f('unit')} max={LIM.unit} />
      </div>
      <Divider titlePlacement="start">{L('LabelMaterialInfo:Section.Packing')}</Divider>
      <Typography.Paragraph type="secondary">{L('LabelMaterialInfo:PackingHint')}</Typography.Paragraph>
      <div className="material-info-grid">
        {num('mpq', f('mpq'), LIM.qtyMax, [packingRule('mpq')])}
        {num('innerQty', f('innerQty'), LIM.qtyMax, [packingRule('innerQty')])}
        {num('innersPerOuter', f('innersPerOuter'), LIM.countMax, [packingRule('innersPerOuter')], true)}
        {num('outersPerPallet', f('outersPerPallet'), LIM.countMax)}
      </div>
      <Divider titlePlacement="start">{L('LabelMaterialInfo:Section.Carton')}</Divider>
      <div className="material-info-grid">
        {num('cartonLengthMm', f('cartonLengthMm'), LIM.dimensionMm)}
        {num('cartonWidthMm', f('cartonWidthMm'), LIM.dimensionMm)}
        {num('cartonHeightMm', f('cartonHeightMm'), LIM.dimensionMm)}
        <Form.Item name="grossWeightKg" label={f('grossWeightKg')}>
          <InputNumber min={0.001} max={LIM.weightKg} step={0.1} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Divider titlePlacement="start">{L('LabelMaterialInfo:Section.Compliance')}</Divider>
      <div className="material-info-grid">
        <Form.Item name="msl" label={f('msl')}>
          <Select allowClear options={MSL_LEVELS.map((m) => ({ value: m, label: m }))} />
        </Form.Item>
        <Form.Item name="rohs" label={f('rohs')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="halogenFree" label={f('halogenFree')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="shelfLifeDays" label={f('shelfLifeDays')}>
          <InputNumber min={0} max={LIM.shelfLifeDays} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <TextField name="storageCondition" label={f('storageCondition')} max={LIM.storageCondition} />
        <TextField
          name="countryOfOrigin"
          label={f('countryOfOrigin')}
          max={2}
          rules={[
            {
              pattern: /^[A-Za-z]{2}$/,
              message: L('AbpValidation', 'The field {0} is invalid.', f('countryOfOrigin')),
            },
          ]}
        />
      </div>
      <Divider titlePlacement="start">{L('LabelMaterialInfo:Section.Templates')}</Divider>
      <div className="material-info-grid">
        {(
          [
            ['innerTemplateId', 'innerTemplate', inner],
            ['outerTemplateId', 'outerTemplate', outer],
            ['palletTemplateId', 'palletTemplate', pallet],
          ] as const
        ).map(([name, label, options]) => (
          <Form.Item key={name} name={name} label={f(label)}>
            <Select allowClear placeholder={L('LabelMaterialInfo:TemplateDefault')} options={options} />
          </Form.Item>
        ))}
      </div>
    </FormModal>
  );
}
