import { useConfigStore } from '../../stores/config';
import { useUserStore } from '../../stores/user';

/**
 * Spec §4: when an administrator changes their own user, or a role they hold, their configuration
 * (granted policies, roles) and profile reload at once, so the menu and the buttons follow without
 * signing in again.
 */
const currentUser = () => useConfigStore.getState().config?.currentUser;

export const isCurrentUser = (userId: string) => currentUser()?.id === userId;

export const holdsRole = (roleName: string) =>
  (currentUser()?.roles ?? []).some((r) => r.toLowerCase() === roleName.toLowerCase());

export async function reloadCurrentUser() {
  await useConfigStore.getState().load();
  await useUserStore.getState().getInfo();
}

/** Reloads when the change touched the current user; returns whether it did. */
export async function reloadIfCurrent(change: { userId?: string; roleName?: string }) {
  const touched =
    (change.userId !== undefined && isCurrentUser(change.userId)) ||
    (change.roleName !== undefined && holdsRole(change.roleName));
  if (touched) await reloadCurrentUser();
  return touched;
}
