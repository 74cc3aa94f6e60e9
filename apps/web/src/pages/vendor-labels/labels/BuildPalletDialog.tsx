import { LabelLimits, labelRecordTexts } from '@sp/contracts';
import { Alert, Empty, Input, Modal, Select, Table, Typography, type InputRef } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { buildPallet, getLabels, type LabelRecord } from '../../../api/label-records';
import { useTexts } from '../../../locales/i18n';
import { formatQty } from './label-columns';
import { scannedLabelNo } from './scan';
import { toast } from './toast';

/**
 * Builds a pallet: choose a delivery note (among those with free cartons), then tick its outer
 * cartons or scan them (the carton's Code 128 or 2D symbol ticks it; an unknown scan says so on
 * the field). OK builds the pallet on the server, which checks every rule again.
 */
export function BuildPalletDialog({
  open,
  onClose,
  onBuilt,
}: {
  open: boolean;
  onClose: () => void;
  onBuilt: () => void;
}) {
  const t = useTexts(labelRecordTexts);
  const [deliveryNo, setDeliveryNo] = useState('');
  const [deliveryId, setDeliveryId] = useState<string | undefined>();
  const [ticked, setTicked] = useState<string[]>([]);
  const [scan, setScan] = useState('');
  const [scanProblem, setScanProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const scanRef = useRef<InputRef>(null);

  // Deliveries with free cartons, found by the number typed.
  const notes = useQuery({
    queryKey: ['pallet-notes', deliveryNo],
    queryFn: () =>
      getLabels({
        labelType: 'Outer',
        packable: 'true',
        deliveryNo: deliveryNo || undefined,
        maxResultCount: 1000,
      }),
    enabled: open,
  });
  const noteOptions = useMemo(() => {
    const seen = new Map<string, string>();
    for (const l of notes.data?.items ?? []) seen.set(l.deliveryId, l.deliveryNo);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [notes.data]);
  const cartons = useQuery({
    queryKey: ['pallet-cartons', deliveryId],
    queryFn: () =>
      getLabels({
        labelType: 'Outer',
        packable: 'true',
        deliveryId,
        maxResultCount: 1000,
        sorting: 'labelNo',
      }),
    enabled: open && !!deliveryId,
  });
  const rows = cartons.data?.items ?? [];
  const chosen = rows.filter((r) => ticked.includes(r.id));
  const qty = chosen.reduce((n, r) => n + r.qty, 0);

  const onScan = () => {
    const no = scannedLabelNo(scan);
    if (!no) return;
    const hit = rows.find((r) => r.labelNo === no);
    if (!hit) setScanProblem(t('Pallet:ScanUnknown', no));
    else {
      setScanProblem(null);
      setTicked((list) => (list.includes(hit.id) ? list : [...list, hit.id]));
      toast(t('Pallet:ScanTicked', no));
    }
    setScan('');
    scanRef.current?.focus();
  };

  const submit = async () => {
    setBusy(true);
    try {
      const pallet = await buildPallet(ticked);
      toast(t('Pallet:Built', pallet.labelNo));
      onBuilt();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('Pallet:Build')}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{
        disabled: ticked.length === 0 || ticked.length > LabelLimits.palletCartons,
        loading: busy,
        ...({ 'data-testid': 'build-pallet-ok' } as Record<string, string>),
      }}
      okText={t('Pallet:Build')}
      width={720}
      destroyOnHidden
    >
      <Typography.Text strong>{t('Pallet:ChooseDelivery')}</Typography.Text>
      <Select
        showSearch
        allowClear
        style={{ width: '100%', margin: '4px 0 12px' }}
        placeholder={t('Pallet:ChooseDeliveryPlaceholder')}
        filterOption={false}
        onSearch={setDeliveryNo}
        loading={notes.isFetching}
        options={noteOptions}
        value={deliveryId}
        onChange={(v) => {
          setDeliveryId(v);
          setTicked([]);
        }}
        data-testid="pallet-delivery"
      />
      {deliveryId && (
        <>
          <Input
            ref={scanRef}
            autoFocus
            allowClear
            status={scanProblem ? 'error' : ''}
            placeholder={t('Pallet:ScanPlaceholder')}
            aria-label={t('Pallet:Scan')}
            value={scan}
            onChange={(e) => setScan(e.target.value)}
            onPressEnter={onScan}
            data-testid="pallet-scan"
          />
          {scanProblem && (
            <Typography.Text type="danger" data-testid="pallet-scan-problem">
              {scanProblem}
            </Typography.Text>
          )}
          <div className="pallet-build-selected" data-testid="pallet-selected">
            {t('Pallet:Selected', chosen.length, formatQty(qty))}
          </div>
          {ticked.length > LabelLimits.palletCartons && (
            <Alert type="error" message={t('Pallet:TooMany', LabelLimits.palletCartons)} />
          )}
          <Table<LabelRecord>
            size="small"
            rowKey="id"
            loading={cartons.isFetching}
            dataSource={rows}
            pagination={false}
            // A fixed body height (and its scroll bar) only once the cartons outgrow it.
            scroll={{ x: 'max-content', ...(rows.length > 8 ? { y: 320 } : {}) }}
            locale={{ emptyText: <Empty description={t('Pallet:NoFreeCartons')} /> }}
            rowSelection={{
              selectedRowKeys: ticked,
              onChange: (keys) => setTicked(keys as string[]),
              getCheckboxProps: (r) => ({ name: r.labelNo }),
            }}
            onRow={(r) => ({ 'data-testid': `pallet-carton-${r.labelNo}` }) as object}
            columns={[
              {
                title: t('LabelRecord:LabelNo'),
                dataIndex: 'labelNo',
                render: (v: string) => <span className="label-no">{v}</span>,
              },
              { title: t('LabelRecord:PartNo'), dataIndex: 'partNo' },
              { title: t('LabelRecord:LotNo'), dataIndex: 'lotNo' },
              {
                title: t('LabelRecord:Qty'),
                align: 'right',
                render: (_, r) => `${formatQty(r.qty)} ${r.unit}`,
              },
              { title: t('LabelRecord:SeqTotal'), render: (_, r) => `${r.seq}/${r.total}` },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
