import type { WorkflowFields } from '@sp/contracts';
import type { PagedResult } from './list-query';
import { del, get, post, put } from './request';

// Status and limits live in the contracts (the server validates with the same objects).
export { SupplierStatus, type SupplierStatusValue } from '@sp/contracts';

export interface SupplierContact {
  name: string;
  title: string | null;
  email: string | null;
  phone: string | null;
  isPrimary: boolean;
}

/**
 * SupplierDto: a directory entry with how many users are bound to it; `allowedActions` (suspend,
 * activate, update, delete) are the caller's, from the workflow the server enforces.
 */
export interface Supplier extends WorkflowFields {
  id: string;
  vendorCode: string;
  name: string;
  shortName: string | null;
  contacts: SupplierContact[];
  address: string | null;
  remark: string | null;
  userCount?: number;
  concurrencyStamp: string;
  creationTime: string;
  lastModificationTime: string | null;
  extraProperties: Record<string, unknown>;
}

export interface SupplierInput {
  vendorCode: string;
  name: string;
  shortName?: string | null;
  address?: string | null;
  remark?: string | null;
  contacts: SupplierContact[];
}

export interface SupplierFilters extends Record<string, unknown> {
  status?: number | undefined;
}

const base = '/api/app/supplier';
export const supplierExportUrl = `${base}/export`;

export const getSuppliers = (params: Record<string, unknown>) => get<PagedResult<Supplier>>(base, params);
export const getSupplier = (id: string) => get<Supplier>(`${base}/${id}`);
export const createSupplier = (input: SupplierInput) => post<Supplier>(base, input);
export const updateSupplier = (id: string, input: SupplierInput & { concurrencyStamp: string }) =>
  put<Supplier>(`${base}/${id}`, input);
/** Refused while users are bound to the supplier (the server says so). */
export const deleteSupplier = (id: string) => del<void>(`${base}/${id}`);
/** Its users are signed out and cannot sign in until it is activated again. */
export const suspendSupplier = (id: string) => post<Supplier>(`${base}/${id}/suspend`);
export const activateSupplier = (id: string) => post<Supplier>(`${base}/${id}/activate`);
