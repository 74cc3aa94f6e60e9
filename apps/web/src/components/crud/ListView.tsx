import { Select, Table, type TableColumnsType, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { useL } from '../../locales/i18n';
import { useAppStore } from '../../stores/app';
import { ColumnPicker } from './ColumnPicker';
import { phoneCardColumn } from './PhoneCard';
import { ListToolbar, type CreateButton } from './ListToolbar';
import { useColumnChoice } from './useColumnChoice';
import { RowActions, type RowAction } from './RowActions';
import type { Filters, useServerList } from './useServerList';

export type ServerList<T, F extends Filters = Filters> = ReturnType<typeof useServerList<T, F>>;

export interface ListViewProps<T extends { id: string }, F extends Filters> extends CreateButton {
  /** From `useServerList(key, fetch, initialFilters, { url: true, sortable })`. */
  list: ServerList<T, F>;
  /** The table's test id (`…-table`). */
  tableTestId?: string;
  columns: TableColumnsType<T>;
  /** The server's sort whitelist: these columns (by key) get a sorter. */
  sortable?: readonly string[];
  /**
   * Columns (by key) hidden until the user shows them with the toolbar's column picker: what a
   * 1366 px screen cannot show beside the rest. Every list with a `tableTestId` has the picker; the
   * user's choice is kept per user and list.
   */
  hiddenColumns?: readonly string[];
  /** The row's buttons (RowActions); leave out when the user may do nothing to rows. */
  rowActions?: ((row: T) => RowAction[]) | undefined;
  /**
   * Why a row shows none of its buttons (a rule of its state, not a missing policy: leave
   * `rowActions` out for that): a muted dash in the Actions column whose tooltip says it, written
   * out under the fields of a phone's card. Without it such a row's cell stays empty.
   */
  noActions?: ((row: T) => ReactNode) | undefined;
  /** Icon-only row buttons (narrow panes). */
  compactActions?: boolean;
  /**
   * On a phone each row is drawn as one card (PhoneCard: the first column as its title, the other
   * shown columns beneath) with a sort menu in the header; `false` keeps the columns (a list that
   * already draws its own phone columns).
   */
  phoneCards?: boolean;
  /** Changes to the Actions column (a width where the table's layout is fixed). */
  actionsColumn?: Partial<ColumnType<T>>;
  /** The free-text `filter` box, with this placeholder; `false` for none. */
  search?: string | false;
  /** More filter controls (bound to `list.draft`). */
  filters?: ReactNode;
  /** Exports the rows of the current filter (`list.params`); the button shows while it runs. */
  onExport?: (() => Promise<unknown>) | undefined;
  toolbarActions?: ReactNode;
  /** A row's test id (`…-row-${id}`), for rows that are clicked. */
  rowTestId?: (row: T) => string;
  /** Anything more the table needs (selection, expandable rows, size). */
  table?: Omit<TableProps<T>, 'columns' | 'dataSource' | 'pagination' | 'onChange' | 'loading'>;
  /** Between the toolbar and the table (a hint, an alert). */
  above?: ReactNode;
  /** The list's dialogs and drawers. */
  children?: ReactNode;
}

/**
 * A list without its page: toolbar with search, filters, Search/Reset, Create and Export; a
 * server-paged, server-sorted table (query in the URL when the list asks for it) that scrolls
 * sideways on a phone; an Actions column from `rowActions`, kept in view on a wide screen (on a
 * phone a fixed column would cover most of the row: the whole table scrolls instead). ListPage
 * puts it on a page; a tab or a card of a page (unit members, dictionary items) uses it as it is.
 */
export function ListView<T extends { id: string }, F extends Filters>(p: ListViewProps<T, F>) {
  const L = useL();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const { list } = p;
  const [exporting, setExporting] = useState(false);
  const sortable = new Set(p.sortable ?? []);
  const choice = useColumnChoice(p.tableTestId, p.hiddenColumns);
  const pickable = p.columns
    .filter((c) => c.key !== undefined && typeof c.title !== 'function')
    .map((c) => ({ key: String(c.key), title: c.title as ReactNode }));
  const shown = p.columns.filter((c) => c.key === undefined || !choice.hidden.has(String(c.key)));
  const cards = mobile && p.phoneCards !== false && shown.length > 1;
  const { rowActions, noActions } = p;
  const buttons =
    rowActions &&
    ((row: T) => {
      const actions = rowActions(row);
      const idle = noActions && actions.every((a) => a.hidden) ? noActions(row) : undefined;
      return (
        <RowActions id={row.id} actions={actions} compact={p.compactActions} idle={idle} idleAsText={cards} />
      );
    });
  const columns: TableColumnsType<T> = cards
    ? [phoneCardColumn(<PhoneSort list={list} columns={shown} sortable={sortable} />, shown, buttons)]
    : shown.map((c) => (c.key !== undefined && sortable.has(String(c.key)) ? { sorter: true, ...c } : c));
  // On a phone the card carries its buttons: a column beside it would sit off the screen.
  if (buttons && !cards) {
    columns.push({
      title: L('AbpUi', 'Actions'),
      key: 'actions',
      // As narrow as its buttons; the header stays on one line when no row has any (an empty page).
      width: 1,
      onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      ...(!mobile && { fixed: 'right' as const }),
      render: (_, row) => buttons(row),
      ...p.actionsColumn,
    });
  }
  // A table laid out at a fixed width (its columns' widths summed) loses the hidden ones' widths.
  const hiddenWidth = p.columns
    .filter((c) => c.key !== undefined && choice.hidden.has(String(c.key)))
    .reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 0), 0);
  const scroll = p.table?.scroll;
  // A card list is as wide as the screen: no fixed widths, no sideways scrolling.
  const table = cards
    ? { ...p.table, scroll: undefined }
    : scroll && typeof scroll.x === 'number'
      ? { ...p.table, scroll: { ...scroll, x: scroll.x - hiddenWidth } }
      : p.table;
  const onExport = p.onExport;
  const exportRows = onExport
    ? () => {
        setExporting(true);
        void onExport()
          .catch(() => undefined)
          .finally(() => setExporting(false));
      }
    : undefined;
  const rowTestId = p.rowTestId;

  return (
    <>
      <ListToolbar
        {...(p.search !== false && {
          filter: list.draft.filter as string | undefined,
          onFilterChange: (filter: string) => list.setDraft({ filter } as unknown as Partial<F>),
          ...(p.search !== undefined && { filterPlaceholder: p.search }),
        })}
        extra={p.filters}
        onSearch={list.search}
        onReset={list.reset}
        onCreate={p.onCreate}
        createText={p.createText}
        createIcon={p.createIcon}
        createTestId={p.createTestId}
        onExport={exportRows}
        exporting={exporting}
        actions={
          <>
            {p.toolbarActions}
            {p.tableTestId && pickable.length > 1 && !cards && (
              <ColumnPicker columns={pickable} hidden={choice.hidden} onChange={choice.setHidden} />
            )}
          </>
        }
      />
      {p.above}
      <Table<T>
        rowKey="id"
        size="middle"
        scroll={cards ? undefined : { x: 'max-content' }}
        // A tap is not a hover: on a phone the sort hint would stay open over the rows.
        showSorterTooltip={!mobile}
        data-testid={p.tableTestId}
        {...(rowTestId && {
          onRow: (row: T) => ({ 'data-testid': rowTestId(row) }) as HTMLAttributes<HTMLElement>,
        })}
        {...table}
        {...list.tableProps}
        columns={columns}
      />
      {p.children}
    </>
  );
}

/**
 * The card list's header on a phone: what the cards' titles are (the first column's title) and the
 * sortable columns, each ascending and descending, as one menu (a card list has no column headers
 * to tap).
 */
function PhoneSort<T extends { id: string }, F extends Filters>({
  list,
  columns,
  sortable,
}: {
  list: ServerList<T, F>;
  columns: TableColumnsType<T>;
  sortable: ReadonlySet<string>;
}) {
  const L = useL();
  const first = columns[0];
  const heading = first && typeof first.title !== 'function' ? first.title : null;
  const titled = columns.filter(
    (c) => c.key !== undefined && sortable.has(String(c.key)) && typeof c.title !== 'function',
  );
  const options = titled.flatMap((c) => [
    { value: `${String(c.key)} ascend`, label: <>{c.title as ReactNode} ↑</> },
    { value: `${String(c.key)} descend`, label: <>{c.title as ReactNode} ↓</> },
  ]);
  const current = typeof list.query.sort === 'string' ? list.query.sort : undefined;
  return (
    <div className="list-card-head">
      <span>{heading}</span>
      {options.length > 0 && (
        <Select<string>
          size="small"
          allowClear
          className="list-sort-select"
          data-testid="list-sort"
          placeholder={L('AbpUi', 'SortBy')}
          value={current}
          options={options}
          onChange={(value) => {
            const [columnKey, order] = value ? value.split(' ') : [undefined, undefined];
            list.tableProps.onChange?.(
              { current: 1, pageSize: list.query.limit },
              {},
              { columnKey, order: order as 'ascend' | 'descend' | undefined },
              { action: 'sort', currentDataSource: [] },
            );
          }}
        />
      )}
    </div>
  );
}
