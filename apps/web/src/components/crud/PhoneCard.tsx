import type { TableColumnsType } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { Fragment, isValidElement, type ReactNode } from 'react';

type Column<T> = TableColumnsType<T>[number];

/** A cell as the table would draw it: the column's render of the row's value (or the value). */
function cellOf<T>(column: Column<T>, row: T, index: number): ReactNode {
  const c = column as ColumnType<T>;
  const path = c.dataIndex;
  let value: unknown = undefined;
  if (typeof path === 'string' || typeof path === 'number') value = (row as Record<string, unknown>)[path];
  else if (Array.isArray(path))
    value = (path as readonly (string | number)[]).reduce<unknown>(
      (v, k) => (v == null ? v : (v as Record<string | number, unknown>)[k]),
      row,
    );
  const drawn: unknown = c.render ? c.render(value, row, index) : value;
  // A render may answer antd's `{ children, props }` cell form.
  if (drawn && typeof drawn === 'object' && !isValidElement(drawn) && 'children' in drawn)
    return (drawn as { children: ReactNode }).children;
  return drawn as ReactNode;
}

const isEmpty = (v: ReactNode) => v === null || v === undefined || v === '' || v === false;

/**
 * One row of a list as a card, for a phone, where the columns cannot stand side by side: the first
 * column's cell is the card's title, every other shown column follows as its title and its cell,
 * drawn by the column's own render (links, tags and test ids included). Empty cells are left out.
 */
export function PhoneCard<T>({
  row,
  index,
  columns,
  actions,
}: {
  row: T;
  index: number;
  columns: TableColumnsType<T>;
  /** The row's buttons, under the fields. */
  actions?: ReactNode;
}) {
  const [first, ...rest] = columns;
  return (
    <div className="list-card">
      {first && <div className="list-card-title">{cellOf(first, row, index)}</div>}
      <dl className="list-card-fields">
        {rest.map((column, i) => {
          const value = cellOf(column, row, index);
          if (isEmpty(value)) return null;
          const title = typeof column.title === 'function' ? null : column.title;
          return (
            <Fragment key={String(column.key ?? i)}>
              <dt>{title}</dt>
              <dd>{value}</dd>
            </Fragment>
          );
        })}
      </dl>
      {actions && <div className="list-card-actions">{actions}</div>}
    </div>
  );
}

/**
 * The one column of a table drawn as cards on a phone: each row a PhoneCard of `columns`, with the
 * row's buttons (`actions`) beneath its fields.
 */
export function phoneCardColumn<T>(
  title: ReactNode,
  columns: TableColumnsType<T>,
  actions?: (row: T) => ReactNode,
): Column<T> {
  return {
    title,
    key: 'card',
    render: (_, row, index) => (
      <PhoneCard row={row} index={index} columns={columns} actions={actions?.(row)} />
    ),
  };
}
