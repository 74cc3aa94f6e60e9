import { and, count, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditCollector } from '../../platform/audit/collector.js';
import type { Queryable, Tx } from '../../platform/db/client.js';
import { newId } from '../../platform/db/columns.js';
import { assertStamp, expectUpdated } from '../../platform/http/concurrency.js';
import { BusinessError, EntityNotFoundError, invalidField } from '../../platform/http/errors.js';
import { orderBy, type PagedQuery, type PagedResult } from '../../platform/http/paging.js';
import { L, type TextKey } from '../../platform/localization/localizer.js';
import { anyContains } from '../../platform/db/search.js';
import { enqueueMailPerRecipient } from '../../platform/mail/outbox.js';
import type { WorkflowActor } from '../../platform/workflow/caller.js';
import { assertOperation, recordCreation, transition } from '../../platform/workflow/transition.js';
import { systemInformWorkflow, type Culture, type WorkflowCaller } from '@sp/contracts';
import { roles, users } from '../identity/schema.js';
import { suppliers } from '../suppliers/schema.js';
import {
  auditedSystemInform,
  toSystemInformDto,
  toSystemInformUserDto,
  withoutTranslations,
  type SystemInformDto,
  type SystemInformRow,
  type SystemInformUserDto,
} from './dto.js';
import { hasVisibleContent, sanitizeContent } from './sanitize.js';
import {
  SystemInformAudience,
  SystemInformPriority,
  SystemInformShow,
  SystemInformStatus,
  systemInformReadLogs,
  systemInforms,
} from './schema.js';
import { pageOfFields } from '../../platform/db/page.js';
import { modifiedBy, atStamp, deletedBy } from '../../platform/db/modification.js';

export const SYSTEM_INFORM_ENTITY = systemInformWorkflow.entity;

/** The bell shows at most this many announcements. */
export const TOP_LIST_LIMIT = 50;

export interface SystemInformInput {
  title: string;
  content: string;
  type: number;
  systemInformShow: number;
  priority?: number | undefined;
  audience?: number | undefined;
  audienceRoleIds?: string[] | null | undefined;
  audienceSupplierIds?: string[] | null | undefined;
  startTime?: Date | null | undefined;
  endTime?: Date | null | undefined;
  mailToAudience?: boolean | null | undefined;
}

export interface SystemInformUpdate extends SystemInformInput {
  concurrencyStamp?: string | null | undefined;
}

export interface SystemInformFilter {
  filter?: string | undefined;
  type?: number | undefined;
  systemInformShow?: number | undefined;
  priority?: number | undefined;
  status?: number | undefined;
  audience?: number | undefined;
  publishTimeFrom?: Date | undefined;
  publishTimeTo?: Date | undefined;
}

export interface HistoryFilter extends Omit<SystemInformFilter, 'status' | 'audience'> {
  isRead?: boolean | undefined;
}

/** The signed-in user an announcement is shown to. */
export interface Viewer {
  tenantId: string;
  userId: string;
  userName: string;
  supplierId: string | null;
  /** The reader's language: an announcement with a wording in it is shown in it. */
  culture?: Culture;
}

/** The author of a change. */
export interface Actor {
  id: string | null;
  name: string | null;
}

/** Mailing the audience on publication: the tenant's language for the mail's own words. */
export interface PublishMail {
  wrap(title: string, contentHtml: string): { subject: string; html: string };
}

type AnnouncementText = TextKey<'SupplierPortal'>;
const rule = (key: AnnouncementText, ...args: unknown[]) =>
  new BusinessError(L('SupplierPortal', key, ...args), { code: `SupplierPortal:${key}` });

// ---------------------------------------------------------------------------------------------
// Audience.
// ---------------------------------------------------------------------------------------------

/** Whether the viewer belongs to an announcement's audience (over `system_informs` columns). */
function audienceIncludes(v: Viewer): SQL {
  const t = systemInforms;
  const A = SystemInformAudience;
  return or(
    eq(t.audience, A.All),
    v.supplierId ? eq(t.audience, A.VendorUsers) : eq(t.audience, A.BuyerUsers),
    and(
      eq(t.audience, A.Roles),
      sql`exists (select 1 from user_roles ur
                   where ur.tenant_id = ${v.tenantId} and ur.user_id = ${v.userId}
                     and ur.role_id = any(${t.audienceRoleIds}))`,
    ),
    v.supplierId
      ? and(eq(t.audience, A.Suppliers), sql`${v.supplierId}::uuid = any(${t.audienceSupplierIds})`)
      : undefined,
  )!;
}

/** Published, in its window, for this viewer. */
function visibleTo(v: Viewer): SQL {
  const t = systemInforms;
  return and(
    eq(t.tenantId, v.tenantId),
    eq(t.isDeleted, false),
    eq(t.status, SystemInformStatus.Published),
    sql`(${t.startTime} is null or ${t.startTime} <= now())`,
    sql`(${t.endTime} is null or ${t.endTime} > now())`,
    audienceIncludes(v),
  )!;
}

/**
 * The users an announcement reaches, as a condition on `users u` (active, not deleted, and a vendor
 * user only while their supplier is active). `si` names the announcement's columns.
 */
function userInAudience(si: { audience: SQL; roleIds: SQL; supplierIds: SQL }): SQL {
  const A = SystemInformAudience;
  return sql`not u.is_deleted and u.is_active
    and (u.supplier_id is null or exists (select 1 from suppliers s
          where s.tenant_id = u.tenant_id and s.id = u.supplier_id and s.status = 0 and not s.is_deleted))
    and (${si.audience} = ${A.All}
      or (${si.audience} = ${A.BuyerUsers} and u.supplier_id is null)
      or (${si.audience} = ${A.VendorUsers} and u.supplier_id is not null)
      or (${si.audience} = ${A.Roles} and exists (select 1 from user_roles ur
            where ur.tenant_id = u.tenant_id and ur.user_id = u.id and ur.role_id = any(${si.roleIds})))
      or (${si.audience} = ${A.Suppliers} and u.supplier_id = any(${si.supplierIds})))`;
}

/** Per listed row (a one-table select leaves columns unqualified: spelled out). */
const row = {
  audience: sql.raw('"system_informs"."audience"'),
  roleIds: sql.raw('"system_informs"."audience_role_ids"'),
  supplierIds: sql.raw('"system_informs"."audience_supplier_ids"'),
};
const targetCount = sql<number>`(select count(*)::int from users u
  where u.tenant_id = "system_informs"."tenant_id" and ${userInAudience(row)})`;
const readCount = sql<number>`(select count(*)::int from system_inform_read_logs l
  where l.tenant_id = "system_informs"."tenant_id" and l.inform_id = "system_informs"."id")`;

// One object for every call, so the list's statements are built once per shape (db/statement-shapes.ts).
const adminListFields = { row: systemInforms, readCount, targetCount };

// ---------------------------------------------------------------------------------------------
// Administration.
// ---------------------------------------------------------------------------------------------

const adminSorting = {
  title: systemInforms.title,
  type: systemInforms.type,
  systemInformShow: systemInforms.systemInformShow,
  priority: systemInforms.priority,
  status: systemInforms.status,
  audience: systemInforms.audience,
  startTime: systemInforms.startTime,
  endTime: systemInforms.endTime,
  publishTime: systemInforms.publishTime,
  creationTime: systemInforms.creationTime,
};

function commonFilters(f: Omit<SystemInformFilter, 'status' | 'audience'>): (SQL | undefined)[] {
  const t = systemInforms;
  const conditions: (SQL | undefined)[] = [];
  if (f.type !== undefined) conditions.push(eq(t.type, f.type));
  if (f.systemInformShow !== undefined) conditions.push(eq(t.systemInformShow, f.systemInformShow));
  if (f.priority !== undefined) conditions.push(eq(t.priority, f.priority));
  if (f.publishTimeFrom) conditions.push(gte(t.publishTime, f.publishTimeFrom));
  if (f.publishTimeTo) conditions.push(lt(t.publishTime, f.publishTimeTo));
  const text = f.filter?.trim();
  conditions.push(anyContains(text, t.title, t.content));
  return conditions;
}

function adminWhere(tenantId: string, f: SystemInformFilter): SQL | undefined {
  const t = systemInforms;
  const conditions = [eq(t.tenantId, tenantId), eq(t.isDeleted, false), ...commonFilters(f)];
  if (f.status !== undefined) conditions.push(eq(t.status, f.status));
  if (f.audience !== undefined) conditions.push(eq(t.audience, f.audience));
  return and(...conditions);
}

export async function listSystemInforms(
  tx: Queryable,
  tenantId: string,
  query: PagedQuery & SystemInformFilter,
  caller: WorkflowCaller | null = null,
): Promise<PagedResult<SystemInformDto>> {
  const where = adminWhere(tenantId, query);
  const order = orderBy(
    query.sorting,
    adminSorting,
    [sql`${systemInforms.creationTime} desc`],
    systemInforms.id,
  );
  return pageOfFields(tx, systemInforms, adminListFields, where, order, query, (r) =>
    toSystemInformDto(r.row, caller, {
      readCount: Number(r.readCount),
      targetCount: Number(r.targetCount),
    }),
  );
}

async function findRow(tx: Queryable, tenantId: string, id: string, lock = false) {
  const query = tx
    .select()
    .from(systemInforms)
    .where(
      and(eq(systemInforms.tenantId, tenantId), eq(systemInforms.id, id), eq(systemInforms.isDeleted, false)),
    );
  const [found] = lock ? await query.for('update') : await query;
  if (!found) throw new EntityNotFoundError(SYSTEM_INFORM_ENTITY, id);
  return found;
}

export async function getSystemInform(
  tx: Queryable,
  tenantId: string,
  id: string,
  caller: WorkflowCaller | null = null,
): Promise<SystemInformDto> {
  const [found] = await tx
    .select({ row: systemInforms, readCount, targetCount })
    .from(systemInforms)
    .where(
      and(eq(systemInforms.tenantId, tenantId), eq(systemInforms.id, id), eq(systemInforms.isDeleted, false)),
    );
  if (!found) throw new EntityNotFoundError(SYSTEM_INFORM_ENTITY, id);
  return toSystemInformDto(found.row, caller, {
    readCount: Number(found.readCount),
    targetCount: Number(found.targetCount),
  });
}

const enumValues = (e: Record<string, number>) => new Set(Object.values(e));
const AUDIENCES = enumValues(SystemInformAudience);

/** Checks and normalises an input: sanitised content, the audience's ids known, a sane window. */
async function prepare(tx: Queryable, tenantId: string, input: SystemInformInput) {
  const content = sanitizeContent(input.content);
  if (!hasVisibleContent(content))
    throw invalidField('content', L('SupplierPortal', 'SystemInform:ContentRequired'));
  const audience = input.audience ?? SystemInformAudience.All;
  if (!AUDIENCES.has(audience)) throw invalidField('audience', `${audience}`);
  const start = input.startTime ?? null;
  const end = input.endTime ?? null;
  if (start && end && end <= start)
    throw invalidField('endTime', L('SupplierPortal', 'SystemInform:EndBeforeStart'));

  let roleIds: string[] = [];
  let supplierIds: string[] = [];
  if (audience === SystemInformAudience.Roles) {
    roleIds = [...new Set(input.audienceRoleIds ?? [])];
    if (roleIds.length === 0)
      throw invalidField('audienceRoleIds', L('SupplierPortal', 'SystemInform:AudienceRolesRequired'));
    const known = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), inArray(roles.id, roleIds)));
    const missing = roleIds.filter((id) => !known.some((k) => k.id === id));
    if (missing.length > 0)
      throw invalidField('audienceRoleIds', L('SupplierPortal', 'SystemInform:UnknownRole', missing[0]));
  }
  if (audience === SystemInformAudience.Suppliers) {
    supplierIds = [...new Set(input.audienceSupplierIds ?? [])];
    if (supplierIds.length === 0)
      throw invalidField(
        'audienceSupplierIds',
        L('SupplierPortal', 'SystemInform:AudienceSuppliersRequired'),
      );
    const known = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(
        and(
          eq(suppliers.tenantId, tenantId),
          inArray(suppliers.id, supplierIds),
          eq(suppliers.isDeleted, false),
        ),
      );
    const missing = supplierIds.filter((id) => !known.some((k) => k.id === id));
    if (missing.length > 0)
      throw invalidField(
        'audienceSupplierIds',
        L('SupplierPortal', 'SystemInform:UnknownSupplier', missing[0]),
      );
  }
  return {
    title: input.title.trim(),
    content,
    type: input.type,
    systemInformShow: input.systemInformShow,
    priority: input.priority ?? SystemInformPriority.Medium,
    audience,
    audienceRoleIds: roleIds,
    audienceSupplierIds: supplierIds,
    startTime: start,
    endTime: end,
    mailToAudience: input.mailToAudience ?? false,
  };
}

/** A new announcement, as a draft. */
export async function createSystemInform(
  tx: Tx,
  audit: AuditCollector | null,
  tenantId: string,
  input: SystemInformInput,
  actor: Actor,
  caller: WorkflowCaller | null = null,
): Promise<SystemInformDto> {
  const values = await prepare(tx, tenantId, input);
  const [created] = await tx
    .insert(systemInforms)
    .values({
      tenantId,
      id: newId(),
      ...values,
      status: SystemInformStatus.Draft,
      creatorId: actor.id,
    })
    .returning();
  audit?.created(SYSTEM_INFORM_ENTITY, created!.id, auditedSystemInform(created!));
  await recordCreation(tx, systemInformWorkflow, { ...created!, supplierId: null }, actor);
  return getSystemInform(tx, tenantId, created!.id, caller);
}

export async function updateSystemInform(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  input: SystemInformUpdate,
  actor: WorkflowActor,
): Promise<SystemInformDto> {
  const before = await findRow(tx, tenantId, id, true);
  // What readers see is not edited in place: a published announcement is revoked first.
  assertOperation(systemInformWorkflow, 'update', asWorkflowRow(before), actor, 'Action:Edit');
  assertStamp(before.concurrencyStamp, input.concurrencyStamp);
  const values = await prepare(tx, tenantId, input);
  const after = expectUpdated(
    await tx
      .update(systemInforms)
      .set({
        ...values,
        extraProperties: withoutTranslations(before.extraProperties),
        ...modifiedBy(actor.id),
      })
      .where(atStamp(systemInforms, tenantId, id, before.concurrencyStamp))
      .returning(),
  );
  audit.updated(SYSTEM_INFORM_ENTITY, id, auditedSystemInform(before), auditedSystemInform(after));
  return getSystemInform(tx, tenantId, id, actor);
}

/** Drafts and revoked announcements can be deleted; a published one must be revoked first. */
export async function deleteSystemInform(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  actor: WorkflowActor,
): Promise<void> {
  const before = await findRow(tx, tenantId, id, true);
  assertOperation(systemInformWorkflow, 'delete', asWorkflowRow(before), actor, 'Action:Delete');
  await tx
    .update(systemInforms)
    .set(deletedBy(actor.id))
    .where(and(eq(systemInforms.tenantId, tenantId), eq(systemInforms.id, id)));
  audit.deleted(SYSTEM_INFORM_ENTITY, id, auditedSystemInform(before));
}

/** Announcements belong to the buyer: no supplier owns the row. */
export const asWorkflowRow = (r: SystemInformRow) => ({ ...r, supplierId: null });

/** The row update of a transition: status, stamp and the transition's own fields, stamp-guarded. */
export function updateStatus(
  tx: Tx,
  before: SystemInformRow,
  actor: WorkflowActor,
  fields: Partial<SystemInformRow>,
) {
  return async (status: number, stamp: string) =>
    (
      await tx
        .update(systemInforms)
        .set({
          ...fields,
          status,
          ...modifiedBy(actor.id, stamp),
        })
        .where(atStamp(systemInforms, before.tenantId, before.id, before.concurrencyStamp))
        .returning()
    ).map(asWorkflowRow);
}

/**
 * Draft or revoked -> published, now (the workflow's `publish`). On the first publication of an
 * announcement that asks for it, one mail per audience user with an e-mail address goes into the
 * outbox, in this transaction.
 */
export async function publishSystemInform(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  actor: WorkflowActor,
  mail: PublishMail,
): Promise<SystemInformDto> {
  const before = await findRow(tx, tenantId, id, true);
  if (before.endTime && before.endTime <= new Date()) throw rule('SystemInform:EndTimePassed');
  const now = new Date();
  const mailAudience = async () => {
    if (!before.mailToAudience || before.mailedTime) return {};
    const { subject, html } = mail.wrap(before.title, before.content);
    const recipients = sql`select u.email from ${users} u
      where u.tenant_id = ${tenantId} and ${userInAudience({
        audience: sql`${before.audience}::int`,
        roleIds: sql`${`{${before.audienceRoleIds.join(',')}}`}::uuid[]`,
        supplierIds: sql`${`{${before.audienceSupplierIds.join(',')}}`}::uuid[]`,
      })}`;
    const queued = await enqueueMailPerRecipient(tx, recipients, {
      subject,
      html,
      relatedEntityType: SYSTEM_INFORM_ENTITY,
      relatedEntityId: id,
      creatorId: actor.id,
    });
    return { mailedTime: now, mailedCount: queued };
  };
  await transition(tx, {
    workflow: systemInformWorkflow,
    action: 'publish',
    audited: auditedSystemInform,
    row: asWorkflowRow(before),
    actor,
    audit,
    update: async (status, stamp) =>
      updateStatus(tx, before, actor, {
        publishTime: now,
        publisherId: actor.id,
        publisherName: actor.name,
        revokeTime: null,
        ...(await mailAudience()),
      })(status, stamp),
  });
  return getSystemInform(tx, tenantId, id, actor);
}

/** Published -> revoked (the workflow's `revoke`): it leaves every bell and history at once. */
export async function revokeSystemInform(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  actor: WorkflowActor,
): Promise<SystemInformDto> {
  const before = await findRow(tx, tenantId, id, true);
  await transition(tx, {
    workflow: systemInformWorkflow,
    action: 'revoke',
    row: asWorkflowRow(before),
    actor,
    audit,
    audited: auditedSystemInform,
    update: updateStatus(tx, before, actor, { revokeTime: new Date() }),
  });
  return getSystemInform(tx, tenantId, id, actor);
}

// ---------------------------------------------------------------------------------------------
// Readers.
// ---------------------------------------------------------------------------------------------

const readLogOf = (v: Viewer) =>
  and(
    eq(systemInformReadLogs.tenantId, systemInforms.tenantId),
    eq(systemInformReadLogs.informId, systemInforms.id),
    eq(systemInformReadLogs.userId, v.userId),
  );

/** Pinned first, then the most important, then the newest. */
const bellOrder = [
  sql`${systemInforms.systemInformShow} asc`,
  sql`${systemInforms.priority} desc`,
  sql`${systemInforms.publishTime} desc nulls last`,
  sql`${systemInforms.id} desc`,
];

/** The navbar bell: what the viewer may see and has not dismissed (pinned ones always). */
export async function topList(tx: Queryable, v: Viewer): Promise<SystemInformUserDto[]> {
  const rows = await tx
    .select({ row: systemInforms, readTime: systemInformReadLogs.readTime })
    .from(systemInforms)
    .leftJoin(systemInformReadLogs, readLogOf(v))
    .where(
      and(
        visibleTo(v),
        or(eq(systemInforms.systemInformShow, SystemInformShow.Pinned), isNull(systemInformReadLogs.userId)),
      ),
    )
    .orderBy(...bellOrder)
    .limit(TOP_LIST_LIMIT);
  return rows.map((r) => toSystemInformUserDto(r.row, r.readTime, v.culture));
}

const historySorting = {
  title: systemInforms.title,
  type: systemInforms.type,
  priority: systemInforms.priority,
  systemInformShow: systemInforms.systemInformShow,
  publishTime: systemInforms.publishTime,
  readTime: systemInformReadLogs.readTime,
};

/** Every announcement the viewer may see, read and unread. */
export async function historyList(
  tx: Queryable,
  v: Viewer,
  query: PagedQuery & HistoryFilter,
): Promise<PagedResult<SystemInformUserDto>> {
  const conditions = [visibleTo(v), ...commonFilters(query)];
  if (query.isRead === true) conditions.push(sql`${systemInformReadLogs.userId} is not null`);
  if (query.isRead === false) conditions.push(isNull(systemInformReadLogs.userId));
  const where = and(...conditions);
  const order = orderBy(query.sorting, historySorting, bellOrder, systemInforms.id);
  const [rows, [total]] = await Promise.all([
    tx
      .select({ row: systemInforms, readTime: systemInformReadLogs.readTime })
      .from(systemInforms)
      .leftJoin(systemInformReadLogs, readLogOf(v))
      .where(where)
      .orderBy(...order)
      .limit(query.maxResultCount)
      .offset(query.skipCount),
    tx.select({ n: count() }).from(systemInforms).leftJoin(systemInformReadLogs, readLogOf(v)).where(where),
  ]);
  return {
    totalCount: total?.n ?? 0,
    items: rows.map((r) => toSystemInformUserDto(r.row, r.readTime, v.culture)),
  };
}

/**
 * The read log: the viewer read (opened) or dismissed an announcement they can see. A dismissible
 * one then leaves the bell; a pinned one stays there, counted as read, so the badge counts only
 * what is still unread. Reading twice keeps the first time.
 */
export async function markRead(tx: Tx, v: Viewer, id: string): Promise<void> {
  const [found] = await tx
    .select({ id: systemInforms.id })
    .from(systemInforms)
    .where(and(visibleTo(v), eq(systemInforms.id, id)));
  if (!found) throw new EntityNotFoundError(SYSTEM_INFORM_ENTITY, id);
  await tx
    .insert(systemInformReadLogs)
    .values({ tenantId: v.tenantId, informId: id, userId: v.userId, userName: v.userName })
    .onConflictDoNothing();
}

export type { SystemInformRow };
