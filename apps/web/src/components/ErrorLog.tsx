import { BugOutlined } from '@ant-design/icons';
import { Badge, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useL } from '../locales/i18n';
import { useErrorLogStore } from '../stores/errorLog';
import './ErrorLog.css';

const ErrorLogDialog = lazy(() => import('./ErrorLogDialog'));

/**
 * The navbar's error log (spec §8): the button appears only once uncaught errors were collected
 * (production only, see app/error-log.ts); its dialog (loaded on first use) lists them and can
 * clear them all.
 */
export function ErrorLog() {
  const L = useL();
  const logs = useErrorLogStore((s) => s.logs);
  const [open, setOpen] = useState(false);
  // Kept mounted after the first opening, so closing plays the dialog's animation.
  const [opened, setOpened] = useState(false);
  if (logs.length === 0) return null;

  return (
    <>
      <Tooltip title={L('Navbar:ErrorLog')} placement="bottom">
        <button
          type="button"
          className="right-menu-item hover-effect error-log-button"
          data-testid="error-log-button"
          aria-label={`${L('Navbar:ErrorLog')} (${logs.length})`}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          <Badge count={logs.length} size="small" offset={[4, -2]}>
            <BugOutlined className="error-log-icon" />
          </Badge>
        </button>
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <ErrorLogDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
