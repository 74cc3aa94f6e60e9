import { purchaseOrderAckWorkflow } from '@sp/contracts';

/** The audited entity names of the module (the order's is its workflow's, as history rows say). */
export const PURCHASE_ORDER_ENTITY_TYPE = purchaseOrderAckWorkflow.entity;
export const PURCHASE_ORDER_LINE_ENTITY_TYPE = 'SupplierPortal.MasterData.PurchaseOrderLine';
