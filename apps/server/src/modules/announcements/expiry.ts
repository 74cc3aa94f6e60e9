import { systemInformWorkflow, type SystemInformStatusValue } from '@sp/contracts';
import { and, asc, eq, lte } from 'drizzle-orm';
import { SYSTEM_ACTOR, type TimedTransition } from '../../platform/workflow/timed.js';
import { auditedSystemInform } from './dto.js';
import { SystemInformStatus, systemInforms } from './schema.js';
import { asWorkflowRow, updateStatus, type SystemInformRow } from './service.js';

type Row = SystemInformRow & { supplierId: null };

/** Published announcements whose end time has passed become Expired (every minute). */
export const expireAnnouncements: TimedTransition<SystemInformStatusValue, 'expire', Row> = {
  workflow: systemInformWorkflow,
  action: 'expire',
  intervalMs: 60_000,
  due: (tx, now, limit) =>
    tx
      .select({ tenantId: systemInforms.tenantId, id: systemInforms.id })
      .from(systemInforms)
      .where(
        and(
          eq(systemInforms.status, SystemInformStatus.Published),
          eq(systemInforms.isDeleted, false),
          lte(systemInforms.endTime, now),
        ),
      )
      .orderBy(asc(systemInforms.endTime))
      .limit(limit),
  async lock(tx, tenantId, id) {
    const [row] = await tx
      .select()
      .from(systemInforms)
      .where(
        and(
          eq(systemInforms.tenantId, tenantId),
          eq(systemInforms.id, id),
          eq(systemInforms.isDeleted, false),
        ),
      )
      .for('update', { skipLocked: true });
    return row ? asWorkflowRow(row) : undefined;
  },
  update: (tx, row, to, stamp) => updateStatus(tx, row, SYSTEM_ACTOR, {})(to, stamp),
  audited: auditedSystemInform,
};
