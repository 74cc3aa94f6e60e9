import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import TagsOutlined from '@ant-design/icons/TagsOutlined';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { generateLabels, getPacking, type Delivery, type LinePacking } from '../../../api/deliveries';
import { useHasPolicy } from '../../../components/crud';
import { Policies } from '@sp/contracts';
import { useL } from '../../../locales/i18n';
import { ui } from '../../../utils/ui';
import { formatQty } from './delivery-format';

export const packingKey = (id: string) => ['delivery-packing', id];

/**
 * The packing plan of a note as it stands (what generating would make: per line inner boxes,
 * cartons, pallets and the last box's quantity, or why a line cannot be packed), the "Generate
 * labels" button while the note is editable, a warning while the labels do not match the lines,
 * and the ways to the label print pages filtered by this note. Test ids: `packing-plan`,
 * `generate-labels`, `labels-outdated`, `labels-generated`, `print-outer-labels`,
 * `print-inner-labels`, `print-pallet-labels`.
 */
export function PackingCard({
  delivery: d,
  onGenerated,
}: {
  delivery: Delivery;
  onGenerated: () => unknown;
}) {
  const L = useL();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [generated, setGenerated] = useState<number | null>(null);
  const plan = useQuery({
    queryKey: [...packingKey(d.id), d.concurrencyStamp],
    queryFn: () => getPacking(d.id),
  });
  const canGenerate = d.allowedActions.includes('generateLabels');
  const items = plan.data?.items ?? [];
  const packable = items.length > 0 && items.every((i) => !i.problem);
  const V = Policies.VendorLabel;
  const printPages = [
    {
      key: 'outer',
      policy: V.OuterLabelPrintLog.name,
      path: 'print-outer-label',
      text: L('Menu:VendorLabel.PrintOuterLabel'),
    },
    {
      key: 'inner',
      policy: V.InnerLabelPrintLog.name,
      path: 'print-inner-label',
      text: L('Menu:VendorLabel.PrintInnerLabel'),
    },
    {
      key: 'pallet',
      policy: V.Pallet.name,
      path: 'print-pallet-label',
      text: L('Menu:VendorLabel.PrintPalletLabel'),
    },
  ];
  const allowed = {
    outer: useHasPolicy(V.OuterLabelPrintLog.name),
    inner: useHasPolicy(V.InnerLabelPrintLog.name),
    pallet: useHasPolicy(V.Pallet.name),
  } as Record<string, boolean>;

  const generate = async () => {
    setBusy(true);
    try {
      const r = await generateLabels(d.id);
      const count = r.inners + r.outers;
      setGenerated(count);
      ui.message?.success(L('SupplierPortal', 'Delivery:LabelsGenerated', count));
      await onGenerated();
    } catch {
      // The HTTP client toasted the server's reason (no packing data, not editable).
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumnsType<LinePacking> = [
    { title: L('Delivery:LineNo'), dataIndex: 'lineNo', key: 'lineNo', width: 56 },
    {
      title: L('Delivery:PartNo'),
      dataIndex: 'partNo',
      key: 'partNo',
      render: (v) => <span className="delivery-code">{v}</span>,
    },
    { title: L('Delivery:Qty'), dataIndex: 'qty', key: 'qty', align: 'right', render: formatQty },
    {
      title: L('Delivery:InnerQty'),
      dataIndex: 'innerQty',
      key: 'innerQty',
      align: 'right',
      render: formatQty,
    },
    { title: L('Delivery:InnerBoxes'), dataIndex: 'inners', key: 'inners', align: 'right' },
    { title: L('Delivery:Cartons'), dataIndex: 'outers', key: 'outers', align: 'right' },
    { title: L('Delivery:Pallets'), dataIndex: 'pallets', key: 'pallets', align: 'right' },
    {
      title: L('Delivery:LastBoxQty'),
      dataIndex: 'lastInnerQty',
      key: 'last',
      align: 'right',
      render: formatQty,
    },
  ];
  const hasLabels = d.totalInners + d.totalCartons > 0;

  return (
    <div data-testid="packing-plan">
      {canGenerate && !d.labelsCurrent && (
        <Alert
          type="warning"
          showIcon
          className="delivery-card-alert"
          message={L('Delivery:LabelsNotCurrent')}
          data-testid="labels-outdated"
        />
      )}
      {generated !== null && d.labelsCurrent && (
        <Alert
          type="success"
          showIcon
          closable
          className="delivery-card-alert"
          message={L('SupplierPortal', 'Delivery:LabelsGenerated', generated)}
          onClose={() => setGenerated(null)}
          data-testid="labels-generated"
        />
      )}
      <Table<LinePacking>
        rowKey="lineId"
        size="small"
        pagination={false}
        loading={plan.isFetching}
        scroll={{ x: 'max-content' }}
        dataSource={items}
        columns={columns}
        data-testid="packing-table"
        expandable={{
          expandedRowKeys: items.filter((i) => i.problem).map((i) => i.lineId),
          showExpandColumn: false,
          expandedRowRender: (i) => (
            <Typography.Text type="danger" data-testid={`packing-problem-${i.lineNo}`}>
              {i.problem}
            </Typography.Text>
          ),
          rowExpandable: (i) => !!i.problem,
        }}
      />
      <Space wrap className="delivery-card-actions">
        {canGenerate && (
          <Button
            type="primary"
            icon={<TagsOutlined />}
            loading={busy}
            disabled={!packable}
            onClick={() => void generate()}
            data-testid="generate-labels"
          >
            {L('Delivery:GenerateLabels')}
          </Button>
        )}
        {hasLabels &&
          printPages
            .filter((p) => allowed[p.key])
            .map((p) => (
              <Button
                key={p.key}
                icon={<PrinterOutlined />}
                onClick={() =>
                  void navigate(`/vendor-label/${p.path}?deliveryNo=${encodeURIComponent(d.deliveryNo)}`)
                }
                data-testid={`print-${p.key}-labels`}
              >
                {p.text}
              </Button>
            ))}
      </Space>
    </div>
  );
}
