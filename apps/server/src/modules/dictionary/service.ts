import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AuditCollector } from '../../platform/audit/collector.js';
import { type Queryable, type Tx } from '../../platform/db/client.js';
import { pageOf } from '../../platform/db/page.js';
import { newId } from '../../platform/db/columns.js';
import { BusinessError, EntityNotFoundError } from '../../platform/http/errors.js';
import { orderBy, type PagedQuery, type PagedResult } from '../../platform/http/paging.js';
import { L } from '../../platform/localization/localizer.js';
import { auditedDetail, auditedDictionary, toDetailDto, toDictionaryDto } from './dto.js';
import { dictionaries, dictionaryDetails } from './schema.js';
import { anyContains } from '../../platform/db/search.js';
import { anyRow, uniquely } from '../../platform/db/uniqueness.js';

export const DICTIONARY_ENTITY = 'Xhznl.DataDictionary.BaseData.DataDictionary';
export const DETAIL_ENTITY = 'Xhznl.DataDictionary.BaseData.DataDictionaryDetail';

/** HA's DataDictionaryConsts. */
export const DictionaryLimits = {
  nameLength: 50,
  descriptionLength: 256,
  labelLength: 50,
  valueLength: 256,
} as const;

/** HA's DataDictionaryErrorCodes. */
export const DictionaryErrors = {
  NameExists: 'Abp.DataDictionary.E0001',
  DetailExists: 'Abp.DataDictionary.E0002',
  NotExists: 'Abp.DataDictionary.N0001',
} as const;

export const normalizeDictionaryName = (name: string) => name.trim().normalize('NFKC').toUpperCase();

export interface DictionaryInput {
  name: string;
  description?: string | null | undefined;
  sort?: number | undefined;
}

export interface DetailInput {
  pid: string;
  label: string;
  value: string;
  sort?: number | undefined;
}

export type DetailUpdate = Omit<DetailInput, 'pid'> & { pid?: string | undefined };

export interface DictionaryListQuery extends PagedQuery {
  filter?: string | undefined;
}

export interface DetailListQuery extends DictionaryListQuery {
  pid: string;
}

/** Who acts, for the audit columns and the audit log. */
export interface Actor {
  tenantId: string;
  userId: string | null;
  audit: AuditCollector | null;
}

const dictionarySorting = {
  name: dictionaries.name,
  description: dictionaries.description,
  sort: dictionaries.sort,
  creationTime: dictionaries.creationTime,
};

const detailSorting = {
  label: dictionaryDetails.label,
  value: dictionaryDetails.value,
  sort: dictionaryDetails.sort,
  creationTime: dictionaryDetails.creationTime,
};

const nameExists = (name: string) =>
  new BusinessError(L('AbpDataDictionary', 'Abp.DataDictionary.E0001'), {
    code: DictionaryErrors.NameExists,
    data: { name },
  });

const detailExists = (value: string) =>
  new BusinessError(L('AbpDataDictionary', 'Abp.DataDictionary.E0002'), {
    code: DictionaryErrors.DetailExists,
    data: { value },
  });

/**
 * The data dictionary (template-lineage §2.8): named lists of label/value items that business
 * pages offer in their drop-downs. Every method runs in the caller's scoped transaction.
 */
export class DictionaryService {
  async listDictionaries(
    tx: Queryable,
    tenantId: string,
    q: DictionaryListQuery,
  ): Promise<PagedResult<ReturnType<typeof toDictionaryDto>>> {
    const where = and(
      eq(dictionaries.tenantId, tenantId),
      anyContains(q.filter, dictionaries.name, dictionaries.description),
    );
    const order = orderBy(
      q.sorting,
      dictionarySorting,
      [asc(dictionaries.sort), asc(dictionaries.name)],
      dictionaries.id,
    );
    return pageOf(tx, dictionaries, where, order, q, toDictionaryDto);
  }

  private async findDictionary(tx: Queryable, tenantId: string, id: string) {
    const [row] = await tx
      .select()
      .from(dictionaries)
      .where(and(eq(dictionaries.tenantId, tenantId), eq(dictionaries.id, id)));
    return row;
  }

  async getDictionary(tx: Queryable, tenantId: string, id: string) {
    const row = await this.findDictionary(tx, tenantId, id);
    if (!row) throw new EntityNotFoundError(DICTIONARY_ENTITY, id);
    return toDictionaryDto(row);
  }

  private async assertNameFree(tx: Queryable, tenantId: string, name: string, exceptId?: string) {
    const clash = and(
      eq(dictionaries.tenantId, tenantId),
      eq(dictionaries.normalizedName, normalizeDictionaryName(name)),
      exceptId ? ne(dictionaries.id, exceptId) : undefined,
    );
    if (await anyRow(tx, dictionaries, clash)) throw nameExists(name);
  }

  /** The unique index decides a race the check above lost, and says so as the check would. */
  private uniquely<T>(name: string, write: () => Promise<T>): Promise<T> {
    return uniquely(write, () => nameExists(name));
  }

  async createDictionary(tx: Tx, actor: Actor, input: DictionaryInput) {
    const name = input.name.trim();
    await this.assertNameFree(tx, actor.tenantId, name);
    const [row] = await this.uniquely(name, () =>
      tx
        .insert(dictionaries)
        .values({
          tenantId: actor.tenantId,
          id: newId(),
          name,
          normalizedName: normalizeDictionaryName(name),
          description: input.description?.trim() || null,
          sort: input.sort ?? 0,
          creatorId: actor.userId,
        })
        .returning(),
    );
    actor.audit?.created(DICTIONARY_ENTITY, row!.id, auditedDictionary(row!));
    return toDictionaryDto(row!);
  }

  async updateDictionary(tx: Tx, actor: Actor, id: string, input: DictionaryInput) {
    const before = await this.findDictionary(tx, actor.tenantId, id);
    if (!before) throw new EntityNotFoundError(DICTIONARY_ENTITY, id);
    const name = input.name.trim();
    if (normalizeDictionaryName(name) !== before.normalizedName)
      await this.assertNameFree(tx, actor.tenantId, name, id);
    const [row] = await this.uniquely(name, () =>
      tx
        .update(dictionaries)
        .set({
          name,
          normalizedName: normalizeDictionaryName(name),
          description:
            input.description === undefined ? before.description : input.description?.trim() || null,
          sort: input.sort ?? before.sort,
          lastModificationTime: new Date(),
          lastModifierId: actor.userId,
        })
        .where(and(eq(dictionaries.tenantId, actor.tenantId), eq(dictionaries.id, id)))
        .returning(),
    );
    actor.audit?.updated(DICTIONARY_ENTITY, id, auditedDictionary(before), auditedDictionary(row!));
    return toDictionaryDto(row!);
  }

  /** Deletes dictionaries with all their items (the caller's one transaction). Unknown ids are ignored. */
  async deleteDictionaries(tx: Tx, actor: Actor, ids: readonly string[]): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return 0;
    // Lock the dictionaries first: an item being added to one of them concurrently is then either
    // committed before the items are deleted (and deleted with them) or refused afterwards (N0001).
    await tx
      .select({ id: dictionaries.id })
      .from(dictionaries)
      .where(and(eq(dictionaries.tenantId, actor.tenantId), inArray(dictionaries.id, unique)))
      .for('update');
    const items = await tx
      .delete(dictionaryDetails)
      .where(
        and(eq(dictionaryDetails.tenantId, actor.tenantId), inArray(dictionaryDetails.dictionaryId, unique)),
      )
      .returning();
    const deleted = await tx
      .delete(dictionaries)
      .where(and(eq(dictionaries.tenantId, actor.tenantId), inArray(dictionaries.id, unique)))
      .returning();
    for (const d of deleted) actor.audit?.deleted(DICTIONARY_ENTITY, d.id, auditedDictionary(d));
    for (const i of items) actor.audit?.deleted(DETAIL_ENTITY, i.id, auditedDetail(i));
    return deleted.length;
  }

  async listDetails(
    tx: Queryable,
    tenantId: string,
    q: DetailListQuery,
  ): Promise<PagedResult<ReturnType<typeof toDetailDto>>> {
    const where = and(
      eq(dictionaryDetails.tenantId, tenantId),
      eq(dictionaryDetails.dictionaryId, q.pid),
      anyContains(q.filter, dictionaryDetails.label, dictionaryDetails.value),
    );
    const order = orderBy(
      q.sorting,
      detailSorting,
      [asc(dictionaryDetails.sort), asc(dictionaryDetails.creationTime)],
      dictionaryDetails.id,
    );
    return pageOf(tx, dictionaryDetails, where, order, q, toDetailDto);
  }

  private async findDetail(tx: Queryable, tenantId: string, id: string) {
    const [row] = await tx
      .select()
      .from(dictionaryDetails)
      .where(and(eq(dictionaryDetails.tenantId, tenantId), eq(dictionaryDetails.id, id)));
    return row;
  }

  async getDetail(tx: Queryable, tenantId: string, id: string) {
    const row = await this.findDetail(tx, tenantId, id);
    if (!row) throw new EntityNotFoundError(DETAIL_ENTITY, id);
    return toDetailDto(row);
  }

  /** The dictionary an item goes into must exist (HA: N0001); its values are unique in it (E0002). */
  private async assertDetailPlace(
    tx: Queryable,
    tenantId: string,
    pid: string,
    value: string,
    exceptId?: string,
  ) {
    // Locks the dictionary row: two writers adding the same value to one dictionary queue here.
    const [parent] = await tx
      .select({ id: dictionaries.id })
      .from(dictionaries)
      .where(and(eq(dictionaries.tenantId, tenantId), eq(dictionaries.id, pid)))
      .for('update');
    if (!parent) {
      throw new BusinessError(L('AbpDataDictionary', 'Abp.DataDictionary.N0001'), {
        code: DictionaryErrors.NotExists,
        data: { pid },
      });
    }
    const clash = and(
      eq(dictionaryDetails.tenantId, tenantId),
      eq(dictionaryDetails.dictionaryId, pid),
      sql`lower(${dictionaryDetails.value}) = lower(${value})`,
      exceptId ? ne(dictionaryDetails.id, exceptId) : undefined,
    );
    if (await anyRow(tx, dictionaryDetails, clash)) throw detailExists(value);
  }

  async createDetail(tx: Tx, actor: Actor, input: DetailInput) {
    const value = input.value.trim();
    await this.assertDetailPlace(tx, actor.tenantId, input.pid, value);
    const [row] = await tx
      .insert(dictionaryDetails)
      .values({
        tenantId: actor.tenantId,
        id: newId(),
        dictionaryId: input.pid,
        label: input.label.trim(),
        value,
        sort: input.sort ?? 0,
        creatorId: actor.userId,
      })
      .returning();
    actor.audit?.created(DETAIL_ENTITY, row!.id, auditedDetail(row!));
    return toDetailDto(row!);
  }

  async updateDetail(tx: Tx, actor: Actor, id: string, input: DetailUpdate) {
    const before = await this.findDetail(tx, actor.tenantId, id);
    if (!before) throw new EntityNotFoundError(DETAIL_ENTITY, id);
    const pid = input.pid ?? before.dictionaryId;
    const value = input.value.trim();
    if (pid !== before.dictionaryId || value.toLowerCase() !== before.value.toLowerCase())
      await this.assertDetailPlace(tx, actor.tenantId, pid, value, id);
    const [row] = await tx
      .update(dictionaryDetails)
      .set({
        dictionaryId: pid,
        label: input.label.trim(),
        value,
        sort: input.sort ?? before.sort,
        lastModificationTime: new Date(),
        lastModifierId: actor.userId,
      })
      .where(and(eq(dictionaryDetails.tenantId, actor.tenantId), eq(dictionaryDetails.id, id)))
      .returning();
    actor.audit?.updated(DETAIL_ENTITY, id, auditedDetail(before), auditedDetail(row!));
    return toDetailDto(row!);
  }

  async deleteDetails(tx: Tx, actor: Actor, ids: readonly string[]): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return 0;
    const deleted = await tx
      .delete(dictionaryDetails)
      .where(and(eq(dictionaryDetails.tenantId, actor.tenantId), inArray(dictionaryDetails.id, unique)))
      .returning();
    for (const d of deleted) actor.audit?.deleted(DETAIL_ENTITY, d.id, auditedDetail(d));
    return deleted.length;
  }

  /** The items of a dictionary by its name, in their order: what business pages fill drop-downs with. */
  async itemsByName(tx: Queryable, tenantId: string, name: string) {
    const [dictionary] = await tx
      .select({ id: dictionaries.id })
      .from(dictionaries)
      .where(
        and(
          eq(dictionaries.tenantId, tenantId),
          eq(dictionaries.normalizedName, normalizeDictionaryName(name)),
        ),
      );
    if (!dictionary) throw new EntityNotFoundError(DICTIONARY_ENTITY, name);
    const rows = await tx
      .select()
      .from(dictionaryDetails)
      .where(and(eq(dictionaryDetails.tenantId, tenantId), eq(dictionaryDetails.dictionaryId, dictionary.id)))
      .orderBy(asc(dictionaryDetails.sort), asc(dictionaryDetails.creationTime), asc(dictionaryDetails.id));
    return { items: rows.map(toDetailDto) };
  }
}
