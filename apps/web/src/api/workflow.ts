import type { StatusHistoryDto } from '@sp/contracts';
import { request } from './request';

/** The status history of one document, oldest first (the detail page's timeline). */
export const getStatusHistory = (entityType: string, entityId: string) =>
  request<StatusHistoryDto[]>({
    method: 'GET',
    url: '/api/app/workflow/history',
    params: { entityType, entityId },
  });
