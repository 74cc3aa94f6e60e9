import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { boolean, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

/** Time-ordered ids keep the primary-key index append-only. */
export const newId = (): string => uuidv7();
export const newStamp = (): string => randomUUID().replace(/-/g, '');

export const timestampz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Leads every key of a tenant-owned table. Defaults to the transaction's tenant, and row-level
 * security refuses any other value (row-security.ts).
 */
export const tenantIdColumn = () =>
  uuid('tenant_id')
    .notNull()
    .default(sql`app_tenant_id()`);

export const creationColumns = () => ({
  creationTime: timestampz('creation_time').notNull().defaultNow(),
  creatorId: uuid('creator_id'),
});

export const modificationColumns = () => ({
  lastModificationTime: timestampz('last_modification_time'),
  lastModifierId: uuid('last_modifier_id'),
});

export const deletionColumns = () => ({
  isDeleted: boolean('is_deleted').notNull().default(false),
  deleterId: uuid('deleter_id'),
  deletionTime: timestampz('deletion_time'),
});

export const concurrencyStampColumn = () => text('concurrency_stamp').notNull().$defaultFn(newStamp);

export const extraPropertiesColumn = () =>
  jsonb('extra_properties').$type<Record<string, unknown>>().notNull().default({});

/**
 * The columns of an aggregate root that users edit (ABP's FullAuditedAggregateRoot): concurrency
 * stamp, extra properties, who created, modified and (softly) deleted it and when.
 */
export const aggregateColumns = () => ({
  concurrencyStamp: concurrencyStampColumn(),
  extraProperties: extraPropertiesColumn(),
  ...creationColumns(),
  ...modificationColumns(),
  ...deletionColumns(),
});
