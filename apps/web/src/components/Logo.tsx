import { Link } from 'react-router';
import { useL } from '../locales/i18n';
import './Logo.css';

/** The sidebar's head: the product mark, and the product title while the sidebar is open. */
export function Logo({ collapsed }: { collapsed: boolean }) {
  const L = useL();
  const title = L('AppTitle');
  return (
    <div className={`sidebar-logo${collapsed ? ' collapsed' : ''}`} data-testid="sidebar-logo">
      <Link to="/" className="sidebar-logo-link" title={title}>
        <img src="/favicon.svg" className="sidebar-logo-img" alt="" />
        {!collapsed && <h1 className="sidebar-logo-title">{title}</h1>}
      </Link>
    </div>
  );
}
