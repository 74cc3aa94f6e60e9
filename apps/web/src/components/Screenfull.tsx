import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useEffect, useState } from 'react';
import screenfull from 'screenfull';
import { useL } from '../locales/i18n';
import { NavbarButton } from './NavbarButton';

/** Full-screen toggle (screenfull 6); a browser without the API gets the spec's warning. */
export function Screenfull() {
  const L = useL();
  const { message } = App.useApp();
  const [isFullscreen, setFullscreen] = useState(() => screenfull.isEnabled && screenfull.isFullscreen);

  useEffect(() => {
    if (!screenfull.isEnabled) return;
    const onChange = () => setFullscreen(screenfull.isFullscreen);
    screenfull.on('change', onChange);
    return () => screenfull.off('change', onChange);
  }, []);

  const toggle = () => {
    if (!screenfull.isEnabled) {
      void message.warning(L('ScreenfullUnsupported'));
      return;
    }
    void screenfull.toggle().catch(() => undefined);
  };

  const label = isFullscreen ? L('Navbar:ExitScreenfull') : L('Navbar:Screenfull');
  const Icon = isFullscreen ? FullscreenExitOutlined : FullscreenOutlined;
  return (
    <NavbarButton testId="screenfull" label={label} aria-pressed={isFullscreen} onClick={toggle}>
      <Icon />
    </NavbarButton>
  );
}
