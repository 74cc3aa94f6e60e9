import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useL } from '../../locales/i18n';

export interface RowAction {
  /** Also the test id, `${key}-${row id}`. `edit` and `delete` bring their own label. */
  key: string;
  label?: ReactNode;
  onClick: () => void;
  danger?: boolean;
  /** Left out (policy not granted, or not possible in the row's state). */
  hidden?: boolean | undefined;
  icon?: ReactNode;
}

/** The link buttons of a list row's Actions column, the same on every page. */
export function RowActions({ id, actions }: { id: string; actions: RowAction[] }) {
  const L = useL();
  const defaults: Record<string, string> = { edit: L('AbpUi', 'Edit'), delete: L('AbpUi', 'Delete') };
  return (
    <Space size={0} className="crud-actions" wrap={false}>
      {actions
        .filter((a) => !a.hidden)
        .map((a) => (
          <Button
            key={a.key}
            type="link"
            size="small"
            danger={a.danger ?? a.key === 'delete'}
            icon={a.icon}
            onClick={a.onClick}
            data-testid={`${a.key}-${id}`}
          >
            {a.label ?? defaults[a.key]}
          </Button>
        ))}
    </Space>
  );
}
