import { Empty, Popover, Spin } from 'antd';
import type { ReactNode } from 'react';
import type { BellPanelProps } from './NavbarBell';

interface Props<T> extends BellPanelProps {
  /** The panel is `${testId}-panel`, its list `${testId}-list`. */
  testId: string;
  title: string;
  /** Beside the title (a count, "read all"). */
  headExtra?: ReactNode;
  /** null while loading. */
  items: T[] | null;
  emptyText: string;
  renderItem: (item: T) => ReactNode;
  /** Under the list (a link to the full page). */
  footer?: ReactNode;
}

/** A bell's 400 px popover: a head with the title, then the list, a spinner or "nothing". */
export function BellPopover<T>(p: Props<T>) {
  const panel = (
    <div className="bell-panel" data-testid={`${p.testId}-panel`}>
      <div className="bell-head">
        <span className="bell-head-title">{p.title}</span>
        {p.headExtra}
      </div>
      {p.items === null ? (
        <Spin className="bell-empty" />
      ) : p.items.length === 0 ? (
        <Empty className="bell-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={p.emptyText} />
      ) : (
        <ul className="bell-list" data-testid={`${p.testId}-list`}>
          {p.items.map(p.renderItem)}
        </ul>
      )}
      {p.footer}
    </div>
  );
  return (
    <Popover
      open={p.open}
      onOpenChange={p.onOpenChange}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      content={panel}
      classNames={{ container: 'bell-popover' }}
    >
      {p.children}
    </Popover>
  );
}
