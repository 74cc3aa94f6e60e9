import { Table, type TableColumnsType, type TableProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useL } from '../../locales/i18n';
import { ListToolbar } from './ListToolbar';
import { PageContainer } from './PageContainer';
import { RowActions, type RowAction } from './RowActions';
import type { Filters, useServerList } from './useServerList';

export type ServerList<T, F extends Filters = Filters> = ReturnType<typeof useServerList<T, F>>;

export interface ListPageProps<T extends { id: string }, F extends Filters> {
  /** From `useServerList(key, fetch, initialFilters, { url: true, sortable })`. */
  list: ServerList<T, F>;
  /** The page's test id (`page-…`) and the table's (`…-table`). */
  testId: string;
  tableTestId: string;
  columns: TableColumnsType<T>;
  /** The server's sort whitelist: these columns (by key) get a sorter. */
  sortable?: readonly string[];
  /** The row's buttons (RowActions); leave out when the user may do nothing to rows. */
  rowActions?: ((row: T) => RowAction[]) | undefined;
  /** The free-text `filter` box, with this placeholder; `false` for none. */
  search?: string | false;
  /** More filter controls (bound to `list.draft`). */
  filters?: ReactNode;
  onCreate?: (() => void) | undefined;
  createText?: string;
  /** Exports the rows of the current filter (`list.params`); the button shows while it runs. */
  onExport?: (() => Promise<unknown>) | undefined;
  toolbarActions?: ReactNode;
  /** Anything more the table needs (selection, expandable rows, size). */
  table?: Omit<TableProps<T>, 'columns' | 'dataSource' | 'pagination' | 'onChange' | 'loading'>;
  /** Shown above the toolbar (a page title, a note). */
  header?: ReactNode;
  /** The page's dialogs and drawers. */
  children?: ReactNode;
}

/**
 * A list page is its columns, filters and actions (the pattern of ProTable / react-admin's List):
 * toolbar with search, filters, Search/Reset, Create and Export; a server-paged, server-sorted table
 * (query in the URL when the list asks for it) that scrolls sideways on a phone; an Actions column
 * from `rowActions`; the loading and empty states of antd's Table.
 */
export function ListPage<T extends { id: string }, F extends Filters>(p: ListPageProps<T, F>) {
  const L = useL();
  const { list } = p;
  const [exporting, setExporting] = useState(false);
  const sortable = new Set(p.sortable ?? []);
  const columns: TableColumnsType<T> = p.columns.map((c) =>
    c.key !== undefined && sortable.has(String(c.key)) ? { sorter: true, ...c } : c,
  );
  if (p.rowActions) {
    const actions = p.rowActions;
    columns.push({
      title: L('AbpUi', 'Actions'),
      key: 'actions',
      width: 1,
      fixed: 'right',
      render: (_, row) => <RowActions id={row.id} actions={actions(row)} />,
    });
  }
  const onExport = p.onExport;
  const exportRows = onExport
    ? () => {
        setExporting(true);
        void onExport()
          .catch(() => undefined)
          .finally(() => setExporting(false));
      }
    : undefined;

  return (
    <PageContainer testId={p.testId}>
      {p.header}
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
        {...(p.createText !== undefined && { createText: p.createText })}
        onExport={exportRows}
        exporting={exporting}
        actions={p.toolbarActions}
      />
      <Table<T>
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        data-testid={p.tableTestId}
        {...p.table}
        {...list.tableProps}
        columns={columns}
      />
      {p.children}
    </PageContainer>
  );
}
