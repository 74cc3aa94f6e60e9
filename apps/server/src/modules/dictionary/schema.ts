import { index, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  creationColumns,
  extraPropertiesColumn,
  modificationColumns,
  tenantIdColumn,
} from '../../platform/db/columns.js';

/** The data dictionary (template-lineage §2.8): named lists of label/value items. */
export const dictionaries = pgTable(
  'dictionaries',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    normalizedName: text('normalized_name').notNull(),
    description: text('description'),
    sort: smallint('sort').notNull().default(0),
    extraProperties: extraPropertiesColumn(),
    ...creationColumns(),
    ...modificationColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('dictionaries_name_uq').on(t.tenantId, t.normalizedName),
  ],
);

export const dictionaryDetails = pgTable(
  'dictionary_details',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    /** The dictionary (`pid` on the wire, as the template). Deleting a dictionary deletes its items. */
    dictionaryId: uuid('dictionary_id').notNull(),
    label: text('label').notNull(),
    value: text('value').notNull(),
    sort: smallint('sort').notNull().default(0),
    extraProperties: extraPropertiesColumn(),
    ...creationColumns(),
    ...modificationColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('dictionary_details_dictionary_ix').on(t.tenantId, t.dictionaryId, t.sort),
  ],
);
