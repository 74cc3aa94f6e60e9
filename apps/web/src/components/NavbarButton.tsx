import { Tooltip } from 'antd';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<'button'>, 'type'> & {
  /** The accessible name; also the tooltip unless `tooltip` says otherwise. */
  label: string;
  /** null: no tooltip (or none for now: while the button's own popup is open; the tree stays). */
  tooltip?: string | null;
  testId: string;
};

/** A navbar icon button (`right-menu-item hover-effect` unless a class is given), with its tooltip. */
export function NavbarButton({ label, tooltip = label, testId, className, children, ...rest }: Props) {
  const button = (
    <button
      type="button"
      className={className ?? 'right-menu-item hover-effect'}
      aria-label={label}
      data-testid={testId}
      {...rest}
    >
      {children}
    </button>
  );
  return (
    <Tooltip title={tooltip ?? undefined} placement="bottom">
      {button}
    </Tooltip>
  );
}
