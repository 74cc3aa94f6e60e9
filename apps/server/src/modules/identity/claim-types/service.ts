import { and, eq, sql } from 'drizzle-orm';
import type { AuditCollector } from '../../../platform/audit/collector.js';
import { type Queryable, type Tx } from '../../../platform/db/client.js';
import { pageOf } from '../../../platform/db/page.js';
import { newId } from '../../../platform/db/columns.js';
import { assertStamp, expectUpdated } from '../../../platform/http/concurrency.js';
import { BusinessError, EntityNotFoundError, invalidField } from '../../../platform/http/errors.js';
import { orderBy, type PagedQuery, type PagedResult } from '../../../platform/http/paging.js';
import { L } from '../../../platform/localization/localizer.js';
import { claimTypes } from '../schema.js';
import { normalize } from '../service.js';
import { auditedClaimType, toClaimTypeDto, type ClaimTypeDto, type ClaimTypeRow } from './dto.js';
import { anyContains } from '../../../platform/db/search.js';
import { anyRow, uniquely } from '../../../platform/db/uniqueness.js';
import { modifiedBy, mergeExtra, atStamp } from '../../../platform/db/modification.js';

const CLAIM_TYPE_ENTITY = 'Volo.Abp.Identity.IdentityClaimType';

/** ABP's IdentityClaimTypeConsts. */
export const ClaimTypeLimits = {
  name: 256,
  regex: 512,
  regexDescription: 128,
  description: 256,
} as const;

export interface ClaimTypeInput {
  name: string;
  required?: boolean | undefined;
  regex?: string | null | undefined;
  regexDescription?: string | null | undefined;
  description?: string | null | undefined;
  valueType?: number | undefined;
  extraProperties?: Record<string, unknown> | undefined;
}

export interface ClaimTypeUpdate extends ClaimTypeInput {
  concurrencyStamp?: string | null | undefined;
}

const sorting = {
  name: claimTypes.name,
  valueType: claimTypes.valueType,
  required: claimTypes.required,
  isStatic: claimTypes.isStatic,
  creationTime: claimTypes.creationTime,
};

/** The static claim types every tenant (and the host) starts with; they cannot be changed or deleted. */
const staticClaimTypes = [
  {
    name: 'Email',
    regex: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
    description: 'The e-mail address of the user.',
  },
  {
    name: 'Phone',
    regex: '^\\+?[0-9][0-9 ()-]{2,31}$',
    description: 'The phone number of the user.',
  },
];

/** Adds the static claim types to a new tenant (or the host); does nothing for those it has. */
export async function seedClaimTypes(tx: Tx, tenantId: string): Promise<void> {
  await tx
    .insert(claimTypes)
    .values(
      staticClaimTypes.map((c) => ({
        tenantId,
        id: newId(),
        name: c.name,
        normalizedName: normalize(c.name),
        isStatic: true,
        regex: c.regex,
        description: c.description,
        valueType: 0,
      })),
    )
    .onConflictDoNothing();
}

const blankToNull = (v: string | null | undefined) => (v?.trim() ? v : null);

/** A pattern the web pages will test claim values with must be one that compiles (in JavaScript). */
function assertRegex(regex: string | null) {
  if (regex === null) return;
  try {
    new RegExp(regex);
  } catch {
    throw invalidField('regex', L('AbpIdentity', 'Volo.Abp.Identity:InvalidClaimTypeRegex', regex));
  }
}

/** Claim types (contract §5.4, HelloAbp's IdentityClaimTypeAppService). Methods take the caller's transaction. */
export class ClaimTypeService {
  private async find(tx: Queryable, tenantId: string, id: string): Promise<ClaimTypeRow> {
    const [row] = await tx
      .select()
      .from(claimTypes)
      .where(and(eq(claimTypes.tenantId, tenantId), eq(claimTypes.id, id)));
    if (!row) throw new EntityNotFoundError(CLAIM_TYPE_ENTITY, id);
    return row;
  }

  private duplicate(name: string) {
    return new BusinessError(L('AbpIdentity', 'Volo.Abp.Identity:DuplicateClaimTypeName', name), {
      code: 'Volo.Abp.Identity:DuplicateClaimTypeName',
      data: { '0': name },
    });
  }

  private async assertUniqueName(tx: Queryable, tenantId: string, name: string, exceptId?: string) {
    const clash = and(
      eq(claimTypes.tenantId, tenantId),
      eq(claimTypes.normalizedName, normalize(name)),
      exceptId ? sql`${claimTypes.id} <> ${exceptId}` : undefined,
    );
    if (await anyRow(tx, claimTypes, clash)) throw this.duplicate(name);
  }

  /** Two requests racing past the name check: the unique index decides, and says so politely. */
  private uniquely<T>(name: string, write: () => Promise<T>): Promise<T> {
    return uniquely(write, () => this.duplicate(name));
  }

  async list(
    tx: Queryable,
    tenantId: string,
    query: PagedQuery & { filter?: string | undefined },
  ): Promise<PagedResult<ClaimTypeDto>> {
    const filter = query.filter?.trim();
    const where = and(
      eq(claimTypes.tenantId, tenantId),
      anyContains(filter, claimTypes.name, claimTypes.description),
    );
    const order = orderBy(query.sorting, sorting, [sql`${claimTypes.name} asc`], claimTypes.id);
    return pageOf(tx, claimTypes, where, order, query, toClaimTypeDto);
  }

  async all(tx: Queryable, tenantId: string): Promise<ClaimTypeDto[]> {
    const rows = await tx
      .select()
      .from(claimTypes)
      .where(eq(claimTypes.tenantId, tenantId))
      .orderBy(claimTypes.name, claimTypes.id);
    return rows.map(toClaimTypeDto);
  }

  async get(tx: Queryable, tenantId: string, id: string): Promise<ClaimTypeDto> {
    return toClaimTypeDto(await this.find(tx, tenantId, id));
  }

  async create(
    tx: Tx,
    audit: AuditCollector,
    tenantId: string,
    userId: string | null,
    input: ClaimTypeInput,
  ): Promise<ClaimTypeDto> {
    const name = input.name.trim();
    const regex = blankToNull(input.regex);
    assertRegex(regex);
    await this.assertUniqueName(tx, tenantId, name);
    const [row] = await this.uniquely(name, () =>
      tx
        .insert(claimTypes)
        .values({
          tenantId,
          id: newId(),
          name,
          normalizedName: normalize(name),
          required: input.required ?? false,
          regex,
          regexDescription: blankToNull(input.regexDescription),
          description: blankToNull(input.description),
          valueType: input.valueType ?? 0,
          extraProperties: input.extraProperties ?? {},
          creatorId: userId,
        })
        .returning(),
    );
    audit.created(CLAIM_TYPE_ENTITY, row!.id, auditedClaimType(row!));
    return toClaimTypeDto(row!);
  }

  async update(
    tx: Tx,
    audit: AuditCollector,
    tenantId: string,
    userId: string | null,
    id: string,
    input: ClaimTypeUpdate,
  ): Promise<ClaimTypeDto> {
    const current = await this.find(tx, tenantId, id);
    if (current.isStatic) {
      throw new BusinessError(L('AbpIdentity', 'Volo.Abp.Identity:StaticClaimTypeChange'), {
        code: 'Volo.Abp.Identity:StaticClaimTypeChange',
      });
    }
    assertStamp(current.concurrencyStamp, input.concurrencyStamp);
    const name = input.name.trim();
    const regex = blankToNull(input.regex);
    assertRegex(regex);
    if (normalize(name) !== current.normalizedName) await this.assertUniqueName(tx, tenantId, name, id);
    const rows = await this.uniquely(name, () =>
      tx
        .update(claimTypes)
        .set({
          name,
          normalizedName: normalize(name),
          required: input.required ?? current.required,
          regex,
          regexDescription: blankToNull(input.regexDescription),
          description: blankToNull(input.description),
          valueType: input.valueType ?? current.valueType,
          extraProperties: mergeExtra(current.extraProperties, input.extraProperties),
          ...modifiedBy(userId),
        })
        .where(atStamp(claimTypes, tenantId, id, current.concurrencyStamp))
        .returning(),
    );
    const updated = expectUpdated(rows);
    audit.updated(CLAIM_TYPE_ENTITY, id, auditedClaimType(current), auditedClaimType(updated));
    return toClaimTypeDto(updated);
  }

  async delete(tx: Tx, audit: AuditCollector, tenantId: string, id: string): Promise<void> {
    const current = await this.find(tx, tenantId, id);
    if (current.isStatic) {
      throw new BusinessError(L('AbpIdentity', 'Volo.Abp.Identity:StaticClaimTypeDeletion'), {
        code: 'Volo.Abp.Identity:StaticClaimTypeDeletion',
      });
    }
    await tx.delete(claimTypes).where(and(eq(claimTypes.tenantId, tenantId), eq(claimTypes.id, id)));
    audit.deleted(CLAIM_TYPE_ENTITY, id, auditedClaimType(current));
  }
}
