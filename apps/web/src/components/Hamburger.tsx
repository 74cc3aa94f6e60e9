import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import './Hamburger.css';
import { NavbarButton } from './NavbarButton';

interface Props {
  isActive: boolean;
  onToggle: () => void;
  label: string;
}

/** The sidebar toggle: folded icon while the sidebar is closed. */
export function Hamburger({ isActive, onToggle, label }: Props) {
  const Icon = isActive ? MenuFoldOutlined : MenuUnfoldOutlined;
  return (
    <NavbarButton
      className="hamburger"
      testId="hamburger"
      label={label}
      tooltip={null}
      aria-expanded={isActive}
      title={label}
      onClick={onToggle}
    >
      <Icon />
    </NavbarButton>
  );
}
