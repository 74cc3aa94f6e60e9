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

export interface ConfirmedOptions {
  /** The question (confirmDelete / confirmAction); resolves true to go on. */
  ask: () => Promise<boolean>;
  /** The request. Its failure has been toasted by the HTTP client; nothing else happens then. */
  run: () => Promise<unknown>;
  /** The success toast: deleted, saved, or a text of its own. */
  success?: 'deleted' | 'saved' | { text: string };
  /** After success: refresh the list (and whatever else the page keeps). */
  then?: () => unknown;
}

/** A confirmed action: ask, run, toast, refresh. Resolves whether it was done. */
export async function confirmed({ ask, run, success = 'deleted', then }: ConfirmedOptions): Promise<boolean> {
  if (!(await ask())) return false;
  try {
    await run();
  } catch {
    return false;
  }
  if (success === 'deleted') toastDeleted();
  else if (success === 'saved') toastSaved();
  else ui.message?.success(success.text);
  await then?.();
  return true;
}

/** The common delete: confirmDelete(`what`, `message`), then `run`, toast "deleted", `then`. */
export const confirmedDelete = (
  what: string,
  message: string | undefined,
  run: () => Promise<unknown>,
  then?: () => unknown,
) => confirmed({ ask: () => confirmDelete(what, message), run, then });
