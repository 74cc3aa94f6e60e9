import { CopyOutlined } from '@ant-design/icons';
import { oauthClientTexts } from '@sp/contracts';
import { Alert, Button, Input, Modal } from 'antd';
import { useTexts } from '../../../locales/i18n';
import { ui } from '../../../utils/ui';
import { testId } from '../shared/testid';
import { copyText } from './copy-text';

export interface ShownSecret {
  clientId: string;
  secret: string;
}

/**
 * The one time a client secret is shown (after create or "new secret"): the server keeps only its
 * hash. The page drops the secret from its state when this closes, so reopening the client (or this
 * dialog) cannot show it again. Closing needs the explicit button: a click beside must not lose it.
 */
export function SecretDialog({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  const t = useTexts(oauthClientTexts);
  const copy = async () => {
    if (!shown) return;
    if (await copyText(shown.secret)) ui.message?.success(t('OAuthClients:SecretCopied'));
    else ui.message?.warning(t('OAuthClients:CopyFailed'));
  };
  return (
    <Modal
      open={shown !== null}
      title={shown ? t('OAuthClients:SecretFor', shown.clientId) : null}
      onCancel={onClose}
      onOk={onClose}
      okText={t('OAuthClients:SecretSaved')}
      okButtonProps={testId('secret-ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      width={560}
    >
      <div className="oauth-secret" data-testid="oauth-secret-dialog">
        <Alert type="warning" showIcon title={t('OAuthClients:SecretOnce')} />
        <div className="oauth-secret-row">
          <Input
            readOnly
            value={shown?.secret ?? ''}
            className="oauth-secret-value"
            data-testid="oauth-secret-value"
            aria-label={t('OAuthClients:SecretTitle')}
            onFocus={(e) => e.target.select()}
          />
          <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="oauth-secret-copy">
            {t('OAuthClients:CopySecret')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
