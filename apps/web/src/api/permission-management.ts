import { get, request } from './request';

/** `R` a role (keyed by name), `U` a user (keyed by id). */
export type PermissionProviderName = 'R' | 'U';

export interface ProviderInfoDto {
  providerName: string;
  providerKey: string;
}

/** ABP's PermissionGrantInfoDto: display names come localized from the server. */
export interface PermissionGrantInfoDto {
  name: string;
  displayName: string;
  parentName: string | null;
  isGranted: boolean;
  allowedProviders: string[];
  /** Who grants it: the provider itself, and for a user the roles it inherits from. */
  grantedProviders: ProviderInfoDto[];
}

export interface PermissionGroupDto {
  name: string;
  displayName: string;
  permissions: PermissionGrantInfoDto[];
}

export interface PermissionListResultDto {
  entityDisplayName: string;
  groups: PermissionGroupDto[];
}

export interface PermissionChange {
  name: string;
  isGranted: boolean;
}

const url = '/api/permission-management/permissions';

/** Contract §5.5. */
export const getPermissions = (providerName: PermissionProviderName, providerKey: string) =>
  get<PermissionListResultDto>(url, { providerName, providerKey });

/** Sends only the changed items; the server grants the parents of a granted child itself. */
export const updatePermissions = (
  providerName: PermissionProviderName,
  providerKey: string,
  permissions: PermissionChange[],
) => request<void>({ method: 'PUT', url, params: { providerName, providerKey }, data: { permissions } });
