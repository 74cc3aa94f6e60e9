import type { AttachmentDto } from '@sp/contracts';
import { downloadFile } from './download';
import { request } from './request';

const base = '/api/app/attachment';

/** A record's files, earlier versions included (`isCurrent` false). */
export const getAttachments = (ownerType: string, ownerId: string) =>
  request<{ items: AttachmentDto[] }>({
    method: 'GET',
    url: base,
    params: { ownerType, ownerId, includeHistory: true },
  });

/** Uploads a file to a record (multipart field `file`); a file of the same name becomes a new version. */
export function uploadAttachment(ownerType: string, ownerId: string, category: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return request<AttachmentDto>({
    method: 'POST',
    url: base,
    params: { ownerType, ownerId, category },
    data: body,
  });
}

export const deleteAttachment = (id: string) => request<void>({ method: 'DELETE', url: `${base}/${id}` });

export const downloadAttachment = (a: Pick<AttachmentDto, 'id' | 'fileName'>) =>
  downloadFile(`${base}/${a.id}/download`, {}, a.fileName);
