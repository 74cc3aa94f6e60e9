import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { aggregateColumns, creationColumns, tenantIdColumn, timestampz } from '../../platform/db/columns.js';

/**
 * Letters of recognition, 承认书 (business-domain §2.2). The check-item library and the check
 * templates belong to the buyer and are read by every user of the tenant (a vendor sees item names
 * through their letters); every request, letter, item, file and signature carries the owning
 * supplier's `supplier_id`, so row-level security narrows a vendor to their own by convention.
 */

/** The initial-check item library (初检项目库): what a letter may ask for and how it is judged. */
export const letterCheckItems = pgTable(
  'letter_check_items',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameZhHans: text('name_zh_hans').notNull(),
    nameZhHant: text('name_zh_hant').notNull(),
    description: text('description'),
    acceptanceCriteria: text('acceptance_criteria'),
    needsFile: boolean('needs_file').notNull().default(true),
    /** Lower-case extensions without the dot, comma separated (`pdf,jpg`); empty: any. */
    allowedExts: text('allowed_exts').notNull().default(''),
    maxFiles: integer('max_files').notNull().default(3),
    needsValidity: boolean('needs_validity').notNull().default(false),
    defaultValidityMonths: integer('default_validity_months'),
    /** `DQE`, `SQE`, `ME`, `Purchasing` (contracts `ReviewerRole`). */
    reviewerRole: text('reviewer_role'),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...aggregateColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('letter_check_items_code_uq')
      .on(t.tenantId, t.code)
      .where(sql`not ${t.isDeleted}`),
  ],
);

/**
 * Check templates per material category (and per other-letter type). `version` is the current
 * one; editing a template that a letter already uses makes a new version, so letters keep the
 * lines they started with (`letter_check_template_lines` holds every version's lines).
 */
export const letterCheckTemplates = pgTable(
  'letter_check_templates',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** `Part` or `Other` (contracts `LetterType`). */
    letterType: text('letter_type').notNull().default('Part'),
    /** The material category (dictionary code) a part template serves; null for other letters. */
    materialCategory: text('material_category'),
    /** The other-letter type (`HSF_DECL`, `QUALITY_AGREEMENT`, `NDA`, `PACKAGING_SPEC`). */
    otherType: text('other_type'),
    version: integer('version').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    remark: text('remark'),
    ...aggregateColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('letter_check_templates_code_uq')
      .on(t.tenantId, t.code)
      .where(sql`not ${t.isDeleted}`),
    index('letter_check_templates_category_ix').on(t.tenantId, t.materialCategory, t.isActive),
  ],
);

/** The lines of every version of a template. */
export const letterCheckTemplateLines = pgTable(
  'letter_check_template_lines',
  {
    tenantId: tenantIdColumn(),
    templateId: uuid('template_id').notNull(),
    version: integer('version').notNull(),
    itemCode: text('item_code').notNull(),
    required: boolean('required').notNull().default(true),
    /** The lowest PPAP-style submission level (1–5) that asks for this item; null: every level. */
    submissionLevelMin: integer('submission_level_min'),
    sort: integer('sort').notNull().default(0),
    note: text('note'),
    /** When (and by whom) this version's lines were saved: the template's versions list. */
    creationTime: timestampz('creation_time').notNull().defaultNow(),
    creatorId: uuid('creator_id'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.templateId, t.version, t.itemCode] })],
);

/**
 * A part-number confirmation (料号确认): the buyer declares that a supplier's part needs a letter
 * by a date, with a template; the vendor acknowledges (with a promised date) or declines, then
 * starts the letter from it. `status`: contracts `PartNoConfirmStatus`.
 */
export const partNoConfirms = pgTable(
  'part_no_confirms',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    requestNo: text('request_no').notNull(),
    /** `New`, `Change`, `Renewal`, `AdditionalSource` (contracts `LetterRequestType`). */
    requestType: text('request_type').notNull(),
    letterType: text('letter_type').notNull().default('Part'),
    otherType: text('other_type'),
    partNo: text('part_no'),
    partName: text('part_name'),
    spec: text('spec'),
    drawingNo: text('drawing_no'),
    drawingRev: text('drawing_rev'),
    materialCategory: text('material_category'),
    manufacturer: text('manufacturer'),
    mpn: text('mpn'),
    checkTemplateId: uuid('check_template_id').notNull(),
    submissionLevel: integer('submission_level'),
    sampleQty: integer('sample_qty'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    ownerEngineerId: uuid('owner_engineer_id').notNull(),
    buyerId: uuid('buyer_id'),
    status: integer('status').notNull().default(0),
    ackById: uuid('ack_by_id'),
    ackTime: timestampz('ack_time'),
    promisedDate: date('promised_date', { mode: 'string' }),
    ackComment: text('ack_comment'),
    /** The letter this request replaces (change, renewal); the new letter is its next revision. */
    previousLetterId: uuid('previous_letter_id'),
    letterId: uuid('letter_id'),
    /** The last due reminder sent (3 days before, then daily while overdue): once per day. */
    dueRemindedOn: date('due_reminded_on', { mode: 'string' }),
    remark: text('remark'),
    ...aggregateColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('part_no_confirms_no_uq').on(t.tenantId, t.requestNo),
    index('part_no_confirms_supplier_ix').on(t.tenantId, t.supplierId, t.status),
    index('part_no_confirms_due_ix').on(t.tenantId, t.status, t.dueDate),
  ],
);

/**
 * A letter of recognition (承认书). `status`: contracts `LetterStatus`. The items and files are
 * its own tables; an approved letter is immutable, and a change or renewal is a new letter with
 * `revision` + 1 and `previous_letter_id`, which supersedes this one when it is approved.
 */
export const letters = pgTable(
  'letters',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    letterNo: text('letter_no').notNull(),
    letterType: text('letter_type').notNull().default('Part'),
    otherType: text('other_type'),
    partNoConfirmId: uuid('part_no_confirm_id'),
    partNo: text('part_no'),
    partName: text('part_name'),
    spec: text('spec'),
    drawingNo: text('drawing_no'),
    drawingRev: text('drawing_rev'),
    materialCategory: text('material_category'),
    manufacturer: text('manufacturer'),
    mpn: text('mpn'),
    checkTemplateId: uuid('check_template_id').notNull(),
    templateVersion: integer('template_version').notNull(),
    submissionLevel: integer('submission_level'),
    revision: integer('revision').notNull().default(1),
    previousLetterId: uuid('previous_letter_id'),
    status: integer('status').notNull().default(0),
    /** When the status last changed: "days in status" on the buyer's list. */
    statusTime: timestampz('status_time').notNull().defaultNow(),
    dueDate: date('due_date', { mode: 'string' }),
    ownerEngineerId: uuid('owner_engineer_id'),
    submittedTime: timestampz('submitted_time'),
    initialCheckedTime: timestampz('initial_checked_time'),
    approvedTime: timestampz('approved_time'),
    /** The earliest valid-to of the required documents when approved (business-domain §2.2). */
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    /** `Approved`, `ConditionallyApproved`, `Rejected` (contracts `LetterConclusion`). */
    conclusion: text('conclusion'),
    conditions: text('conditions'),
    deviationUntil: date('deviation_until', { mode: 'string' }),
    rejectReason: text('reject_reason'),
    /** The merged, stamped PDF made at approval (`files` row) and its SHA-256, which the approval signs. */
    approvedPdfFileId: text('approved_pdf_file_id'),
    approvedPdfSha256: text('approved_pdf_sha256'),
    /** The smallest expiry reminder already sent (30, 7, 1 days before): each mails once. */
    expiryNoticeDays: integer('expiry_notice_days'),
    remark: text('remark'),
    ...aggregateColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('letters_no_uq').on(t.tenantId, t.letterNo),
    index('letters_supplier_ix').on(t.tenantId, t.supplierId, t.status),
    index('letters_status_ix').on(t.tenantId, t.status, t.validTo),
    index('letters_part_ix').on(t.tenantId, t.partNo),
  ],
);

/** The check items of one letter, copied from its template version when the letter starts. */
export const letterItems = pgTable(
  'letter_items',
  {
    tenantId: tenantIdColumn(),
    letterId: uuid('letter_id').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    itemCode: text('item_code').notNull(),
    sort: integer('sort').notNull().default(0),
    required: boolean('required').notNull().default(true),
    needsFile: boolean('needs_file').notNull().default(true),
    needsValidity: boolean('needs_validity').notNull().default(false),
    allowedExts: text('allowed_exts').notNull().default(''),
    maxFiles: integer('max_files').notNull().default(3),
    note: text('note'),
    vendorComment: text('vendor_comment'),
    /** `OK`, `NG`, `NA` (contracts `CheckResult`): the document controller's completeness check. */
    initialCheck: text('initial_check'),
    initialComment: text('initial_comment'),
    /** `OK`, `NG`, `NA`: the engineers' review. */
    reviewResult: text('review_result'),
    reviewComment: text('review_comment'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.letterId, t.itemCode] })],
);

/**
 * A file of a letter's item. The bytes are a `files` row in the letters' bucket; uploading again to
 * an item adds a version (the old file becomes Superseded). `status`: `Active`, `Superseded`,
 * `Expired` (contracts `LetterFileStatus`).
 */
export const letterFiles = pgTable(
  'letter_files',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    letterId: uuid('letter_id').notNull(),
    itemCode: text('item_code').notNull(),
    /** The `files` row: 32 hex characters. */
    fileId: text('file_id').notNull(),
    fileName: text('file_name').notNull(),
    ext: text('ext').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    docValidFrom: date('doc_valid_from', { mode: 'string' }),
    docValidTo: date('doc_valid_to', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    status: text('status').notNull().default('Active'),
    creatorName: text('creator_name'),
    ...creationColumns(),
    isDeleted: boolean('is_deleted').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('letter_files_letter_ix').on(t.tenantId, t.letterId, t.itemCode),
    index('letter_files_supplier_ix').on(t.tenantId, t.supplierId, t.status, t.docValidTo),
    index('letter_files_valid_ix').on(t.tenantId, t.status, t.docValidTo),
  ],
);

/**
 * Signature records (签核记录): who took which step of a letter, when, with what comment, and the
 * SHA-256 of the document they signed (the merged PDF for a conclusion).
 */
export const letterApprovals = pgTable(
  'letter_approvals',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    letterId: uuid('letter_id').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    /** `Submit`, `InitialCheck`, `Review` (contracts `ApprovalStep`). */
    step: text('step').notNull(),
    /** The workflow action (`submit`, `return`, `passInitialCheck`, `approve` …). */
    action: text('action').notNull(),
    userId: uuid('user_id'),
    userName: text('user_name').notNull(),
    comment: text('comment'),
    signatureHash: text('signature_hash'),
    time: timestampz('time').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('letter_approvals_letter_ix').on(t.tenantId, t.letterId, t.time),
  ],
);
