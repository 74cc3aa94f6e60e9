import type { PagedResult } from './list-query';
import { get, post } from './request';

export { MailStatus } from '@sp/contracts';

/** An outbox row as the list shows it (the detail adds the body). */
export interface OutboxMail {
  id: string;
  to: string[];
  cc: string[];
  subject: string;
  status: number;
  tries: number;
  nextAttemptTime: string | null;
  lastError: string | null;
  sentTime: string | null;
  relatedEntityType: string | null;
  relatedEntityId: string | null;
  creationTime: string;
}

export interface OutboxMailDetail extends OutboxMail {
  htmlBody: string;
}

export interface MailFilters extends Record<string, unknown> {
  status?: number | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

const base = '/api/app/mailOutbox';

export const getMails = (params: Record<string, unknown>) => get<PagedResult<OutboxMail>>(base, params);
export const getMail = (id: string) => get<OutboxMailDetail>(`${base}/${id}`);
export const retryMail = (id: string) => post<OutboxMailDetail>(`${base}/${id}/retry`);
