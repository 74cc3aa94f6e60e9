import { readApi } from './crud-api';
import type { TimeRangeFilters } from './list-query';
import { post } from './request';

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

export interface MailFilters extends TimeRangeFilters, Record<string, unknown> {
  status?: number | undefined;
}

const base = '/api/app/mailOutbox';

const mails = readApi<OutboxMail, OutboxMailDetail>(base);

export const getMails = mails.list;
export const getMail = mails.get;
export const retryMail = (id: string) => post<OutboxMailDetail>(`${base}/${id}/retry`);
