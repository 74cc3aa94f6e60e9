import type { NotificationDto } from '@sp/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { EntityNotFoundError } from '../http/errors.js';
import type { PagedQuery, PagedResult } from '../http/paging.js';
import { notifications } from './schema.js';

/**
 * The signed-in user's own notifications. Every query names the user: row-level security keeps
 * the tenant, and the user filter keeps a user from another's list.
 */
type Row = typeof notifications.$inferSelect;

const toDto = (r: Row): NotificationDto => ({
  id: r.id,
  event: r.event,
  title: r.title,
  body: r.body,
  route: r.route,
  isRead: r.isRead,
  creationTime: r.creationTime.toISOString(),
});

/** Unread first, newest first. */
export async function listNotifications(
  tx: Tx,
  userId: string,
  q: PagedQuery,
): Promise<PagedResult<NotificationDto>> {
  const mine = eq(notifications.userId, userId);
  const [total] = await tx.select({ n: count() }).from(notifications).where(mine);
  const rows = await tx
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(notifications.isRead, desc(notifications.creationTime), desc(notifications.id))
    .limit(q.maxResultCount)
    .offset(q.skipCount);
  return { totalCount: total?.n ?? 0, items: rows.map(toDto) };
}

export async function unreadCount(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}

/** Another user's notification is "not found", exactly like a missing one. */
export async function markRead(tx: Tx, userId: string, id: string): Promise<void> {
  const [row] = await tx
    .select({ isRead: notifications.isRead })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
  if (!row) throw new EntityNotFoundError('Notification', id);
  if (row.isRead) return;
  await tx
    .update(notifications)
    .set({ isRead: true, readTime: new Date() })
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
}

export async function markAllRead(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(notifications)
    .set({ isRead: true, readTime: new Date() })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}
