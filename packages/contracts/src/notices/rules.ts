import { z } from 'zod';
import {
  blankable,
  daySchema,
  oneOfValues,
  optionalQuery,
  queryBoolean,
  ruleMessage,
} from '../common/schemas.js';
import { WORKFLOW_COMMENT_MAX } from '../workflow.js';
import { NoticeStatus } from './workflow.js';
import {
  NOTICE_QUALITY_CATEGORY,
  NoticePriority,
  NoticeProblemType,
  NoticeReadStatus,
  NoticeTargetScope,
} from './enums.js';

/**
 * Notices to suppliers (`/api/app/supplierNotice`): limits and input schemas. Cross-field rules
 * (a deadline when an acknowledgement is required, suppliers or categories for the scope, the
 * quality fields only on a quality notice) are here so the form and the server say the same.
 */
export const NoticeLimits = {
  title: 128,
  /** The rich text's HTML. */
  content: 100_000,
  replyTemplate: 4000,
  suppliers: 5000,
  categories: 50,
  basis: 1000,
  fineAmountMax: 100_000_000,
  replyContent: 10_000,
  ackNote: WORKFLOW_COMMENT_MAX,
  filterText: 64,
} as const;

const L = NoticeLimits;

const fields = {
  title: z.string().trim().min(1).max(L.title),
  category: z.string().trim().min(1).max(64),
  content: z.string().trim().min(1).max(L.content),
  priority: z.enum(NoticePriority).default('Medium'),
  targetScope: z.enum(NoticeTargetScope),
  supplierIds: z.array(z.uuid()).max(L.suppliers).default([]),
  materialCategories: z.array(z.string().trim().min(1).max(64)).max(L.categories).default([]),
  requireAck: z.boolean().default(true),
  ackDeadline: z.iso.datetime({ offset: true }).nullish(),
  requireReply: z.boolean().default(false),
  replyTemplate: blankable(z.string().max(L.replyTemplate)),
  problemType: z.enum(NoticeProblemType).nullish(),
  fineAmount: z.number().finite().min(0).max(L.fineAmountMax).nullish(),
  basis: blankable(z.string().max(L.basis)),
};

type NoticeFields = {
  targetScope: (typeof NoticeTargetScope)[number];
  supplierIds: string[];
  materialCategories: string[];
  requireAck: boolean;
  ackDeadline?: string | null | undefined;
  category: string;
  problemType?: string | null | undefined;
  fineAmount?: number | null | undefined;
  basis?: string | null | undefined;
};

/** The rules across fields, each on the field the form shows it at. */
function crossFieldRules(v: NoticeFields, ctx: z.RefinementCtx) {
  if (v.targetScope === 'Selected' && v.supplierIds.length === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['supplierIds'],
      ...ruleMessage(['Pick at least one supplier.', '请至少选择一家供应商。', '請至少選擇一家供應商。']),
    });
  if (v.targetScope === 'ByCategory' && v.materialCategories.length === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['materialCategories'],
      ...ruleMessage([
        'Pick at least one material category.',
        '请至少选择一个物料类别。',
        '請至少選擇一個物料類別。',
      ]),
    });
  if (v.requireAck && !v.ackDeadline)
    ctx.addIssue({
      code: 'custom',
      path: ['ackDeadline'],
      ...ruleMessage([
        'An acknowledgement needs a deadline.',
        '需回签时请填写回签期限。',
        '需回簽時請填寫回簽期限。',
      ]),
    });
  const quality = v.category === NOTICE_QUALITY_CATEGORY;
  if (!quality && (v.problemType || v.fineAmount != null || v.basis))
    ctx.addIssue({
      code: 'custom',
      path: ['problemType'],
      ...ruleMessage([
        'Problem type, fine and basis belong to a quality notice.',
        '问题类别、罚款和依据仅用于质量异常通知。',
        '問題類別、罰款和依據僅用於品質異常通知。',
      ]),
    });
  if (quality && !v.problemType)
    ctx.addIssue({
      code: 'custom',
      path: ['problemType'],
      ...ruleMessage([
        'A quality notice names the problem type.',
        '质量异常通知须填写问题类别。',
        '品質異常通知須填寫問題類別。',
      ]),
    });
}

/** `POST /api/app/supplierNotice`: a draft. The deadline's being in the future is checked at publish. */
export const noticeCreateSchema = z.object(fields).superRefine(crossFieldRules);
export type NoticeCreateInput = z.output<typeof noticeCreateSchema>;

/** `PUT /api/app/supplierNotice/{id}` (draft only), with the stamp read. */
export const noticeUpdateSchema = z
  .object({ ...fields, concurrencyStamp: z.string().max(64).nullish() })
  .superRefine(crossFieldRules);
export type NoticeUpdateInput = z.output<typeof noticeUpdateSchema>;

/** The buyer's overview filters (plus paging and `sorting`). */
export const noticeListFilterSchema = z.object({
  filter: blankable(z.string().max(L.filterText)),
  category: blankable(z.string().max(64)),
  status: optionalQuery(z.coerce.number().pipe(oneOfValues(NoticeStatus))),
  /** Publish time from / to (yyyy-MM-dd, inclusive). */
  publishFrom: optionalQuery(daySchema),
  publishTo: optionalQuery(daySchema),
  hasOverdue: queryBoolean,
  /** Notices with at least one reply Submitted, waiting for the buyer's review (the To-do link). */
  pendingReview: queryBoolean,
});
export type NoticeListFilter = z.output<typeof noticeListFilterSchema>;

/** The vendor's list filters. */
export const vendorNoticeListFilterSchema = z.object({
  filter: blankable(z.string().max(L.filterText)),
  category: blankable(z.string().max(64)),
  unread: queryBoolean,
  pendingAck: queryBoolean,
  /** A reply required and not submitted yet or returned, on a live notice (the To-do link). */
  replyPending: queryBoolean,
});
export type VendorNoticeListFilter = z.output<typeof vendorNoticeListFilterSchema>;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** `GET /api/app/supplierNotice/{id}/recipients[/export]` filters (plus paging and `sorting`). */
export const noticeRecipientFilterSchema = z.object({
  /** Vendor code or name. */
  filter: blankable(z.string().max(L.filterText)),
  ackStatus: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(4).optional()),
  replyStatus: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(4).optional()),
  readStatus: z.preprocess(blankToUndefined, z.enum(NoticeReadStatus).optional()),
});
export type NoticeRecipientFilter = z.output<typeof noticeRecipientFilterSchema>;

/** `POST …/revoke`, `…/refuse`, `…/return-reply`: the reason, required. */
export const noticeReasonSchema = z.object({
  reason: z.string().trim().min(1).max(WORKFLOW_COMMENT_MAX),
  concurrencyStamp: z.string().max(64).nullish(),
});

/** `POST /api/app/supplierNotice/mine/{id}/acknowledge`: an optional note. */
export const noticeAckSchema = z.object({
  note: blankable(z.string().max(L.ackNote)),
  concurrencyStamp: z.string().max(64).nullish(),
});

/**
 * `POST /api/app/supplierNotice/mine/{id}/reply`: the text; the files are attachments of owner type
 * `SupplierNoticeReply` on the recipient row, uploaded before submitting.
 */
export const noticeReplySchema = z.object({
  content: z.string().trim().min(1).max(L.replyContent),
  concurrencyStamp: z.string().max(64).nullish(),
});

/** `POST /api/app/supplierNotice/{id}/remind`: all pending recipients, or the ones named. */
export const noticeRemindSchema = z.object({
  recipientIds: z.array(z.uuid()).max(L.suppliers).optional(),
});

/**
 * The files of a notice (owner type `SupplierNotice`, owner id = the notice; the buyer's, while
 * Draft) and of a supplier's reply (`SupplierNoticeReply`, owner id = the recipient row; the
 * vendor's, while the reply is not submitted or returned and the notice is published).
 */
export const NoticeAttachmentRules = {
  ownerType: 'SupplierNotice',
  replyOwnerType: 'SupplierNoticeReply',
  extensions: [
    '.pdf',
    '.doc',
    '.docx',
    '.xls',
    '.xlsx',
    '.ppt',
    '.pptx',
    '.jpg',
    '.jpeg',
    '.png',
    '.zip',
    '.txt',
  ],
  maxBytes: 20 * 1024 * 1024,
  maxCount: 20,
} as const;
