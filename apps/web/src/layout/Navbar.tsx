import { CaretDownOutlined, SettingOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { AnnouncementBell } from '../components/AnnouncementBell';
import { NotificationBell } from '../components/NotificationBell';
import { Breadcrumb } from '../components/Breadcrumb';
import { ErrorLog } from '../components/ErrorLog';
import { Hamburger } from '../components/Hamburger';
import { HeaderSearch } from '../components/HeaderSearch';
import { LangSelect } from '../components/LangSelect';
import { NavbarButton } from '../components/NavbarButton';
import { Screenfull } from '../components/Screenfull';
import { SizeSelect } from '../components/SizeSelect';
import { UserAvatar } from '../components/UserAvatar';
import { useL } from '../locales/i18n';
import { useAppStore } from '../stores/app';
import { useUserStore } from '../stores/user';
import './Navbar.css';

function AvatarMenu() {
  const L = useL();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const avatar = useUserStore((s) => s.avatar);
  const name = useUserStore((s) => s.name || s.userName);

  const logout = async () => {
    const fullPath = `${pathname}${search}${hash}`;
    await useUserStore.getState().logout();
    await navigate(`/login?redirect=${encodeURIComponent(fullPath)}`);
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          { key: 'profile', label: <span data-testid="avatar-profile">{L('Navbar:Profile')}</span> },
          { key: 'dashboard', label: <span data-testid="avatar-dashboard">{L('Navbar:Dashboard')}</span> },
          { type: 'divider' },
          { key: 'logout', label: <span data-testid="avatar-logout">{L('Navbar:LogOut')}</span> },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') void navigate('/profile/index');
          else if (key === 'dashboard') void navigate('/dashboard');
          else if (key === 'logout') void logout();
        },
      }}
    >
      <button
        type="button"
        className="avatar-wrapper hover-effect"
        data-testid="avatar-menu"
        aria-label={name}
      >
        <UserAvatar value={avatar} name={name} size={36} />
        <CaretDownOutlined className="avatar-caret" />
      </button>
    </Dropdown>
  );
}

/**
 * The top bar (spec §2): hamburger and breadcrumb on the left; the announcement and notification
 * bells, the language, the settings gear (when the panel is on) and the avatar menu everywhere; on desktop also menu search, error log, full
 * screen and size. Below 992 px the breadcrumb gives way (it would wrap under the bar) and the page's
 * own title and the tab strip say where the user is.
 */
export default function Navbar({ onSettings }: { onSettings?: (() => void) | undefined }) {
  const L = useL();
  const opened = useAppStore((s) => s.sidebar.opened);
  const mobile = useAppStore((s) => s.device === 'mobile');
  return (
    <header className="navbar" data-testid="navbar">
      <Hamburger
        isActive={opened}
        label={L('Navbar:ToggleSidebar')}
        onToggle={() => useAppStore.getState().toggleSidebar()}
      />
      {!mobile && <Breadcrumb />}
      <div className="right-menu">
        <AnnouncementBell />
        <NotificationBell />
        {!mobile && (
          <>
            <HeaderSearch />
            <ErrorLog />
            <Screenfull />
            <SizeSelect />
          </>
        )}
        <LangSelect />
        {onSettings && (
          <NavbarButton label={L('Settings:Title')} testId="settings-handle" onClick={onSettings}>
            <SettingOutlined />
          </NavbarButton>
        )}
        <AvatarMenu />
      </div>
    </header>
  );
}
