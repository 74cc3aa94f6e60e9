import { systemInformWorkflow } from '@sp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  deleteSystemInform,
  publishSystemInform,
  revokeSystemInform,
  type SystemInform,
} from '../../api/announcements';
import { confirmAction, confirmDelete, confirmed } from '../../components/crud';
import { statusHistoryKey } from '../../components/detail';
import { useL } from '../../locales/i18n';
import { refreshReaderViews } from './keys';

/** Every announcement's status timeline (a prefix of `statusHistoryKey`). */
const historyOfAll = statusHistoryKey(systemInformWorkflow.entity, '').slice(0, 2);

/**
 * Publish, revoke and delete, each after a confirmation; then the list, the bell, the history and
 * the status timelines ask the server again (the administrator may be in the audience).
 */
export function useAdminActions(refetch: () => unknown) {
  const L = useL();
  const client = useQueryClient();
  const done = () => {
    void refetch();
    refreshReaderViews(client);
    void client.invalidateQueries({ queryKey: historyOfAll });
  };

  return {
    publish: (s: SystemInform) =>
      confirmed({
        ask: () =>
          confirmAction({
            title: L('Announcement:Publish'),
            content: L('SupplierPortal', 'Announcement:PublishConfirmationMessage', s.title),
            okText: L('Announcement:Publish'),
          }),
        run: () => publishSystemInform(s.id),
        success: { text: L('Announcement:PublishedMessage') },
        then: done,
      }),
    revoke: (s: SystemInform) =>
      confirmed({
        ask: () =>
          confirmAction({
            title: L('Announcement:Revoke'),
            content: L('SupplierPortal', 'Announcement:RevokeConfirmationMessage', s.title),
            okText: L('Announcement:Revoke'),
            danger: true,
          }),
        run: () => revokeSystemInform(s.id),
        success: { text: L('Announcement:RevokedMessage') },
        then: done,
      }),
    remove: (s: SystemInform) =>
      confirmed({
        ask: () =>
          confirmDelete(s.title, L('SupplierPortal', 'Announcement:DeleteConfirmationMessage', s.title)),
        run: () => deleteSystemInform(s.id),
        then: done,
      }),
    /** After a save in the dialog. */
    saved: done,
  };
}
