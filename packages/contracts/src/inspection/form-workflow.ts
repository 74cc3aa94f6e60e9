import { Policies } from '../permissions.js';
import { defineWorkflow } from '../workflow.js';

/**
 * An inspection form (进料检验单): the vendor's outgoing-inspection results and documents for one lot
 * (one delivery line), reviewed by IQC (business-domain §5.2). Decisions beyond the design notes:
 * - IQC may decide straight from Submitted; `startReview` only marks the form as taken by an
 *   inspector, which is what "pending my review" counts.
 * - `amend` closes a decided form as Amended and opens its next version (same form number) in
 *   Submitted with the same results and documents, so IQC can correct a decision or return it.
 * - the vendor may delete a Draft; a submitted form is IQC's to return.
 */
export const InspectionFormStatus = {
  Draft: 0,
  Submitted: 1,
  Returned: 2,
  UnderReview: 3,
  Accepted: 4,
  ConditionallyAccepted: 5,
  Rejected: 6,
  Amended: 7,
} as const;
export type InspectionFormStatusValue = (typeof InspectionFormStatus)[keyof typeof InspectionFormStatus];

const S = InspectionFormStatus;
const V = Policies['QualityControl.IIF'].VendorFormOverview;
const A = Policies['QualityControl.IIF'].AdminFormOverview;

/** Where the vendor edits results and documents. */
export const FORM_VENDOR_EDITABLE = [S.Draft, S.Returned] as const;
/** Decided: the lot may be received (Accepted, ConditionallyAccepted). */
export const FORM_RELEASED = [S.Accepted, S.ConditionallyAccepted] as const;
/** Waiting for IQC. */
export const FORM_AWAITING_IQC = [S.Submitted, S.UnderReview] as const;

export const inspectionFormWorkflow = defineWorkflow({
  entity: 'SupplierPortal.Inspection.Form',
  entityText: 'InspectionForm:Entity',
  statuses: {
    [S.Draft]: { text: 'Status:Draft', tone: 'default' },
    [S.Submitted]: { text: 'Status:Submitted', tone: 'processing' },
    [S.Returned]: { text: 'Status:Returned', tone: 'error' },
    [S.UnderReview]: { text: 'Status:UnderReview', tone: 'processing' },
    [S.Accepted]: { text: 'Status:Accepted', tone: 'success' },
    [S.ConditionallyAccepted]: { text: 'Status:ConditionallyAccepted', tone: 'warning' },
    [S.Rejected]: { text: 'Status:Rejected', tone: 'error' },
    [S.Amended]: { text: 'InspectionForm:Amended', tone: 'default' },
  },
  transitions: {
    submit: { from: [S.Draft, S.Returned], to: S.Submitted, policy: V.Submit.name, side: 'vendor' },
    startReview: { from: [S.Submitted], to: S.UnderReview, policy: A.Review.name, side: 'buyer' },
    return: {
      from: [S.Submitted, S.UnderReview],
      to: S.Returned,
      policy: A.Review.name,
      side: 'buyer',
      needsComment: true,
    },
    accept: { from: [S.Submitted, S.UnderReview], to: S.Accepted, policy: A.Review.name, side: 'buyer' },
    acceptConditionally: {
      from: [S.Submitted, S.UnderReview],
      to: S.ConditionallyAccepted,
      policy: A.Reject.name,
      side: 'buyer',
      needsComment: true,
    },
    reject: {
      from: [S.Submitted, S.UnderReview],
      to: S.Rejected,
      policy: A.Reject.name,
      side: 'buyer',
      needsComment: true,
    },
    amend: {
      from: [S.Accepted, S.ConditionallyAccepted, S.Rejected],
      to: S.Amended,
      policy: A.Amend.name,
      side: 'buyer',
      needsComment: true,
    },
  },
  operations: {
    /** The vendor's header, results, defect counts, conclusion and documents. */
    update: { in: [S.Draft, S.Returned], policy: V.Update.name, side: 'vendor' },
    delete: { in: [S.Draft], policy: V.Delete.name, side: 'vendor' },
  },
  actionTexts: {
    submit: 'Action:Submit',
    startReview: 'InspectionForm:StartReview',
    return: 'Action:Return',
    accept: 'InspectionForm:Accept',
    acceptConditionally: 'InspectionForm:AcceptConditionally',
    reject: 'Action:Reject',
    amend: 'InspectionForm:Amend',
  },
});
