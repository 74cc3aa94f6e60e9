import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { ListView, type ListViewProps, type Filters, type useBatchDelete } from '../../components/crud';
import { useL } from '../../locales/i18n';
import { paneActions, paneTable } from './pane';

interface Props<T extends { id: string }> {
  list: ListViewProps<T, Filters>['list'];
  /** The text columns; the Sort column follows them. */
  columns: ColumnsType<T>;
  /** The sortable text columns (Sort is sortable too). */
  sortable: readonly string[];
  createText: string;
  can: { create: boolean; update: boolean; delete: boolean };
  /** Opens the form dialog: null to create, a row to edit. */
  onEdit: (row: T | null) => void;
  batch: ReturnType<typeof useBatchDelete<T>>;
  /** Asks before deleting one row. */
  confirmDelete: (row: T) => Promise<boolean>;
  /** More table settings (row clicks, row classes). */
  table?: ListViewProps<T, Filters>['table'];
  /** The form dialog. */
  children: ReactNode;
}

/**
 * One of the dictionary page's two narrow panes: filter, Create, bulk delete, small fixed-layout
 * table (its text columns, then the sort number) with icon-only Edit and Delete buttons.
 */
export function PaneList<T extends { id: string }>(p: Props<T>) {
  const L = useL();
  const { can, batch } = p;
  return (
    <ListView<T, Filters>
      list={p.list}
      columns={[
        ...p.columns,
        {
          title: L('AbpDataDictionary', 'Sort'),
          key: 'sort',
          dataIndex: 'sort',
          width: 100,
          responsive: ['sm'],
        },
      ]}
      sortable={[...p.sortable, 'sort']}
      search={L('AbpDataDictionary', 'Filter')}
      onCreate={can.create ? () => p.onEdit(null) : undefined}
      createText={p.createText}
      toolbarActions={batch.button}
      compactActions
      actionsColumn={paneActions}
      rowActions={
        can.update || can.delete
          ? (row) => [
              { key: 'edit', hidden: !can.update, onClick: () => p.onEdit(row) },
              {
                key: 'delete',
                hidden: !can.delete,
                onClick: () => void batch.remove([row.id], () => p.confirmDelete(row)),
              },
            ]
          : undefined
      }
      table={{ ...paneTable, rowSelection: batch.rowSelection, ...p.table }}
    >
      {p.children}
    </ListView>
  );
}
