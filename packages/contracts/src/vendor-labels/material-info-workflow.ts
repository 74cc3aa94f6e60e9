import { Policies } from '../permissions.js';
import { defineWorkflow } from '../workflow.js';

/**
 * Packing data per supplier and part (label-material-info, business-domain §1.3): the vendor
 * proposes it (Draft), the buyer confirms it (Confirmed: only confirmed rows drive labels, and the
 * vendor can no longer change them), reopens it for a change (back to Draft) or disables it.
 */
export const LabelMaterialInfoStatus = { Draft: 0, Confirmed: 1, Disabled: 2 } as const;
export type LabelMaterialInfoStatusValue =
  (typeof LabelMaterialInfoStatus)[keyof typeof LabelMaterialInfoStatus];

const S = LabelMaterialInfoStatus;
const P = Policies.VendorLabel.LabelMaterialInfo;
const ALL = [S.Draft, S.Confirmed, S.Disabled] as const;

/**
 * Decisions beyond the design notes:
 * - Editing has two faces: the buyer edits in any status (`update`), the vendor only their own
 *   draft (`propose`); both are the page's Edit button and the same endpoint.
 * - `reopen` is the buyer's: a vendor who needs a change asks the buyer, who reopens the row.
 * - `disable` keeps the row on file (labels already printed name it) but stops it driving new
 *   labels; `enable` brings it back as a draft, to be confirmed again.
 */
export const labelMaterialInfoWorkflow = defineWorkflow({
  entity: 'SupplierPortal.VendorLabel.LabelMaterialInfo',
  entityText: 'LabelMaterialInfo:Entity',
  statuses: {
    [S.Draft]: { text: 'Status:Draft', tone: 'default' },
    [S.Confirmed]: { text: 'Status:Confirmed', tone: 'success' },
    [S.Disabled]: { text: 'LabelMaterialInfo:Status.Disabled', tone: 'warning' },
  },
  transitions: {
    confirm: { from: [S.Draft], to: S.Confirmed, policy: P.Confirm.name, side: 'buyer' },
    reopen: { from: [S.Confirmed], to: S.Draft, policy: P.Confirm.name, side: 'buyer' },
    disable: { from: [S.Draft, S.Confirmed], to: S.Disabled, policy: P.Update.name, side: 'buyer' },
    enable: { from: [S.Disabled], to: S.Draft, policy: P.Update.name, side: 'buyer' },
  },
  operations: {
    update: { in: ALL, policy: P.Update.name, side: 'buyer' },
    propose: { in: [S.Draft], policy: P.Update.name, side: 'vendor' },
    delete: { in: ALL, policy: P.Delete.name, side: 'buyer' },
  },
  actionTexts: {
    confirm: 'Action:Confirm',
    reopen: 'LabelMaterialInfo:Action.Reopen',
    disable: 'LabelMaterialInfo:Action.Disable',
    enable: 'LabelMaterialInfo:Action.Enable',
  },
});

export type LabelMaterialInfoAction = keyof typeof labelMaterialInfoWorkflow.transitions;

/** The edit operations: either lets the caller save the row (buyer any time, vendor their draft). */
export const MATERIAL_INFO_EDIT_OPERATIONS = ['update', 'propose'] as const;
