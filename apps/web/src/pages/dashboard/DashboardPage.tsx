import RightOutlined from '@ant-design/icons/RightOutlined';
import { Tag, theme } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { translateDynamic, useL } from '../../locales/i18n';
import { layoutRoutes } from '../../router/routes';
import { useConfigStore, useGrantedPolicies } from '../../stores/config';
import { useUserStore } from '../../stores/user';
import { initials } from '../../utils/initials';
import { AreaIcon } from './area-icons';
import './dashboard.css';
import { quickLinks, type QuickLink } from './quick-links';
import { TodoCard } from './TodoCard';

/** How many of an area's pages a card names before "+N more". */
const PAGES_SHOWN = 3;

function QuickLinkCard({ link }: { link: QuickLink }) {
  const L = useL();
  const shown = link.pages.slice(0, PAGES_SHOWN);
  const more = link.pages.length - shown.length;
  const body = (
    <>
      <span className="dash-link-icon">
        <AreaIcon name={link.icon} />
      </span>
      <span className="dash-link-text">
        <span className="dash-link-title">{translateDynamic('SupplierPortal', link.title)}</span>
        {shown.length > 0 && (
          <span className="dash-link-pages">
            {[
              ...shown.map((p) => translateDynamic('SupplierPortal', p.title)),
              ...(more > 0 ? [L('SupplierPortal', 'Dashboard:MorePages', more)] : []),
            ].join(' · ')}
          </span>
        )}
      </span>
      <RightOutlined className="dash-link-arrow" />
    </>
  );
  return link.external ? (
    <a className="dash-link" href={link.path} target="_blank" rel="noopener noreferrer">
      {body}
    </a>
  ) : (
    <Link className="dash-link" to={link.path} data-path={link.path}>
      {body}
    </Link>
  );
}

/** The role's display name where the server has one (`Demo:Role.vendor`), else the role name. */
function useRoleName() {
  useL(); // re-renders the names when the language changes
  return (role: string) => {
    const key = `Demo:Role.${role}`;
    const text = translateDynamic('SupplierPortal', key);
    return text === key ? role : text;
  };
}

/**
 * /dashboard: who is signed in (name, roles, tenant), a card for each area of the menu the user
 * may open, and the to-do area that the business issues fill.
 */
export default function DashboardPage() {
  const L = useL();
  const roleName = useRoleName();
  const name = useUserStore((s) => s.name || s.userName);
  const roles = useUserStore((s) => s.roles);
  const tenant = useConfigStore((s) => s.config?.currentTenant.name);
  const granted = useGrantedPolicies();
  const links = useMemo(() => quickLinks(layoutRoutes, granted), [granted]);
  const { token } = theme.useToken();
  const colors = {
    '--dash-primary': token.colorPrimary,
    '--dash-primary-bg': token.colorPrimaryBg,
  } as CSSProperties;

  return (
    <div className="dash" style={colors}>
      <section className="dash-hero">
        <div className="dash-avatar" aria-hidden="true">
          {initials(name)}
        </div>
        <div className="dash-hero-text">
          <h1 className="dash-greeting" data-testid="dashboard-greeting">
            {L('SupplierPortal', 'Dashboard:Greeting', name)}
          </h1>
          <p className="dash-welcome">{L('Dashboard:Welcome')}</p>
          <dl className="dash-facts">
            <div className="dash-fact">
              <dt>{L('Dashboard:YourRoles')}</dt>
              <dd data-testid="dashboard-roles">
                {roles.length ? (
                  roles.map((r) => (
                    <Tag key={r} color="blue" variant="outlined">
                      {roleName(r)}
                    </Tag>
                  ))
                ) : (
                  <span className="dash-muted">{L('Dashboard:NoRoles')}</span>
                )}
              </dd>
            </div>
            <div className="dash-fact">
              <dt>{L('Dashboard:YourTenant')}</dt>
              <dd data-testid="dashboard-tenant">{tenant || L('Dashboard:Host')}</dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="dash-section" aria-labelledby="dash-links-title">
        <h2 id="dash-links-title" className="dash-section-title">
          {L('Dashboard:QuickLinks')}
        </h2>
        <div className="dash-links" data-testid="dashboard-links">
          {links.map((link) => (
            <QuickLinkCard key={link.path} link={link} />
          ))}
        </div>
      </section>

      <section className="dash-section" aria-labelledby="dash-pending-title">
        <TodoCard />
      </section>
    </div>
  );
}
