import { Policies } from '../permissions.js';
import { defineWorkflow } from '../workflow.js';

/**
 * The order's own status is the ERP's: the portal shows it and never changes it itself (a sync or
 * an import carries it). An open PO is what deliveries draw from.
 */
export const PurchaseOrderStatus = { Open: 0, Closed: 1, Cancelled: 2 } as const;
export type PurchaseOrderStatusValue = (typeof PurchaseOrderStatus)[keyof typeof PurchaseOrderStatus];

/**
 * The vendor's acknowledgement: a new PO waits for it; the vendor accepts it or rejects it with a
 * reason; a PO the ERP changes afterwards (quantities, dates, lines) asks again ("changed").
 */
export const PurchaseOrderAckStatus = { New: 0, Acknowledged: 1, Rejected: 2, Changed: 3 } as const;
export type PurchaseOrderAckStatusValue =
  (typeof PurchaseOrderAckStatus)[keyof typeof PurchaseOrderAckStatus];

/** A line's own status from the ERP (a cancelled line keeps its history but takes no deliveries). */
export const PurchaseOrderLineStatus = { Open: 0, Closed: 1, Cancelled: 2 } as const;
export type PurchaseOrderLineStatusValue =
  (typeof PurchaseOrderLineStatus)[keyof typeof PurchaseOrderLineStatus];

/** What happened to a line's quantity: a delivery shipped it, the buyer received it, a shipment was cancelled. */
export const LineMovementKind = { Shipped: 0, Received: 1, Cancelled: 2 } as const;
export type LineMovementKindValue = (typeof LineMovementKind)[keyof typeof LineMovementKind];

const P = Policies.MasterData.PurchaseOrders;
const A = PurchaseOrderAckStatus;

/**
 * The acknowledgement workflow. `change` is the system's (a sync or import that changes an
 * acknowledged or rejected PO): no button offers it. A PO changed while still new stays new.
 */
export const purchaseOrderAckWorkflow = defineWorkflow({
  entity: 'SupplierPortal.MasterData.PurchaseOrder',
  entityText: 'PurchaseOrders:Entity',
  statuses: {
    [A.New]: { text: 'PurchaseOrders:Ack.New', tone: 'processing' },
    [A.Acknowledged]: { text: 'PurchaseOrders:Ack.Acknowledged', tone: 'success' },
    [A.Rejected]: { text: 'PurchaseOrders:Ack.Rejected', tone: 'error' },
    [A.Changed]: { text: 'PurchaseOrders:Ack.Changed', tone: 'warning' },
  },
  transitions: {
    acknowledge: { from: [A.New, A.Changed], to: A.Acknowledged, policy: P.Acknowledge.name, side: 'vendor' },
    reject: {
      from: [A.New, A.Changed],
      to: A.Rejected,
      policy: P.Acknowledge.name,
      side: 'vendor',
      needsComment: true,
    },
    change: {
      from: [A.Acknowledged, A.Rejected],
      to: A.Changed,
      policy: P.Sync.name,
      side: 'any',
      system: true,
    },
  },
  actionTexts: {
    acknowledge: 'PurchaseOrders:Action.Acknowledge',
    reject: 'PurchaseOrders:Action.Reject',
    change: 'PurchaseOrders:Action.Change',
  },
});

const S = PurchaseOrderStatus;

/**
 * The ERP status as a status table (no transitions: the ERP moves it), so tags and filters read
 * the same texts and tones as every workflow status.
 */
export const purchaseOrderStatusTable = defineWorkflow({
  entity: 'SupplierPortal.MasterData.PurchaseOrderErpStatus',
  entityText: 'PurchaseOrders:Entity',
  statuses: {
    [S.Open]: { text: 'PurchaseOrders:Status.Open', tone: 'processing' },
    [S.Closed]: { text: 'Status:Closed', tone: 'default' },
    [S.Cancelled]: { text: 'Status:Cancelled', tone: 'error' },
  },
  transitions: {},
  actionTexts: {},
});

/** Line statuses share the order's texts and tones. */
export const purchaseOrderLineStatusTable = purchaseOrderStatusTable;

const K = LineMovementKind;
export const lineMovementKindTable = defineWorkflow({
  entity: 'SupplierPortal.MasterData.PurchaseOrderLineMovement',
  entityText: 'PurchaseOrders:Movements',
  statuses: {
    [K.Shipped]: { text: 'Status:Shipped', tone: 'processing' },
    [K.Received]: { text: 'Status:Received', tone: 'success' },
    [K.Cancelled]: { text: 'Status:Cancelled', tone: 'error' },
  },
  transitions: {},
  actionTexts: {},
});
