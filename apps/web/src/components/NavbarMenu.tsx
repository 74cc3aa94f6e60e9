import { App, Dropdown } from 'antd';
import { useState, type ReactNode } from 'react';
import { NavbarButton } from './NavbarButton';

interface Props<K extends string> {
  /** The button's tooltip and accessible name. */
  label: string;
  icon: ReactNode;
  testId: string;
  /** The choice in force (shown selected; choosing it again does nothing). */
  selected: K;
  options: { key: K; label: ReactNode }[];
  onChoose: (key: K) => unknown;
  /** Toasted once another choice is in force; read then (a new language speaks its own). */
  switched: () => string;
}

/** A navbar icon button that opens a menu of choices, one of them in force (size, language). */
export function NavbarMenu<K extends string>(p: Props<K>) {
  const { message } = App.useApp();
  // The tooltip would cover the menu's first entry: hidden while the menu is open.
  const [menuOpen, setMenuOpen] = useState(false);
  const choose = async (key: K) => {
    if (key === p.selected) return;
    await p.onChoose(key);
    void message.success(p.switched());
  };
  return (
    <Dropdown
      trigger={['click']}
      placement="bottom"
      onOpenChange={setMenuOpen}
      menu={{
        selectable: true,
        selectedKeys: [p.selected],
        items: p.options,
        onClick: ({ key }) => void choose(key as K),
      }}
    >
      <span>
        <NavbarButton label={p.label} tooltip={menuOpen ? null : p.label} testId={p.testId}>
          {p.icon}
        </NavbarButton>
      </span>
    </Dropdown>
  );
}
