import type {
  Culture,
  MailEventDto,
  MailTemplateOverrideDto,
  MailTemplatePreviewDto,
  MailTemplatePreviewInput,
  MailTemplateUpdateInput,
  NotificationDto,
  TodoItemDto,
  UnreadCountDto,
} from '@sp/contracts';
import type { PagedResult } from './list-query';
import { del, get, post, put } from './request';

/** Mail templates (administrators), the caller's notifications and To-do items. */

const templates = '/api/app/mailTemplate';
const eventUrl = (event: string) => `${templates}/${encodeURIComponent(event)}`;

export const getMailEvents = () => get<MailEventDto[]>(templates);
export const saveMailTemplate = (event: string, culture: Culture, input: MailTemplateUpdateInput) =>
  put<MailTemplateOverrideDto>(`${eventUrl(event)}/${culture}`, input);
export const resetMailTemplate = (event: string, culture: Culture) =>
  del<void>(`${eventUrl(event)}/${culture}`);
export const previewMailTemplate = (event: string, input: MailTemplatePreviewInput) =>
  post<MailTemplatePreviewDto>(`${eventUrl(event)}/preview`, input);

export const sendTestMail = (event: string) =>
  post<{ mails: number; notifications: number }>(`${eventUrl(event)}/sendTest`);

const inbox = '/api/app/notification';

export const getNotifications = (maxResultCount = 20) =>
  get<PagedResult<NotificationDto>>(inbox, { maxResultCount });
export const getUnreadCount = () => get<UnreadCountDto>(`${inbox}/unreadCount`);
export const markNotificationRead = (id: string) => post<void>(`${inbox}/${id}/read`);
export const markAllNotificationsRead = () => post<void>(`${inbox}/readAll`);

export const getTodo = () => get<TodoItemDto[]>('/api/app/todo');
