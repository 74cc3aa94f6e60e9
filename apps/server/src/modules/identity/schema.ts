import { and, eq, sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  aggregateColumns,
  concurrencyStampColumn,
  creationColumns,
  extraPropertiesColumn,
  modificationColumns,
  tenantIdColumn,
  timestampz,
} from '../../platform/db/columns.js';

export const users = pgTable(
  'users',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    userName: text('user_name').notNull(),
    normalizedUserName: text('normalized_user_name').notNull(),
    name: text('name'),
    surname: text('surname'),
    email: text('email').notNull(),
    normalizedEmail: text('normalized_email').notNull(),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    phoneNumber: text('phone_number'),
    phoneNumberConfirmed: boolean('phone_number_confirmed').notNull().default(false),
    passwordHash: text('password_hash'),
    /** Changes whenever credentials or roles change; sessions issued before it are stale. */
    securityStamp: text('security_stamp').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The supplier a vendor user works for. Row-level security keys on this column, so a vendor
     * user sees only the users of their own supplier; buyer-side users have none.
     */
    supplierId: uuid('supplier_id'),
    /**
     * What the list's search box matches: the searchable fields, lower-cased, in one column with a
     * trigram index, so "contains" stays fast at 100,000 users.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(user_name || ' ' || coalesce(name, '') || ' ' || coalesce(surname, '') || ' ' || email || ' ' || coalesce(phone_number, ''))`,
    ),
    lockoutEnabled: boolean('lockout_enabled').notNull().default(true),
    lockoutEnd: timestampz('lockout_end'),
    accessFailedCount: integer('access_failed_count').notNull().default(0),
    ...aggregateColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('users_user_name_uq')
      .on(t.tenantId, t.normalizedUserName)
      .where(sql`not ${t.isDeleted}`),
    index('users_email_ix').on(t.tenantId, t.normalizedEmail),
    index('users_creation_time_ix').on(t.tenantId, t.creationTime),
    index('users_user_name_ix').on(t.tenantId, t.userName),
    index('users_supplier_ix').on(t.tenantId, t.supplierId),
    index('users_search_trgm_ix').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The list's two usual orders (user name; creation time, the default), walked in order for a
    // page's ids: with supplier_id inside, the supplier policy is checked from the index alone
    // (an index-only scan), so a deep page reads no table rows it skips (platform/db/page.ts).
    index('users_list_user_name_ix')
      .on(t.tenantId, t.userName, t.id, t.supplierId)
      .where(sql`not ${t.isDeleted}`),
    index('users_list_creation_time_ix')
      .on(t.tenantId, t.creationTime, t.id, t.supplierId)
      .where(sql`not ${t.isDeleted}`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    normalizedName: text('normalized_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    isStatic: boolean('is_static').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    concurrencyStamp: concurrencyStampColumn(),
    extraProperties: extraPropertiesColumn(),
    ...creationColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('roles_name_uq').on(t.tenantId, t.normalizedName),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    tenantId: tenantIdColumn(),
    userId: uuid('user_id').notNull(),
    roleId: uuid('role_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.roleId] }),
    index('user_roles_role_ix').on(t.tenantId, t.roleId),
  ],
);

/** Organization units: a tree coded like ABP's ("00001.00002"), one level per 5 digits. */
export const organizationUnits = pgTable(
  'organization_units',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    parentId: uuid('parent_id'),
    code: text('code').notNull(),
    displayName: text('display_name').notNull(),
    ...aggregateColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('organization_units_code_uq')
      .on(t.tenantId, t.code)
      .where(sql`not ${t.isDeleted}`),
    index('organization_units_parent_ix').on(t.tenantId, t.parentId),
  ],
);

export const userOrganizationUnits = pgTable(
  'user_organization_units',
  {
    tenantId: tenantIdColumn(),
    userId: uuid('user_id').notNull(),
    organizationUnitId: uuid('organization_unit_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.organizationUnitId] }),
    index('user_organization_units_ou_ix').on(t.tenantId, t.organizationUnitId),
  ],
);

export const organizationUnitRoles = pgTable(
  'organization_unit_roles',
  {
    tenantId: tenantIdColumn(),
    roleId: uuid('role_id').notNull(),
    organizationUnitId: uuid('organization_unit_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.organizationUnitId, t.roleId] }),
    index('organization_unit_roles_role_ix').on(t.tenantId, t.roleId),
  ],
);

/** Claim types (HelloAbp's identity extension): 0 String, 1 Int, 2 Boolean, 3 DateTime. */
export const claimTypes = pgTable(
  'claim_types',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    normalizedName: text('normalized_name').notNull(),
    required: boolean('required').notNull().default(false),
    isStatic: boolean('is_static').notNull().default(false),
    regex: text('regex'),
    regexDescription: text('regex_description'),
    description: text('description'),
    valueType: integer('value_type').notNull().default(0),
    concurrencyStamp: concurrencyStampColumn(),
    extraProperties: extraPropertiesColumn(),
    ...creationColumns(),
    ...modificationColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('claim_types_name_uq').on(t.tenantId, t.normalizedName),
  ],
);

/** Joins a membership row to its organization unit. */
export const unitOfMembership = and(
  eq(organizationUnits.tenantId, userOrganizationUnits.tenantId),
  eq(organizationUnits.id, userOrganizationUnits.organizationUnitId),
);
