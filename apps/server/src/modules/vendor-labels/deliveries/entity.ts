import { deliveryWorkflow } from '@sp/contracts';

/** The audited entity names of deliveries (the note's is its workflow's, as history rows say). */
export const DELIVERY_ENTITY_TYPE = deliveryWorkflow.entity;
export const DELIVERY_LINE_ENTITY_TYPE = 'SupplierPortal.VendorLabel.DeliveryLine';
