import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markSystemInformRead, SystemInformShow, type SystemInformUser } from '../../api/announcements';
import { useDialog } from '../../components/crud/useDialog';
import { refreshReaderViews, TOP_LIST_KEY } from './keys';

/** A pinned announcement stays in the bell: it cannot be dismissed. */
export const canDismiss = (s: Pick<SystemInformUser, 'systemInformShow'>) =>
  s.systemInformShow !== SystemInformShow.Pinned;

/**
 * The reader's side: "no longer view" (the read log; a dismissible item leaves the bell at once) and
 * opening an announcement in full, which marks it read (a pinned one too: it stays in the bell but
 * no longer counts as unread).
 */
export function useReader() {
  const client = useQueryClient();
  const detail = useDialog<SystemInformUser>();
  const dismiss = useMutation({
    mutationFn: (id: string) => markSystemInformRead(id),
    // A dismissible one leaves the bell at once; a pinned one stays, read.
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: TOP_LIST_KEY });
      client.setQueryData<SystemInformUser[]>(TOP_LIST_KEY, (items) =>
        items
          ?.filter((i) => i.id !== id || !canDismiss(i))
          .map((i) => (i.id === id ? { ...i, isRead: true } : i)),
      );
    },
    onSettled: () => refreshReaderViews(client),
  });

  const open = (item: SystemInformUser) => {
    detail.show(item);
    if (!item.isRead) dismiss.mutate(item.id);
  };

  return { detail, open, dismiss: (item: SystemInformUser) => dismiss.mutate(item.id) };
}
