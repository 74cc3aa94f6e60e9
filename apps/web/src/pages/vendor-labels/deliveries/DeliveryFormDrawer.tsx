import { DeliveryLimits } from '@sp/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Drawer, Form, Space, Spin } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import {
  createDelivery,
  getDelivery,
  getOpenLines,
  updateDelivery,
  type Delivery,
} from '../../../api/deliveries';
import type { PurchaseOrderLine } from '../../../api/purchase-orders';
import { TextField, toastSaved } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';
import {
  emptyForm,
  formOfDelivery,
  inputOfForm,
  metaOfOpenLine,
  newLine,
  serverProblems,
  type DeliveryFormValues,
  type LineMeta,
  type LineValues,
} from './delivery-form';
import { LinesEditor } from './LinesEditor';
import { OpenLinesPicker } from './OpenLinesPicker';

const headerFields = ['deliveryDate', 'expectedArrivalDate', 'plant', 'receivingWarehouse', 'remark'];
/** A server error's member the form shows as a field (`lines.2.lotNo`), not only as the alert. */
const fieldOnForm = (path: (string | number)[]) =>
  path[0] === 'lines'
    ? path.length === 3 && typeof path[1] === 'number'
    : headerFields.includes(String(path[0]));

/**
 * What the form knows of an existing note's lines: their PO lines as open lines (open and
 * deliverable quantities) where they still are, else what the note itself says.
 */
async function metaOfDelivery(d: Delivery): Promise<Map<string, LineMeta>> {
  const meta = new Map<string, LineMeta>();
  for (const l of d.lines ?? [])
    meta.set(l.poLineId, { poNo: l.poNo, poLineNo: l.poLineNo, partNo: l.partNo, unit: l.unit });
  const poNos = [...new Set((d.lines ?? []).map((l) => l.poNo))];
  const open = await Promise.all(
    poNos.map((poNo) => getOpenLines({ poNo, maxResultCount: 1000, exceptDeliveryId: d.id })),
  );
  for (const l of open.flatMap((r) => r.items)) if (meta.has(l.id)) meta.set(l.id, metaOfOpenLine(l));
  return meta;
}

/**
 * Drafts a delivery note, or edits a draft or rejected one (`deliveryId`): the header (delivery date,
 * expected arrival no earlier, plant, warehouse, remark), open PO lines picked from a table, and
 * per line the quantity, lot and dates. Field rules say each limit where it is typed; the server's
 * field errors land on the same fields and a refusal (403: over the open quantity, a PO line no
 * longer open) shows above the form. Test ids: `delivery-form`, `delivery-save`, `delivery-form-error`.
 */
export function DeliveryFormDrawer({
  open,
  deliveryId,
  onClose,
  onSaved,
}: {
  open: boolean;
  deliveryId: string | null;
  onClose: () => void;
  onSaved: (saved: Delivery) => void;
}) {
  const L = useL();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const [form] = Form.useForm<DeliveryFormValues>();
  const [meta, setMeta] = useState<Map<string, LineMeta>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const lines = Form.useWatch('lines', form) ?? [];
  const problemRef = useRef<HTMLDivElement>(null);
  // A refusal shows above the form, which may be scrolled far down to the lines: bring it into view.
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [problem]);

  const existing = useQuery({
    queryKey: ['delivery-edit', deliveryId],
    queryFn: async () => {
      const d = await getDelivery(deliveryId!);
      return { delivery: d, meta: await metaOfDelivery(d) };
    },
    enabled: open && !!deliveryId,
    gcTime: 0,
  });
  useEffect(() => {
    if (!existing.data) return;
    setMeta(existing.data.meta);
    form.setFieldsValue(formOfDelivery(existing.data.delivery));
  }, [existing.data, form]);

  const add = (chosen: PurchaseOrderLine[]) => {
    setMeta((m) => new Map([...m, ...chosen.map((l) => [l.id, metaOfOpenLine(l)] as const)]));
    const before = (form.getFieldValue('lines') as LineValues[] | undefined) ?? [];
    form.setFieldValue('lines', [...before, ...chosen.map(newLine)]);
  };

  const save = async (values: DeliveryFormValues) => {
    setProblem(null);
    if (!values.lines?.length) return setProblem(L('Delivery:NoLinesToSave'));
    setSaving(true);
    try {
      const d = existing.data?.delivery;
      const input = inputOfForm(values, d?.concurrencyStamp);
      const saved = d ? await updateDelivery(d.id, input) : await createDelivery(input);
      toastSaved();
      onSaved(saved);
    } catch (error) {
      const found = await serverProblems(error, fieldOnForm);
      form.setFields(found.fields as Parameters<typeof form.setFields>[0]);
      setProblem(found.message);
    } finally {
      setSaving(false);
    }
  };

  const loading = !!deliveryId && existing.isLoading;
  const added = new Set(lines.map((l) => l?.poLineId).filter(Boolean));
  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={mobile ? '100%' : 1180}
      title={
        deliveryId ? `${L('Delivery:Edit')} ${existing.data?.delivery.deliveryNo ?? ''}` : L('Delivery:New')
      }
      destroyOnHidden
      maskClosable={false}
      className="delivery-drawer"
      extra={
        <Space>
          <Button onClick={onClose}>{L('AbpUi', 'Cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="delivery-save">
            {L('AbpUi', 'Save')}
          </Button>
        </Space>
      }
    >
      {loading ? (
        <Spin />
      ) : (
        <Form<DeliveryFormValues>
          form={form}
          layout="vertical"
          initialValues={emptyForm()}
          onFinish={(v) => void save(v)}
          onFinishFailed={() => setProblem(null)}
          data-testid="delivery-form"
          scrollToFirstError
        >
          <div ref={problemRef} />
          {problem && (
            <Alert
              type="error"
              showIcon
              className="delivery-form-error"
              message={L('Delivery:Refused')}
              description={problem}
              data-testid="delivery-form-error"
            />
          )}
          <Card size="small" title={L('Delivery:Header')} className="delivery-form-card">
            <div className="delivery-form-row">
              <Form.Item
                name="deliveryDate"
                label={L('Delivery:DeliveryDate')}
                rules={[
                  { required: true, message: L('AbpUi', 'FieldIsRequired', L('Delivery:DeliveryDate')) },
                ]}
              >
                <DatePicker style={{ width: '100%' }} data-testid="delivery-date" />
              </Form.Item>
              <Form.Item
                name="expectedArrivalDate"
                label={L('Delivery:ExpectedArrival')}
                dependencies={['deliveryDate']}
                rules={[
                  { required: true, message: L('AbpUi', 'FieldIsRequired', L('Delivery:ExpectedArrival')) },
                  ({ getFieldValue }) => ({
                    validator: (_r, v: Dayjs | null) => {
                      const from = getFieldValue('deliveryDate') as Dayjs | null;
                      return !v || !from || !v.isBefore(from, 'day')
                        ? Promise.resolve()
                        : Promise.reject(new Error(L('Delivery:ArrivalBeforeDelivery')));
                    },
                  }),
                ]}
              >
                <DatePicker style={{ width: '100%' }} data-testid="delivery-eta" />
              </Form.Item>
              <TextField
                name="plant"
                label={L('Delivery:Plant')}
                max={DeliveryLimits.plant}
                testId="delivery-plant"
              />
              <TextField
                name="receivingWarehouse"
                label={L('Delivery:Warehouse')}
                max={DeliveryLimits.warehouse}
                testId="delivery-warehouse"
              />
            </div>
            <TextField name="remark" label={L('Delivery:Remark')} max={DeliveryLimits.remark} rows={2} />
          </Card>
          <Card size="small" title={L('Delivery:PickLines')} className="delivery-form-card">
            <OpenLinesPicker added={added} onAdd={add} exceptDeliveryId={deliveryId} />
          </Card>
          <Card
            size="small"
            title={L('SupplierPortal', 'Delivery:ChosenLines', lines.length)}
            className="delivery-form-card"
            data-testid="delivery-chosen-lines"
          >
            <LinesEditor form={form} meta={meta} />
          </Card>
        </Form>
      )}
    </Drawer>
  );
}
