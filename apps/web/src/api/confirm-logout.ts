import { translate } from '../locales/i18n';
import { removeToken } from '../utils/cookies';
import { ui } from '../utils/ui';

/**
 * The 401 dialog of spec §8. Re-Login resets the token and reloads the page; Cancel stays.
 * Resolves when the dialog closes.
 */
export function confirmLogout(): Promise<void> {
  return new Promise((resolve) => {
    if (!ui.modal) {
      removeToken();
      window.location.reload();
      return resolve();
    }
    void ui.modal.confirm({
      title: translate('SupplierPortal', 'ConfirmLogout:Title'),
      content: translate('SupplierPortal', 'ConfirmLogout:Message'),
      okText: translate('SupplierPortal', 'ConfirmLogout:ReLogin'),
      cancelText: translate('SupplierPortal', 'ConfirmLogout:Cancel'),
      onOk: () => {
        removeToken();
        window.location.reload();
        resolve();
      },
      onCancel: () => resolve(),
    });
  });
}
