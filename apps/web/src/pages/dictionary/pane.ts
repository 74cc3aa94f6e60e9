import type { TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';

/** A text column of the narrow panes: cut with an ellipsis, the whole text as its title. */
export const paneColumn = <T>(title: string, key: keyof T & string): ColumnType<T> => ({
  title,
  key,
  dataIndex: key,
  ellipsis: { showTitle: true },
});

/** Both panes' tables: small rows, fixed column widths (the cards are narrow). */
export const paneTable = { size: 'small', tableLayout: 'fixed', scroll: undefined } satisfies Partial<
  TableProps<never>
>;

/** Their icon buttons' column: a width of its own (the layout is fixed), not pinned. */
export const paneActions = { width: 84, fixed: undefined } as const;
