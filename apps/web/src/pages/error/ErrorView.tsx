import { Button, theme } from 'antd';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useL, type ProductTextKey } from '../../locales/i18n';
import './error.css';

/** When the user last pressed "Go back" on an error page. */
let wentBackAt = 0;
const BOUNCE_MS = 3000;

interface ErrorViewProps {
  code: '401' | '404';
  illustration: ReactNode;
  /** A text under the message. */
  hint?: ProductTextKey;
}

/**
 * The 401 and 404 pages: their texts are `ErrorPage:{code}Title`, `…Message` their
 * test id `error-{code}`. They show on their own (/401, /404: centred in the window)
 * and inside the layout's content area for a route whose policy is not granted (then they only
 * take a comfortable minimum height, never the whole viewport).
 */
export function ErrorView({ code, illustration, hint }: ErrorViewProps) {
  const L = useL();
  const testId = `error-${code}`;
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  const { token } = theme.useToken();
  const standalone = pathname === `/${code}`;

  const goBack = () => {
    // Opened directly (nothing of ours before it), "back" would leave the portal: go home.
    if (((window.history.state as { idx?: number } | null)?.idx ?? 0) < 1) {
      void navigate('/', { replace: true });
      return;
    }
    wentBackAt = Date.now();
    void navigate(-1);
  };

  // Back landed on an address that is redirected here again (an unknown path typed into the
  // address bar sits right behind /404): stop bouncing and go home.
  useEffect(() => {
    if (Date.now() - wentBackAt < BOUNCE_MS) {
      wentBackAt = 0;
      void navigate('/', { replace: true });
    }
  }, [key, navigate]);

  return (
    <div
      className={standalone ? 'error-view is-standalone' : 'error-view'}
      data-testid={testId}
      style={{ '--error-primary': token.colorPrimary } as CSSProperties}
    >
      <div className="error-art" aria-hidden="true">
        {illustration}
        <div className="error-code">{code}</div>
      </div>
      <div className="error-text">
        <h1 className="error-title">{L(`ErrorPage:${code}Title`)}</h1>
        <p className="error-message">{L(`ErrorPage:${code}Message`)}</p>
        {hint && <p className="error-hint">{L(hint)}</p>}
        <div className="error-actions">
          <Button onClick={goBack} data-testid={`${testId}-back`}>
            {L('ErrorPage:Back')}
          </Button>
          <Button type="primary" onClick={() => void navigate('/')} data-testid={`${testId}-home`}>
            {L('ErrorPage:404BackHome')}
          </Button>
        </div>
      </div>
    </div>
  );
}
