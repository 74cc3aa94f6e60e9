import { BomStatus, Policies } from '@sp/contracts';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { registerTodo, type TodoCaller } from '../../../platform/notifications/todo.js';
import { bomHeaders } from '../schema.js';

/**
 * Supplier BOMs' To-do counts (the dashboard card). Each runs in the caller's scope, so a vendor
 * counts their own supplier's revisions only; the routes open the lists filtered the same way (the
 * pages read `status` and `updateRequested` from the URL). The vendor's counts are for supplier users only and
 * engineering's for buyer-side users only, since an administrator holds both sides' policies.
 */
const BASE = '/supplier-material-control';
const SMC = Policies['Material.SMC'];
const MODULE = 'Bom';

async function countBoms(tx: Tx, caller: TodoCaller, where: SQL | undefined): Promise<number> {
  const h = bomHeaders;
  const [row] = await tx
    .select({ n: count() })
    .from(h)
    .where(
      and(
        eq(h.tenantId, caller.tenantId),
        eq(h.isDeleted, false),
        caller.supplierId ? eq(h.supplierId, caller.supplierId) : undefined,
        where,
      ),
    );
  return row?.n ?? 0;
}

type Count = (tx: Tx, caller: TodoCaller) => Promise<number>;
const vendorOnly =
  (work: Count): Count =>
  (tx, caller) =>
    caller.supplierId ? work(tx, caller) : Promise.resolve(0);
const buyerOnly =
  (work: Count): Count =>
  (tx, caller) =>
    caller.supplierId ? Promise.resolve(0) : work(tx, caller);

// The supplier's: rejected revisions to correct, revisions engineering asked to update (ECN).
registerTodo({
  module: MODULE,
  key: 'Rejected',
  titleKey: 'BomTodo:Rejected',
  route: `${BASE}/supplier-bom?status=${BomStatus.Rejected}`,
  policy: SMC.VendorBom.Update.name,
  count: vendorOnly((tx, c) => countBoms(tx, c, eq(bomHeaders.status, BomStatus.Rejected))),
});

registerTodo({
  module: MODULE,
  key: 'UpdateRequested',
  titleKey: 'BomTodo:UpdateRequested',
  route: `${BASE}/supplier-bom?updateRequested=true`,
  policy: SMC.VendorBom.Create.name,
  count: vendorOnly((tx, c) => countBoms(tx, c, eq(bomHeaders.updateRequested, true))),
});

// Engineering's: submitted revisions to review, approved ones not yet released.
registerTodo({
  module: MODULE,
  key: 'ToReview',
  titleKey: 'BomTodo:ToReview',
  route: `${BASE}/bom?status=${BomStatus.Submitted}`,
  policy: SMC.Glt.Review.name,
  count: buyerOnly((tx, c) => countBoms(tx, c, eq(bomHeaders.status, BomStatus.Submitted))),
});

registerTodo({
  module: MODULE,
  key: 'ToRelease',
  titleKey: 'BomTodo:ToRelease',
  route: `${BASE}/bom?status=${BomStatus.Approved}`,
  policy: SMC.Glt.Release.name,
  count: buyerOnly((tx, c) => countBoms(tx, c, eq(bomHeaders.status, BomStatus.Approved))),
});
