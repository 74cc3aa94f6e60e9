import { LetterStatus, PartNoConfirmStatus } from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import type { TestServer, WorldSupplier, WorldTenant } from '../../../../test/harness.js';
import type { Tx } from '../../../platform/db/client.js';
import { newId } from '../../../platform/db/columns.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { users } from '../../identity/schema.js';
import { letterCheckTemplates, letterFiles, letters, partNoConfirms } from '../schema.js';

/**
 * Rows for the job and mail tests, written straight into the tables (the jobs read rows, whatever
 * made them): a template, requests, letters and files of a world tenant's supplier.
 */
let seq = 0;
const next = () => `${Date.now().toString(36).toUpperCase()}${++seq}`;

export const inTenant = <T>(server: TestServer, t: WorldTenant, work: (tx: Tx) => Promise<T>) =>
  inScope(server.database.db, tenantScope(t.id), work);

export async function adminIdOf(server: TestServer, t: WorldTenant): Promise<string> {
  return inTenant(server, t, async (tx) => {
    const [u] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, t.id), eq(users.userName, 'admin')));
    return u!.id;
  });
}

export async function templateOf(server: TestServer, t: WorldTenant): Promise<string> {
  const id = newId();
  await inTenant(server, t, (tx) =>
    tx.insert(letterCheckTemplates).values({
      id,
      code: `T-${next()}`,
      name: 'Plastic parts',
      materialCategory: 'PLASTIC',
    }),
  );
  return id;
}

export interface RowOwner {
  server: TestServer;
  t: WorldTenant;
  supplier: WorldSupplier;
  templateId: string;
  ownerId: string;
}

export async function insertRequest(
  o: RowOwner,
  fields: Partial<typeof partNoConfirms.$inferInsert> = {},
): Promise<typeof partNoConfirms.$inferSelect> {
  const [row] = await inTenant(o.server, o.t, (tx) =>
    tx
      .insert(partNoConfirms)
      .values({
        id: newId(),
        supplierId: o.supplier.id,
        requestNo: `PNC-T-${next()}`,
        requestType: 'New',
        partNo: `201-${next()}`,
        partName: 'Housing',
        materialCategory: 'PLASTIC',
        checkTemplateId: o.templateId,
        submissionLevel: 3,
        dueDate: '2031-01-31',
        ownerEngineerId: o.ownerId,
        status: PartNoConfirmStatus.PendingAck,
        ...fields,
      })
      .returning(),
  );
  return row!;
}

export async function insertLetter(
  o: RowOwner,
  fields: Partial<typeof letters.$inferInsert> = {},
): Promise<typeof letters.$inferSelect> {
  const [row] = await inTenant(o.server, o.t, (tx) =>
    tx
      .insert(letters)
      .values({
        id: newId(),
        supplierId: o.supplier.id,
        letterNo: `CRS-T-${next()}`,
        partNo: `201-${next()}`,
        partName: 'Housing',
        materialCategory: 'PLASTIC',
        checkTemplateId: o.templateId,
        templateVersion: 1,
        ownerEngineerId: o.ownerId,
        status: LetterStatus.Approved,
        conclusion: 'Approved',
        ...fields,
      })
      .returning(),
  );
  return row!;
}

export async function insertFile(
  o: RowOwner,
  letterId: string,
  fields: Partial<typeof letterFiles.$inferInsert> = {},
): Promise<typeof letterFiles.$inferSelect> {
  const [row] = await inTenant(o.server, o.t, (tx) =>
    tx
      .insert(letterFiles)
      .values({
        id: newId(),
        supplierId: o.supplier.id,
        letterId,
        itemCode: 'ROHS_REPORT',
        fileId: newId().replace(/-/g, ''),
        fileName: 'rohs.pdf',
        ext: 'pdf',
        size: 1000,
        contentType: 'application/pdf',
        sha256: '0'.repeat(64),
        ...fields,
      })
      .returning(),
  );
  return row!;
}
