import type { WorkflowFields } from '@sp/contracts';
import type { PagedResult } from './list-query';
import { del, get, post, put } from './request';

/** System announcements (`/api/app/systemInform`, spec §7). */

// The enums live in the contracts (the server validates with the same objects); re-exported here
// because the bell and the pages import them beside the API calls.
export {
  SystemInformAudience,
  SystemInformLimits,
  SystemInformPriority,
  SystemInformShow,
  SystemInformStatus,
} from '@sp/contracts';

/**
 * SystemInformDto: what the administration page lists and edits; `allowedActions` (publish,
 * revoke, update, delete) are the caller's, from the workflow the server enforces.
 */
export interface SystemInform extends SystemInformInput, WorkflowFields {
  id: string;
  publishTime: string | null;
  publisherName: string | null;
  revokeTime: string | null;
  mailedTime: string | null;
  mailedCount: number | null;
  readCount?: number;
  targetCount?: number;
  concurrencyStamp: string;
  creationTime: string;
}

/** SystemInformUserDto: an announcement as its reader sees it (bell, history). */
export interface SystemInformUser extends Pick<
  SystemInform,
  | 'id'
  | 'title'
  | 'content'
  | 'type'
  | 'systemInformShow'
  | 'priority'
  | 'startTime'
  | 'endTime'
  | 'publishTime'
  | 'publisherName'
  | 'creationTime'
> {
  /** Dismissed ("no longer view"); a pinned one never is. */
  isRead: boolean;
  readTime: string | null;
}

/** What the administration dialog sends; the stored announcement has these fields too. */
export interface SystemInformInput {
  title: string;
  /** HTML, sanitised by the server. */
  content: string;
  type: number;
  systemInformShow: number;
  priority: number;
  audience: number;
  audienceRoleIds: string[];
  audienceSupplierIds: string[];
  startTime: string | null;
  endTime: string | null;
  mailToAudience: boolean;
}

export interface SystemInformFilters extends Record<string, unknown> {
  type?: number | undefined;
  status?: number | undefined;
  publishTimeFrom?: string | undefined;
  publishTimeTo?: string | undefined;
}

/** One value of an enum call, with its name in the request's language. */
export interface EnumItem {
  value: number;
  name: string;
}

export type InformEnum = 'Type' | 'Show' | 'Priority' | 'Audience' | 'Status';

const base = '/api/app/systemInform';

export const getSystemInforms = (params: Record<string, unknown>) =>
  get<PagedResult<SystemInform>>(base, params);
/** The form saves a draft (published with `/publish`); the server publishes a create without `isDraft`. */
export const createSystemInform = (input: SystemInformInput) =>
  post<SystemInform>(base, { ...input, isDraft: true });
export const updateSystemInform = (id: string, input: SystemInformInput & { concurrencyStamp: string }) =>
  put<SystemInform>(`${base}/${id}`, input);
/** Refused by the server while published (revoke first). */
export const deleteSystemInform = (id: string) => del<void>(`${base}/${id}`);
export const publishSystemInform = (id: string) => post<SystemInform>(`${base}/${id}/publish`);
export const revokeSystemInform = (id: string) => post<SystemInform>(`${base}/${id}/revoke`);

/** The navbar bell: unread, published, in its window, for this user; pinned ones always. */
export const getTopList = () => get<SystemInformUser[]>(`${base}/topList`);
/** Every announcement the user may see, read and unread. */
export const getHistoryList = (params: Record<string, unknown>) =>
  get<PagedResult<SystemInformUser>>(`${base}/historyList`, params);
/** "No longer view": the user dismisses it (a pinned one cannot be dismissed). */
export const markSystemInformRead = (id: string) => post<void>(`${base}/${id}/readlog`);

export const getSystemInformEnum = (name: InformEnum) => get<EnumItem[]>(`${base}/systemInform${name}Enum`);
