import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { EntityNotFoundError } from '../../../platform/http/errors.js';
import { tenantSetting } from '../../../platform/notifications/tenant-setting.js';
import { SettingNames } from '../../../platform/settings/definitions.js';
import { files } from '../../files/schema.js';
import type { FileRow } from '../../files/service.js';
import { suppliers } from '../../suppliers/schema.js';
import { tenants } from '../../tenants/schema.js';
import { letterApprovals, letterCheckItems, letterFiles, letterItems, letters } from '../schema.js';

export type SealLetter = typeof letters.$inferSelect;
export type SealFile = typeof letterFiles.$inferSelect & { stored: FileRow | null };

export interface SealItem {
  itemCode: string;
  nameEn: string;
  nameZhHans: string;
  required: boolean;
  /** Current files (not replaced, not deleted), oldest first. */
  files: SealFile[];
}

export interface SignatureLine {
  name: string;
  time: Date;
}

/** Everything the approved PDF shows, read through the approval's transaction. */
export interface SealData {
  letter: SealLetter;
  company: string;
  supplierCode: string;
  supplierName: string;
  timeZone: string;
  items: SealItem[];
  submitted: SignatureLine | null;
  initialCheck: SignatureLine | null;
}

/** The letter, its supplier, its items in order with their current files, and its signature records. */
export async function loadSealData(tx: Tx, tenantId: string, letterId: string): Promise<SealData> {
  const [letter] = await tx
    .select()
    .from(letters)
    .where(and(eq(letters.tenantId, tenantId), eq(letters.id, letterId), eq(letters.isDeleted, false)));
  if (!letter) throw new EntityNotFoundError('SupplierPortal.LetterOfRecognition.Letter', letterId);
  const [supplier] = await tx
    .select({ code: suppliers.vendorCode, name: suppliers.name })
    .from(suppliers)
    .where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.id, letter.supplierId)));
  const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  const itemRows = await tx
    .select({
      itemCode: letterItems.itemCode,
      required: letterItems.required,
      nameEn: letterCheckItems.nameEn,
      nameZhHans: letterCheckItems.nameZhHans,
    })
    .from(letterItems)
    .leftJoin(
      letterCheckItems,
      and(
        eq(letterCheckItems.tenantId, letterItems.tenantId),
        eq(letterCheckItems.code, letterItems.itemCode),
        eq(letterCheckItems.isDeleted, false),
      ),
    )
    .where(and(eq(letterItems.tenantId, tenantId), eq(letterItems.letterId, letterId)))
    .orderBy(asc(letterItems.sort), asc(letterItems.itemCode));
  const fileRows = await tx
    .select({ file: letterFiles, stored: files })
    .from(letterFiles)
    .leftJoin(files, and(eq(files.tenantId, letterFiles.tenantId), eq(files.id, letterFiles.fileId)))
    .where(
      and(
        eq(letterFiles.tenantId, tenantId),
        eq(letterFiles.letterId, letterId),
        eq(letterFiles.isDeleted, false),
        inArray(letterFiles.status, ['Active', 'Expired']),
      ),
    )
    .orderBy(asc(letterFiles.creationTime), asc(letterFiles.id));
  const approvals = await tx
    .select()
    .from(letterApprovals)
    .where(and(eq(letterApprovals.tenantId, tenantId), eq(letterApprovals.letterId, letterId)))
    .orderBy(desc(letterApprovals.time));
  const latest = (action: string): SignatureLine | null => {
    const a = approvals.find((r) => r.action === action);
    return a ? { name: a.userName, time: a.time } : null;
  };
  return {
    letter,
    company: tenant?.name ?? '',
    supplierCode: supplier?.code ?? '',
    supplierName: supplier?.name ?? '',
    timeZone: await tenantSetting(tx, SettingNames.TimeZone),
    items: itemRows.map((i) => ({
      itemCode: i.itemCode,
      nameEn: i.nameEn ?? i.itemCode,
      nameZhHans: i.nameZhHans ?? i.itemCode,
      required: i.required,
      files: fileRows
        .filter((f) => f.file.itemCode === i.itemCode)
        .map((f) => ({ ...f.file, stored: f.stored })),
    })),
    submitted: latest('submit'),
    initialCheck: latest('passInitialCheck'),
  };
}
