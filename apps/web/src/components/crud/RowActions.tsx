import { DeleteOutlined, DownOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, Tooltip } from 'antd';
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
  /** A rarer action: under "More" (`more-${row id}`) instead of in view. */
  more?: boolean;
}

/**
 * The buttons of a list row's Actions column, the same on every page: link buttons, or icon
 * buttons named for screen readers (`compact`, narrow panes). A click does not reach the row
 * (rows that select on click). A row whose state allows nothing says why when given `idle`.
 */
export function RowActions({
  id,
  actions,
  compact,
  idle,
  idleAsText,
}: {
  id: string;
  actions: RowAction[];
  compact?: boolean | undefined;
  /**
   * Why the row offers no action now (voided, closed …), instead of an empty cell: a muted dash
   * whose tooltip gives the reason (`no-actions-${id}`). Unused while any action shows.
   */
  idle?: ReactNode;
  /** The reason written out rather than behind a dash: a phone's card, where nothing hovers. */
  idleAsText?: boolean | undefined;
}) {
  const L = useL();
  const labels: Record<string, string> = { edit: L('AbpUi', 'Edit'), delete: L('AbpUi', 'Delete') };
  const icons: Record<string, ReactNode> = { edit: <EditOutlined />, delete: <DeleteOutlined /> };
  const shown = actions.filter((a) => !a.hidden);
  if (shown.length === 0 && idle !== undefined && idle !== null && idle !== false)
    return idleAsText ? (
      <span className="crud-actions-idle crud-actions-idle-text" data-testid={`no-actions-${id}`}>
        {idle}
      </span>
    ) : (
      <Tooltip title={idle} trigger={['hover', 'focus']}>
        <span
          className="crud-actions-idle"
          role="note"
          tabIndex={0}
          aria-label={typeof idle === 'string' ? idle : undefined}
          data-testid={`no-actions-${id}`}
        >
          —
        </span>
      </Tooltip>
    );
  const more = shown.filter((a) => a.more);
  const label = (a: RowAction) => a.label ?? labels[a.key];
  return (
    <Space size={0} className="crud-actions" wrap={false} onClick={(e) => e.stopPropagation()}>
      {shown
        .filter((a) => !a.more)
        .map((a) => {
          const props = {
            size: 'small' as const,
            danger: a.danger ?? a.key === 'delete',
            onClick: a.onClick,
            'data-testid': `${a.key}-${id}`,
          };
          return compact ? (
            <Tooltip key={a.key} title={label(a)}>
              <Button
                {...props}
                type="text"
                icon={a.icon ?? icons[a.key]}
                aria-label={typeof label(a) === 'string' ? (label(a) as string) : a.key}
              />
            </Tooltip>
          ) : (
            <Button key={a.key} {...props} type="link" icon={a.icon}>
              {label(a)}
            </Button>
          );
        })}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map((a) => ({
              key: a.key,
              danger: a.danger ?? a.key === 'delete',
              icon: a.icon,
              label: <span data-testid={`${a.key}-${id}`}>{label(a)}</span>,
            })),
            onClick: ({ key }) => more.find((a) => a.key === key)?.onClick(),
          }}
        >
          <Button type="link" size="small" data-testid={`more-${id}`}>
            {L('AbpUi', 'More')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
