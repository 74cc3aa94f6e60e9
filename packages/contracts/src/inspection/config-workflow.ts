import { Policies } from '../permissions.js';
import { defineWorkflow } from '../workflow.js';

/**
 * A material inspection configuration (物料信息确认, business-domain §5.2): IQC drafts what each lot
 * of a part from a supplier must come with, the supplier confirms having read it, IQC puts it in
 * force. Only a Confirmed configuration drives forms. Changing the content of a confirmed one takes
 * it back to Draft (`revise`), so the supplier confirms the new requirements; forms keep the copy
 * they were made with.
 */
export const IqcConfigStatus = {
  Draft: 0,
  VendorConfirmed: 1,
  Confirmed: 2,
} as const;
export type IqcConfigStatusValue = (typeof IqcConfigStatus)[keyof typeof IqcConfigStatus];

const S = IqcConfigStatus;
const P = Policies['QualityControl.IIF'].PartNoConfirm;

export const iqcConfigWorkflow = defineWorkflow({
  entity: 'SupplierPortal.Inspection.MaterialConfig',
  entityText: 'IqcConfig:Entity',
  statuses: {
    [S.Draft]: { text: 'Status:Draft', tone: 'default' },
    [S.VendorConfirmed]: { text: 'IqcConfig:VendorConfirmed', tone: 'processing' },
    [S.Confirmed]: { text: 'Status:Confirmed', tone: 'success' },
  },
  transitions: {
    vendorConfirm: { from: [S.Draft], to: S.VendorConfirmed, policy: P.VendorConfirm.name, side: 'vendor' },
    confirm: { from: [S.VendorConfirmed], to: S.Confirmed, policy: P.Confirm.name, side: 'buyer' },
    /** IQC changed the requirements: back to the supplier. */
    revise: {
      from: [S.VendorConfirmed, S.Confirmed],
      to: S.Draft,
      policy: P.Update.name,
      side: 'buyer',
    },
  },
  operations: {
    update: { in: [S.Draft, S.VendorConfirmed, S.Confirmed], policy: P.Update.name, side: 'buyer' },
    delete: { in: [S.Draft, S.VendorConfirmed, S.Confirmed], policy: P.Delete.name, side: 'buyer' },
  },
  actionTexts: {
    vendorConfirm: 'IqcConfig:VendorConfirm',
    confirm: 'Action:Confirm',
    revise: 'IqcConfig:Revise',
  },
});
