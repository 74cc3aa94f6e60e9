/** `type`: what the announcement is about (systemInformTypeEnum). */
export const SystemInformType = { Maintenance: 0, Feature: 1, Policy: 2, Other: 3 } as const;
/** `systemInformShow`: 0 pinned (cannot be dismissed), 1 normal (the user may dismiss it). */
export const SystemInformShow = { Pinned: 0, Dismissible: 1 } as const;
export const SystemInformPriority = { Low: 0, Medium: 1, High: 2 } as const;
/**
 * Who sees it: everyone; buyer-side users (no supplier); vendor users (bound to a supplier); the
 * users of some roles; the users of some suppliers.
 */
export const SystemInformAudience = {
  All: 0,
  BuyerUsers: 1,
  VendorUsers: 2,
  Roles: 3,
  Suppliers: 4,
} as const;

/** Limits of an announcement, checked by the server and shown by the form. */
export const SystemInformLimits = {
  titleMax: 128,
  /** Rich text (HTML) with inline images can be large. */
  contentMax: 1_000_000,
  audienceRolesMax: 200,
  audienceSuppliersMax: 1000,
} as const;
