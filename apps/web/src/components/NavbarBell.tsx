import { Badge } from 'antd';
import { Suspense, useState, type ReactElement, type ReactNode } from 'react';
import './AnnouncementBell.css';
import { NavbarButton } from './NavbarButton';

/** What the bell hands its lazily loaded panel: the popover's state and the trigger to wrap. */
export interface BellPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
}

interface Props {
  title: string;
  /** The accessible name, with the count. */
  label: string;
  icon: ReactNode;
  count: number;
  testId: string;
  /** Starts loading the panel's code (on hover, before the first click). */
  preload: () => unknown;
  /** The popover opened: ask the server again. */
  onOpen: () => void;
  /** The panel (a `lazy` component) around the trigger; rendered from the first click on. */
  panel: (props: BellPanelProps) => ReactNode;
}

/**
 * A navbar bell (desktop only): an icon with a badge, whose popover panel is loaded on the first
 * click, so that the page pays only for the light trigger (every page has the bells).
 */
export function NavbarBell({ title, label, icon, count, testId, preload, onOpen, panel }: Props) {
  const [activated, setActivated] = useState(false);
  const [open, setOpen] = useState(false);

  const trigger = (
    <NavbarButton
      className="right-menu-item hover-effect bell-button"
      label={label}
      tooltip={open ? null : title}
      aria-expanded={open}
      aria-haspopup="dialog"
      onMouseEnter={() => void preload()}
      onClick={() => {
        if (!activated) {
          setActivated(true);
          setOpen(true);
        }
      }}
      testId={testId}
      data-count={count}
    >
      <Badge count={count} size="small" offset={[4, -2]}>
        {icon}
      </Badge>
    </NavbarButton>
  );

  if (!activated) return trigger;
  return (
    <Suspense fallback={trigger}>
      {panel({
        open,
        onOpenChange: (next) => {
          setOpen(next);
          if (next) onOpen();
        },
        children: trigger,
      })}
    </Suspense>
  );
}
