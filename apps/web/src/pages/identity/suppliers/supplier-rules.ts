/**
 * The form's own helper. The supplier rules themselves (limits, the vendor code pattern, the
 * contact rules, the primary contact) are the contracts' `SupplierLimits`, `VENDOR_CODE`,
 * `contactProblem` and `primaryContact`, the objects the server validates with.
 */

/** A blank optional field goes to the server as null. */
export const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
