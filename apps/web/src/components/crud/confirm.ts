import { translate } from '../../locales/i18n';
import { ui } from '../../utils/ui';

/** Asks before a destructive action; resolves true when confirmed. */
export function confirmDelete(what: string, message?: string): Promise<boolean> {
  return new Promise((resolve) => {
    if (!ui.modal) return resolve(window.confirm(message ?? translate('AbpUi', 'AreYouSureToDelete', what)));
    void ui.modal.confirm({
      title: translate('AbpUi', 'AreYouSure'),
      content: message ?? translate('AbpUi', 'AreYouSureToDelete', what),
      okText: translate('AbpUi', 'Delete'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'confirm-ok' } as Record<string, string>) },
      cancelText: translate('AbpUi', 'Cancel'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

export function toastSaved() {
  ui.message?.success(translate('AbpUi', 'SavedSuccessfully'));
}

export function toastDeleted() {
  ui.message?.success(translate('AbpUi', 'DeletedSuccessfully'));
}
