import type {
  LetterTypeValue,
  PartNoConfirmCreateInput,
  PartNoConfirmDto,
  PartNoConfirmLetterCreatedDto,
  PartNoConfirmMaterialDto,
  PartNoConfirmTemplateOptionDto,
  PartNoConfirmUserOptionDto,
} from '@sp/contracts';
import type { PagedResult } from '../../../api/list-query';
import { get, post, put } from '../../../api/request';

/** The request list's filters (`GET /api/app/partNoConfirm`), as the URL keeps them. */
export interface RequestFilters extends Record<string, unknown> {
  filter?: string | undefined;
  supplierId?: string | undefined;
  partNo?: string | undefined;
  materialCategory?: string | undefined;
  status?: number | undefined;
  ownerEngineerId?: string | undefined;
  dueDateFrom?: string | undefined;
  dueDateTo?: string | undefined;
}

export type RequestInput = PartNoConfirmCreateInput & { concurrencyStamp?: string };

const base = '/api/app/partNoConfirm';
export const requestExportUrl = `${base}/export`;

export const getRequests = (params: Record<string, unknown>) =>
  get<PagedResult<PartNoConfirmDto>>(base, params);
export const getRequest = (id: string) => get<PartNoConfirmDto>(`${base}/${id}`);
export const createRequest = (input: RequestInput) => post<PartNoConfirmDto>(base, input);
export const updateRequest = (id: string, input: RequestInput) =>
  put<PartNoConfirmDto>(`${base}/${id}`, input);

/** A plain step (decline, resend, cancel), with the reason when it takes one. */
export const requestTransition = (id: string, action: string, comment?: string, concurrencyStamp?: string) =>
  post<PartNoConfirmDto>(`${base}/${id}/${action}`, {
    ...(comment ? { comment } : {}),
    ...(concurrencyStamp ? { concurrencyStamp } : {}),
  });
export const acknowledgeRequest = (
  id: string,
  input: { promisedDate: string; comment?: string | null; concurrencyStamp?: string },
) => post<PartNoConfirmDto>(`${base}/${id}/acknowledge`, input);
export const createLetter = (id: string) =>
  post<PartNoConfirmLetterCreatedDto>(`${base}/${id}/create-letter`, {});

// The form's pickers.
export const getBuyerUsers = (filter: string | undefined) =>
  get<{ items: PartNoConfirmUserOptionDto[] }>(`${base}/users`, { filter, maxResultCount: 30 }).then(
    (r) => r.items,
  );
export const getTemplateOptions = (params: {
  letterType: LetterTypeValue;
  materialCategory?: string | undefined;
  otherType?: string | undefined;
}) => get<{ items: PartNoConfirmTemplateOptionDto[] }>(`${base}/templates`, params).then((r) => r.items);
export const getMaterial = (partNo: string) =>
  get<PartNoConfirmMaterialDto | null>(`${base}/material`, { partNo }, { silent: true });
