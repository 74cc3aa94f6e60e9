import { wireTenantId } from '../identity/dto.js';
import type { FileRow } from './service.js';

/** What the API says about a stored file (`GET …/files/{id}/info`); the bytes are the download. */
export function toFileDto(r: FileRow) {
  return {
    id: r.id,
    tenantId: wireTenantId(r.tenantId),
    fileName: r.fileName,
    contentType: r.contentType,
    size: r.size,
    sha256: r.sha256,
    isPublic: r.isPublic,
    module: r.module,
    ownerId: r.ownerId,
    creationTime: r.creationTime,
  };
}
