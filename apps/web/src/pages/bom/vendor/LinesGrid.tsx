import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { BomLimits, MaterialSource } from '@sp/contracts';
import {
  Button,
  Checkbox,
  Input,
  InputNumber,
  Select,
  Table,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { requiredTitle } from '../../../components/crud';
import { translateDynamic, useL } from '../../../locales/i18n';
import { enumOptions } from '../bom-format';
import { useFieldTitle } from '../shared/ComparePanel';
import { LINE_FIELDS, newLine, type CellProblem, type LineDraft, type LineField } from '../shared/line-grid';

const L_ = BomLimits;

/** A problem's words, in the page's language. */
export const problemText = (p: CellProblem) =>
  p.message ?? translateDynamic('SupplierPortal', p.text ?? '', ...(p.args ?? []));

/**
 * The supplier's grid of lines: one input per cell, Enter and Tab move to the next cell (Enter in
 * the last cell of the last row adds a line and goes there), problems shown on their cells (red,
 * the message on hover and under the row's position). Test ids: `lines-grid`, cells
 * `cell-${row}-${field}` (row from 0), `line-remove-${row}`, `line-add`, problems `cell-problem-${row}-${field}`.
 */
export function LinesGrid({
  rows,
  onChange,
  problems,
  names,
}: {
  rows: LineDraft[];
  onChange: (rows: LineDraft[]) => void;
  problems: CellProblem[];
  /** The child parts' names from the saved lines. */
  names: Map<string, string>;
}) {
  const L = useL();
  const box = useRef<HTMLDivElement>(null);

  const focus = (row: number, col: number) =>
    requestAnimationFrame(() => {
      const cell = box.current?.querySelector<HTMLElement>(`[data-cell="${row}-${col}"]`);
      const target = cell?.matches('input,textarea')
        ? cell
        : cell?.querySelector<HTMLElement>('input,textarea');
      target?.focus();
      if (target instanceof HTMLInputElement && target.type === 'text') target.select();
    });

  const onKey = (row: number, col: number) => (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    // An open select takes Enter for its option.
    if ((e.target as HTMLElement).getAttribute('aria-expanded') === 'true') return;
    e.preventDefault();
    if (col < LINE_FIELDS.length - 1) return focus(row, col + 1);
    if (row === rows.length - 1) onChange([...rows, newLine(rows)]);
    focus(row + 1, 0);
  };

  const set = (row: number, patch: Partial<LineDraft>) =>
    onChange(rows.map((r, i) => (i === row ? { ...r, ...patch } : r)));

  const byCell = new Map<string, CellProblem>();
  for (const p of problems) if (!byCell.has(`${p.key}:${p.field}`)) byCell.set(`${p.key}:${p.field}`, p);

  /** One cell: the input, red with the problem on hover when it has one. */
  const title = useFieldTitle();
  const cell = (field: LineField, render: (r: LineDraft, row: number, props: CellProps) => ReactNode) => ({
    key: field,
    render: (_: unknown, r: LineDraft, row: number) => {
      const col = LINE_FIELDS.indexOf(field);
      const problem = byCell.get(`${r.key}:${field}`);
      const props: CellProps = {
        'data-cell': `${row}-${col}`,
        'data-testid': `cell-${row}-${field}`,
        status: problem ? 'error' : undefined,
        onKeyDown: onKey(row, col),
        'aria-label': `${title(field)} ${r.lineNo ?? row + 1}`,
      };
      const input = render(r, row, props);
      return problem ? (
        <Tooltip title={problemText(problem)} open={undefined}>
          <div data-testid={`cell-problem-${row}-${field}`} data-problem={problemText(problem)}>
            {input}
          </div>
        </Tooltip>
      ) : (
        input
      );
    },
  });

  const text = (
    field: 'childPartNo' | 'uom' | 'refDesignators' | 'manufacturer' | 'mpn' | 'altGroup' | 'remark',
    max: number,
  ) =>
    cell(field, (r, row, p) => (
      <Input
        {...p}
        className={`bom-cell bom-cell-${field}`}
        maxLength={max}
        value={r[field]}
        onChange={(e) => set(row, { [field]: e.target.value })}
      />
    ));
  const num = (
    field: 'lineNo' | 'qtyPer' | 'scrapRate' | 'altPriority' | 'usageProbability',
    opts: { min?: number; max?: number; precision?: number },
  ) =>
    cell(field, (r, row, p) => (
      <InputNumber
        {...p}
        className={`bom-cell bom-cell-${field}`}
        controls={false}
        {...opts}
        value={r[field]}
        onChange={(v) => set(row, { [field]: typeof v === 'number' ? v : null })}
      />
    ));
  const bool = (field: 'isAlternate' | 'rohs') =>
    cell(field, (r, row, p) => (
      <Checkbox
        data-cell={p['data-cell']}
        data-testid={p['data-testid']}
        aria-label={p['aria-label']}
        onKeyDown={p.onKeyDown}
        checked={!!r[field]}
        onChange={(e) => set(row, { [field]: e.target.checked })}
      />
    ));

  const columns: TableColumnsType<LineDraft> = [
    {
      title: requiredTitle(L('BomPage:LineNo')),
      width: 84,
      ...num('lineNo', { min: 1, max: L_.lineNoMax, precision: 0 }),
    },
    {
      title: requiredTitle(L('BomPage:ChildPart')),
      width: 180,
      ...cell('childPartNo', (r, row, p) => (
        <div>
          <Input
            {...p}
            className="bom-cell bom-cell-childPartNo"
            maxLength={L_.partNo}
            value={r.childPartNo}
            onChange={(e) => set(row, { childPartNo: e.target.value })}
          />
          {names.get(r.childPartNo.trim()) && (
            <div className="bom-muted bom-small bom-cell-name">{names.get(r.childPartNo.trim())}</div>
          )}
        </div>
      )),
    },
    {
      title: requiredTitle(L('Field:QtyPer')),
      width: 110,
      ...num('qtyPer', { min: 0, max: L_.qtyMax, precision: undefined }),
    },
    { title: L('Field:Unit'), width: 80, ...text('uom', L_.uom) },
    { title: L('BomPage:ScrapRate'), width: 90, ...num('scrapRate', { min: 0, max: 100 }) },
    { title: L('BomPage:RefDesignators'), width: 160, ...text('refDesignators', L_.refDesignators) },
    {
      title: L('BomPage:MaterialSource'),
      width: 170,
      ...cell('materialSource', (r, row, p) => (
        <div data-cell={p['data-cell']} onKeyDown={p.onKeyDown}>
          <Select
            className="bom-cell bom-cell-source"
            status={p.status}
            data-testid={p['data-testid']}
            aria-label={p['aria-label']}
            value={r.materialSource}
            onChange={(v) => set(row, { materialSource: v })}
            options={enumOptions('MaterialSource', MaterialSource)}
          />
        </div>
      )),
    },
    { title: L('Field:Manufacturer'), width: 130, ...text('manufacturer', L_.manufacturer) },
    { title: L('Field:Mpn'), width: 130, ...text('mpn', L_.mpn) },
    { title: L('BomPage:AltGroup'), width: 90, ...text('altGroup', L_.altGroup) },
    {
      title: L('BomPage:AltPriority'),
      width: 80,
      ...num('altPriority', { min: 1, max: L_.altPriorityMax, precision: 0 }),
    },
    { title: L('BomPage:Usage'), width: 90, ...num('usageProbability', { min: 0, max: 100 }) },
    { title: L('BomPage:Alternate'), width: 80, align: 'center', ...bool('isAlternate') },
    { title: L('BomPage:Rohs'), width: 64, align: 'center', ...bool('rohs') },
    { title: L('BomPage:Remark'), width: 160, ...text('remark', L_.remark) },
    {
      key: 'remove',
      width: 48,
      fixed: 'right',
      render: (_: unknown, __: LineDraft, row: number) => (
        <Button
          type="text"
          danger
          size="small"
          icon={<DeleteOutlined />}
          tabIndex={-1}
          aria-label={L('BomPage:RemoveLine')}
          title={L('BomPage:RemoveLine')}
          onClick={() => onChange(rows.filter((_r, i) => i !== row))}
          data-testid={`line-remove-${row}`}
        />
      ),
    },
  ];

  return (
    <div ref={box} data-testid="lines-grid">
      <Typography.Paragraph type="secondary" className="bom-small">
        {L('BomPage:GridHint')}
      </Typography.Paragraph>
      <Table<LineDraft>
        rowKey="key"
        size="small"
        className="bom-table bom-grid"
        columns={columns}
        dataSource={rows}
        pagination={false}
        tableLayout="fixed"
        scroll={{ x: 'max-content', y: rows.length > 30 ? 560 : undefined }}
        virtual={rows.length > 200}
        locale={{ emptyText: L('BomPage:NoLines') }}
        onRow={(_r, i) => ({ 'data-testid': `grid-row-${i}` }) as object}
      />
      <Button
        className="bom-add-line"
        icon={<PlusOutlined />}
        onClick={() => {
          onChange([...rows, newLine(rows)]);
          focus(rows.length, 0);
        }}
        data-testid="line-add"
      >
        {L('BomPage:AddLine')}
      </Button>
    </div>
  );
}

interface CellProps {
  'data-cell': string;
  'data-testid': string;
  status: 'error' | undefined;
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
  'aria-label': string;
}
