import { CloseOutlined, SettingOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { useState, type ReactNode } from 'react';
import './RightPanel.css';

interface Props {
  title: string;
  children: ReactNode;
  /** Width of the panel in px. */
  size?: number;
}

/**
 * VEA's RightPanel: a gear handle fixed at the right edge, in the theme colour, that slides a
 * panel in from the right.
 */
export function RightPanel({ title, children, size = 280 }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`right-panel-handle${open ? ' open' : ''}`}
        data-testid="settings-handle"
        aria-label={title}
        aria-expanded={open}
        title={title}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <CloseOutlined /> : <SettingOutlined />}
      </button>
      <Drawer
        open={open}
        title={title}
        placement="right"
        size={size}
        onClose={() => setOpen(false)}
        rootClassName="right-panel-drawer"
        zIndex={2000}
        data-testid="settings-drawer"
      >
        {children}
      </Drawer>
    </>
  );
}
