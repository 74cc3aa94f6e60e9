import type { PagedResult } from './list-query';
import { crudApi } from './crud-api';
import { del, get, post, put } from './request';

/**
 * Identity administration (contract §5.1, §5.2, §5.4): users, roles and claim types, plus the two
 * look-ups the user dialog needs (the organization-unit tree and the supplier directory).
 */

export interface ListResult<T> {
  items: T[];
}

// ---------------------------------------------------------------- users

/** ABP's IdentityUserDto (with the supplier binding). */
export interface IdentityUserDto {
  id: string;
  tenantId: string | null;
  userName: string;
  name: string | null;
  surname: string | null;
  email: string;
  emailConfirmed: boolean;
  phoneNumber: string | null;
  phoneNumberConfirmed: boolean;
  isActive: boolean;
  /** The supplier a vendor user works for; null for staff. */
  supplierId: string | null;
  lockoutEnabled: boolean;
  /** ISO time; the user is locked out while it is in the future. */
  lockoutEnd: string | null;
  accessFailedCount: number;
  concurrencyStamp: string;
  creationTime: string;
  extraProperties: Record<string, unknown>;
}

/** IdentityUserCreateDto / UpdateDto as the dialog sends them. */
export interface IdentityUserInput {
  userName: string;
  name: string | null;
  surname: string | null;
  email: string;
  phoneNumber: string | null;
  isActive: boolean;
  lockoutEnabled: boolean;
  roleNames: string[];
  /** Left out: unchanged. */
  organizationUnitIds?: string[];
  /** null: not bound to a supplier. Left out: unchanged. */
  supplierId?: string | null;
  /** Required on create; on update, changed only when given. */
  password?: string;
  concurrencyStamp?: string;
}

export interface UserListFilters {
  filter?: string;
  isActive?: boolean;
  supplierId?: string;
  roleId?: string;
}

const users = '/api/identity/users';

export const getUsers = (params: Record<string, unknown>) => get<PagedResult<IdentityUserDto>>(users, params);
export const getUser = (id: string) => get<IdentityUserDto>(`${users}/${id}`);
export const createUser = (input: IdentityUserInput) => post<IdentityUserDto>(users, input);
export const updateUser = (id: string, input: IdentityUserInput) =>
  put<IdentityUserDto>(`${users}/${id}`, input);
export const deleteUser = (id: string) => del<void>(`${users}/${id}`);
export const getUserRoles = (id: string) => get<ListResult<IdentityRoleDto>>(`${users}/${id}/roles`);
export const getAssignableRoles = () => get<ListResult<IdentityRoleDto>>(`${users}/assignable-roles`);
export const getUserOrganizationUnits = (id: string) =>
  get<ListResult<OrganizationUnitDto>>(`${users}/${id}/organizations`);
export const unlockUser = (id: string) => post<void>(`${users}/${id}/unlock`);
export const setUserPassword = (id: string, newPassword: string) =>
  put<void>(`${users}/${id}/password`, { newPassword });
/** The Excel export: same filters and sorting as the list. */
export const usersExportUrl = `${users}/export`;

/** True while the user cannot sign in because of failed attempts. */
export const isLockedOut = (u: Pick<IdentityUserDto, 'lockoutEnd'>, now = Date.now()) =>
  !!u.lockoutEnd && new Date(u.lockoutEnd).getTime() > now;

// ---------------------------------------------------------------- roles

/** ABP's IdentityRoleDto. */
export interface IdentityRoleDto {
  id: string;
  name: string;
  isDefault: boolean;
  isStatic: boolean;
  isPublic: boolean;
  concurrencyStamp: string;
  extraProperties: Record<string, unknown>;
}

export interface IdentityRoleInput {
  name: string;
  isDefault: boolean;
  isPublic: boolean;
  concurrencyStamp?: string;
}

const roles = '/api/identity/roles';

export const getRoles = (params: Record<string, unknown>) => get<PagedResult<IdentityRoleDto>>(roles, params);
export const getAllRoles = () => get<ListResult<IdentityRoleDto>>(`${roles}/all`);
export const createRole = (input: IdentityRoleInput) => post<IdentityRoleDto>(roles, input);
export const updateRole = (id: string, input: IdentityRoleInput) =>
  put<IdentityRoleDto>(`${roles}/${id}`, input);
export const deleteRole = (id: string) => del<void>(`${roles}/${id}`);

// ---------------------------------------------------------------- claim types

/** IdentityClaimValueType by number. */
export const claimValueTypes = ['String', 'Int', 'Boolean', 'DateTime'] as const;
export type ClaimValueTypeName = (typeof claimValueTypes)[number];

export interface ClaimTypeDto {
  id: string;
  name: string;
  required: boolean;
  isStatic: boolean;
  regex: string | null;
  regexDescription: string | null;
  description: string | null;
  valueType: number;
  valueTypeAsString: string;
  concurrencyStamp: string;
  creationTime: string;
}

export interface ClaimTypeInput {
  name: string;
  required: boolean;
  regex: string | null;
  regexDescription: string | null;
  description: string | null;
  valueType: number;
  concurrencyStamp?: string;
}

/** ABP's IdentityClaimTypeConsts. */
export const ClaimTypeLimits = { name: 256, regex: 512, regexDescription: 128, description: 256 } as const;

export const {
  list: getClaimTypes,
  create: createClaimType,
  update: updateClaimType,
  remove: deleteClaimType,
} = crudApi<ClaimTypeDto, ClaimTypeInput>('/api/identity/claim-types');

// ---------------------------------------------------------------- look-ups for the user dialog

/** HelloAbp's OrganizationUnitDto (the parts the tree shows). */
export interface OrganizationUnitDto {
  id: string;
  parentId: string | null;
  code: string;
  displayName: string;
  children: OrganizationUnitDto[];
}

/** Every unit of the tenant as trees (`all/details`). */
export const getOrganizationUnitTree = () =>
  get<ListResult<OrganizationUnitDto>>('/api/identity/organizations/all/details');

/** A supplier as the binding select shows it. */
export interface SupplierSummary {
  id: string;
  vendorCode: string;
  name: string;
  shortName: string | null;
  /** 0 active, 1 suspended. */
  status: number;
}

export const searchSuppliers = (filter: string | undefined, maxResultCount = 20) =>
  get<PagedResult<SupplierSummary>>('/api/app/supplier', {
    filter: filter?.trim() || undefined,
    maxResultCount,
    sorting: 'vendorCode',
  });
export const getSupplierSummary = (id: string) => get<SupplierSummary>(`/api/app/supplier/${id}`);
