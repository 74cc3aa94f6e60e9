import type {
  DispositionValue,
  InspectionDocTypeValue,
  InspectionFormDto,
  InspectionFormListItemDto,
  InspectionFormUpdateInput,
  ReceiptCheckDto,
} from '@sp/contracts';
import type { PagedResult } from '../../../api/list-query';
import { downloadFile } from '../../../api/download';
import { del, get, post, put } from '../../../api/request';

/** The form lists' filters (`GET /api/app/inspectionForm`), as the overviews keep them in the URL. */
export interface FormFilters extends Record<string, unknown> {
  status?: number | undefined;
  supplierId?: string | undefined;
  partNo?: string | undefined;
  deliveryNo?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  reviewResult?: string | undefined;
  disposition?: string | undefined;
  pendingMine?: boolean | undefined;
  missingDocs?: boolean | undefined;
}

const base = '/api/app/inspectionForm';
export const formExportUrl = `${base}/export`;
export const formReportUrl = (id: string) => `${base}/${id}/report.pdf`;

/** The wire path of a transition (`startReview` → `start-review`). */
export const actionPath = (action: string) => action.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export const getForms = (params: Record<string, unknown>) =>
  get<PagedResult<InspectionFormListItemDto>>(base, params);
export const getForm = (id: string) => get<InspectionFormDto>(`${base}/${id}`);

/** The form of one delivery line (lot), made from the part's confirmed configuration. */
export const createForm = (deliveryLineId: string) => post<InspectionFormDto>(base, { deliveryLineId });

/** `silent`: the page shows a refused save on the fields (the toast would repeat it). */
export const updateForm = (id: string, input: Partial<InspectionFormUpdateInput>) =>
  put<InspectionFormDto>(`${base}/${id}`, input);

export const deleteForm = (id: string) => del<void>(`${base}/${id}`);

/** A transition: `comment` for return / amend; reject and accept conditionally add the disposition. */
export const formTransition = (
  id: string,
  action: string,
  body: { comment?: string | null; disposition?: DispositionValue; concurrencyStamp?: string | null } = {},
) => post<InspectionFormDto>(`${base}/${id}/${actionPath(action)}`, body);

/** The valid-to of an attached document. */
export const setDocumentValidTo = (id: string, docType: InspectionDocTypeValue, validTo: string | null) =>
  put<InspectionFormDto>(`${base}/${id}/documents/${docType}`, { validTo });

/** What receiving a delivery would meet (lines without an accepted form, the tenant's gate); silent: only a hint. */
export const getReceiptCheck = (deliveryId: string) =>
  get<ReceiptCheckDto>(`${base}/receiptCheck`, { deliveryId }, { silent: true });

/** The IQC inspection report (进料检验报告), A4 PDF. */
export const downloadFormReport = (f: Pick<InspectionFormDto, 'id' | 'formNo' | 'version'>) =>
  downloadFile(formReportUrl(f.id), {}, `${f.formNo}-v${f.version}.pdf`);
