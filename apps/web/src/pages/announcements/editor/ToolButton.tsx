import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

/** One toolbar button: an icon with its name as tooltip and label, pressed while its format is on. */
export function ToolButton({
  id,
  label,
  icon,
  active,
  disabled,
  onClick,
}: {
  id: string;
  label: string;
  icon: ReactNode;
  active?: boolean | undefined;
  disabled?: boolean | undefined;
  onClick?: () => void;
}) {
  return (
    <Tooltip title={label} mouseEnterDelay={0.4}>
      <Button
        type="text"
        size="small"
        className={active ? 'rich-text-tool is-active' : 'rich-text-tool'}
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        // Keep the selection: a mouse down on the button would take the focus from the editor.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
        data-testid={`rich-text-${id}`}
      />
    </Tooltip>
  );
}
