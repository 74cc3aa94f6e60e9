import TableOutlined from '@ant-design/icons/TableOutlined';
import { Button, Checkbox, Popover, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useL } from '../../locales/i18n';

export interface PickableColumn {
  key: string;
  title: ReactNode;
}

/** The toolbar's "Columns" button: a checkbox per column; at least one stays shown. */
export function ColumnPicker({
  columns,
  hidden,
  onChange,
}: {
  columns: PickableColumn[];
  hidden: Set<string>;
  onChange: (hidden: string[]) => void;
}) {
  const L = useL();
  const shown = columns.filter((c) => !hidden.has(c.key));
  const content = (
    <div className="crud-column-picker" data-testid="column-picker">
      {columns.map((c) => (
        <Checkbox
          key={c.key}
          checked={!hidden.has(c.key)}
          disabled={shown.length === 1 && !hidden.has(c.key)}
          data-testid={`column-${c.key}`}
          onChange={(e) =>
            onChange(e.target.checked ? [...hidden].filter((k) => k !== c.key) : [...hidden, c.key])
          }
        >
          {c.title}
        </Checkbox>
      ))}
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight">
      <Tooltip title={L('Columns:Choose')}>
        <Button icon={<TableOutlined />} aria-label={L('Columns:Choose')} data-testid="list-columns" />
      </Tooltip>
    </Popover>
  );
}
