import { allPermissions, Policies } from '@sp/contracts';

/** The vendor-facing pages of the spec: what a supplier's own user works with. */
const vendorPages = [
  Policies.VendorLabel.PrintLog.name,
  Policies.VendorLabel.ShipLog.name,
  Policies.VendorLabel.OuterLabelPrintLog.name,
  Policies.VendorLabel.OuterLabelEditLog.name,
  Policies.VendorLabel.InnerLabelPrintLog.name,
  Policies.VendorLabel.InnerLabelEditLog.name,
  Policies.VendorLabel.Pallet.name,
  Policies.VendorLabel.Delivery.name,
  Policies.LetterOfRecognition.VendorPartNoConfirmFileOverview.name,
  Policies.LetterOfRecognition.VendorLetterOverview.name,
  Policies.ToSupplierNotice.VendorNoticeOverview.name,
  Policies['QualityControl.IIF'].VendorFormOverview.name,
  Policies['Material.SMC'].VendorBom.name,
];

/** Policies granted one by one: pages whose other actions (import, sync) belong to the buyer. */
const vendorSingles: string[] = [
  Policies.VendorLabel.TemplateLabel.name,
  Policies.VendorLabel.LabelMaterialInfo.name,
  Policies.VendorLabel.LabelMaterialInfo.Create.name,
  Policies.VendorLabel.LabelMaterialInfo.Update.name,
  Policies.VendorLabel.LabelMaterialInfo.Import.name,
  Policies.MasterData.PurchaseOrders.name,
  Policies.MasterData.PurchaseOrders.Acknowledge.name,
  Policies.MasterData.PurchaseOrders.Export.name,
  // Letters: the vendor sees the requests addressed to them and answers them; buyers declare them.
  Policies.LetterOfRecognition.PartNoConfirm.name,
  Policies.LetterOfRecognition.PartNoConfirm.CreateAck.name,
  Policies.LetterOfRecognition.OtherLetterOverview.name,
  // Incoming inspection: the vendor reads the configurations of their parts and confirms them.
  Policies['QualityControl.IIF'].PartNoConfirm.name,
  Policies['QualityControl.IIF'].PartNoConfirm.VendorConfirm.name,
];

/** Actions beneath a vendor page that only the buyer takes (the workflow's side says so too). */
const buyerActions: string[] = [
  Policies.VendorLabel.Delivery.Confirm.name,
  Policies.VendorLabel.Delivery.Reject.name,
  Policies.VendorLabel.Delivery.Receive.name,
];

/** Each vendor page with the actions beneath it (print, edit, submit ...). */
export const vendorPolicies: string[] = allPermissions
  .filter(
    (p) =>
      vendorSingles.includes(p.name) ||
      (!buyerActions.includes(p.name) &&
        vendorPages.some((page) => p.name === page || p.name.startsWith(`${page}.`))),
  )
  .map((p) => p.name);
