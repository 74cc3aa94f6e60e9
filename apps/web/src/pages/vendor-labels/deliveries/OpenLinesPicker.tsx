import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, DatePicker, Empty, Input, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { getOpenLines, type OpenLineFilters } from '../../../api/deliveries';
import type { PurchaseOrderLine } from '../../../api/purchase-orders';
import { ListView, useServerList } from '../../../components/crud';
import { useL } from '../../../locales/i18n';
import { DAY, formatQty } from './delivery-format';

const initialFilters: OpenLineFilters = {
  poNo: undefined,
  partNo: undefined,
  needDateFrom: undefined,
  needDateTo: undefined,
};

/**
 * The open PO lines a delivery may draw from (the caller's own for a vendor), earliest need date
 * first, filtered by PO, part and need dates; several are ticked and added at once. Lines already on
 * the note are marked and cannot be ticked again. Test ids: `pick-lines` (the block),
 * `pick-line-${poNo}-${lineNo}` (rows), `pick-lines-add`.
 */
export function OpenLinesPicker({
  added,
  onAdd,
  exceptDeliveryId,
}: {
  added: ReadonlySet<string>;
  onAdd: (lines: PurchaseOrderLine[]) => void;
  /** The note being edited: its own hold on a line does not count against it. */
  exceptDeliveryId?: string | null;
}) {
  const L = useL();
  const list = useServerList<PurchaseOrderLine, OpenLineFilters>(
    `delivery-open-lines-${exceptDeliveryId ?? 'new'}`,
    (params) => getOpenLines({ ...params, ...(exceptDeliveryId ? { exceptDeliveryId } : {}) }),
    initialFilters,
  );
  const [chosen, setChosen] = useState<PurchaseOrderLine[]>([]);
  // "Nothing open" only when no filter narrows the list; a filter that finds nothing is plain empty.
  const filtered = Object.keys(initialFilters).some(
    (k) => list.query[k] !== undefined && list.query[k] !== '',
  );

  const qty = (title: string, key: keyof PurchaseOrderLine) => ({
    title,
    dataIndex: key,
    key,
    align: 'right' as const,
    render: (n: number) => formatQty(n),
  });
  const columns: TableColumnsType<PurchaseOrderLine> = [
    {
      title: L('Delivery:PoNo'),
      key: 'po',
      render: (_, l) => (
        <span className="delivery-code">
          {l.poNo} / {l.lineNo}
        </span>
      ),
    },
    {
      title: L('Delivery:PartNo'),
      key: 'partNo',
      render: (_, l) => (
        <>
          <span className="delivery-code">{l.partNo}</span>
          {added.has(l.id) && (
            <Tag color="blue" className="delivery-added-tag">
              {L('Delivery:AlreadyAdded')}
            </Tag>
          )}
        </>
      ),
    },
    { title: L('Delivery:NeedDate'), dataIndex: 'needDate', key: 'needDate' },
    qty(L('Delivery:OrderedQty'), 'orderedQty'),
    qty(L('Delivery:OpenQty'), 'openQty'),
    qty(L('Delivery:MaxQty'), 'maxDrawableQty'),
    { title: L('Field:Unit'), dataIndex: 'unit', key: 'unit' },
  ];

  const { needDateFrom: from, needDateTo: to } = list.draft;
  return (
    <div data-testid="pick-lines" className="delivery-picker">
      <ListView<PurchaseOrderLine, OpenLineFilters>
        list={list}
        columns={columns}
        search={false}
        tableTestId="pick-lines-table"
        rowTestId={(l) => `pick-line-${l.poNo}-${l.lineNo}`}
        filters={
          <>
            <Input
              allowClear
              className="delivery-filter-text"
              placeholder={L('Delivery:PoNo')}
              value={list.draft.poNo ?? ''}
              onChange={(e) => list.setDraft({ poNo: e.target.value || undefined })}
              onPressEnter={list.search}
              data-testid="pick-po-filter"
            />
            <Input
              allowClear
              className="delivery-filter-text"
              placeholder={L('Delivery:PartNo')}
              value={list.draft.partNo ?? ''}
              onChange={(e) => list.setDraft({ partNo: e.target.value || undefined })}
              onPressEnter={list.search}
              data-testid="pick-part-filter"
            />
            <DatePicker.RangePicker
              className="delivery-filter-dates"
              allowEmpty={[true, true]}
              aria-label={L('Delivery:NeedDateRange')}
              placeholder={[L('AbpUi', 'StartDate'), L('AbpUi', 'EndDate')]}
              value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
              onChange={(range) =>
                list.setDraft({ needDateFrom: range?.[0]?.format(DAY), needDateTo: range?.[1]?.format(DAY) })
              }
            />
          </>
        }
        toolbarActions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={chosen.length === 0}
            onClick={() => {
              onAdd(chosen);
              setChosen([]);
            }}
            data-testid="pick-lines-add"
          >
            {L('SupplierPortal', 'Delivery:AddLines', chosen.length)}
          </Button>
        }
        table={{
          size: 'small',
          // A long list scrolls inside the card, so the chosen lines below stay in reach.
          scroll: { x: 'max-content', y: 320 },
          rowSelection: {
            selectedRowKeys: chosen.map((l) => l.id),
            preserveSelectedRowKeys: true,
            // A line already on the note, or with nothing left to send (other notes hold the rest).
            getCheckboxProps: (l) => ({ disabled: added.has(l.id) || l.maxDrawableQty <= 0 }),
            // Rows of other pages come back undefined: keep what was chosen there.
            onChange: (keys, rows) =>
              setChosen((before) =>
                keys
                  .map((k) => rows.find((r) => r?.id === k) ?? before.find((b) => b.id === k))
                  .filter((l): l is PurchaseOrderLine => !!l),
              ),
          },
          locale: {
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={filtered ? undefined : L('Delivery:NoOpenLines')}
                data-testid="no-open-lines"
              />
            ),
          },
        }}
      />
    </div>
  );
}
