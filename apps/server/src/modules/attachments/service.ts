import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx, Queryable } from '../../platform/db/client.js';
import { newId } from '../../platform/db/columns.js';
import {
  BusinessError,
  EntityNotFoundError,
  ForbiddenError,
  invalidField,
} from '../../platform/http/errors.js';
import { T } from '../../platform/localization/localizer.js';
import type { AuditCollector } from '../../platform/audit/collector.js';
import { auditedAttachment, toAttachmentDto, type AttachmentRow } from './dto.js';
import { attachmentOwner, type AttachmentOwner, type AttachmentOwnerRow } from './registry.js';
import { attachments } from './schema.js';
import { attachmentTexts } from './texts.js';
import type { AttachmentDto } from '@sp/contracts';

export const ATTACHMENT_ENTITY = 'SupplierPortal.Attachments.Attachment';

/** The caller as the attachment rules see them. */
export interface AttachmentCaller {
  id: string;
  name: string;
  grantedPolicies: ReadonlySet<string>;
}

/** The owner type registered for `ownerType`, if the caller may read (or write) its documents. */
export function ownerFor(ownerType: string, caller: AttachmentCaller, write = false): AttachmentOwner {
  const owner = attachmentOwner(ownerType);
  if (!owner)
    throw invalidField(
      'ownerType',
      T(attachmentTexts, 'Attachment:UnknownOwnerType', ownerType.slice(0, 64)),
    );
  const policies = write ? owner.writePolicies : owner.readPolicies;
  if (!policies.some((p) => caller.grantedPolicies.has(p))) throw new ForbiddenError();
  return owner;
}

/** The document, as the caller's scope sees it (another supplier's is a 404). */
export async function findOwner(
  tx: Queryable,
  owner: AttachmentOwner,
  tenantId: string,
  ownerId: string,
): Promise<AttachmentOwnerRow> {
  const row = await owner.find(tx, tenantId, ownerId);
  if (!row) throw new EntityNotFoundError(owner.ownerType, ownerId);
  return row;
}

export function checkCategory(owner: AttachmentOwner, category: string): void {
  const allowed = owner.rules.categories ?? [''];
  if (!allowed.includes(category))
    throw invalidField(
      'category',
      T(attachmentTexts, 'Attachment:UnknownCategory', category.slice(0, 64), allowed.join(', ') || '—'),
    );
}

const locked = () =>
  new BusinessError(T(attachmentTexts, 'Attachment:Locked'), { code: 'SupplierPortal:AttachmentLocked' });

const liveOf = (tenantId: string, ownerType: string, ownerId: string) =>
  and(
    eq(attachments.tenantId, tenantId),
    eq(attachments.ownerType, ownerType),
    eq(attachments.ownerId, ownerId),
    eq(attachments.isDeleted, false),
  );

/** A document's files, newest version first per name; replaced versions only when asked. */
export async function listAttachments(
  tx: Queryable,
  tenantId: string,
  ownerType: string,
  ownerId: string,
  includeHistory: boolean,
): Promise<AttachmentDto[]> {
  const rows = await tx
    .select()
    .from(attachments)
    .where(
      and(liveOf(tenantId, ownerType, ownerId), includeHistory ? undefined : eq(attachments.isCurrent, true)),
    )
    .orderBy(asc(attachments.category), asc(attachments.fileName), desc(attachments.version));
  return rows.map(toAttachmentDto);
}

/** Before any byte is stored: the document exists for the caller and takes files now. */
export async function checkWritable(
  tx: Queryable,
  owner: AttachmentOwner,
  tenantId: string,
  ownerId: string,
): Promise<void> {
  const doc = await findOwner(tx, owner, tenantId, ownerId);
  if (!doc.writable) throw locked();
}

export interface StoredFile {
  id: string;
  fileName: string;
  size: number;
  contentType: string;
}

/**
 * Records a stored file as the document's attachment. A file of the same name and category
 * replaces the current one as its next version (the old one is kept, no longer current); otherwise
 * the document must have room. The document row is share-locked by `find` (no status change
 * meanwhile) and uploads to one document are serialised, so two cannot both take the last place.
 */
export async function addAttachment(
  tx: Tx,
  audit: AuditCollector,
  owner: AttachmentOwner,
  tenantId: string,
  ownerId: string,
  category: string,
  file: StoredFile,
  caller: AttachmentCaller,
): Promise<AttachmentDto> {
  const doc = await findOwner(tx, owner, tenantId, ownerId);
  if (!doc.writable) throw locked();
  // Serialises uploads to one document on every instance (released at commit).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`attachments:${tenantId}:${ownerId}`}))`);
  const live = liveOf(tenantId, owner.ownerType, ownerId);
  const [previous] = await tx
    .select()
    .from(attachments)
    .where(
      and(
        live,
        eq(attachments.isCurrent, true),
        eq(attachments.category, category),
        eq(attachments.fileName, file.fileName),
      ),
    );
  if (!previous) {
    const [current] = await tx
      .select({ n: count() })
      .from(attachments)
      .where(and(live, eq(attachments.isCurrent, true)));
    if ((current?.n ?? 0) >= owner.rules.maxCount)
      throw new BusinessError(T(attachmentTexts, 'Attachment:TooMany', owner.rules.maxCount), {
        code: 'SupplierPortal:TooManyAttachments',
      });
  } else {
    await tx
      .update(attachments)
      .set({ isCurrent: false })
      .where(and(eq(attachments.tenantId, tenantId), eq(attachments.id, previous.id)));
  }
  const [created] = await tx
    .insert(attachments)
    .values({
      tenantId,
      id: newId(),
      ownerType: owner.ownerType,
      ownerId,
      supplierId: doc.supplierId,
      category,
      fileId: file.id,
      fileName: file.fileName,
      size: file.size,
      contentType: file.contentType,
      version: (previous?.version ?? 0) + 1,
      creatorId: caller.id,
      creatorName: caller.name,
    })
    .returning();
  audit.created(ATTACHMENT_ENTITY, created!.id, auditedAttachment(created!));
  return toAttachmentDto(created!);
}

/** An attachment the caller's scope can see (another supplier's is a 404). */
export async function findAttachment(tx: Queryable, tenantId: string, id: string): Promise<AttachmentRow> {
  const [row] = await tx
    .select()
    .from(attachments)
    .where(and(eq(attachments.tenantId, tenantId), eq(attachments.id, id), eq(attachments.isDeleted, false)));
  if (!row) throw new EntityNotFoundError(ATTACHMENT_ENTITY, id);
  return row;
}

/**
 * Removes a file from its document (soft: the row stays for the audit trail, the bytes stay with
 * it). Removing the current version makes no older version current again: the document simply no
 * longer holds that file.
 */
export async function removeAttachment(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  caller: AttachmentCaller,
): Promise<void> {
  const row = await findAttachment(tx, tenantId, id);
  const owner = ownerFor(row.ownerType, caller, true);
  const doc = await findOwner(tx, owner, tenantId, row.ownerId);
  if (!doc.writable) throw locked();
  await tx
    .update(attachments)
    .set({ isDeleted: true, isCurrent: false })
    .where(and(eq(attachments.tenantId, tenantId), eq(attachments.id, id)));
  audit.deleted(ATTACHMENT_ENTITY, id, auditedAttachment(row));
}
