import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import './Hamburger.css';

interface Props {
  isActive: boolean;
  onToggle: () => void;
  label: string;
}

/** The sidebar toggle: folded icon while the sidebar is closed. */
export function Hamburger({ isActive, onToggle, label }: Props) {
  const Icon = isActive ? MenuFoldOutlined : MenuUnfoldOutlined;
  return (
    <button
      type="button"
      className="hamburger"
      data-testid="hamburger"
      aria-label={label}
      aria-expanded={isActive}
      title={label}
      onClick={onToggle}
    >
      <Icon />
    </button>
  );
}
