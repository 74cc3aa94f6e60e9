import { and, eq } from 'drizzle-orm';
import type { AuditCollector } from '../../platform/audit/collector.js';
import type { SessionStore } from '../../platform/auth/sessions.js';
import type { Queryable, Tx } from '../../platform/db/client.js';
import { newStamp } from '../../platform/db/columns.js';
import { assertStamp, expectUpdated } from '../../platform/http/concurrency.js';
import { BusinessError, EntityNotFoundError } from '../../platform/http/errors.js';
import { L } from '../../platform/localization/localizer.js';
import { USER_PROVIDER } from '../../platform/permissions/grants.js';
import { permissionGrants } from '../../platform/permissions/schema.js';
import { auditedUser, toRoleDto, toUserDto } from './dto.js';
import { roles, userRoles, users } from './schema.js';
import {
  contactValues,
  normalize,
  liveUserWith,
  type IdentityService,
  type PreparedPassword,
  type UserRow,
} from './service.js';
import { assertSupplierExists } from './supplier-binding.js';
import { organizationUnitsOfUser, replaceUserOrganizationUnits } from './user-organizations.js';
import {
  assertNoEscalation,
  assertVendorBinding,
  duplicateNameGuard,
  resolveSupplier,
  type Actor,
} from './user-rules.js';
import { modifiedBy, mergeExtra, deletedBy } from '../../platform/db/modification.js';

export type { Actor } from './user-rules.js';

export const USER_ENTITY = 'Volo.Abp.Identity.IdentityUser';

export type UserDto = ReturnType<typeof toUserDto>;

/** IdentityUserCreateDto / IdentityUserUpdateDto as the routes hand them over. */
export interface UserInput {
  userName: string;
  email: string;
  name?: string | null | undefined;
  surname?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  /** Undefined keeps the current value (true for a new user). */
  isActive?: boolean | undefined;
  lockoutEnabled?: boolean | undefined;
  /** Undefined: unchanged (the tenant's default roles for a new user). */
  roleNames?: readonly string[] | undefined;
  extraProperties?: Record<string, unknown> | undefined;
  /** Undefined: unchanged. */
  organizationUnitIds?: readonly string[] | undefined;
  /** Undefined: unchanged; null: no supplier (a vendor caller's own supplier is kept). */
  supplierId?: string | null | undefined;
}

export interface UserUpdateInput extends UserInput {
  concurrencyStamp?: string | null | undefined;
}

const secret = { secret: ['passwordHash'] } as const;

/**
 * User administration (contract §5.1 and HelloAbp's organization extras). Every method runs in the
 * caller's scoped transaction; the routes publish `{kind:'user'}` afterwards.
 */
export class UserAdminService {
  constructor(
    private readonly identity: IdentityService,
    private readonly sessions: SessionStore,
  ) {}

  private async load(tx: Queryable, tenantId: string, id: string): Promise<UserRow> {
    const u = await this.identity.findUser(tx, tenantId, id);
    if (!u) throw new EntityNotFoundError(USER_ENTITY, id);
    return u;
  }

  async create(
    tx: Tx,
    audit: AuditCollector,
    actor: Actor,
    input: UserInput,
    password: PreparedPassword,
  ): Promise<UserDto> {
    const tenantId = actor.tenantId;
    const supplierId = resolveSupplier(actor, input.supplierId, null);
    if (supplierId) await assertSupplierExists(tx, tenantId, supplierId);
    const roleNames = input.roleNames ?? (await this.identity.defaultRoleNames(tx, tenantId));
    assertVendorBinding(roleNames, supplierId);
    await assertNoEscalation(tx, actor, roleNames, []);
    const user = await this.identity.createUser(tx, audit, {
      tenantId,
      userName: input.userName,
      email: input.email,
      password,
      name: input.name ?? null,
      surname: input.surname ?? null,
      phoneNumber: input.phoneNumber ?? null,
      isActive: input.isActive ?? true,
      lockoutEnabled: input.lockoutEnabled,
      supplierId,
      roleNames,
      extraProperties: input.extraProperties ?? {},
      creatorId: actor.userId,
    });
    if (input.organizationUnitIds?.length) {
      await replaceUserOrganizationUnits(tx, actor, user.id, input.organizationUnitIds);
    }
    return toUserDto(user);
  }

  async update(
    tx: Tx,
    audit: AuditCollector,
    actor: Actor,
    id: string,
    input: UserUpdateInput,
    password: PreparedPassword | null,
  ): Promise<UserDto> {
    const tenantId = actor.tenantId;
    const u = await this.load(tx, tenantId, id);
    assertStamp(u.concurrencyStamp, input.concurrencyStamp);
    const userName = input.userName.trim();
    const email = input.email.trim();
    if (userName !== u.userName || normalize(email) !== u.normalizedEmail) {
      await this.identity.assertUnique(tx, tenantId, userName, email, id);
    }
    const supplierId = resolveSupplier(actor, input.supplierId, u.supplierId);
    if (supplierId && supplierId !== u.supplierId) await assertSupplierExists(tx, tenantId, supplierId);
    const rolesBefore = await this.identity.roleNamesOf(tx, tenantId, id);
    assertVendorBinding(input.roleNames ?? rolesBefore, supplierId);
    if (input.roleNames) await assertNoEscalation(tx, actor, input.roleNames, rolesBefore);

    // The list's remembered totals (IdentityService.userCounts) may count this user under a filter.
    this.identity.userCounts.forget(tenantId);
    const values = {
      ...contactValues(u, userName, email, input),
      isActive: input.isActive ?? u.isActive,
      lockoutEnabled: input.lockoutEnabled ?? u.lockoutEnabled,
      supplierId,
      extraProperties: mergeExtra(u.extraProperties, input.extraProperties),
      ...(password ? { passwordHash: password.hash, securityStamp: newStamp() } : {}),
      ...modifiedBy(actor.userId),
    };
    const updated = expectUpdated(
      await duplicateNameGuard(userName, () =>
        tx
          .update(users)
          .set(values)
          .where(
            and(
              eq(users.tenantId, tenantId),
              eq(users.id, id),
              eq(users.isDeleted, false),
              eq(users.concurrencyStamp, u.concurrencyStamp),
            ),
          )
          .returning(),
      ),
    );
    let rolesAfter = rolesBefore;
    if (input.roleNames) {
      await this.identity.setRoles(tx, tenantId, id, input.roleNames);
      rolesAfter = await this.identity.roleNamesOf(tx, tenantId, id);
    }
    let unitsChange: { before: string[]; after: string[] } | null = null;
    if (input.organizationUnitIds) {
      unitsChange = await replaceUserOrganizationUnits(tx, actor, id, input.organizationUnitIds);
    }
    if (password || (u.isActive && !updated.isActive)) {
      const reason = password ? 'password-set-by-admin' : 'user-deactivated';
      // An administrator who sets their own password keeps the session they are using.
      const keep = password && updated.isActive && id === actor.userId ? actor.sessionId : undefined;
      await this.sessions.revokeAllOfUser(tx, tenantId, id, reason, keep);
    }
    audit.updated(
      USER_ENTITY,
      id,
      { ...auditedUser(u), roleNames: rolesBefore, organizationUnitIds: unitsChange?.before },
      { ...auditedUser(updated), roleNames: rolesAfter, organizationUnitIds: unitsChange?.after },
      secret,
    );
    return toUserDto(updated);
  }

  /** Soft delete; the user's sessions end with it. Nobody deletes themselves (ABP's 010001). */
  async delete(tx: Tx, audit: AuditCollector, actor: Actor, id: string): Promise<void> {
    if (id === actor.userId) {
      throw new BusinessError(L('AbpIdentity', 'Volo.Abp.Identity:010001'), {
        code: 'Volo.Abp.Identity:010001',
      });
    }
    const u = await this.load(tx, actor.tenantId, id);
    this.identity.userCounts.forget(actor.tenantId);
    await tx
      .update(users)
      .set(deletedBy(actor.userId))
      .where(and(eq(users.tenantId, actor.tenantId), eq(users.id, id)));
    await this.sessions.revokeAllOfUser(tx, actor.tenantId, id, 'user-deleted');
    // The user's own grants go with them (ABP's permission management does the same).
    await tx
      .delete(permissionGrants)
      .where(
        and(
          eq(permissionGrants.tenantId, actor.tenantId),
          eq(permissionGrants.providerName, USER_PROVIDER),
          eq(permissionGrants.providerKey, id),
        ),
      );
    audit.deleted(USER_ENTITY, id, auditedUser(u), secret);
  }

  async get(tx: Queryable, tenantId: string, id: string): Promise<UserDto> {
    return toUserDto(await this.load(tx, tenantId, id));
  }

  /** By user name (exact, case-insensitive); null when there is none (ABP answers 204). */
  async findByUserName(tx: Queryable, tenantId: string, userName: string): Promise<UserDto | null> {
    const [u] = await tx
      .select()
      .from(users)
      .where(liveUserWith(tenantId, users.normalizedUserName, normalize(userName)));
    return u ? toUserDto(u) : null;
  }

  async findByEmail(tx: Queryable, tenantId: string, email: string): Promise<UserDto | null> {
    const [u] = await tx
      .select()
      .from(users)
      .where(liveUserWith(tenantId, users.normalizedEmail, normalize(email)))
      .orderBy(users.creationTime)
      .limit(1);
    return u ? toUserDto(u) : null;
  }

  async rolesOf(tx: Queryable, tenantId: string, id: string) {
    await this.load(tx, tenantId, id);
    const rows = await tx
      .select({ role: roles })
      .from(userRoles)
      .innerJoin(roles, and(eq(roles.tenantId, userRoles.tenantId), eq(roles.id, userRoles.roleId)))
      .where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.userId, id)))
      .orderBy(roles.name);
    return { items: rows.map((r) => toRoleDto(r.role)) };
  }

  /** Every role of the tenant: the user dialog's choices. */
  async assignableRoles(tx: Queryable, tenantId: string) {
    const rows = await tx.select().from(roles).where(eq(roles.tenantId, tenantId)).orderBy(roles.name);
    return { items: rows.map(toRoleDto) };
  }

  async setRoles(
    tx: Tx,
    audit: AuditCollector,
    actor: Actor,
    id: string,
    roleNames: readonly string[],
  ): Promise<void> {
    const u = await this.load(tx, actor.tenantId, id);
    assertVendorBinding(roleNames, u.supplierId);
    const before = await this.identity.roleNamesOf(tx, actor.tenantId, id);
    await assertNoEscalation(tx, actor, roleNames, before);
    await this.identity.setRoles(tx, actor.tenantId, id, roleNames);
    const after = await this.identity.roleNamesOf(tx, actor.tenantId, id);
    await this.touch(tx, actor, id);
    audit.updated(USER_ENTITY, id, { roleNames: before }, { roleNames: after });
  }

  /** Clears a lockout and the failed-attempt count. */
  async unlock(tx: Tx, audit: AuditCollector, actor: Actor, id: string): Promise<void> {
    const u = await this.load(tx, actor.tenantId, id);
    const [after] = await tx
      .update(users)
      .set({
        lockoutEnd: null,
        accessFailedCount: 0,
        ...modifiedBy(actor.userId),
      })
      .where(and(eq(users.tenantId, actor.tenantId), eq(users.id, id)))
      .returning();
    audit.updated(USER_ENTITY, id, auditedUser(u), auditedUser(after!), secret);
  }

  /** An administrator sets a password (already checked against the policy and hashed). */
  async setPassword(
    tx: Tx,
    audit: AuditCollector,
    actor: Actor,
    id: string,
    password: PreparedPassword,
  ): Promise<void> {
    const u = await this.load(tx, actor.tenantId, id);
    const [after] = await tx
      .update(users)
      .set({
        passwordHash: password.hash,
        securityStamp: newStamp(),
        ...modifiedBy(actor.userId),
      })
      .where(and(eq(users.tenantId, actor.tenantId), eq(users.id, id)))
      .returning();
    const keep = id === actor.userId ? actor.sessionId : undefined;
    await this.sessions.revokeAllOfUser(tx, actor.tenantId, id, 'password-set-by-admin', keep);
    audit.updated(USER_ENTITY, id, auditedUser(u), auditedUser(after!), secret);
  }

  /** The user's organization units, by code (HelloAbp's `GET users/{id}/organizations`). */
  async organizationUnitsOf(tx: Queryable, tenantId: string, id: string) {
    await this.load(tx, tenantId, id);
    return organizationUnitsOfUser(tx, tenantId, id);
  }

  /** HelloAbp's `add-to-organizations`: the user's units become exactly `unitIds`. */
  async setOrganizationUnits(
    tx: Tx,
    audit: AuditCollector,
    actor: Actor,
    id: string,
    unitIds: readonly string[],
  ): Promise<void> {
    await this.load(tx, actor.tenantId, id);
    const change = await replaceUserOrganizationUnits(tx, actor, id, unitIds);
    if (!change) return;
    await this.touch(tx, actor, id);
    audit.updated(
      USER_ENTITY,
      id,
      { organizationUnitIds: change.before },
      { organizationUnitIds: change.after },
    );
  }

  /** Roles and units are part of the user: a change to them is a change of the user's stamp. */
  private async touch(tx: Tx, actor: Actor, id: string) {
    await tx
      .update(users)
      .set({ concurrencyStamp: newStamp(), lastModificationTime: new Date(), lastModifierId: actor.userId })
      .where(and(eq(users.tenantId, actor.tenantId), eq(users.id, id)));
  }
}
