import type { PagedResult } from './list-query';
import { del, get, post, put } from './request';

/** ABP's TenantDto, with `isActive` and `creationTime`. */
export interface Tenant {
  id: string;
  name: string;
  isActive: boolean;
  concurrencyStamp: string;
  creationTime: string;
  extraProperties: Record<string, unknown>;
}

export interface TenantCreate {
  name: string;
  adminEmailAddress: string;
  adminPassword: string;
}

export interface TenantUpdate {
  name: string;
  isActive: boolean;
  concurrencyStamp: string;
}

const base = '/api/multi-tenancy/tenants';

export const getTenants = (params: Record<string, unknown>) => get<PagedResult<Tenant>>(base, params);
export const getTenant = (id: string) => get<Tenant>(`${base}/${id}`);
/** Creates the tenant with its roles and its first administrator `admin`. */
export const createTenant = (input: TenantCreate) => post<Tenant>(base, input);
export const updateTenant = (id: string, input: TenantUpdate) => put<Tenant>(`${base}/${id}`, input);
/** Soft delete: the tenant's users are signed out and can no longer sign in. */
export const deleteTenant = (id: string) => del<void>(`${base}/${id}`);
