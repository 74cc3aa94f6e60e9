import { Policies } from '@sp/contracts';
import { and, count, eq } from 'drizzle-orm';
import { registerTodo } from '../../platform/notifications/todo.js';
import { SystemInformStatus, systemInforms } from './schema.js';

/** The dashboard's To-do: drafts that the caller may publish (once, at module load). */
registerTodo({
  module: 'SystemComponents',
  key: 'AnnouncementDrafts',
  titleKey: 'Announcement:TodoDrafts',
  route: '/system-components/system-inform-overview',
  policy: Policies.SystemComponents.SystemInformOverview.Publish.name,
  async count(tx, caller) {
    const [row] = await tx
      .select({ n: count() })
      .from(systemInforms)
      .where(
        and(
          eq(systemInforms.tenantId, caller.tenantId),
          eq(systemInforms.status, SystemInformStatus.Draft),
          eq(systemInforms.isDeleted, false),
        ),
      );
    return row?.n ?? 0;
  },
});
