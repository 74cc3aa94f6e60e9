import { auditedFields } from '../../platform/audit/collector.js';
import { HOST_TENANT_ID } from '../../platform/db/scope.js';
import { getTableColumns } from 'drizzle-orm';
import { users, type roles } from './schema.js';
import { fullAuditedEntityDto } from '../../platform/http/entity-dto.js';

type UserRow = typeof users.$inferSelect;

/** What the user DTO is made of: a list reads no hash, security stamp, search text or normalized keys. */
const {
  passwordHash: _h,
  securityStamp: _s,
  searchText: _t,
  normalizedUserName: _n,
  normalizedEmail: _e,
  ...dtoColumns
} = getTableColumns(users);
export const userDtoColumns = dtoColumns;
export type UserDtoRow = Omit<
  UserRow,
  'passwordHash' | 'securityStamp' | 'searchText' | 'normalizedUserName' | 'normalizedEmail'
>;
type RoleRow = typeof roles.$inferSelect;

/** The host is `null` on the wire, as in ABP. */
export const wireTenantId = (tenantId: string) => (tenantId === HOST_TENANT_ID ? null : tenantId);

/** Who a user is and how to reach them: what the user DTO and the request's principal share. */
export function userContactFields(u: UserDtoRow) {
  return {
    userName: u.userName,
    name: u.name,
    surname: u.surname,
    email: u.email,
    emailConfirmed: u.emailConfirmed,
    phoneNumber: u.phoneNumber,
    phoneNumberConfirmed: u.phoneNumberConfirmed,
  };
}

/** ABP's IdentityUserDto. */
export function toUserDto(u: UserDtoRow) {
  return {
    id: u.id,
    tenantId: wireTenantId(u.tenantId),
    ...userContactFields(u),
    isActive: u.isActive,
    /** The supplier a vendor user works for (null for buyer-side users). */
    supplierId: u.supplierId,
    lockoutEnabled: u.lockoutEnabled,
    lockoutEnd: u.lockoutEnd,
    accessFailedCount: u.accessFailedCount,
    ...fullAuditedEntityDto(u),
  };
}

/** ABP's ProfileDto (my-profile). */
export function toProfileDto(u: UserRow) {
  return {
    userName: u.userName,
    email: u.email,
    name: u.name,
    surname: u.surname,
    phoneNumber: u.phoneNumber,
    isExternal: false,
    hasPassword: u.passwordHash !== null,
    concurrencyStamp: u.concurrencyStamp,
    extraProperties: u.extraProperties,
  };
}

/** What the audit log records of a user: the DTO's business fields, never the hash. */
export const auditedUser = (u: UserRow) =>
  auditedFields(u, [
    'userName',
    'name',
    'surname',
    'email',
    'phoneNumber',
    'isActive',
    'lockoutEnabled',
    'lockoutEnd',
    'supplierId',
    'extraProperties',
    'passwordHash',
  ]);

/** ABP's IdentityRoleDto. */
export function toRoleDto(r: RoleRow) {
  return {
    id: r.id,
    name: r.name,
    isDefault: r.isDefault,
    isStatic: r.isStatic,
    isPublic: r.isPublic,
    concurrencyStamp: r.concurrencyStamp,
    extraProperties: r.extraProperties,
  };
}

export type RoleDto = ReturnType<typeof toRoleDto>;

/** What the audit log records of a role. */
export const auditedRole = (r: RoleRow) =>
  auditedFields(r, ['name', 'isDefault', 'isStatic', 'isPublic', 'extraProperties']);
