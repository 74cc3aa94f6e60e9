import { DeliveryStatus, Policies } from '@sp/contracts';
import { registerTodo } from '../../../platform/notifications/todo.js';
import { countDeliveries } from './service.js';

/** The buyer's To-do: submitted notes waiting for confirmation (buyer-side users only). */
registerTodo({
  module: 'VendorLabel',
  key: 'DeliveriesToConfirm',
  titleKey: 'Delivery:TodoToConfirm',
  route: '/vendor-label/delivery?status=1',
  policy: Policies.VendorLabel.Delivery.Confirm.name,
  count: (tx, caller) =>
    caller.supplierId
      ? Promise.resolve(0)
      : countDeliveries(tx, caller.tenantId, [DeliveryStatus.Submitted], null),
});

/** The vendor's To-do: notes the buyer rejected (to correct) and confirmed ones to ship. */
registerTodo({
  module: 'VendorLabel',
  key: 'DeliveriesToFix',
  titleKey: 'Delivery:TodoRejected',
  route: '/vendor-label/delivery?status=3',
  policy: Policies.VendorLabel.Delivery.Update.name,
  count: (tx, caller) =>
    caller.supplierId
      ? countDeliveries(tx, caller.tenantId, [DeliveryStatus.Rejected], caller.supplierId)
      : Promise.resolve(0),
});

registerTodo({
  module: 'VendorLabel',
  key: 'DeliveriesToShip',
  titleKey: 'Delivery:TodoToShip',
  route: '/vendor-label/delivery?status=2',
  policy: Policies.VendorLabel.Delivery.Ship.name,
  count: (tx, caller) =>
    caller.supplierId
      ? countDeliveries(tx, caller.tenantId, [DeliveryStatus.Confirmed], caller.supplierId)
      : Promise.resolve(0),
});
