/**
 * The small vocabularies of notices to suppliers (business-domain §4). Each value is stored as
 * written and named in the texts as `Enum:<Name>.<value>` (texts.ts).
 */

/**
 * Who a notice goes to: every live supplier, the suppliers picked by hand, or the suppliers approved
 * for a material of given categories (an approved-vendor row on a material of that category).
 */
export const NoticeTargetScope = ['AllVendors', 'Selected', 'ByCategory'] as const;
export type NoticeTargetScopeValue = (typeof NoticeTargetScope)[number];

export const NoticePriority = ['Low', 'Medium', 'High'] as const;
export type NoticePriorityValue = (typeof NoticePriority)[number];

/**
 * Notice categories are the codes of the tenant's `NoticeCategory` dictionary (seeded with these,
 * editable per tenant). The quality one carries the problem type, fine and basis (Midea's
 * quality notice to a supplier).
 */
export const NOTICE_CATEGORY_DICTIONARY = 'NoticeCategory';
export const NOTICE_QUALITY_CATEGORY = 'QUALITY';

/** What went wrong, on a quality notice (问题类别). */
export const NoticeProblemType = [
  'Appearance',
  'Dimension',
  'Function',
  'Material',
  'Packaging',
  'Labeling',
  'Documentation',
  'Delivery',
  'Other',
] as const;
export type NoticeProblemTypeValue = (typeof NoticeProblemType)[number];

/** Whether a recipient has opened the notice (the first open stamps time and user). */
export const NoticeReadStatus = ['Unread', 'Read'] as const;
export type NoticeReadStatusValue = (typeof NoticeReadStatus)[number];
