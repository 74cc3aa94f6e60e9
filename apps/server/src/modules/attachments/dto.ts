import { auditedFields } from '../../platform/audit/collector.js';
import type { AttachmentDto } from '@sp/contracts';
import type { attachments } from './schema.js';

export type AttachmentRow = typeof attachments.$inferSelect;

export function toAttachmentDto(r: AttachmentRow): AttachmentDto {
  return {
    id: r.id,
    ownerType: r.ownerType,
    ownerId: r.ownerId,
    category: r.category,
    fileId: r.fileId,
    fileName: r.fileName,
    size: r.size,
    contentType: r.contentType,
    version: r.version,
    isCurrent: r.isCurrent,
    creatorName: r.creatorName,
    creationTime: r.creationTime.toISOString(),
  };
}

/** What the audit log records of an attachment. */
export const auditedAttachment = (r: AttachmentRow) =>
  auditedFields(r, [
    'ownerType',
    'ownerId',
    'category',
    'fileId',
    'fileName',
    'size',
    'version',
    'isCurrent',
  ]);
