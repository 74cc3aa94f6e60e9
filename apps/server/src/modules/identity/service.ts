import { and, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal.js';
import type { AuditCollector } from '../../platform/audit/collector.js';
import { pgError, type Db, type Queryable, type Tx } from '../../platform/db/client.js';
import { newId, newStamp } from '../../platform/db/columns.js';
import { assertStamp, expectUpdated } from '../../platform/http/concurrency.js';
import { BusinessError, EntityNotFoundError } from '../../platform/http/errors.js';
import { orderBy, type PagedQuery, type PagedResult } from '../../platform/http/paging.js';
import { L } from '../../platform/localization/localizer.js';
import { grantedPolicies } from '../../platform/permissions/grants.js';
import { SettingNames } from '../../platform/settings/definitions.js';
import type { SettingService } from '../../platform/settings/service.js';
import type { FeatureService } from '../../platform/features/service.js';
import { assertUserQuota } from './user-quota.js';
import { auditedUser, toProfileDto, toUserDto, userContactFields, userDtoColumns } from './dto.js';
import { checkPassword, hashPassword, verifyPassword, type PasswordPolicy } from './passwords.js';
import { inScope, type DataScope } from '../../platform/db/scope.js';
import {
  organizationUnitRoles,
  organizationUnits,
  roles,
  unitOfMembership,
  userOrganizationUnits,
  userRoles,
  users,
} from './schema.js';
import { isSupplierSuspended } from '../suppliers/service.js';
import { containsPattern, idIn, searchIds } from '../../platform/db/search.js';
import { ListCounts, pageOfFields } from '../../platform/db/page.js';
import { modifiedBy, mergeExtra, atStamp } from '../../platform/db/modification.js';

export type UserRow = typeof users.$inferSelect;
const USER_ENTITY = 'Volo.Abp.Identity.IdentityUser';

export const normalize = (value: string) => value.trim().normalize('NFKC').toUpperCase();

/** The tenant's live user whose (normalized) `column` is `value`. */
export function liveUserWith(
  tenantId: string,
  column: typeof users.normalizedUserName | typeof users.normalizedEmail,
  value: string,
) {
  return and(eq(users.tenantId, tenantId), eq(column, value), eq(users.isDeleted, false));
}

/**
 * The name, e-mail and phone columns of a user's save: normalized keys for the unique indexes, and
 * a changed e-mail or phone number loses its confirmation. Absent name, surname, phone keep theirs.
 */
export function contactValues(
  u: UserRow,
  userName: string,
  email: string,
  input: {
    name?: string | null | undefined;
    surname?: string | null | undefined;
    phoneNumber?: string | null | undefined;
  },
) {
  const phoneNumber = input.phoneNumber === undefined ? u.phoneNumber : input.phoneNumber;
  return {
    userName,
    normalizedUserName: normalize(userName),
    email,
    normalizedEmail: normalize(email),
    emailConfirmed: normalize(email) === u.normalizedEmail ? u.emailConfirmed : false,
    name: input.name === undefined ? u.name : input.name,
    surname: input.surname === undefined ? u.surname : input.surname,
    phoneNumber,
    phoneNumberConfirmed: phoneNumber === u.phoneNumber ? u.phoneNumberConfirmed : false,
  };
}

/** ABP's AllowedUserNameCharacters. */
const USER_NAME_PATTERN = /^[A-Za-z0-9\-._@+]+$/;

/** A password that passed the policy and is hashed: made before the transaction, as hashing is slow. */
export interface PreparedPassword {
  readonly hash: string;
}

export interface NewUser {
  tenantId: string;
  userName: string;
  email: string;
  password: PreparedPassword | null;
  name?: string | null;
  surname?: string | null;
  phoneNumber?: string | null;
  isActive?: boolean;
  /** Defaults to the setting `Abp.Identity.Lockout.AllowedForNewUsers`. */
  lockoutEnabled?: boolean | undefined;
  /** Binds a vendor user to their supplier (validated by the caller). */
  supplierId?: string | null | undefined;
  /** Undefined: the tenant's default roles. */
  roleNames?: readonly string[] | undefined;
  extraProperties?: Record<string, unknown>;
  creatorId?: string | null;
}

export interface ProfileUpdate {
  userName?: string | undefined;
  email?: string | undefined;
  name?: string | null | undefined;
  surname?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  concurrencyStamp?: string | null | undefined;
  extraProperties?: Record<string, unknown> | undefined;
}

const userSorting = {
  userName: users.userName,
  name: users.name,
  surname: users.surname,
  email: users.email,
  phoneNumber: users.phoneNumber,
  isActive: users.isActive,
  lockoutEnd: users.lockoutEnd,
  creationTime: users.creationTime,
  lastModificationTime: users.lastModificationTime,
};

/** The filters of the user list (and of its Excel export). */
export interface UserListFilter {
  /** Contains, case-insensitive, on user name, name, surname, e-mail and phone number. */
  filter?: string | undefined;
  isActive?: boolean | undefined;
  supplierId?: string | undefined;
  roleId?: string | undefined;
}

/**
 * The list's and the export's WHERE. `matchingIds`: the ids `searchIds` found for the filter; null
 * (more matches than it hands back) filters by the LIKE alone.
 */
export function userListWhere(
  tenantId: string,
  query: UserListFilter,
  matchingIds?: readonly string[] | null,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(users.tenantId, tenantId), eq(users.isDeleted, false)];
  const filter = query.filter?.trim();
  if (filter && matchingIds) {
    conditions.push(idIn(users.id, matchingIds));
  } else if (filter) {
    // One trigram-indexed column holds every searchable field, lower-cased (schema.ts).
    conditions.push(like(users.searchText, containsPattern(filter.toLowerCase())));
  }
  if (query.isActive !== undefined) conditions.push(eq(users.isActive, query.isActive));
  if (query.supplierId) conditions.push(eq(users.supplierId, query.supplierId));
  if (query.roleId) {
    conditions.push(
      sql`exists (select 1 from ${userRoles} where ${userRoles.tenantId} = ${users.tenantId} and ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${query.roleId})`,
    );
  }
  return and(...conditions);
}

export const userListOrder = (sorting: string | undefined) =>
  orderBy(sorting, userSorting, [sql`${users.creationTime} desc`], users.id);

/** Users, their roles and credentials. Every method runs inside the caller's scoped transaction. */
export class IdentityService {
  /** The users list's large totals (platform/db/page.ts); every write to a tenant's users forgets them. */
  readonly userCounts = new ListCounts();

  constructor(
    private readonly db: Db,
    private readonly settings: SettingService,
    /** The tenant's limits (MaxUserCount); absent in tools that only read identities. */
    private readonly features?: FeatureService,
  ) {}

  /** The platform's PrincipalSource: who a token's user is right now. */
  readonly principal = async (tx: Tx, tenantId: string, userId: string): Promise<Principal | null> => {
    const u = await this.findUser(tx, tenantId, userId);
    if (!u) return null;
    const roleNames = await this.effectiveRoleNamesOf(tx, tenantId, userId);
    return {
      id: u.id,
      tenantId,
      ...userContactFields(u),
      roles: roleNames,
      isActive: u.isActive && !(await isSupplierSuspended(tx, tenantId, u.supplierId)),
      supplierId: u.supplierId,
      grantedPolicies: await grantedPolicies(tx, tenantId, userId, roleNames),
    };
  };

  async findUser(tx: Queryable, tenantId: string, userId: string): Promise<UserRow | undefined> {
    const [u] = await tx
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), eq(users.isDeleted, false)));
    return u;
  }

  /** By user name, or by e-mail address as ABP's token endpoint also accepts. */
  async findByLogin(tx: Queryable, tenantId: string, userNameOrEmail: string): Promise<UserRow | undefined> {
    const key = normalize(userNameOrEmail);
    const byName = await tx
      .select()
      .from(users)
      .where(liveUserWith(tenantId, users.normalizedUserName, key));
    if (byName[0] || !key.includes('@')) return byName[0];
    const byEmail = await tx
      .select()
      .from(users)
      .where(liveUserWith(tenantId, users.normalizedEmail, key))
      .limit(2);
    return byEmail.length === 1 ? byEmail[0] : undefined;
  }

  async roleNamesOf(tx: Queryable, tenantId: string, userId: string): Promise<string[]> {
    const rows = await tx
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, and(eq(roles.tenantId, userRoles.tenantId), eq(roles.id, userRoles.roleId)))
      .where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.userId, userId)))
      .orderBy(roles.name);
    return rows.map((r) => r.name);
  }

  /**
   * The roles a user acts with: their own and those of the organization units they belong to
   * (ABP's rule: a unit's roles, not its parents'). Permissions and the configuration use these.
   */
  async effectiveRoleNamesOf(tx: Queryable, tenantId: string, userId: string): Promise<string[]> {
    const direct = tx
      .select({ id: userRoles.roleId })
      .from(userRoles)
      .where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.userId, userId)));
    const viaUnits = tx
      .select({ id: organizationUnitRoles.roleId })
      .from(userOrganizationUnits)
      .innerJoin(
        organizationUnitRoles,
        and(
          eq(organizationUnitRoles.tenantId, userOrganizationUnits.tenantId),
          eq(organizationUnitRoles.organizationUnitId, userOrganizationUnits.organizationUnitId),
        ),
      )
      .innerJoin(organizationUnits, and(unitOfMembership, eq(organizationUnits.isDeleted, false)))
      .where(and(eq(userOrganizationUnits.tenantId, tenantId), eq(userOrganizationUnits.userId, userId)));
    const rows = await tx
      .select({ name: roles.name })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), or(inArray(roles.id, direct), inArray(roles.id, viaUnits))))
      .orderBy(roles.name);
    return rows.map((r) => r.name);
  }

  isLockedOut(u: UserRow, now = new Date()): boolean {
    return u.lockoutEnabled && !!u.lockoutEnd && u.lockoutEnd > now;
  }

  /** Counts a failed password; at the limit the account locks for the configured duration. */
  async recordFailedLogin(tx: Tx, u: UserRow): Promise<{ lockedOut: boolean }> {
    if (!u.lockoutEnabled) return { lockedOut: false };
    const max = await this.settings.getInt(u.tenantId, SettingNames.LockoutMaxFailedAccessAttempts, tx);
    const seconds = await this.settings.getInt(u.tenantId, SettingNames.LockoutDuration, tx);
    const [row] = await tx
      .update(users)
      .set({ accessFailedCount: sql`${users.accessFailedCount} + 1` })
      .where(and(eq(users.tenantId, u.tenantId), eq(users.id, u.id)))
      .returning({ failed: users.accessFailedCount });
    if ((row?.failed ?? 0) < max) return { lockedOut: false };
    await tx
      .update(users)
      .set({ accessFailedCount: 0, lockoutEnd: new Date(Date.now() + seconds * 1000) })
      .where(and(eq(users.tenantId, u.tenantId), eq(users.id, u.id)));
    return { lockedOut: true };
  }

  async recordSuccessfulLogin(tx: Tx, u: UserRow): Promise<void> {
    if (u.accessFailedCount === 0 && !u.lockoutEnd) return;
    await tx
      .update(users)
      .set({ accessFailedCount: 0, lockoutEnd: null })
      .where(and(eq(users.tenantId, u.tenantId), eq(users.id, u.id)));
  }

  async passwordPolicy(tenantId: string): Promise<PasswordPolicy> {
    const s = this.settings;
    return {
      requiredLength: await s.getInt(tenantId, SettingNames.PasswordRequiredLength),
      requireDigit: await s.getBool(tenantId, SettingNames.PasswordRequireDigit),
      requireLowercase: await s.getBool(tenantId, SettingNames.PasswordRequireLowercase),
      requireUppercase: await s.getBool(tenantId, SettingNames.PasswordRequireUppercase),
      requireNonAlphanumeric: await s.getBool(tenantId, SettingNames.PasswordRequireNonAlphanumeric),
    };
  }

  /** Applies the tenant's password policy and hashes. Call it before opening the transaction. */
  async preparePassword(tenantId: string, password: string): Promise<PreparedPassword> {
    const [first, ...rest] = checkPassword(password, await this.passwordPolicy(tenantId));
    if (first) {
      throw new BusinessError(first, {
        code: 'Volo.Abp.Identity:InvalidPassword',
        ...(rest.length ? { details: rest.map((p) => p.key).join(', ') } : {}),
      });
    }
    return { hash: await hashPassword(password) };
  }

  /** The user name's characters, and no other live user with the same user name or e-mail (403). */
  async assertUnique(tx: Queryable, tenantId: string, userName: string, email: string, exceptId?: string) {
    if (!USER_NAME_PATTERN.test(userName)) {
      throw new BusinessError(L('AbpIdentity', 'Volo.Abp.Identity:InvalidUserName', userName), {
        code: 'Volo.Abp.Identity:InvalidUserName',
      });
    }
    const clash = await tx
      .select({ id: users.id, normalizedUserName: users.normalizedUserName })
      .from(users)
      .where(
        and(
          eq(users.tenantId, tenantId),
          eq(users.isDeleted, false),
          or(eq(users.normalizedUserName, normalize(userName)), eq(users.normalizedEmail, normalize(email))),
          exceptId ? sql`${users.id} <> ${exceptId}` : undefined,
        ),
      )
      .limit(2);
    if (clash.some((c) => c.normalizedUserName === normalize(userName))) {
      throw new BusinessError(L('AbpIdentity', 'Volo.Abp.Identity:DuplicateUserName', userName), {
        code: 'Volo.Abp.Identity:DuplicateUserName',
      });
    }
    if (clash.length > 0) {
      throw new BusinessError(L('AbpIdentity', 'Volo.Abp.Identity:DuplicateEmail', email), {
        code: 'Volo.Abp.Identity:DuplicateEmail',
      });
    }
  }

  async createUser(tx: Tx, audit: AuditCollector | null, input: NewUser): Promise<UserRow> {
    const userName = input.userName.trim();
    const email = input.email.trim();
    await this.assertUnique(tx, input.tenantId, userName, email);
    if (this.features) await assertUserQuota(tx, this.features, input.tenantId);
    let created: UserRow | undefined;
    this.userCounts.forget(input.tenantId);
    try {
      [created] = await tx
        .insert(users)
        .values({
          tenantId: input.tenantId,
          id: newId(),
          userName,
          normalizedUserName: normalize(userName),
          email,
          normalizedEmail: normalize(email),
          name: input.name ?? null,
          surname: input.surname ?? null,
          phoneNumber: input.phoneNumber ?? null,
          passwordHash: input.password?.hash ?? null,
          securityStamp: newStamp(),
          isActive: input.isActive ?? true,
          supplierId: input.supplierId ?? null,
          lockoutEnabled:
            input.lockoutEnabled ??
            (await this.settings.getBool(input.tenantId, SettingNames.LockoutAllowedForNewUsers, tx)),
          extraProperties: input.extraProperties ?? {},
          creatorId: input.creatorId ?? null,
        })
        .returning();
    } catch (err) {
      // Two registrations racing past the check above: the unique index decides, and says so politely.
      if (pgError(err)?.code === '23505') {
        throw new BusinessError(L('AbpIdentity', 'Volo.Abp.Identity:DuplicateUserName', userName), {
          code: 'Volo.Abp.Identity:DuplicateUserName',
        });
      }
      throw err;
    }
    const user = created!;
    await this.setRoles(
      tx,
      user.tenantId,
      user.id,
      input.roleNames ?? (await this.defaultRoleNames(tx, user.tenantId)),
    );
    audit?.created(USER_ENTITY, user.id, auditedUser(user), { secret: ['passwordHash'] });
    return user;
  }

  async defaultRoleNames(tx: Queryable, tenantId: string): Promise<string[]> {
    const rows = await tx
      .select({ name: roles.name })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.isDefault, true)));
    return rows.map((r) => r.name);
  }

  async setRoles(tx: Tx, tenantId: string, userId: string, roleNames: readonly string[]): Promise<void> {
    this.userCounts.forget(tenantId);
    await tx.delete(userRoles).where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.userId, userId)));
    if (roleNames.length === 0) return;
    const found = await tx
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), inArray(roles.normalizedName, roleNames.map(normalize))));
    if (found.length !== new Set(roleNames.map(normalize)).size) {
      const known = new Set(found.map((r) => normalize(r.name)));
      const missing = roleNames.find((n) => !known.has(normalize(n)));
      throw new BusinessError(L('AbpIdentity', 'Volo.Abp.Identity:RoleNotFound', missing), {
        code: 'Volo.Abp.Identity:RoleNotFound',
      });
    }
    await tx.insert(userRoles).values(found.map((r) => ({ tenantId, userId, roleId: r.id })));
  }

  async ensureRole(
    tx: Tx,
    tenantId: string,
    name: string,
    flags: { isDefault?: boolean; isStatic?: boolean; isPublic?: boolean } = {},
  ) {
    const [existing] = await tx
      .select()
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.normalizedName, normalize(name))));
    if (existing) return existing;
    const [created] = await tx
      .insert(roles)
      .values({ tenantId, id: newId(), name, normalizedName: normalize(name), ...flags })
      .returning();
    return created!;
  }

  async getProfile(tx: Queryable, tenantId: string, userId: string) {
    const u = await this.findUser(tx, tenantId, userId);
    if (!u) throw new EntityNotFoundError(USER_ENTITY, userId);
    return toProfileDto(u);
  }

  async updateProfile(tx: Tx, audit: AuditCollector, tenantId: string, userId: string, input: ProfileUpdate) {
    const u = await this.findUser(tx, tenantId, userId);
    if (!u) throw new EntityNotFoundError(USER_ENTITY, userId);
    assertStamp(u.concurrencyStamp, input.concurrencyStamp);
    const userName = input.userName?.trim() || u.userName;
    const email = input.email?.trim() || u.email;
    if (
      userName !== u.userName &&
      !(await this.settings.getBool(tenantId, SettingNames.IsUserNameUpdateEnabled, tx))
    ) {
      throw new BusinessError(L('AbpIdentity', 'Volo.Abp.Identity:UserNameUpdateDisabled'));
    }
    if (
      email !== u.email &&
      !(await this.settings.getBool(tenantId, SettingNames.IsEmailUpdateEnabled, tx))
    ) {
      throw new BusinessError(L('AbpIdentity', 'Volo.Abp.Identity:EmailUpdateDisabled'));
    }
    if (userName !== u.userName || normalize(email) !== u.normalizedEmail) {
      await this.assertUnique(tx, tenantId, userName, email, userId);
    }
    const rows = await tx
      .update(users)
      .set({
        ...contactValues(u, userName, email, input),
        extraProperties: mergeExtra(u.extraProperties, input.extraProperties),
        ...modifiedBy(userId),
      })
      .where(atStamp(users, tenantId, userId, u.concurrencyStamp))
      .returning();
    const updated = expectUpdated(rows);
    audit.updated(USER_ENTITY, userId, auditedUser(u), auditedUser(updated));
    return toProfileDto(updated);
  }

  /**
   * Checks the current password, applies the policy and stores the new hash, ending the user's
   * other sessions. Hashing happens between two short transactions, never inside one.
   */
  async changePassword(
    scope: DataScope,
    audit: AuditCollector,
    user: { tenantId: string; id: string; sessionId: string },
    current: string | undefined,
    next: string,
    endOtherSessions: (tx: Tx) => Promise<void>,
  ): Promise<void> {
    const before = await inScope(this.db, scope, (tx) => this.findUser(tx, user.tenantId, user.id));
    if (!before) throw new EntityNotFoundError(USER_ENTITY, user.id);
    if (before.passwordHash !== null && !(await verifyPassword(before.passwordHash, current ?? ''))) {
      throw new BusinessError(L('AbpAccount', 'PasswordMismatch'), {
        code: 'Volo.Abp.Identity:PasswordMismatch',
      });
    }
    const prepared = await this.preparePassword(user.tenantId, next);
    await inScope(this.db, scope, async (tx) => {
      const rows = await tx
        .update(users)
        .set({
          passwordHash: prepared.hash,
          securityStamp: newStamp(),
          ...modifiedBy(user.id),
        })
        // The hash we verified against must still be the stored one.
        .where(atStamp(users, user.tenantId, user.id, before.concurrencyStamp))
        .returning();
      const after = expectUpdated(rows);
      audit.updated(USER_ENTITY, user.id, auditedUser(before), auditedUser(after), {
        secret: ['passwordHash'],
      });
      await endOtherSessions(tx);
    });
  }

  /** `scope`: the transaction's (a vendor's count is not a buyer's: the supplier policy narrows it). */
  async listUsers(
    tx: Queryable,
    scope: DataScope,
    query: PagedQuery & UserListFilter,
  ): Promise<PagedResult<ReturnType<typeof toUserDto>>> {
    const tenantId = scope.tenantId;
    // Under row-level security the search finds its ids through the trigram index first
    // (platform/db/search.ts); a search matching more than SEARCH_IDS_CAP users filters as before.
    const filter = query.filter?.trim();
    const ids = filter ? await searchIds(tx, 'users_search_ids', tenantId, filter.toLowerCase()) : null;
    const where = userListWhere(tenantId, query, ids);
    const order = userListOrder(query.sorting);
    const { skipCount: _s, maxResultCount: _m, sorting: _o, ...filters } = query;
    return pageOfFields(tx, users, userDtoColumns, where, order, query, toUserDto, {
      // The page's ids first: users_list_user_name_ix / users_list_creation_time_ix walk the
      // two usual orders without reading the rows a deep page skips.
      key: [users.tenantId, users.id],
      counts: {
        cache: this.userCounts,
        tenantId,
        filterKey: `${scope.supplierId ?? ''}|${JSON.stringify(filters)}`,
      },
    });
  }

  async getUser(tx: Queryable, tenantId: string, id: string) {
    const u = await this.findUser(tx, tenantId, id);
    if (!u) throw new EntityNotFoundError(USER_ENTITY, id);
    return toUserDto(u);
  }
}
