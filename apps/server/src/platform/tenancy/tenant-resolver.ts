export interface TenantInfo {
  id: string;
  name: string;
  isActive: boolean;
}

/** How the platform finds tenants; the tenants module implements it (with a cache). */
export interface TenantResolver {
  /** By id or by name, as `__tenant` may carry either. Deleted tenants are not found. */
  find(idOrName: string): Promise<TenantInfo | null>;
  findById(id: string): Promise<TenantInfo | null>;
  /** `findById`'s cached answer, or undefined when it needs the database (the request's fast path). */
  peekById(id: string): TenantInfo | null | undefined;
}
