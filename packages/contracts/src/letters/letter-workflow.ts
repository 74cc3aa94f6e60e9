import { Policies } from '../permissions.js';
import { defineWorkflow } from '../workflow.js';

/**
 * A letter of recognition (承认书) from draft to approval, expiry and replacement (business-domain
 * §2.2). The vendor fills and submits it; the document controller checks completeness (return or
 * pass to review); the engineers conclude. Approved letters are immutable: expiry and supersession
 * are the clock's and the next revision's. Decisions beyond the design notes:
 * - `withdraw` is the vendor's (before review), `cancel` the buyer's (until concluded): both end
 *   in Withdrawn, so the list shows one status.
 * - a conditional approval counts as approved for expiry and supersession; its deviation end date
 *   is an end of validity like a document's valid-to.
 */
export const LetterStatus = {
  Draft: 0,
  Submitted: 1,
  Returned: 2,
  UnderReview: 3,
  Approved: 4,
  ConditionallyApproved: 5,
  Rejected: 6,
  Expiring: 7,
  Expired: 8,
  Superseded: 9,
  Withdrawn: 10,
} as const;
export type LetterStatusValue = (typeof LetterStatus)[keyof typeof LetterStatus];

const S = LetterStatus;
const L = Policies.LetterOfRecognition;

/** Where the vendor fills items, uploads files and writes comments. */
export const LETTER_VENDOR_EDITABLE = [S.Draft, S.Returned] as const;
/** The approved states: valid letters, whose PDF can be downloaded. */
export const LETTER_APPROVED = [S.Approved, S.ConditionallyApproved, S.Expiring] as const;

export const letterWorkflow = defineWorkflow({
  entity: 'SupplierPortal.LetterOfRecognition.Letter',
  entityText: 'Letter:Entity',
  statuses: {
    [S.Draft]: { text: 'Status:Draft', tone: 'default' },
    [S.Submitted]: { text: 'Status:Submitted', tone: 'processing' },
    [S.Returned]: { text: 'Status:Returned', tone: 'error' },
    [S.UnderReview]: { text: 'Status:UnderReview', tone: 'processing' },
    [S.Approved]: { text: 'Status:Approved', tone: 'success' },
    [S.ConditionallyApproved]: { text: 'Status:ConditionallyApproved', tone: 'warning' },
    [S.Rejected]: { text: 'Status:Rejected', tone: 'error' },
    [S.Expiring]: { text: 'Status:Expiring', tone: 'warning' },
    [S.Expired]: { text: 'Status:Expired', tone: 'default' },
    [S.Superseded]: { text: 'Status:Superseded', tone: 'default' },
    [S.Withdrawn]: { text: 'Status:Withdrawn', tone: 'default' },
  },
  transitions: {
    submit: {
      from: [S.Draft, S.Returned],
      to: S.Submitted,
      policy: L.VendorLetterOverview.Update.name,
      side: 'vendor',
    },
    return: {
      from: [S.Submitted],
      to: S.Returned,
      policy: L.AdminLetterOverview.Update.name,
      side: 'buyer',
      needsComment: true,
    },
    passInitialCheck: {
      from: [S.Submitted],
      to: S.UnderReview,
      policy: L.AdminLetterOverview.Update.name,
      side: 'buyer',
    },
    approve: {
      from: [S.UnderReview],
      to: S.Approved,
      policy: L.AdminLetterOverview.Review.name,
      side: 'buyer',
    },
    approveConditionally: {
      from: [S.UnderReview],
      to: S.ConditionallyApproved,
      policy: L.AdminLetterOverview.Review.name,
      side: 'buyer',
      needsComment: true,
    },
    reject: {
      from: [S.UnderReview],
      to: S.Rejected,
      policy: L.AdminLetterOverview.Review.name,
      side: 'buyer',
      needsComment: true,
    },
    withdraw: {
      from: [S.Draft, S.Submitted, S.Returned],
      to: S.Withdrawn,
      policy: L.VendorLetterOverview.Update.name,
      side: 'vendor',
      needsComment: true,
    },
    cancel: {
      from: [S.Draft, S.Submitted, S.Returned, S.UnderReview],
      to: S.Withdrawn,
      policy: L.AdminLetterOverview.Update.name,
      side: 'buyer',
      needsComment: true,
    },
    markExpiring: {
      from: [S.Approved, S.ConditionallyApproved],
      to: S.Expiring,
      policy: L.AdminLetterOverview.Review.name,
      side: 'buyer',
      system: true,
    },
    expire: {
      from: [S.Approved, S.ConditionallyApproved, S.Expiring],
      to: S.Expired,
      policy: L.AdminLetterOverview.Review.name,
      side: 'buyer',
      system: true,
    },
    supersede: {
      from: [S.Approved, S.ConditionallyApproved, S.Expiring, S.Expired],
      to: S.Superseded,
      policy: L.AdminLetterOverview.Review.name,
      side: 'buyer',
      system: true,
    },
  },
  operations: {
    /** The vendor's items, comments and files. */
    update: { in: [S.Draft, S.Returned], policy: L.VendorLetterOverview.Update.name, side: 'vendor' },
    /** The document controller's per-item OK / NG. */
    check: { in: [S.Submitted], policy: L.AdminLetterOverview.Update.name, side: 'buyer' },
    /** The engineers' per-item review. */
    review: { in: [S.UnderReview], policy: L.AdminLetterOverview.Review.name, side: 'buyer' },
    /** A change or renewal: a new request pre-filled from this letter. */
    newRevision: {
      in: [S.Approved, S.ConditionallyApproved, S.Expiring, S.Expired],
      policy: L.PartNoConfirm.Create.name,
      side: 'buyer',
    },
  },
  actionTexts: {
    submit: 'Action:Submit',
    return: 'Action:Return',
    passInitialCheck: 'Letter:PassInitialCheck',
    approve: 'Action:Approve',
    approveConditionally: 'Letter:ApproveConditionally',
    reject: 'Action:Reject',
    withdraw: 'Action:Withdraw',
    cancel: 'Action:Cancel',
    markExpiring: 'Letter:MarkExpiring',
    expire: 'Letter:Expire',
    supersede: 'Letter:Supersede',
  },
});
