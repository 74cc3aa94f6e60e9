import { noticeWorkflow } from '@sp/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { EntityNotFoundError } from '../../../platform/http/errors.js';
import { tenantSetting } from '../../../platform/notifications/tenant-setting.js';
import { SettingNames } from '../../../platform/settings/definitions.js';
import { attachments } from '../../attachments/schema.js';
import { tenants } from '../../tenants/schema.js';
import { categoryLabel } from '../effects/recipients.js';
import type { NoticeRow, RecipientRow } from '../mail.js';
import { supplierNoticeRecipients, supplierNotices } from '../schema.js';

/** The attachments' owner type of a notice's own files (as the notice pages upload them). */
export const NOTICE_OWNER_TYPE = 'SupplierNotice';

export interface NoticeReportData {
  notice: NoticeRow;
  categoryName: string;
  company: string;
  timeZone: string;
  fileNames: string[];
  /** The buyer's copy: every recipient (the acknowledgement sheet). */
  recipients: RecipientRow[];
  /** The vendor's copy: their own row, and no one else's. */
  own: RecipientRow | null;
  /** How many suppliers it went to (the buyer's copy). */
  recipientCount: number;
}

/**
 * What the notice PDF prints, read in the caller's scope: row-level security hides a notice not
 * addressed to a vendor's supplier (and another tenant's from everyone), so both are a 404 here.
 * `supplierId` set: the vendor's copy, with their own recipient row only.
 */
export async function loadNoticeReport(
  tx: Tx,
  tenantId: string,
  noticeId: string,
  supplierId: string | null,
): Promise<NoticeReportData> {
  const n = supplierNotices;
  const r = supplierNoticeRecipients;
  const [notice] = await tx
    .select()
    .from(n)
    .where(and(eq(n.tenantId, tenantId), eq(n.id, noticeId), eq(n.isDeleted, false)));
  if (!notice) throw new EntityNotFoundError(noticeWorkflow.entity, noticeId);
  const rows = await tx
    .select()
    .from(r)
    .where(
      and(
        eq(r.tenantId, tenantId),
        eq(r.noticeId, noticeId),
        supplierId ? eq(r.supplierId, supplierId) : undefined,
      ),
    )
    .orderBy(asc(r.vendorCode));
  // A vendor reads only notices addressed to their supplier (the rule says so too).
  if (supplierId && rows.length === 0) throw new EntityNotFoundError(noticeWorkflow.entity, noticeId);
  const a = attachments;
  const files = await tx
    .select({ fileName: a.fileName })
    .from(a)
    .where(
      and(
        eq(a.tenantId, tenantId),
        eq(a.ownerType, NOTICE_OWNER_TYPE),
        eq(a.ownerId, noticeId),
        eq(a.isDeleted, false),
        eq(a.isCurrent, true),
      ),
    )
    .orderBy(asc(a.fileName));
  const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return {
    notice,
    categoryName: await categoryLabel(tx, notice.category),
    company: tenant?.name ?? '',
    timeZone: await tenantSetting(tx, SettingNames.TimeZone),
    fileNames: files.map((f) => f.fileName),
    recipients: supplierId ? [] : rows,
    own: supplierId ? rows[0]! : null,
    recipientCount: supplierId ? 0 : rows.length,
  };
}
