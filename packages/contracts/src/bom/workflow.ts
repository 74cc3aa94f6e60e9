import { Policies } from '../permissions.js';
import { defineWorkflow } from '../workflow.js';

/**
 * A BOM revision (business-domain §6.2; ERPNext: a submitted BOM is not edited, a change is a new
 * revision). The supplier drafts (or imports, or copies the previous revision) and submits;
 * engineering approves or rejects with a reason; an approved revision is released (by hand, or by
 * the system on its effective date) and the released revision before it of the same parent and
 * supplier becomes obsolete. Saving a rejected revision takes it back to Draft.
 */
export const BomStatus = {
  Draft: 0,
  Submitted: 1,
  Approved: 2,
  Rejected: 3,
  Released: 4,
  Obsolete: 5,
} as const;
export type BomStatusValue = (typeof BomStatus)[keyof typeof BomStatus];

const S = BomStatus;
const G = Policies['Material.SMC'].Glt;
const V = Policies['Material.SMC'].VendorBom;

export const bomWorkflow = defineWorkflow({
  entity: 'SupplierPortal.Bom.BomHeader',
  entityText: 'Bom:Entity',
  statuses: {
    [S.Draft]: { text: 'Status:Draft', tone: 'default' },
    [S.Submitted]: { text: 'Status:Submitted', tone: 'processing' },
    [S.Approved]: { text: 'Status:Approved', tone: 'processing' },
    [S.Rejected]: { text: 'Status:Rejected', tone: 'error' },
    [S.Released]: { text: 'Status:Released', tone: 'success' },
    [S.Obsolete]: { text: 'Status:Obsolete', tone: 'default' },
  },
  transitions: {
    /** Supplier BOMs by the supplier; a standard BOM by engineering (who holds the policy too). */
    submit: { from: [S.Draft], to: S.Submitted, policy: V.Submit.name, side: 'any' },
    /** Take a submitted revision back before engineering decides. */
    recall: { from: [S.Submitted], to: S.Draft, policy: V.Submit.name, side: 'any' },
    approve: { from: [S.Submitted], to: S.Approved, policy: G.Review.name, side: 'buyer' },
    reject: { from: [S.Submitted], to: S.Rejected, policy: G.Review.name, side: 'buyer', needsComment: true },
    release: { from: [S.Approved], to: S.Released, policy: G.Release.name, side: 'buyer' },
    /** The daily job: an approved revision whose effective date has come. */
    releaseDue: { from: [S.Approved], to: S.Released, policy: G.Release.name, side: 'buyer', system: true },
    obsolete: { from: [S.Released], to: S.Obsolete, policy: G.Release.name, side: 'buyer' },
    /** Saving a rejected revision takes it back to Draft (the save's step: no button of its own). */
    revise: { from: [S.Rejected], to: S.Draft, policy: V.Update.name, side: 'any', system: true },
    /** A newer revision of the same parent and supplier was released. */
    supersede: { from: [S.Released], to: S.Obsolete, policy: G.Release.name, side: 'buyer', system: true },
  },
  operations: {
    update: { in: [S.Draft, S.Rejected], policy: V.Update.name, side: 'any' },
    delete: { in: [S.Draft, S.Rejected], policy: V.Delete.name, side: 'any' },
    /** A new Draft revision from this one. */
    copy: {
      in: [S.Submitted, S.Approved, S.Rejected, S.Released, S.Obsolete],
      policy: V.Create.name,
      side: 'any',
    },
    /** The buyer confirms the customer-supplied lines (客供料确认) before approving. */
    confirmSupply: { in: [S.Submitted], policy: G.Review.name, side: 'buyer' },
    /** Ask the supplier for a new revision after an ECN. */
    requestUpdate: { in: [S.Approved, S.Released], policy: G.RequestUpdate.name, side: 'buyer' },
  },
  actionTexts: {
    submit: 'Action:Submit',
    recall: 'Action:Withdraw',
    approve: 'Action:Approve',
    reject: 'Action:Reject',
    release: 'Bom:Release',
    releaseDue: 'Bom:ReleasedOnDate',
    obsolete: 'Bom:MakeObsolete',
    supersede: 'Bom:Superseded',
    revise: 'Bom:Revised',
  },
});
