import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { useL } from '../../locales/i18n';
import { useAppStore } from '../../stores/app';
import { ColumnPicker } from './ColumnPicker';
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
  /** Icon-only row buttons (narrow panes). */
  compactActions?: boolean;
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
  const columns: TableColumnsType<T> = p.columns
    .filter((c) => c.key === undefined || !choice.hidden.has(String(c.key)))
    .map((c) => (c.key !== undefined && sortable.has(String(c.key)) ? { sorter: true, ...c } : c));
  if (p.rowActions) {
    const actions = p.rowActions;
    columns.push({
      title: L('AbpUi', 'Actions'),
      key: 'actions',
      width: 1,
      ...(!mobile && { fixed: 'right' as const }),
      render: (_, row) => <RowActions id={row.id} actions={actions(row)} compact={p.compactActions} />,
      ...p.actionsColumn,
    });
  }
  // A table laid out at a fixed width (its columns' widths summed) loses the hidden ones' widths.
  const hiddenWidth = p.columns
    .filter((c) => c.key !== undefined && choice.hidden.has(String(c.key)))
    .reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 0), 0);
  const scroll = p.table?.scroll;
  const table =
    scroll && typeof scroll.x === 'number'
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
            {p.tableTestId && pickable.length > 1 && (
              <ColumnPicker columns={pickable} hidden={choice.hidden} onChange={choice.setHidden} />
            )}
          </>
        }
      />
      {p.above}
      <Table<T>
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
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
