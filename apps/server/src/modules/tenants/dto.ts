import type { tenants } from './schema.js';

export type TenantRow = typeof tenants.$inferSelect;

/**
 * Where the default connection string is kept. It is stored for ABP compatibility only: every
 * tenant lives in the one shared database (row-level security), so nothing routes by it.
 */
export const CONNECTION_STRING_KEY = 'DefaultConnectionString';

/** Extra properties without the connection string, which may hold a password and never leaves the server in a DTO. */
function publicExtraProperties(extra: Record<string, unknown>): Record<string, unknown> {
  const { [CONNECTION_STRING_KEY]: _secret, ...rest } = extra;
  return rest;
}

/** ABP's TenantDto (with `isActive` and `creationTime` for the list page). */
export function toTenantDto(t: TenantRow) {
  return {
    id: t.id,
    name: t.name,
    isActive: t.isActive,
    concurrencyStamp: t.concurrencyStamp,
    creationTime: t.creationTime,
    extraProperties: publicExtraProperties(t.extraProperties),
  };
}

export type TenantDto = ReturnType<typeof toTenantDto>;

/** What the audit log records of a tenant; the connection string shows as changed, never its value. */
export function auditedTenant(t: TenantRow): Record<string, unknown> {
  return {
    name: t.name,
    isActive: t.isActive,
    extraProperties: publicExtraProperties(t.extraProperties),
    defaultConnectionString: t.extraProperties[CONNECTION_STRING_KEY] ?? null,
  };
}

export const tenantAuditOptions = { secret: ['defaultConnectionString'] } as const;
