import { translate } from '../../locales/i18n';
import { ui } from '../../utils/ui';

export interface ConfirmActionOptions {
  title?: string;
  content: string;
  okText?: string;
  /** Red OK button (suspend, remove). */
  danger?: boolean;
}

/**
 * Asks before a consequential action that is not a delete (move, suspend, activate, remove);
 * resolves true when confirmed. The OK button carries `data-testid="confirm-ok"` as confirmDelete's.
 */
export function confirmAction(options: ConfirmActionOptions): Promise<boolean> {
  return new Promise((resolve) => {
    if (!ui.modal) return resolve(window.confirm(options.content));
    void ui.modal.confirm({
      title: options.title ?? translate('AbpUi', 'AreYouSure'),
      content: options.content,
      okText: options.okText ?? translate('AbpUi', 'Confirm'),
      okButtonProps: {
        danger: options.danger === true,
        ...({ 'data-testid': 'confirm-ok' } as Record<string, string>),
      },
      cancelText: translate('AbpUi', 'Cancel'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
