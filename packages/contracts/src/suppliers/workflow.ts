import { Policies } from '../permissions.js';
import { defineWorkflow } from '../workflow.js';

/** 0 active, 1 suspended: a suspended supplier's users cannot sign in. */
export const SupplierStatus = { Active: 0, Suspended: 1 } as const;
export type SupplierStatusValue = (typeof SupplierStatus)[keyof typeof SupplierStatus];

const P = Policies.AbpIdentity.Suppliers;
const S = SupplierStatus;

/**
 * A supplier is active or suspended; only the buyer changes that. A vendor user granted the update
 * policy keeps their own company's contacts and address current (the service refuses changes to
 * the buyer-owned fields).
 */
export const supplierWorkflow = defineWorkflow({
  entity: 'SupplierPortal.Suppliers.Supplier',
  entityText: 'Entity:Supplier',
  statuses: {
    [S.Active]: { text: 'Status:Active', tone: 'success' },
    [S.Suspended]: { text: 'Status:Suspended', tone: 'error' },
  },
  transitions: {
    suspend: { from: [S.Active], to: S.Suspended, policy: P.Update.name, side: 'buyer' },
    activate: { from: [S.Suspended], to: S.Active, policy: P.Update.name, side: 'buyer' },
  },
  operations: {
    update: { in: [S.Active, S.Suspended], policy: P.Update.name, side: 'any' },
    delete: { in: [S.Active, S.Suspended], policy: P.Delete.name, side: 'buyer' },
  },
  actionTexts: { suspend: 'Action:Suspend', activate: 'Action:Activate' },
});
