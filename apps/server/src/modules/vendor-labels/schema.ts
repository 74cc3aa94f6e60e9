import type { LabelData, LabelTemplate } from '@sp/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  aggregateColumns,
  concurrencyStampColumn,
  creationColumns,
  modificationColumns,
  tenantIdColumn,
  timestampz,
} from '../../platform/db/columns.js';

/**
 * Vendor labels and shipping (business-domain §1.3). Every table but the templates carries the
 * owning supplier's `supplier_id`, so row-level security narrows a vendor to their own rows by
 * convention; templates shared by all suppliers have a custom rule (row-security.ts).
 */

/** Pieces: whole numbers in practice, three decimals allowed as on PO lines. */
const qty = (name: string) => numeric(name, { precision: 18, scale: 3, mode: 'number' });

/**
 * Label templates. Saving a change makes a new `version` (the old definition stays in
 * `label_template_versions`), so a print record names the exact layout it used.
 * `for_supplier_id`: a template made for one supplier; null serves all of them.
 */
export const labelTemplates = pgTable(
  'label_templates',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    labelType: text('label_type').notNull(),
    forSupplierId: uuid('for_supplier_id'),
    partCategory: text('part_category'),
    /** The layout (size, dpi, payload style, symbology, elements), as the contract's template model. */
    definition: jsonb('definition').$type<LabelTemplate>().notNull(),
    copies: integer('copies').notNull().default(1),
    version: integer('version').notNull().default(1),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    remark: text('remark'),
    ...aggregateColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('label_templates_code_uq')
      .on(t.tenantId, t.code)
      .where(sql`not ${t.isDeleted}`),
    index('label_templates_type_ix').on(t.tenantId, t.labelType, t.isActive),
  ],
);

/** Every saved version of a template's layout, kept for the print records that name it. */
export const labelTemplateVersions = pgTable(
  'label_template_versions',
  {
    tenantId: tenantIdColumn(),
    templateId: uuid('template_id').notNull(),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<LabelTemplate>().notNull(),
    ...creationColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.templateId, t.version] })],
);

/**
 * Packing data per supplier and part (label-material-info): what drives the number of labels and
 * what they print. The vendor proposes it (Draft), the buyer confirms it (then it is locked for
 * the vendor).
 */
export const labelMaterialInfos = pgTable(
  'label_material_infos',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    partNo: text('part_no').notNull(),
    materialId: uuid('material_id'),
    customerPartNo: text('customer_part_no'),
    vendorPartNo: text('vendor_part_no'),
    manufacturer: text('manufacturer'),
    mpn: text('mpn'),
    unit: text('unit').notNull(),
    mpq: qty('mpq'),
    innerQty: qty('inner_qty'),
    innersPerOuter: integer('inners_per_outer').notNull(),
    outersPerPallet: integer('outers_per_pallet'),
    cartonLengthMm: integer('carton_length_mm'),
    cartonWidthMm: integer('carton_width_mm'),
    cartonHeightMm: integer('carton_height_mm'),
    grossWeightKg: numeric('gross_weight_kg', { precision: 10, scale: 3, mode: 'number' }),
    msl: text('msl'),
    rohs: boolean('rohs'),
    halogenFree: boolean('halogen_free'),
    shelfLifeDays: integer('shelf_life_days'),
    storageCondition: text('storage_condition'),
    countryOfOrigin: text('country_of_origin'),
    innerTemplateId: uuid('inner_template_id'),
    outerTemplateId: uuid('outer_template_id'),
    palletTemplateId: uuid('pallet_template_id'),
    status: integer('status').notNull().default(0),
    confirmedById: uuid('confirmed_by_id'),
    confirmedTime: timestampz('confirmed_time'),
    ...aggregateColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('label_material_infos_part_uq')
      .on(t.tenantId, t.supplierId, t.partNo)
      .where(sql`not ${t.isDeleted}`),
    index('label_material_infos_part_ix').on(t.tenantId, t.partNo),
  ],
);

/** Delivery notes (ASN, 送货单). */
export const deliveries = pgTable(
  'deliveries',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    deliveryNo: text('delivery_no').notNull(),
    plant: text('plant'),
    receivingWarehouse: text('receiving_warehouse'),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    expectedArrivalDate: date('expected_arrival_date', { mode: 'string' }).notNull(),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    vehicleNo: text('vehicle_no'),
    driverPhone: text('driver_phone'),
    shipTime: timestampz('ship_time'),
    status: integer('status').notNull().default(0),
    rejectReason: text('reject_reason'),
    submittedById: uuid('submitted_by_id'),
    submittedTime: timestampz('submitted_time'),
    receivedTime: timestampz('received_time'),
    totalQty: qty('total_qty').notNull().default(0),
    totalInners: integer('total_inners').notNull().default(0),
    totalCartons: integer('total_cartons').notNull().default(0),
    totalPallets: integer('total_pallets').notNull().default(0),
    /**
     * The lines' revision the current labels were generated from (null: none); an edit of the lines
     * bumps `lines_revision`, and submitting asks for labels of the current revision.
     */
    linesRevision: integer('lines_revision').notNull().default(1),
    labelsRevision: integer('labels_revision'),
    /** The last ETA reminder sent, so the daily job mails once per overdue note and day. */
    etaRemindedOn: date('eta_reminded_on', { mode: 'string' }),
    remark: text('remark'),
    ...aggregateColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('deliveries_no_uq').on(t.tenantId, t.deliveryNo),
    index('deliveries_supplier_ix').on(t.tenantId, t.supplierId, t.deliveryDate),
    index('deliveries_status_ix').on(t.tenantId, t.status, t.expectedArrivalDate),
  ],
);

/** The lines of a delivery note: each draws from one PO line and ships one lot. */
export const deliveryLines = pgTable(
  'delivery_lines',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    deliveryId: uuid('delivery_id').notNull(),
    lineNo: integer('line_no').notNull(),
    poLineId: uuid('po_line_id').notNull(),
    poNo: text('po_no').notNull(),
    poLineNo: integer('po_line_no').notNull(),
    partNo: text('part_no').notNull(),
    partName: text('part_name'),
    unit: text('unit').notNull(),
    qty: qty('qty').notNull(),
    lotNo: text('lot_no').notNull(),
    dateCode: text('date_code'),
    mfgDate: date('mfg_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    packingMode: text('packing_mode').notNull().default('split'),
    innerCount: integer('inner_count').notNull().default(0),
    outerCount: integer('outer_count').notNull().default(0),
    receivedQty: qty('received_qty').notNull().default(0),
    badQty: qty('bad_qty').notNull().default(0),
    badReason: text('bad_reason'),
    receivedTime: timestampz('received_time'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('delivery_lines_line_uq').on(t.tenantId, t.deliveryId, t.lineNo),
    index('delivery_lines_po_line_ix').on(t.tenantId, t.poLineId),
    index('delivery_lines_part_ix').on(t.tenantId, t.partNo),
  ],
);

/**
 * Labels: inner boxes, outer cartons and pallets. `snapshot` is everything the label was rendered
 * from (the contract's LabelData), so a reprint prints exactly the same label; an edit writes a new
 * snapshot, voids the printed one (status back to Generated) and logs the change.
 */
export const labelRecords = pgTable(
  'label_records',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    deliveryId: uuid('delivery_id').notNull(),
    /** Null for pallets (they span lines). */
    deliveryLineId: uuid('delivery_line_id'),
    labelNo: text('label_no').notNull(),
    labelType: text('label_type').notNull(),
    parentId: uuid('parent_id'),
    seq: integer('seq').notNull(),
    total: integer('total').notNull(),
    qty: qty('qty').notNull(),
    partNo: text('part_no'),
    lotNo: text('lot_no'),
    contentsCount: integer('contents_count'),
    sscc: text('sscc'),
    templateId: uuid('template_id'),
    templateVersion: integer('template_version'),
    payload: text('payload').notNull(),
    snapshot: jsonb('snapshot').$type<LabelData>().notNull(),
    status: integer('status').notNull().default(0),
    printCount: integer('print_count').notNull().default(0),
    firstPrintTime: timestampz('first_print_time'),
    lastPrintTime: timestampz('last_print_time'),
    lastPrinter: text('last_printer'),
    voidReason: text('void_reason'),
    concurrencyStamp: concurrencyStampColumn(),
    ...creationColumns(),
    ...modificationColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('label_records_no_uq').on(t.tenantId, t.labelNo),
    index('label_records_delivery_ix').on(t.tenantId, t.deliveryId, t.labelType, t.seq),
    index('label_records_type_ix').on(t.tenantId, t.labelType, t.creationTime),
    index('label_records_parent_ix').on(t.tenantId, t.parentId),
  ],
);

/** Every print: who, when, which labels, template and version, format, printer, first or reprint. */
export const printLogs = pgTable(
  'print_logs',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    printTime: timestampz('print_time').notNull().defaultNow(),
    printedById: uuid('printed_by_id'),
    printedByName: text('printed_by_name'),
    labelType: text('label_type').notNull(),
    labelCount: integer('label_count').notNull(),
    /** `O2611240001 – O2611240024`, or the single label's number. */
    labelRange: text('label_range').notNull(),
    labelIds: jsonb('label_ids').$type<string[]>().notNull(),
    deliveryId: uuid('delivery_id'),
    deliveryNo: text('delivery_no'),
    partNo: text('part_no'),
    lotNo: text('lot_no'),
    templateCode: text('template_code'),
    templateVersion: integer('template_version'),
    format: text('format').notNull(),
    printerName: text('printer_name'),
    dpi: integer('dpi'),
    copies: integer('copies').notNull().default(1),
    printKind: text('print_kind').notNull(),
    reprintReason: text('reprint_reason'),
    result: text('result').notNull(),
    failureReason: text('failure_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('print_logs_time_ix').on(t.tenantId, t.printTime),
    index('print_logs_delivery_ix').on(t.tenantId, t.deliveryId),
  ],
);

/** The field edits of printed labels, each with its reason (edit-inner-label / edit-outer-label). */
export const labelEditLogs = pgTable(
  'label_edit_logs',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    labelId: uuid('label_id').notNull(),
    labelNo: text('label_no').notNull(),
    labelType: text('label_type').notNull(),
    deliveryNo: text('delivery_no'),
    fieldName: text('field_name').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    reason: text('reason').notNull(),
    editedById: uuid('edited_by_id'),
    editedByName: text('edited_by_name'),
    editedTime: timestampz('edited_time').notNull().defaultNow(),
    /** The label had been printed: the edit voided that print and the label must be printed again. */
    reprintRequired: boolean('reprint_required').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('label_edit_logs_time_ix').on(t.tenantId, t.labelType, t.editedTime),
    index('label_edit_logs_label_ix').on(t.tenantId, t.labelId),
  ],
);

/** Every event of a delivery, with its actor and quantities (ship-log). */
export const shipLogs = pgTable(
  'ship_logs',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    deliveryId: uuid('delivery_id').notNull(),
    deliveryNo: text('delivery_no').notNull(),
    eventType: text('event_type').notNull(),
    eventTime: timestampz('event_time').notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    /** An integration client's id when the ERP recorded the event. */
    clientId: text('client_id'),
    cartons: integer('cartons'),
    qty: qty('qty'),
    remark: text('remark'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('ship_logs_time_ix').on(t.tenantId, t.eventTime),
    index('ship_logs_delivery_ix').on(t.tenantId, t.deliveryId, t.eventTime),
  ],
);
