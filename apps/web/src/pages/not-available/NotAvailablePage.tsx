import ToolOutlined from '@ant-design/icons/ToolOutlined';
import { Button, Result, theme } from 'antd';
import { useMatches, useNavigate } from 'react-router';
import { translateDynamic, useL } from '../../locales/i18n';
import type { RouteMeta } from '../../router/types';

/**
 * The honest placeholder of a business page that a later issue brings: the page's own title,
 * "not available yet", and the way back to the dashboard.
 */
export default function NotAvailablePage() {
  const L = useL();
  const navigate = useNavigate();
  const matches = useMatches();
  const { token } = theme.useToken();
  const title = [...matches].reverse().find((m) => (m.handle as RouteMeta | undefined)?.title)?.handle as
    RouteMeta | undefined;

  return (
    <div data-testid="not-available" style={{ padding: '48px 16px' }}>
      <Result
        icon={<ToolOutlined style={{ color: token.colorPrimary }} />}
        title={title?.title ? translateDynamic('SupplierPortal', title.title) : L('NotAvailableYet')}
        subTitle={
          <>
            <div style={{ fontSize: 15, color: token.colorTextSecondary }}>{L('NotAvailableYet')}</div>
            <div style={{ marginTop: 4, color: token.colorTextTertiary }}>{L('NotAvailable:Hint')}</div>
          </>
        }
        extra={
          <Button type="primary" onClick={() => void navigate('/dashboard')} data-testid="not-available-home">
            {L('NotAvailable:BackToDashboard')}
          </Button>
        }
      />
    </div>
  );
}
