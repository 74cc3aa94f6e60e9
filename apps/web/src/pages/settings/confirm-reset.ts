import { translate } from '../../locales/i18n';
import { ui } from '../../utils/ui';

/** Asks before a setting returns to its default; resolves true when confirmed. */
export function confirmReset(displayName: string): Promise<boolean> {
  const content = translate('AbpSettingManagement', 'ResetSettingConfirmationMessage', displayName);
  return new Promise((resolve) => {
    if (!ui.modal) return resolve(window.confirm(content));
    void ui.modal.confirm({
      title: translate('AbpUi', 'AreYouSure'),
      content,
      okText: translate('AbpSettingManagement', 'ResetToDefault'),
      okButtonProps: { ...({ 'data-testid': 'confirm-ok' } as Record<string, string>) },
      cancelText: translate('AbpUi', 'Cancel'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
