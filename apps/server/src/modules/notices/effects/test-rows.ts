import { NoticeAckStatus, NoticeReplyStatus, NoticeStatus } from '@sp/contracts';
import type { TestServer, WorldSupplier, WorldTenant } from '../../../../test/harness.js';
import type { Tx } from '../../../platform/db/client.js';
import { newId } from '../../../platform/db/columns.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import type { NoticeRow, RecipientRow } from '../mail.js';
import { supplierNoticeRecipients, supplierNotices } from '../schema.js';

/**
 * Rows for the effects' and the PDF's tests, written straight into the tables (the mails, counts,
 * job and PDF read rows, whatever made them; the notices' own flows have their tests): a notice as
 * published, with one recipient row per supplier given.
 */
let seq = 0;

export const inTenant = <T>(server: TestServer, t: WorldTenant, work: (tx: Tx) => Promise<T>) =>
  inScope(server.database.db, tenantScope(t.id), work);

export interface NoticeRows {
  notice: NoticeRow;
  recipients: RecipientRow[];
}

export async function insertNotice(
  server: TestServer,
  t: WorldTenant,
  suppliers: readonly Pick<WorldSupplier, 'id' | 'vendorCode'>[],
  fields: Partial<typeof supplierNotices.$inferInsert> = {},
  recipientFields: Partial<typeof supplierNoticeRecipients.$inferInsert> = {},
): Promise<NoticeRows> {
  return inTenant(server, t, async (tx) => {
    const requireAck = fields.requireAck ?? true;
    const requireReply = fields.requireReply ?? false;
    const [notice] = await tx
      .insert(supplierNotices)
      .values({
        id: newId(),
        noticeNo: `SN-202611${String(++seq).padStart(4, '0')}${Date.now().toString(36).slice(-4)}`,
        title: 'Packaging label rules 2027',
        category: 'PACKAGING',
        content:
          '<p>From 1 January 2027 every carton label carries a GS1 barcode.</p><ul><li>Lot number</li><li>Date code</li></ul>',
        priority: 'High',
        targetScope: 'Selected',
        supplierIds: suppliers.map((s) => s.id),
        requireAck,
        requireReply,
        status: NoticeStatus.Published,
        publishTime: new Date('2030-01-01T08:00:00Z'),
        publisherName: 'Publisher',
        ...fields,
      })
      .returning();
    const recipients =
      suppliers.length === 0
        ? []
        : await tx
            .insert(supplierNoticeRecipients)
            .values(
              suppliers.map((s) => ({
                id: newId(),
                noticeId: notice!.id,
                supplierId: s.id,
                vendorCode: s.vendorCode,
                vendorName: `Supplier ${s.vendorCode}`,
                ackStatus: requireAck ? NoticeAckStatus.Pending : NoticeAckStatus.NotRequired,
                replyStatus: requireReply ? NoticeReplyStatus.NotSubmitted : NoticeReplyStatus.NotRequired,
                ...recipientFields,
              })),
            )
            .returning();
    return { notice: notice!, recipients };
  });
}
