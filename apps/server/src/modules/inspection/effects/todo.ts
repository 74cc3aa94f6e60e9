import { DeliveryStatus, InspectionFormStatus, IqcConfigStatus, Policies } from '@sp/contracts';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { registerTodo, type TodoCaller } from '../../../platform/notifications/todo.js';
import { inspectionForms, iqcMaterialConfigs } from '../schema.js';
import { countLinesWithoutForm } from './missing-forms.js';

/**
 * Incoming inspection's To-do counts (the dashboard card). Each runs in the caller's scope, so a
 * vendor counts their own supplier's rows only; the routes open the lists filtered the same way
 * (`status=`, `pendingMine=true`, as the list pages read their filters from the URL). The vendor's
 * counts are for supplier users only and IQC's for buyer-side users only, since an administrator
 * holds both sides' policies.
 */
const BASE = '/incoming-inspection-file';
const P = Policies['QualityControl.IIF'];
const MODULE = 'IncomingInspection';

async function countConfigs(tx: Tx, caller: TodoCaller, status: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(iqcMaterialConfigs)
    .where(
      and(
        eq(iqcMaterialConfigs.tenantId, caller.tenantId),
        eq(iqcMaterialConfigs.status, status),
        eq(iqcMaterialConfigs.isDeleted, false),
        caller.supplierId ? eq(iqcMaterialConfigs.supplierId, caller.supplierId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

async function countForms(tx: Tx, caller: TodoCaller, status: number, extra?: SQL): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(inspectionForms)
    .where(
      and(
        eq(inspectionForms.tenantId, caller.tenantId),
        eq(inspectionForms.status, status),
        eq(inspectionForms.isDeleted, false),
        caller.supplierId ? eq(inspectionForms.supplierId, caller.supplierId) : undefined,
        extra,
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

// The vendor's: requirements to confirm, forms to complete or correct, shipped lots without a form.
registerTodo({
  module: MODULE,
  key: 'ConfigsToConfirm',
  titleKey: 'InspectionTodo:ConfigsToConfirm',
  route: `${BASE}/partno-confirm?status=${IqcConfigStatus.Draft}`,
  policy: P.PartNoConfirm.VendorConfirm.name,
  count: vendorOnly((tx, c) => countConfigs(tx, c, IqcConfigStatus.Draft)),
});

registerTodo({
  module: MODULE,
  key: 'FormsReturned',
  titleKey: 'InspectionTodo:FormsReturned',
  route: `${BASE}/vendor-form-overview?status=${InspectionFormStatus.Returned}`,
  policy: P.VendorFormOverview.Update.name,
  count: vendorOnly((tx, c) => countForms(tx, c, InspectionFormStatus.Returned)),
});

registerTodo({
  module: MODULE,
  key: 'FormsDraft',
  titleKey: 'InspectionTodo:FormsDraft',
  route: `${BASE}/vendor-form-overview?status=${InspectionFormStatus.Draft}`,
  policy: P.VendorFormOverview.Update.name,
  count: vendorOnly((tx, c) => countForms(tx, c, InspectionFormStatus.Draft)),
});

registerTodo({
  module: MODULE,
  key: 'LotsWithoutForm',
  titleKey: 'InspectionTodo:LotsWithoutForm',
  // The shipped notes: each line's form is made from the note's page.
  route: `/vendor-label/delivery?status=${DeliveryStatus.Shipped}`,
  policy: P.VendorFormOverview.Create.name,
  count: vendorOnly((tx, c) => countLinesWithoutForm(tx, c.tenantId, c.supplierId)),
});

// IQC's: configurations the suppliers confirmed, forms to review, forms I took for review.
registerTodo({
  module: MODULE,
  key: 'ConfigsVendorConfirmed',
  titleKey: 'InspectionTodo:ConfigsVendorConfirmed',
  route: `${BASE}/partno-confirm?status=${IqcConfigStatus.VendorConfirmed}`,
  policy: P.PartNoConfirm.Confirm.name,
  count: buyerOnly((tx, c) => countConfigs(tx, c, IqcConfigStatus.VendorConfirmed)),
});

registerTodo({
  module: MODULE,
  key: 'FormsToReview',
  titleKey: 'InspectionTodo:FormsToReview',
  route: `${BASE}/admin-form-overview?status=${InspectionFormStatus.Submitted}`,
  policy: P.AdminFormOverview.Review.name,
  count: buyerOnly((tx, c) => countForms(tx, c, InspectionFormStatus.Submitted)),
});

registerTodo({
  module: MODULE,
  key: 'FormsUnderMyReview',
  titleKey: 'InspectionTodo:FormsUnderMyReview',
  route: `${BASE}/admin-form-overview?pendingMine=true`,
  policy: P.AdminFormOverview.Review.name,
  count: buyerOnly((tx, c) =>
    countForms(tx, c, InspectionFormStatus.UnderReview, eq(inspectionForms.reviewerId, c.userId)),
  ),
});
