import type {
  LetterConclusionInput,
  LetterDto,
  LetterFileDto,
  LetterItemJudgementInput,
  LetterListItemDto,
} from '@sp/contracts';
import type { PagedResult } from '../../../api/list-query';
import { downloadFile } from '../../../api/download';
import { del, get, post, put, request } from '../../../api/request';

/** The letter list's filters (`GET /api/app/letter`), as the overviews keep them in the URL. */
export interface LetterFilters extends Record<string, unknown> {
  letterType?: string | undefined;
  otherType?: string | undefined;
  status?: number | undefined;
  partNo?: string | undefined;
  supplierId?: string | undefined;
  ownerEngineerId?: string | undefined;
  overdueOnly?: boolean | undefined;
  expiringWithinDays?: number | undefined;
  submittedFrom?: string | undefined;
  submittedTo?: string | undefined;
}

const base = '/api/app/letter';
export const letterExportUrl = `${base}/export`;

/** The wire path of a transition or operation (`passInitialCheck` → `pass-initial-check`). */
export const actionPath = (action: string) => action.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export const getLetters = (params: Record<string, unknown>) =>
  get<PagedResult<LetterListItemDto>>(base, params);
export const getLetter = (id: string) => get<LetterDto>(`${base}/${id}`);

/**
 * A transition with its comment (and a conditional approval's extras). `silent` when the page shows
 * the refusal itself (a submit's per-item problems above the items).
 */
export const letterTransition = (
  id: string,
  action: string,
  body: LetterConclusionInput = {},
  options: { silent?: boolean } = {},
) => post<LetterDto>(`${base}/${id}/${actionPath(action)}`, body, options);

/** A change or renewal: the server opens a new request pre-filled from the letter. */
export const newRevision = (
  id: string,
  input: { requestType: 'Change' | 'Renewal'; dueDate?: string | null | undefined },
) => post<{ id: string; requestNo: string }>(`${base}/${id}/new-revision`, input);

/** The vendor's comment on one item (Draft / Returned). */
export const updateLetterItem = (id: string, itemCode: string, vendorComment: string | null) =>
  put<LetterDto>(`${base}/${id}/items/${encodeURIComponent(itemCode)}`, { vendorComment });

/** The buyer's per-item result: `check` (initial check) or `review`. */
export const judgeLetterItem = (
  id: string,
  itemCode: string,
  kind: 'check' | 'review',
  input: LetterItemJudgementInput,
) => put<LetterDto>(`${base}/${id}/items/${encodeURIComponent(itemCode)}/${kind}`, input);

export interface LetterUploadInput {
  file: File;
  docValidFrom?: string | null | undefined;
  docValidTo?: string | null | undefined;
}

/** One file to an item (multipart: the validity fields first, then `file`). Silent: the dialog shows why not. */
export function uploadLetterFile(id: string, itemCode: string, input: LetterUploadInput) {
  const body = new FormData();
  if (input.docValidFrom) body.append('docValidFrom', input.docValidFrom);
  if (input.docValidTo) body.append('docValidTo', input.docValidTo);
  body.append('file', input.file);
  return request<LetterFileDto>(
    { method: 'POST', url: `${base}/${id}/items/${encodeURIComponent(itemCode)}/files`, data: body },
    { silent: true },
  );
}

export const deleteLetterFile = (id: string, fileId: string) => del<void>(`${base}/${id}/files/${fileId}`);

/** A file's bytes with the user's token (the letter's rights apply), saved under its own name. */
export const downloadLetterFile = (f: Pick<LetterFileDto, 'letterId' | 'id' | 'fileName' | 'downloadUrl'>) =>
  downloadFile(f.downloadUrl || `${base}/${f.letterId}/files/${f.id}`, {}, f.fileName);

export const approvedPdfUrl = (id: string) => `${base}/${id}/approved.pdf`;

/** The merged, stamped PDF of an approved letter. */
export const downloadApprovedPdf = (l: Pick<LetterDto, 'id' | 'letterNo'>) =>
  downloadFile(approvedPdfUrl(l.id), {}, `${l.letterNo}.pdf`);
