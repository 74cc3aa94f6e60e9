import type { LabelTemplate, LabelTemplateInput, LabelType } from '@sp/contracts';
import type { PagedResult } from './list-query';
import { del, get, post, put, request } from './request';

export { defaultTemplates, LabelTemplateLimits, labelTypes, TEMPLATE_CODE } from '@sp/contracts';

/** LabelTemplateDto: the record, its layout and, for the list, the layout's size and printer settings. */
export interface LabelTemplateDto {
  id: string;
  code: string;
  name: string;
  labelType: LabelType;
  forSupplierId: string | null;
  forSupplierCode: string | null;
  forSupplierName: string | null;
  partCategory: string | null;
  widthMm: number;
  heightMm: number;
  dpi: number;
  payloadStyle: string;
  symbology: string;
  definition: LabelTemplate;
  copies: number;
  version: number;
  isDefault: boolean;
  isActive: boolean;
  remark: string | null;
  concurrencyStamp: string;
  creationTime: string;
  lastModificationTime: string | null;
}

export interface LabelTemplateInputDto {
  code: string;
  name: string;
  labelType: LabelType;
  forSupplierId?: string | null;
  partCategory?: string | null;
  definition: LabelTemplateInput;
  copies?: number;
  isDefault?: boolean;
  isActive?: boolean;
  remark?: string | null;
}

export interface LabelTemplateVersionDto {
  templateId: string;
  version: number;
  definition: LabelTemplate;
  creationTime: string;
  creatorName: string | null;
  isCurrent: boolean;
}

export interface LabelTemplateFilters extends Record<string, unknown> {
  labelType?: LabelType | undefined;
  /** 'true' or 'false' as the query sends it. */
  isActive?: 'true' | 'false' | undefined;
}

const base = '/api/app/labelTemplate';

export const getLabelTemplates = (params: Record<string, unknown>) =>
  get<PagedResult<LabelTemplateDto>>(base, params);
export const getLabelTemplate = (id: string) => get<LabelTemplateDto>(`${base}/${id}`);
export const createLabelTemplate = (input: LabelTemplateInputDto) => post<LabelTemplateDto>(base, input);
export const updateLabelTemplate = (
  id: string,
  input: LabelTemplateInputDto & { concurrencyStamp: string },
) => put<LabelTemplateDto>(`${base}/${id}`, input);
/** Refused (with the reason) for the default of a label type. */
export const deleteLabelTemplate = (id: string) => del<void>(`${base}/${id}`);
export const copyLabelTemplate = (id: string, input: { code: string; name: string }) =>
  post<LabelTemplateDto>(`${base}/${id}/copy`, input);
export const getLabelTemplateVersions = (id: string) =>
  get<LabelTemplateVersionDto[]>(`${base}/${id}/versions`);

/**
 * The server-rendered PNG of the sample label (the template's current version, or `version`), as
 * an object URL the caller revokes. Silent: the page shows its own "preview unavailable" state.
 */
export async function labelTemplatePreview(id: string, version?: number): Promise<string> {
  const blob = await request<Blob>(
    {
      method: 'GET',
      url: `${base}/${id}/preview.png`,
      params: version ? { version } : {},
      responseType: 'blob',
    },
    { silent: true },
  );
  return URL.createObjectURL(blob);
}

/** Downloads the one-label sample file (PDF or ZPL) with the server's file name. */
export async function labelTemplateTestPrint(
  t: Pick<LabelTemplateDto, 'id' | 'code' | 'version'>,
  format: 'pdf' | 'zpl',
) {
  const blob = await request<Blob>({
    method: 'POST',
    url: `${base}/${t.id}/test-print`,
    data: { format },
    responseType: 'blob',
  });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `${t.code}-v${t.version}.${format}`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
