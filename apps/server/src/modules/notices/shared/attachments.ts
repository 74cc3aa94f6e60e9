import { NoticeAttachmentRules, NoticeReplyStatus, NoticeStatus, Policies } from '@sp/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AttachmentOwner } from '../../attachments/registry.js';
import { supplierNoticeRecipients, supplierNotices } from '../schema.js';

const A = Policies.ToSupplierNotice.AdminNoticeOverview;
const V = Policies.ToSupplierNotice.VendorNoticeOverview;

const rules = {
  extensions: NoticeAttachmentRules.extensions,
  maxBytes: NoticeAttachmentRules.maxBytes,
  maxCount: NoticeAttachmentRules.maxCount,
};

/**
 * A notice's own files: the buyer adds them while it is a draft; the suppliers it is addressed to
 * read them once published (the attachments' custom supplier rule and the notices' own: `find` runs
 * in the caller's scope, so a notice not addressed to a vendor is a 404 before a byte is read).
 */
export const noticeFilesOwner: AttachmentOwner = {
  ownerType: NoticeAttachmentRules.ownerType,
  readPolicies: [A.name, V.name],
  writePolicies: [A.Update.name],
  rules,
  async find(tx, tenantId, ownerId) {
    const n = supplierNotices;
    const [row] = await tx
      .select({ status: n.status })
      .from(n)
      .where(and(eq(n.tenantId, tenantId), eq(n.id, ownerId), eq(n.isDeleted, false)))
      .for('share');
    if (!row) return null;
    return { supplierId: null, writable: row.status === NoticeStatus.Draft };
  },
};

/**
 * A supplier's reply files, owned by their recipient row (its supplier copied onto the files, so
 * only that supplier and the buyer see them): the vendor adds them while the reply is theirs to
 * write (not submitted yet, or returned) on a published notice; a buyer holding the policy does not
 * write a supplier's reply.
 */
export const noticeReplyFilesOwner: AttachmentOwner = {
  ownerType: NoticeAttachmentRules.replyOwnerType,
  readPolicies: [A.name, V.name],
  writePolicies: [V.Reply.name],
  rules,
  async find(tx, tenantId, ownerId) {
    const r = supplierNoticeRecipients;
    const n = supplierNotices;
    const [row] = await tx
      .select({
        supplierId: r.supplierId,
        replyStatus: r.replyStatus,
        status: n.status,
        // The caller's supplier: only the recipient's own users write its reply.
        scopeSupplier: sql<string | null>`app_supplier_id()`,
      })
      .from(r)
      .innerJoin(n, and(eq(n.tenantId, r.tenantId), eq(n.id, r.noticeId), eq(n.isDeleted, false)))
      .where(and(eq(r.tenantId, tenantId), eq(r.id, ownerId)))
      .for('share', { of: r });
    if (!row) return null;
    const open: number[] = [NoticeReplyStatus.NotSubmitted, NoticeReplyStatus.Returned];
    return {
      supplierId: row.supplierId,
      writable:
        row.scopeSupplier === row.supplierId &&
        row.status === NoticeStatus.Published &&
        open.includes(row.replyStatus),
    };
  },
};
