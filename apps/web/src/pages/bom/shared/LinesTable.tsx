import type { BomLineDto } from '@sp/contracts';
import { Table, Tag, type TableColumnsType } from 'antd';
import { useL } from '../../../locales/i18n';
import { enumText, formatQty } from '../bom-format';

/** The columns of a BOM line as read (the detail's Lines, the editor when read-only, compare's rows). */
export function useLineColumns(): TableColumnsType<BomLineDto> {
  const L = useL();
  return [
    { title: L('BomPage:LineNo'), dataIndex: 'lineNo', key: 'lineNo', width: 64, align: 'right' },
    {
      title: L('BomPage:ChildPart'),
      key: 'child',
      render: (_: unknown, l: BomLineDto) => (
        <div>
          <div className="bom-code">
            {l.childPartNo}
            {l.isAlternate && (
              <Tag className="bom-tag-inline" color="purple">
                {L('BomPage:Alternate')}
              </Tag>
            )}
          </div>
          <div className="bom-muted bom-small">
            {l.childName}
            {l.childSpec ? ` · ${l.childSpec}` : ''}
          </div>
        </div>
      ),
    },
    {
      title: L('Field:QtyPer'),
      dataIndex: 'qtyPer',
      key: 'qtyPer',
      align: 'right',
      render: (n: number, l: BomLineDto) => `${formatQty(n)} ${l.uom}`,
    },
    {
      title: L('BomPage:ScrapRate'),
      dataIndex: 'scrapRate',
      key: 'scrapRate',
      align: 'right',
      render: (n: number | null) => formatQty(n),
    },
    {
      title: L('BomPage:RefDesignators'),
      dataIndex: 'refDesignators',
      key: 'refDesignators',
      render: (v: string | null) => <span className="bom-wrap">{v ?? '—'}</span>,
    },
    {
      title: L('BomPage:MaterialSource'),
      dataIndex: 'materialSource',
      key: 'materialSource',
      render: (v: string, l: BomLineDto) => (
        <span>
          {enumText('MaterialSource', v)}
          {v === 'CustomerSupplied' && (
            <Tag
              className="bom-tag-inline"
              color={l.supplyConfirmed ? 'green' : 'orange'}
              data-testid={`supply-${l.lineNo}-${l.childPartNo}`}
            >
              {l.supplyConfirmed ? L('BomPage:SupplyConfirmed') : L('BomPage:SupplyPending')}
            </Tag>
          )}
        </span>
      ),
    },
    {
      title: L('Field:Manufacturer'),
      key: 'mfr',
      render: (_: unknown, l: BomLineDto) =>
        l.manufacturer || l.mpn ? (
          <div>
            <div>{l.manufacturer ?? '—'}</div>
            <div className="bom-muted bom-small bom-code">{l.mpn}</div>
          </div>
        ) : (
          '—'
        ),
    },
    {
      title: L('BomPage:AltGroup'),
      key: 'alt',
      render: (_: unknown, l: BomLineDto) =>
        l.altGroup ? (
          <span className="bom-nowrap">
            {l.altGroup}
            {l.altPriority !== null && ` · #${l.altPriority}`}
            {l.usageProbability !== null && ` · ${formatQty(l.usageProbability)} %`}
          </span>
        ) : (
          '—'
        ),
    },
    {
      title: L('Field:LetterNo'),
      dataIndex: 'letterNo',
      key: 'letterNo',
      render: (v: string | null) => v ?? '—',
    },
    {
      title: L('BomPage:Rohs'),
      dataIndex: 'rohs',
      key: 'rohs',
      render: (v: boolean | null) => (v === null ? '—' : v ? '✓' : '✗'),
    },
    {
      title: L('BomPage:Remark'),
      dataIndex: 'remark',
      key: 'remark',
      render: (v: string | null) => v ?? '—',
    },
  ];
}

/** A BOM's lines, read-only. Rows: `bom-line-${lineNo}-${childPartNo}`. */
export function LinesTable({ lines, testId = 'bom-lines' }: { lines: BomLineDto[]; testId?: string }) {
  const columns = useLineColumns();
  return (
    <Table<BomLineDto>
      rowKey="id"
      size="small"
      className="bom-table"
      columns={columns}
      dataSource={lines}
      pagination={lines.length > 50 ? { pageSize: 50, size: 'small', showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      onRow={(l) => ({ 'data-testid': `bom-line-${l.lineNo}-${l.childPartNo}` }) as object}
      data-testid={testId}
    />
  );
}
