import type { LetterFileListItemDto } from '@sp/contracts';
import type { PagedResult } from '../../../api/list-query';
import { get } from '../../../api/request';

/** The file overviews' API (`GET /api/app/letterFile`, `/export`): every file of every letter the caller sees. */
export type LetterFileRow = LetterFileListItemDto;

export const letterFileUrl = '/api/app/letterFile';
export const letterFileExportUrl = `${letterFileUrl}/export`;

export const getLetterFiles = (params: Record<string, unknown>) =>
  get<PagedResult<LetterFileRow>>(letterFileUrl, params);

export interface LetterFileFilters extends Record<string, unknown> {
  filter?: string | undefined;
  supplierId?: string | undefined;
  partNo?: string | undefined;
  itemCode?: string | undefined;
  status?: string | undefined;
  expiringWithinDays?: number | undefined;
  letterId?: string | undefined;
}

/** Where a letter opens: the buyer's detail page or the vendor's. */
export const letterDetailPath = (side: 'buyer' | 'vendor', id: string) =>
  `/letter-of-recognition/${side === 'buyer' ? 'admin' : 'vendor'}-letter-detail?id=${encodeURIComponent(id)}`;
