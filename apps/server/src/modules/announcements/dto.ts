import { auditedFields } from '../../platform/audit/collector.js';
import { allowedActions, systemInformWorkflow, type Culture, type WorkflowCaller } from '@sp/contracts';
import { wireTenantId } from '../identity/dto.js';
import type { systemInforms } from './schema.js';
import { auditedEntityDto } from '../../platform/http/entity-dto.js';

export type SystemInformRow = typeof systemInforms.$inferSelect;

/** SystemInformDto (administration): every field, with read and audience counts when listed. */
export function toSystemInformDto(
  r: SystemInformRow,
  caller: WorkflowCaller | null,
  counts?: { readCount: number; targetCount: number },
) {
  return {
    id: r.id,
    tenantId: wireTenantId(r.tenantId),
    title: r.title,
    content: r.content,
    type: r.type,
    systemInformShow: r.systemInformShow,
    priority: r.priority,
    status: r.status,
    /** What the caller may do now (publish, revoke, update, delete), from the workflow. */
    allowedActions: caller ? allowedActions(systemInformWorkflow, r.status as 0 | 1 | 2, caller, null) : [],
    audience: r.audience,
    audienceRoleIds: r.audienceRoleIds,
    audienceSupplierIds: r.audienceSupplierIds,
    startTime: r.startTime,
    endTime: r.endTime,
    publishTime: r.publishTime,
    publisherId: r.publisherId,
    publisherName: r.publisherName,
    revokeTime: r.revokeTime,
    mailToAudience: r.mailToAudience,
    mailedTime: r.mailedTime,
    mailedCount: r.mailedCount,
    ...(counts ?? {}),
    ...auditedEntityDto(r),
  };
}

export type SystemInformDto = ReturnType<typeof toSystemInformDto>;

/**
 * Other languages' wording of an announcement, `extraProperties.translations[culture]`. Only the
 * server writes it (the demo seeds its announcements in every language; no endpoint accepts it),
 * and an edit of the text drops it, since it translated the old text.
 */
export interface SystemInformTranslation {
  title: string;
  /** Sanitised HTML, like `content`. */
  content: string;
}
export type SystemInformTranslations = Partial<Record<Culture, SystemInformTranslation>>;

function translationOf(r: SystemInformRow, culture: Culture | undefined): SystemInformTranslation | null {
  if (!culture) return null;
  const all = (r.extraProperties as { translations?: SystemInformTranslations }).translations;
  const t = all?.[culture];
  return t && typeof t.title === 'string' && typeof t.content === 'string' ? t : null;
}

/** The extra properties without the translations (the text they translated changed). */
export function withoutTranslations(extra: Record<string, unknown>): Record<string, unknown> {
  const { translations: _dropped, ...rest } = extra;
  return rest;
}

/**
 * What a reader sees (bell, history): the announcement in the reader's language when it has that
 * wording, and whether they dismissed it.
 */
export function toSystemInformUserDto(r: SystemInformRow, readTime: Date | null, culture?: Culture) {
  const text = translationOf(r, culture) ?? { title: r.title, content: r.content };
  return {
    id: r.id,
    title: text.title,
    content: text.content,
    type: r.type,
    systemInformShow: r.systemInformShow,
    priority: r.priority,
    startTime: r.startTime,
    endTime: r.endTime,
    publishTime: r.publishTime,
    publisherName: r.publisherName,
    isRead: readTime !== null,
    readTime,
    creationTime: r.creationTime,
  };
}

export type SystemInformUserDto = ReturnType<typeof toSystemInformUserDto>;

/** What the audit log records of an announcement: its business fields. */
export const auditedSystemInform = (r: SystemInformRow) =>
  auditedFields(r, [
    'title',
    'content',
    'type',
    'systemInformShow',
    'priority',
    'status',
    'audience',
    'audienceRoleIds',
    'audienceSupplierIds',
    'startTime',
    'endTime',
    'publishTime',
    'mailToAudience',
  ]);
