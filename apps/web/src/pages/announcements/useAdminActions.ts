import { useQueryClient } from '@tanstack/react-query';
import {
  deleteSystemInform,
  publishSystemInform,
  revokeSystemInform,
  type SystemInform,
} from '../../api/announcements';
import { confirmDelete, toastDeleted } from '../../components/crud';
import { confirmAction } from '../../components/crud/confirmAction';
import { useL } from '../../locales/i18n';
import { ui } from '../../utils/ui';
import { refreshReaderViews } from './keys';

/**
 * Publish, revoke and delete, each after a confirmation; then the list, the bell and the history
 * ask the server again (the administrator may be in the audience).
 */
export function useAdminActions(refetch: () => unknown) {
  const L = useL();
  const client = useQueryClient();
  const done = () => {
    void refetch();
    refreshReaderViews(client);
  };

  const run = async (ask: () => Promise<boolean>, call: () => Promise<unknown>, success: () => void) => {
    if (!(await ask())) return;
    try {
      await call();
    } catch {
      return; // the request client has shown the problem
    }
    success();
    done();
  };

  return {
    publish: (s: SystemInform) =>
      run(
        () =>
          confirmAction({
            title: L('Announcement:Publish'),
            content: L('SupplierPortal', 'Announcement:PublishConfirmationMessage', s.title),
            okText: L('Announcement:Publish'),
          }),
        () => publishSystemInform(s.id),
        () => void ui.message?.success(L('Announcement:PublishedMessage')),
      ),
    revoke: (s: SystemInform) =>
      run(
        () =>
          confirmAction({
            title: L('Announcement:Revoke'),
            content: L('SupplierPortal', 'Announcement:RevokeConfirmationMessage', s.title),
            okText: L('Announcement:Revoke'),
            danger: true,
          }),
        () => revokeSystemInform(s.id),
        () => void ui.message?.success(L('Announcement:RevokedMessage')),
      ),
    remove: (s: SystemInform) =>
      run(
        () => confirmDelete(s.title, L('SupplierPortal', 'Announcement:DeleteConfirmationMessage', s.title)),
        () => deleteSystemInform(s.id),
        toastDeleted,
      ),
    /** After a save in the dialog. */
    saved: done,
  };
}
