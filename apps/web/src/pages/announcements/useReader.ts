import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markSystemInformRead, SystemInformShow, type SystemInformUser } from '../../api/announcements';
import { useDialog } from '../../components/crud/useDialog';
import { refreshReaderViews, TOP_LIST_KEY } from './keys';

/** A pinned announcement stays in the bell: it cannot be dismissed. */
export const canDismiss = (s: Pick<SystemInformUser, 'systemInformShow'>) =>
  s.systemInformShow !== SystemInformShow.Pinned;

/**
 * The reader's side: "no longer view" (the read log; the item leaves the bell at once) and opening
 * an announcement in full, which also marks a dismissible one read.
 */
export function useReader() {
  const client = useQueryClient();
  const detail = useDialog<SystemInformUser>();
  const dismiss = useMutation({
    mutationFn: (id: string) => markSystemInformRead(id),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: TOP_LIST_KEY });
      client.setQueryData<SystemInformUser[]>(TOP_LIST_KEY, (items) => items?.filter((i) => i.id !== id));
    },
    onSettled: () => refreshReaderViews(client),
  });

  const open = (item: SystemInformUser) => {
    detail.show(item);
    if (canDismiss(item) && !item.isRead) dismiss.mutate(item.id);
  };

  return { detail, open, dismiss: (item: SystemInformUser) => dismiss.mutate(item.id) };
}
