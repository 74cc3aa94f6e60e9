import { Policies } from '../permissions.js';
import { defineWorkflow } from '../workflow.js';

/**
 * A delivery note (ASN, 送货单) from draft to receipt (business-domain §1.3, after Midea's
 * DELIVERY_NOTE_STATUS): the vendor drafts it from open PO lines, submits it, the buyer confirms or
 * rejects it, the vendor ships it and the buyer (or the ERP) records receipt.
 */
export const DeliveryStatus = {
  Draft: 0,
  Submitted: 1,
  Confirmed: 2,
  Rejected: 3,
  Shipped: 4,
  PartiallyReceived: 5,
  Received: 6,
  Closed: 7,
  Cancelled: 8,
} as const;
export type DeliveryStatusValue = (typeof DeliveryStatus)[keyof typeof DeliveryStatus];

const S = DeliveryStatus;
const P = Policies.VendorLabel.Delivery;

/** Where the vendor may still change lines and labels: nothing has left their hands yet. */
export const DELIVERY_EDITABLE = [S.Draft, S.Rejected] as const;
/** Labels can be printed until the goods leave; after shipping only a reprint (damaged label) is allowed. */
export const DELIVERY_PRINTABLE = [S.Draft, S.Submitted, S.Confirmed, S.Rejected, S.Shipped] as const;

/**
 * The transition table. Decisions beyond the design notes:
 * - `cancel` is open to either side before shipping (the vendor withdraws a draft or a submitted
 *   note, the buyer cancels one it no longer wants); it voids the labels. After shipping the goods
 *   are on the road: only receipt (or closing short) ends the note.
 * - `receive` and `receivePart` are one endpoint: the service takes `receive` when every line is
 *   received in full and `receivePart` otherwise; `close` ends a partial receipt short.
 * - Receipt is the buyer's (warehouse) or the ERP's (an integration client has no supplier, so it is
 *   on the buyer side).
 */
export const deliveryWorkflow = defineWorkflow({
  entity: 'SupplierPortal.VendorLabel.Delivery',
  entityText: 'Delivery:Entity',
  statuses: {
    [S.Draft]: { text: 'Status:Draft', tone: 'default' },
    [S.Submitted]: { text: 'Status:Submitted', tone: 'processing' },
    [S.Confirmed]: { text: 'Status:Confirmed', tone: 'processing' },
    [S.Rejected]: { text: 'Status:Rejected', tone: 'error' },
    [S.Shipped]: { text: 'Status:Shipped', tone: 'warning' },
    [S.PartiallyReceived]: { text: 'Status:PartiallyReceived', tone: 'warning' },
    [S.Received]: { text: 'Status:Received', tone: 'success' },
    [S.Closed]: { text: 'Status:Closed', tone: 'default' },
    [S.Cancelled]: { text: 'Status:Cancelled', tone: 'default' },
  },
  transitions: {
    submit: { from: [S.Draft, S.Rejected], to: S.Submitted, policy: P.Submit.name, side: 'vendor' },
    confirm: { from: [S.Submitted], to: S.Confirmed, policy: P.Confirm.name, side: 'buyer' },
    reject: {
      from: [S.Submitted, S.Confirmed],
      to: S.Rejected,
      policy: P.Reject.name,
      side: 'buyer',
      needsComment: true,
    },
    ship: { from: [S.Confirmed], to: S.Shipped, policy: P.Ship.name, side: 'vendor' },
    receive: {
      from: [S.Shipped, S.PartiallyReceived],
      to: S.Received,
      policy: P.Receive.name,
      side: 'buyer',
    },
    receivePart: {
      from: [S.Shipped, S.PartiallyReceived],
      to: S.PartiallyReceived,
      policy: P.Receive.name,
      side: 'buyer',
      system: true,
    },
    close: {
      from: [S.PartiallyReceived],
      to: S.Closed,
      policy: P.Receive.name,
      side: 'buyer',
      needsComment: true,
    },
    cancel: {
      from: [S.Draft, S.Submitted, S.Confirmed, S.Rejected],
      to: S.Cancelled,
      policy: P.Cancel.name,
      side: 'any',
      needsComment: true,
    },
  },
  operations: {
    update: { in: DELIVERY_EDITABLE, policy: P.Update.name, side: 'vendor' },
    generateLabels: { in: DELIVERY_EDITABLE, policy: P.Update.name, side: 'vendor' },
    delete: { in: [S.Draft], policy: P.Delete.name, side: 'vendor' },
    printNote: {
      in: [S.Submitted, S.Confirmed, S.Shipped, S.PartiallyReceived, S.Received],
      policy: P.Print.name,
      side: 'any',
    },
  },
  actionTexts: {
    submit: 'Action:Submit',
    confirm: 'Action:Confirm',
    reject: 'Action:Reject',
    ship: 'Delivery:Action.Ship',
    receive: 'Delivery:Action.Receive',
    receivePart: 'Delivery:Action.Receive',
    close: 'Action:Close',
    cancel: 'Action:Cancel',
  },
});

export type DeliveryAction = keyof typeof deliveryWorkflow.transitions;
