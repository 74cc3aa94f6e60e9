import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { DATE_CODE, dateCodeOf, DeliveryLimits } from '@sp/contracts';
import {
  Button,
  DatePicker,
  Empty,
  Form,
  Input,
  InputNumber,
  Select,
  Table,
  type FormInstance,
  type TableColumnsType,
} from 'antd';
import type { FormListFieldData } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { requiredTitle, useFormRules } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import type { DeliveryFormValues, LineMeta, LineValues } from './delivery-form';
import { DAY, formatQty } from './delivery-format';

/**
 * The note's lines as a table of inputs (a Form.List): per line the PO line it draws from with its
 * open and deliverable quantities, then qty (at most the deliverable, said on the field), lot no,
 * date code (filled from the mfg date), mfg and expiry dates, packing mode. Test ids per row:
 * `line-qty-${i}`, `line-lot-${i}`, `line-dc-${i}`, `line-mfg-${i}`, `line-remove-${i}`.
 */
export function LinesEditor({
  form,
  meta,
}: {
  form: FormInstance<DeliveryFormValues>;
  meta: ReadonlyMap<string, LineMeta>;
}) {
  const L = useL();
  const rules = useFormRules();
  const line = (i: number) => form.getFieldValue(['lines', i]) as LineValues | undefined;
  const metaOf = (i: number) => meta.get(line(i)?.poLineId ?? '');

  // The date code follows the mfg date unless the vendor typed another one.
  const mfgChanged = (i: number, value: Dayjs | null) => {
    const before = line(i);
    const derived = before?.mfgDate ? dateCodeOf(before.mfgDate.format(DAY)) : null;
    if (value && (!before?.dateCode || before.dateCode === derived))
      form.setFieldValue(['lines', i, 'dateCode'], dateCodeOf(value.format(DAY)));
  };

  return (
    <Form.List name="lines">
      {(fields, { remove }) => {
        const columns: TableColumnsType<FormListFieldData> = [
          { title: '#', key: 'no', width: 40, render: (_, f) => f.name + 1 },
          {
            title: `${L('Delivery:PoNo')} / ${L('Delivery:PartNo')}`,
            key: 'po',
            render: (_, f) => {
              const m = metaOf(f.name);
              return (
                <div className="delivery-line-po">
                  <Form.Item name={[f.name, 'poLineId']} hidden>
                    <Input />
                  </Form.Item>
                  <div className="delivery-code">
                    {m?.poNo} / {m?.poLineNo}
                  </div>
                  <div className="delivery-code delivery-muted">{m?.partNo}</div>
                </div>
              );
            },
          },
          {
            title: `${L('Delivery:OpenQty')} / ${L('Delivery:MaxQty')}`,
            key: 'open',
            align: 'right',
            render: (_, f) => {
              const m = metaOf(f.name);
              return m?.openQty !== undefined ? (
                <span className="delivery-nowrap">
                  {formatQty(m.openQty)} / {formatQty(m.maxDrawableQty)} {m.unit}
                </span>
              ) : (
                '—'
              );
            },
          },
          {
            title: requiredTitle(L('Delivery:Qty')),
            key: 'qty',
            width: 150,
            render: (_, f) => {
              const max = metaOf(f.name)?.maxDrawableQty;
              return (
                <Form.Item
                  name={[f.name, 'qty']}
                  className="delivery-cell"
                  extra={
                    max !== undefined ? L('SupplierPortal', 'Delivery:MaxHint', formatQty(max)) : undefined
                  }
                  rules={[
                    { required: true, message: L('AbpUi', 'FieldIsRequired', L('Delivery:Qty')) },
                    {
                      validator: (_r, v: number | null) =>
                        v === null || v === undefined || (Number.isInteger(v) && v > 0)
                          ? Promise.resolve()
                          : Promise.reject(new Error(L('Delivery:QtyWhole'))),
                    },
                    {
                      validator: (_r, v: number | null) =>
                        max === undefined || v === null || v === undefined || v <= max
                          ? Promise.resolve()
                          : Promise.reject(
                              new Error(L('SupplierPortal', 'Delivery:QtyOverMax', formatQty(max))),
                            ),
                    },
                  ]}
                >
                  <InputNumber
                    min={0}
                    precision={0}
                    style={{ width: '100%' }}
                    aria-label={L('Delivery:Qty')}
                    data-testid={`line-qty-${f.name}`}
                  />
                </Form.Item>
              );
            },
          },
          {
            title: requiredTitle(L('Delivery:LotNo')),
            key: 'lotNo',
            width: 150,
            render: (_, f) => (
              <Form.Item
                name={[f.name, 'lotNo']}
                className="delivery-cell"
                rules={[
                  rules.required(L('Delivery:LotNo')),
                  rules.max(L('Delivery:LotNo'), DeliveryLimits.lotNo),
                  {
                    validator: (_r, v: string | undefined) => {
                      const mine = line(f.name)?.poLineId;
                      const all = (form.getFieldValue('lines') as LineValues[] | undefined) ?? [];
                      const twice = all.some(
                        (o, j) => j !== f.name && o.poLineId === mine && o.lotNo?.trim() === v?.trim(),
                      );
                      return twice && v?.trim()
                        ? Promise.reject(new Error(L('Delivery:DuplicateLot')))
                        : Promise.resolve();
                    },
                  },
                ]}
              >
                <Input
                  maxLength={DeliveryLimits.lotNo}
                  aria-label={L('Delivery:LotNo')}
                  data-testid={`line-lot-${f.name}`}
                />
              </Form.Item>
            ),
          },
          {
            title: L('Delivery:MfgDate'),
            key: 'mfgDate',
            width: 140,
            render: (_, f) => (
              <Form.Item name={[f.name, 'mfgDate']} className="delivery-cell">
                <DatePicker
                  style={{ width: '100%' }}
                  aria-label={L('Delivery:MfgDate')}
                  onChange={(v) => mfgChanged(f.name, v)}
                  data-testid={`line-mfg-${f.name}`}
                />
              </Form.Item>
            ),
          },
          {
            title: L('Delivery:DateCode'),
            key: 'dateCode',
            width: 120,
            render: (_, f) => (
              <Form.Item
                name={[f.name, 'dateCode']}
                className="delivery-cell"
                rules={[{ pattern: DATE_CODE, message: L('Delivery:DateCodeInvalid') }]}
              >
                <Input
                  maxLength={4}
                  placeholder="YYWW"
                  aria-label={L('Delivery:DateCode')}
                  data-testid={`line-dc-${f.name}`}
                />
              </Form.Item>
            ),
          },
          {
            title: L('Delivery:ExpiryDate'),
            key: 'expiryDate',
            width: 140,
            render: (_, f) => (
              <Form.Item
                name={[f.name, 'expiryDate']}
                className="delivery-cell"
                dependencies={[['lines', f.name, 'mfgDate']]}
                rules={[
                  {
                    validator: (_r, v: Dayjs | null) => {
                      const mfg = line(f.name)?.mfgDate;
                      return !v || !mfg || v.isAfter(mfg, 'day')
                        ? Promise.resolve()
                        : Promise.reject(new Error(L('Delivery:ExpiryAfterMfg')));
                    },
                  },
                ]}
              >
                <DatePicker style={{ width: '100%' }} aria-label={L('Delivery:ExpiryDate')} />
              </Form.Item>
            ),
          },
          {
            title: L('Delivery:PackingMode'),
            key: 'packingMode',
            width: 170,
            render: (_, f) => (
              <Form.Item name={[f.name, 'packingMode']} className="delivery-cell">
                <Select
                  aria-label={L('Delivery:PackingMode')}
                  options={[
                    { value: 'split', label: L('Delivery:PackingMode.split') },
                    { value: 'merge', label: L('Delivery:PackingMode.merge') },
                  ]}
                />
              </Form.Item>
            ),
          },
          {
            title: '',
            key: 'remove',
            width: 48,
            render: (_, f) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={L('AbpUi', 'Delete')}
                onClick={() => remove(f.name)}
                data-testid={`line-remove-${f.name}`}
              />
            ),
          },
        ];
        return (
          <Table<FormListFieldData>
            rowKey="key"
            size="small"
            className="delivery-lines-editor"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={fields}
            columns={columns}
            data-testid="delivery-lines-editor"
            locale={{
              emptyText: (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={L('Delivery:NoChosenLines')} />
              ),
            }}
          />
        );
      }}
    </Form.List>
  );
}
