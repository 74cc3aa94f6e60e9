import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { parseTime } from '../../utils/time';

export interface TimeColumnOptions {
  /** `parseTime`'s pattern (default: to the second). */
  format?: string;
  /** Shown for no time (default: nothing). */
  empty?: ReactNode;
  /** The cell's class (a `<span>` around the time). */
  className?: string;
}

/** A column of a record's time (`creationTime`, `publishTime`…) in the portal's format. */
export function timeColumn<T>(
  title: string,
  key: keyof T & string,
  { format, empty = null, className }: TimeColumnOptions = {},
): TableColumnType<T> {
  return {
    title,
    dataIndex: key,
    key,
    render: (v: string | null | undefined) => {
      const text = v ? parseTime(v, format) : null;
      if (text === null) return empty;
      return className ? <span className={className}>{text}</span> : text;
    },
  };
}

/**
 * The title of a column an editable grid requires (a delivery's quantity, a BOM line's child part):
 * marked as antd marks a required form field.
 */
export function requiredTitle(text: string): ReactNode {
  return <span className="crud-required-title">{text}</span>;
}
