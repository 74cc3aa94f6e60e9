import type { IdentityUserDto } from './identity';
import type { PagedResult } from './list-query';
import { del, get, post, put, request } from './request';

/** HelloAbp's OrganizationUnitDto: code `00001.00002`, its level and, from `details`, its sub-tree. */
export interface OrganizationUnit {
  id: string;
  parentId: string | null;
  code: string;
  displayName: string;
  level: number;
  isLeaf: boolean;
  children: OrganizationUnit[];
  concurrencyStamp: string;
  creationTime: string;
  lastModificationTime: string | null;
  extraProperties: Record<string, unknown>;
}

/** The parts of IdentityUserDto the member lists show. */
export type MemberUser = Pick<
  IdentityUserDto,
  | 'id'
  | 'userName'
  | 'name'
  | 'surname'
  | 'email'
  | 'phoneNumber'
  | 'isActive'
  | 'supplierId'
  | 'creationTime'
>;

export interface UnitRole {
  id: string;
  name: string;
  isDefault: boolean;
  isStatic: boolean;
  isPublic: boolean;
}

const base = '/api/identity/organizations';

/** The whole tree, top-level units first (`all/details`). */
export const getUnitTree = () => get<{ items: OrganizationUnit[] }>(`${base}/all/details`);

export const createUnit = (input: { displayName: string; parentId?: string | null }) =>
  post<OrganizationUnit>(base, input);

export const renameUnit = (id: string, input: { displayName: string; concurrencyStamp: string }) =>
  put<OrganizationUnit>(`${base}/${id}`, input);

export const deleteUnit = (id: string) => del<void>(`${base}/${id}`);

/** Moves a unit with its sub-tree under `parentId`, or to the top level when it is null. */
export const moveUnit = (id: string, parentId: string | null) =>
  request<void>({ method: 'PUT', url: `${base}/move`, params: { id, parentId: parentId ?? undefined } });

/** The users of a unit and of every unit below it. */
export const getUnitUsers = (ouId: string, params: Record<string, unknown>) =>
  get<PagedResult<MemberUser>>(`${base}/users`, { ...params, ouId });

export const getUnitRoles = (ouId: string, params: Record<string, unknown>) =>
  get<PagedResult<UnitRole>>(`${base}/roles`, { ...params, ouId });

export const addUnitUsers = (id: string, userIds: string[]) => post<void>(`${base}/${id}/users`, { userIds });
export const removeUnitUser = (id: string, userId: string) => del<void>(`${base}/${id}/users/${userId}`);
export const addUnitRoles = (id: string, roleIds: string[]) => post<void>(`${base}/${id}/roles`, { roleIds });
export const removeUnitRole = (id: string, roleId: string) => del<void>(`${base}/${id}/roles/${roleId}`);

/** The user picker's search (the user list endpoint). */
export const searchUsers = (params: Record<string, unknown>) =>
  get<PagedResult<MemberUser>>('/api/identity/users', params);

/** The units a user belongs to directly. */
export const getUserUnits = (userId: string) =>
  get<{ items: OrganizationUnit[] }>(`/api/identity/users/${userId}/organizations`);

export const getAllRoles = () => get<{ items: UnitRole[] }>('/api/identity/roles/all');
