import { Policies } from '../permissions.js';
import { defineWorkflow } from '../workflow.js';

/** 0 active, 1 blocked: a blocked part may not be ordered or shipped (the ERP decides). */
export const MaterialStatus = { Active: 0, Blocked: 1 } as const;
export type MaterialStatusValue = (typeof MaterialStatus)[keyof typeof MaterialStatus];

/** An approved supplier of a material: 0 approved, 1 suspended (kept on file, not to be ordered from). */
export const MaterialSupplierStatus = { Approved: 0, Suspended: 1 } as const;
export type MaterialSupplierStatusValue =
  (typeof MaterialSupplierStatus)[keyof typeof MaterialSupplierStatus];

const P = Policies.MasterData.Materials;
const S = MaterialStatus;

/**
 * Materials have no document life: the status is a field the ERP (or the buyer) sets. The table
 * gives the tag its text and tone and gates edit and delete to the buyer side, so the list's
 * buttons and the server agree.
 */
export const materialWorkflow = defineWorkflow({
  entity: 'SupplierPortal.MasterData.Material',
  entityText: 'Materials:Entity',
  statuses: {
    [S.Active]: { text: 'Status:Active', tone: 'success' },
    [S.Blocked]: { text: 'Materials:Status:Blocked', tone: 'error' },
  },
  transitions: {},
  operations: {
    update: { in: [S.Active, S.Blocked], policy: P.Update.name, side: 'buyer' },
    delete: { in: [S.Active, S.Blocked], policy: P.Delete.name, side: 'buyer' },
  },
  actionTexts: {},
});

const MS = MaterialSupplierStatus;

/** The status tag of an approved supplier (no actions of its own: edited through the material). */
export const materialSupplierWorkflow = defineWorkflow({
  entity: 'SupplierPortal.MasterData.MaterialSupplier',
  entityText: 'Materials:ApprovedSupplier',
  statuses: {
    [MS.Approved]: { text: 'Status:Approved', tone: 'success' },
    [MS.Suspended]: { text: 'Status:Suspended', tone: 'warning' },
  },
  transitions: {},
  actionTexts: {},
});
