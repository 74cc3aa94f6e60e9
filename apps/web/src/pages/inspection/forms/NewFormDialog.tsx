import { DeliveryStatus } from '@sp/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Form, Modal, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { getDeliveries, getDelivery } from '../../../api/deliveries';
import { useL } from '../../../locales/i18n';
import { useAppStore } from '../../../stores/app';
import { formatQty } from './form-format';
import { createForm, getForms } from './forms-api';

/** Notes whose lines may take a form: on their way or arrived, not drafts or cancelled ones. */
const OPEN_STATUSES: readonly number[] = [
  DeliveryStatus.Submitted,
  DeliveryStatus.Confirmed,
  DeliveryStatus.Shipped,
  DeliveryStatus.PartiallyReceived,
  DeliveryStatus.Received,
];

/**
 * "New form" of the vendor's overview: one of the supplier's delivery notes (searched by number),
 * then one of its lines; lines that have a form already are shown with it and cannot be chosen.
 * Test ids: `new-form-dialog`, `new-form-delivery`, `new-form-line`, `new-form-ok`.
 */
export function NewFormDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const L = useL();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  const [deliveryId, setDeliveryId] = useState<string>();
  const [lineId, setLineId] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setTerm(search), 300);
    return () => clearTimeout(t);
  }, [search]);

  const deliveries = useQuery({
    queryKey: ['iif-new-deliveries', term],
    queryFn: () =>
      getDeliveries({ filter: term || undefined, maxResultCount: 20, sorting: 'creationTime desc' }),
    placeholderData: keepPreviousData,
    enabled: open,
  });
  const delivery = useQuery({
    queryKey: ['delivery', deliveryId],
    queryFn: () => getDelivery(deliveryId!),
    enabled: !!deliveryId,
  });
  const existing = useQuery({
    queryKey: ['iif-forms-of', delivery.data?.deliveryNo],
    queryFn: () => getForms({ deliveryNo: delivery.data!.deliveryNo, maxResultCount: 100 }),
    enabled: !!delivery.data,
  });
  const formOf = (lineNo: number) =>
    existing.data?.items.find(
      (f) => f.deliveryNo === delivery.data?.deliveryNo && f.deliveryLineNo === lineNo && f.status !== 7,
    );

  const options = (deliveries.data?.items ?? [])
    .filter((d) => OPEN_STATUSES.includes(d.status))
    .map((d) => ({ value: d.id, label: `${d.deliveryNo} · ${d.deliveryDate}` }));

  const create = async () => {
    setTried(true);
    if (!deliveryId || !lineId) return;
    setBusy(true);
    try {
      const f = await createForm(lineId);
      onCreated(f.id);
    } catch {
      // Toasted by the HTTP client (no confirmed configuration for the part, a form exists …).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={L('FormPage:NewForm')}
      okText={L('AbpUi', 'Create')}
      cancelText={L('AbpUi', 'Cancel')}
      onOk={() => void create()}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ ...({ 'data-testid': 'new-form-ok' } as object) }}
      destroyOnHidden
      width={mobile ? '100%' : 560}
    >
      <Form layout="vertical" data-testid="new-form-dialog">
        <Form.Item
          label={L('FormPage:Delivery')}
          required
          validateStatus={tried && !deliveryId ? 'error' : undefined}
          help={tried && !deliveryId ? L('FormPage:DeliveryRequired') : undefined}
        >
          <Select<string>
            value={deliveryId}
            onChange={(v) => {
              setDeliveryId(v);
              setLineId(undefined);
            }}
            showSearch={{ filterOption: false, onSearch: setSearch }}
            placeholder={L('FormPage:PickDelivery')}
            notFoundContent={
              deliveries.isFetching ? (
                <Spin size="small" />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={L('FormPage:NoDeliveries')} />
              )
            }
            options={options}
            data-testid="new-form-delivery"
          />
        </Form.Item>
        <Form.Item
          label={L('FormPage:PickLine')}
          required
          validateStatus={tried && !lineId ? 'error' : undefined}
          help={tried && !lineId ? L('FormPage:LineRequired') : undefined}
        >
          <Select<string>
            value={lineId}
            onChange={setLineId}
            disabled={!deliveryId}
            loading={delivery.isFetching || existing.isFetching}
            options={(delivery.data?.lines ?? []).map((l) => {
              const f = formOf(l.lineNo);
              return {
                value: l.id,
                disabled: !!f,
                label: `${l.lineNo}. ${l.partNo} · ${l.lotNo} · ${formatQty(l.qty)} ${l.unit}${
                  f ? ` (${L('SupplierPortal', 'FormPage:HasForm', f.formNo)})` : ''
                }`,
              };
            })}
            data-testid="new-form-line"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
