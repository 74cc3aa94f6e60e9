import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AuditCollector } from '../../platform/audit/collector.js';
import { pgError, type Queryable, type Tx } from '../../platform/db/client.js';
import { newId } from '../../platform/db/columns.js';
import type { DataScope } from '../../platform/db/scope.js';
import { assertStamp, expectUpdated } from '../../platform/http/concurrency.js';
import {
  AppError,
  BusinessError,
  EntityNotFoundError,
  ForbiddenError,
  invalidField,
} from '../../platform/http/errors.js';
import { orderBy, type PagedQuery, type PagedResult } from '../../platform/http/paging.js';
import { L } from '../../platform/localization/localizer.js';
import { containsPattern } from '../../platform/db/search.js';
import type { WorkflowActor } from '../../platform/workflow/caller.js';
import { assertOperation, recordCreation, transition } from '../../platform/workflow/transition.js';
import { supplierWorkflow, type WorkflowCaller } from '@sp/contracts';
import { users } from '../identity/schema.js';
import { auditedSupplier, toSupplierDto, type SupplierDto, type SupplierRow } from './dto.js';
import { SupplierStatus, suppliers, type SupplierContact } from './schema.js';
import { pageOfFields } from '../../platform/db/page.js';
import { modifiedBy, mergeExtra, atStamp, deletedBy } from '../../platform/db/modification.js';

/** The audited entity name: the workflow's, so the audit log and the status history agree. */
export const SUPPLIER_ENTITY = supplierWorkflow.entity;

export type SupplierStatusValue = (typeof SupplierStatus)[keyof typeof SupplierStatus];

export const normalizeVendorCode = (code: string) => code.trim().normalize('NFKC').toUpperCase();

export interface SupplierInput {
  vendorCode: string;
  name: string;
  shortName?: string | null | undefined;
  contacts?: SupplierContact[] | undefined;
  address?: string | null | undefined;
  status?: number | undefined;
  remark?: string | null | undefined;
  extraProperties?: Record<string, unknown> | undefined;
}

export interface SupplierUpdate extends SupplierInput {
  concurrencyStamp?: string | null | undefined;
}

export interface SupplierFilter {
  filter?: string | undefined;
  status?: number | undefined;
}

/** Ends every session of one user inside the caller's transaction (the session store provides it). */
export type EndSessions = (tx: Tx, userId: string) => Promise<void>;

/** What a status change did: the users whose principals must be reloaded everywhere. */
export interface StatusChange {
  dto: SupplierDto;
  affectedUserIds: string[];
}

// ---------------------------------------------------------------------------------------------
// Used by login and the principal: whether a vendor user's supplier lets them in.
// ---------------------------------------------------------------------------------------------

/**
 * The status of a supplier, or `null` when it does not exist or is deleted. `forShare` locks the
 * row until the transaction ends, so that a login and a concurrent suspension serialise (the
 * suspension then sees, and revokes, the session the login created).
 */
export async function supplierStatusOf(
  tx: Queryable,
  tenantId: string,
  supplierId: string,
  options: { forShare?: boolean } = {},
): Promise<SupplierStatusValue | null> {
  const query = tx
    .select({ status: suppliers.status, isDeleted: suppliers.isDeleted })
    .from(suppliers)
    .where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.id, supplierId)));
  const [row] = options.forShare ? await query.for('share') : await query;
  if (!row || row.isDeleted) return null;
  return row.status === SupplierStatus.Active ? SupplierStatus.Active : SupplierStatus.Suspended;
}

/**
 * Whether a user bound to `supplierId` must be kept out: their supplier is suspended, deleted or
 * unknown. A user bound to no supplier (buyer-side staff) is never blocked here.
 */
export async function isSupplierSuspended(
  tx: Queryable,
  tenantId: string,
  supplierId: string | null,
  options: { forShare?: boolean } = {},
): Promise<boolean> {
  if (!supplierId) return false;
  return (await supplierStatusOf(tx, tenantId, supplierId, options)) !== SupplierStatus.Active;
}

// ---------------------------------------------------------------------------------------------
// The directory.
// ---------------------------------------------------------------------------------------------

const sorting = {
  vendorCode: suppliers.vendorCode,
  name: suppliers.name,
  shortName: suppliers.shortName,
  status: suppliers.status,
  creationTime: suppliers.creationTime,
};

function listWhere(tenantId: string, f: SupplierFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(suppliers.tenantId, tenantId), eq(suppliers.isDeleted, false)];
  if (f.status !== undefined) conditions.push(eq(suppliers.status, f.status));
  const text = f.filter?.trim();
  if (text) {
    const like = containsPattern(text);
    conditions.push(
      or(
        ilike(suppliers.vendorCode, like),
        ilike(suppliers.name, like),
        ilike(suppliers.shortName, like),
        sql`exists (select 1 from jsonb_array_elements(${suppliers.contacts}) as c
                     where c->>'name' ilike ${like} or c->>'email' ilike ${like} or c->>'phone' ilike ${like})`,
      ),
    );
  }
  return and(...conditions);
}

/**
 * Users bound to the supplier row being selected (only the caller's visible users count). Spelled
 * out: inside a one-table select drizzle leaves column names unqualified, which the subquery would
 * resolve against `users`.
 */
const boundUserCount = sql<number>`(select count(*)::int from users u
  where u.tenant_id = "suppliers"."tenant_id" and u.supplier_id = "suppliers"."id" and not u.is_deleted)`;

// One object for every call, so the list's statements are built once per shape (db/statement-shapes.ts).
const listFields = { row: suppliers, userCount: boundUserCount };

export async function listSuppliers(
  tx: Queryable,
  tenantId: string,
  query: PagedQuery & SupplierFilter,
  caller: WorkflowCaller | null = null,
): Promise<PagedResult<SupplierDto>> {
  const where = listWhere(tenantId, query);
  const order = orderBy(query.sorting, sorting, [sql`${suppliers.vendorCode} asc`], suppliers.id);
  return pageOfFields(tx, suppliers, listFields, where, order, query, (r) =>
    toSupplierDto(r.row, caller, Number(r.userCount)),
  );
}

/** The rows of an export: the list's filter and sorting, up to `limit` rows. */
export async function exportSuppliers(
  tx: Queryable,
  tenantId: string,
  query: SupplierFilter & { sorting?: string | undefined },
  limit: number,
): Promise<SupplierRow[]> {
  const order = orderBy(query.sorting, sorting, [sql`${suppliers.vendorCode} asc`], suppliers.id);
  return tx
    .select()
    .from(suppliers)
    .where(listWhere(tenantId, query))
    .orderBy(...order)
    .limit(limit);
}

async function findSupplier(
  tx: Queryable,
  tenantId: string,
  id: string,
  lock = false,
): Promise<SupplierRow | undefined> {
  const query = tx
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.id, id), eq(suppliers.isDeleted, false)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function mustFind(tx: Queryable, tenantId: string, id: string, lock = false): Promise<SupplierRow> {
  const row = await findSupplier(tx, tenantId, id, lock);
  if (!row) throw new EntityNotFoundError(SUPPLIER_ENTITY, id);
  return row;
}

async function boundUserIds(tx: Queryable, tenantId: string, supplierId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.supplierId, supplierId), eq(users.isDeleted, false)));
  return rows.map((r) => r.id);
}

export async function getSupplier(
  tx: Queryable,
  tenantId: string,
  id: string,
  caller: WorkflowCaller | null = null,
): Promise<SupplierDto> {
  const row = await mustFind(tx, tenantId, id);
  return toSupplierDto(row, caller, (await boundUserIds(tx, tenantId, id)).length);
}

/**
 * The contact rules: at most one primary contact, and at least one contact with an e-mail address
 * (notices, mail events and letters go to a supplier by e-mail: a supplier nobody can write to is
 * not usable). When no contact is marked primary, the first one with an e-mail address becomes it.
 */
export function checkContacts(contacts: readonly SupplierContact[]): SupplierContact[] {
  const cleaned = contacts.map((c) => ({
    name: c.name.trim(),
    title: c.title?.trim() || null,
    email: c.email?.trim() || null,
    phone: c.phone?.trim() || null,
    isPrimary: c.isPrimary === true,
  }));
  if (cleaned.filter((c) => c.isPrimary).length > 1) {
    throw invalidField('contacts', L('AbpIdentity', 'Volo.Abp.Identity:SupplierPrimaryContactNotUnique'));
  }
  const withEmail = cleaned.findIndex((c) => c.email);
  if (withEmail < 0) {
    throw invalidField('contacts', L('AbpIdentity', 'Volo.Abp.Identity:SupplierContactEmailRequired'));
  }
  if (!cleaned.some((c) => c.isPrimary)) cleaned[withEmail]!.isPrimary = true;
  return cleaned;
}

/** A taken code is a bad value of the vendorCode field (400, on the field), not a refused rule. */
const duplicateCode = (code: string) =>
  new AppError(400, L('AbpIdentity', 'Volo.Abp.Identity:DuplicateSupplierCode', code), {
    code: 'Volo.Abp.Identity:DuplicateSupplierCode',
    validationErrors: [{ message: '', members: ['vendorCode'] }],
  });

async function assertCodeFree(tx: Queryable, tenantId: string, code: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.tenantId, tenantId),
        eq(suppliers.normalizedVendorCode, normalizeVendorCode(code)),
        eq(suppliers.isDeleted, false),
        exceptId ? sql`${suppliers.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  if (clash) throw duplicateCode(code);
}

/**
 * The database has the last word on uniqueness (a racing writer, or a clash the caller's supplier
 * scope cannot see), and row-level security on where a vendor may write: both read as client errors.
 */
function translateWriteError(err: unknown, code: string): never {
  const e = pgError(err);
  if (e?.code === '23505') throw duplicateCode(code);
  if (e?.code === '42501') throw new ForbiddenError();
  throw err;
}

export async function createSupplier(
  tx: Tx,
  audit: AuditCollector | null,
  scope: DataScope,
  input: SupplierInput,
  creatorId: string | null,
  actor: WorkflowActor | null = null,
): Promise<SupplierDto> {
  // A vendor user works inside their own supplier: a new one would be outside their scope.
  if (scope.supplierId) throw new ForbiddenError();
  const tenantId = scope.tenantId;
  const vendorCode = input.vendorCode.trim();
  const contacts = checkContacts(input.contacts ?? []);
  await assertCodeFree(tx, tenantId, vendorCode);
  let row: SupplierRow | undefined;
  try {
    [row] = await tx
      .insert(suppliers)
      .values({
        tenantId,
        id: newId(),
        vendorCode,
        normalizedVendorCode: normalizeVendorCode(vendorCode),
        name: input.name.trim(),
        shortName: input.shortName?.trim() || null,
        contacts,
        address: input.address?.trim() || null,
        status: input.status === SupplierStatus.Suspended ? SupplierStatus.Suspended : SupplierStatus.Active,
        remark: input.remark?.trim() || null,
        extraProperties: input.extraProperties ?? {},
        creatorId,
      })
      .returning();
  } catch (err) {
    translateWriteError(err, vendorCode);
  }
  const created = row!;
  audit?.created(SUPPLIER_ENTITY, created.id, auditedSupplier(created));
  await recordCreation(
    tx,
    supplierWorkflow,
    { ...created, supplierId: created.id },
    actor ?? { id: creatorId, name: null },
  );
  return toSupplierDto(created, actor, 0);
}

/**
 * Applies a status change's consequences: a suspended supplier's users lose every session now
 * (their principals turn inactive once the caller publishes the returned user ids).
 */
async function statusConsequences(
  tx: Tx,
  tenantId: string,
  supplierId: string,
  before: number,
  after: number,
  endSessions: EndSessions,
): Promise<string[]> {
  if (before === after) return [];
  const userIds = await boundUserIds(tx, tenantId, supplierId);
  if (after === SupplierStatus.Suspended) for (const id of userIds) await endSessions(tx, id);
  return userIds;
}

/** The workflow's view of a supplier row: it owns itself (a vendor's supplier is the row). */
const asWorkflowRow = (r: SupplierRow) => ({ ...r, supplierId: r.id });

/**
 * Edits the directory entry. A different `status` in the body (ABP clients send the whole DTO back)
 * is taken as the matching workflow action, so it leaves a history row and ends sessions as
 * suspend does.
 */
export async function updateSupplier(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  input: SupplierUpdate,
  actor: WorkflowActor,
  endSessions: EndSessions,
): Promise<StatusChange> {
  const before = await mustFind(tx, tenantId, id);
  assertOperation(supplierWorkflow, 'update', asWorkflowRow(before), actor, 'Action:Edit');
  if (actor.supplierId) assertVendorChangesOnlyTheirs(before, input);
  assertStamp(before.concurrencyStamp, input.concurrencyStamp);
  const vendorCode = input.vendorCode.trim();
  if (normalizeVendorCode(vendorCode) !== before.normalizedVendorCode) {
    await assertCodeFree(tx, tenantId, vendorCode, id);
  }
  const contacts = input.contacts === undefined ? before.contacts : checkContacts(input.contacts);
  const keepOr = <T>(value: T | undefined, current: T) => (value === undefined ? current : value);
  let rows: SupplierRow[] = [];
  try {
    rows = await tx
      .update(suppliers)
      .set({
        vendorCode,
        normalizedVendorCode: normalizeVendorCode(vendorCode),
        name: input.name.trim(),
        shortName: keepOr(input.shortName, before.shortName)?.trim() || null,
        contacts,
        address: keepOr(input.address, before.address)?.trim() || null,
        remark: keepOr(input.remark, before.remark)?.trim() || null,
        extraProperties: mergeExtra(before.extraProperties, input.extraProperties),
        ...modifiedBy(actor.id),
      })
      .where(atStamp(suppliers, tenantId, id, before.concurrencyStamp))
      .returning();
  } catch (err) {
    translateWriteError(err, vendorCode);
  }
  const after = expectUpdated(rows);
  audit.updated(SUPPLIER_ENTITY, id, auditedSupplier(before), auditedSupplier(after));
  if (input.status !== undefined && input.status !== after.status) {
    const action = input.status === SupplierStatus.Suspended ? 'suspend' : 'activate';
    return setSupplierStatus(tx, audit, tenantId, id, action, actor, endSessions);
  }
  return {
    dto: toSupplierDto(after, actor, (await boundUserIds(tx, tenantId, id)).length),
    affectedUserIds: [],
  };
}

/**
 * A supplier's own users keep its contacts and address current; its code (the buyer's key, in
 * document numbers and barcodes), names, status and remark are the buyer's. ABP clients send the
 * whole DTO back, so unchanged values pass; a changed one is refused, never silently dropped.
 */
function assertVendorChangesOnlyTheirs(before: SupplierRow, input: SupplierUpdate): void {
  const same = (value: string | null | undefined, current: string | null) =>
    value === undefined || (value?.trim() || null) === current;
  const unchanged =
    normalizeVendorCode(input.vendorCode) === before.normalizedVendorCode &&
    same(input.name, before.name) &&
    same(input.shortName, before.shortName) &&
    same(input.remark, before.remark) &&
    (input.status === undefined || input.status === before.status) &&
    (input.extraProperties === undefined ||
      JSON.stringify(input.extraProperties) === JSON.stringify(before.extraProperties));
  if (!unchanged)
    throw new BusinessError(L('AbpIdentity', 'Volo.Abp.Identity:SupplierFieldsBuyerOwned'), {
      code: 'Volo.Abp.Identity:SupplierFieldsBuyerOwned',
    });
}

/**
 * Suspend (its users are signed out at once and cannot sign in) or activate a supplier, through the
 * supplier workflow: suspending a suspended supplier is refused like any illegal transition.
 */
export async function setSupplierStatus(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  action: 'suspend' | 'activate',
  actor: WorkflowActor,
  endSessions: EndSessions,
  comment?: string | null,
): Promise<StatusChange> {
  const before = await mustFind(tx, tenantId, id, true);
  const after = await transition(tx, {
    workflow: supplierWorkflow,
    action,
    row: asWorkflowRow(before),
    actor,
    audit,
    comment,
    update: async (status, stamp) =>
      (
        await tx
          .update(suppliers)
          .set({
            status,
            ...modifiedBy(actor.id, stamp),
          })
          .where(atStamp(suppliers, tenantId, id, before.concurrencyStamp))
          .returning()
      ).map(asWorkflowRow),
  });
  const affectedUserIds = await statusConsequences(
    tx,
    tenantId,
    id,
    before.status,
    after.status,
    endSessions,
  );
  return { dto: toSupplierDto(after, actor, (await boundUserIds(tx, tenantId, id)).length), affectedUserIds };
}

/** Soft delete, refused while users are bound to the supplier (unbind or delete them first). */
export async function deleteSupplier(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  actor: WorkflowActor,
): Promise<void> {
  const before = await mustFind(tx, tenantId, id, true);
  assertOperation(supplierWorkflow, 'delete', asWorkflowRow(before), actor, 'Action:Delete');
  if ((await boundUserIds(tx, tenantId, id)).length > 0) {
    throw new BusinessError(L('AbpIdentity', 'Volo.Abp.Identity:SupplierHasUsers', before.name), {
      code: 'Volo.Abp.Identity:SupplierHasUsers',
    });
  }
  await tx
    .update(suppliers)
    .set(deletedBy(actor.id))
    .where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.id, id)));
  audit.deleted(SUPPLIER_ENTITY, id, auditedSupplier(before));
}
