import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FormSamplingPlan, InspectionItemDef } from '@sp/contracts';
import { aggregateColumns, tenantIdColumn, timestampz } from '../../platform/db/columns.js';

/**
 * Incoming inspection, 进料检验 (business-domain §5.2). Every row carries the supplier's
 * `supplier_id`, so row-level security narrows a vendor to their own configurations, forms,
 * results and documents by convention.
 */

const qty = (name: string) => numeric(name, { precision: 18, scale: 3, mode: 'number' });

/**
 * What IQC asks of each lot of one part from one supplier (物料信息确认): mode, level, AQLs, the
 * documents and the items. `items` is the contract's InspectionItemDef list (edited as a whole).
 */
export const iqcMaterialConfigs = pgTable(
  'iqc_material_configs',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    partNo: text('part_no').notNull(),
    partName: text('part_name').notNull(),
    spec: text('spec'),
    materialCategory: text('material_category'),
    letterId: uuid('letter_id'),
    letterNo: text('letter_no'),
    letterRev: integer('letter_rev'),
    /** `Full`, `Sampling`, `Exempt`, `SkipLot` (contracts `InspectionMode`). */
    inspectionMode: text('inspection_mode').notNull(),
    inspectionLevel: text('inspection_level'),
    aqlCritical: doublePrecision('aql_critical'),
    aqlMajor: doublePrecision('aql_major'),
    aqlMinor: doublePrecision('aql_minor'),
    requiredDocs: text('required_docs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    items: jsonb('items').$type<InspectionItemDef[]>().notNull().default([]),
    remark: text('remark'),
    /** contracts `IqcConfigStatus`. */
    status: integer('status').notNull().default(0),
    vendorConfirmedById: uuid('vendor_confirmed_by_id'),
    vendorConfirmedByName: text('vendor_confirmed_by_name'),
    vendorConfirmedTime: timestampz('vendor_confirmed_time'),
    confirmedById: uuid('confirmed_by_id'),
    confirmedByName: text('confirmed_by_name'),
    confirmedTime: timestampz('confirmed_time'),
    ...aggregateColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('iqc_material_configs_part_uq')
      .on(t.tenantId, t.supplierId, t.partNo)
      .where(sql`not ${t.isDeleted}`),
    index('iqc_material_configs_part_ix').on(t.tenantId, t.partNo),
  ],
);

/**
 * One lot's inspection form. `form_no` stays across versions: amending closes a form (Amended)
 * and opens the next `version`; exactly one live form per delivery line (the unique index).
 * The configuration's mode, level, items and documents are copied in when the form is made.
 */
export const inspectionForms = pgTable(
  'inspection_forms',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    formNo: text('form_no').notNull(),
    version: integer('version').notNull().default(1),
    previousId: uuid('previous_id'),
    deliveryId: uuid('delivery_id').notNull(),
    deliveryLineId: uuid('delivery_line_id').notNull(),
    deliveryNo: text('delivery_no').notNull(),
    deliveryLineNo: integer('delivery_line_no').notNull(),
    poNo: text('po_no').notNull(),
    partNo: text('part_no').notNull(),
    partName: text('part_name'),
    spec: text('spec'),
    lotNo: text('lot_no').notNull(),
    dateCode: text('date_code'),
    lotQty: qty('lot_qty').notNull(),
    configId: uuid('config_id').notNull(),
    letterNo: text('letter_no'),
    letterRev: integer('letter_rev'),
    inspectionMode: text('inspection_mode').notNull(),
    inspectionLevel: text('inspection_level'),
    codeLetter: text('code_letter'),
    sampleSize: integer('sample_size').notNull().default(0),
    plan: jsonb('plan').$type<FormSamplingPlan | null>(),
    requiredDocs: text('required_docs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    vendorInspector: text('vendor_inspector'),
    vendorInspectDate: date('vendor_inspect_date', { mode: 'string' }),
    ngCritical: integer('ng_critical').notNull().default(0),
    ngMajor: integer('ng_major').notNull().default(0),
    ngMinor: integer('ng_minor').notNull().default(0),
    /** `Pass`, `Fail`. */
    vendorConclusion: text('vendor_conclusion'),
    /** contracts `InspectionFormStatus`. */
    status: integer('status').notNull().default(0),
    submittedTime: timestampz('submitted_time'),
    /** `Accepted`, `ConditionallyAccepted`, `Rejected`. */
    reviewResult: text('review_result'),
    /** `Return`, `Sort`, `Scrap`, `SpecialAccept`. */
    disposition: text('disposition'),
    reviewerId: uuid('reviewer_id'),
    reviewerName: text('reviewer_name'),
    reviewTime: timestampz('review_time'),
    reviewComment: text('review_comment'),
    remark: text('remark'),
    ...aggregateColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('inspection_forms_line_uq')
      .on(t.tenantId, t.deliveryLineId)
      .where(sql`not ${t.isDeleted} and ${t.status} <> 7`),
    uniqueIndex('inspection_forms_no_uq')
      .on(t.tenantId, t.formNo, t.version)
      .where(sql`not ${t.isDeleted}`),
    index('inspection_forms_supplier_ix').on(t.tenantId, t.supplierId, t.creationTime),
    index('inspection_forms_status_ix').on(t.tenantId, t.status, t.submittedTime),
    index('inspection_forms_delivery_ix').on(t.tenantId, t.deliveryId),
  ],
);

/** The answers of one item on a form: the item's definition copied in, the values and the result. */
export const inspectionFormResults = pgTable(
  'inspection_form_results',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    formId: uuid('form_id').notNull(),
    seq: integer('seq').notNull(),
    /** The contract's InspectionItemDef as the configuration had it. */
    item: jsonb('item').$type<InspectionItemDef>().notNull(),
    sampleQty: integer('sample_qty').notNull().default(0),
    values: jsonb('values').$type<(number | string)[]>().notNull().default([]),
    defectQty: integer('defect_qty').notNull().default(0),
    /** `OK`, `NG`, null while unanswered. */
    result: text('result'),
    remark: text('remark'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('inspection_form_results_seq_uq').on(t.tenantId, t.formId, t.seq),
  ],
);

/**
 * The documents of a form by type: the valid-to the vendor declares for the current attachment of
 * that category (the bytes are an attachment owned by the form, `category` = the doc type).
 */
export const inspectionFormDocuments = pgTable(
  'inspection_form_documents',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    formId: uuid('form_id').notNull(),
    docType: text('doc_type').notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    lastModificationTime: timestamp('last_modification_time', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('inspection_form_documents_type_uq').on(t.tenantId, t.formId, t.docType),
  ],
);
