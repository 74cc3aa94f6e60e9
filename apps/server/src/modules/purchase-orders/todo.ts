import { Policies } from '@sp/contracts';
import { registerTodo } from '../../platform/notifications/todo.js';
import { countAwaitingAck } from './service.js';

/**
 * The dashboard's To-do for vendor users: their supplier's open orders that are new or changed.
 * Only a user bound to a supplier answers orders, so a buyer's count is 0 (and not shown).
 */
registerTodo({
  module: 'MasterData',
  key: 'PurchaseOrdersAwaitingAck',
  titleKey: 'PurchaseOrders:TodoAwaitingAck',
  route: '/master-data/purchase-orders',
  policy: Policies.MasterData.PurchaseOrders.Acknowledge.name,
  count: (tx, caller) =>
    caller.supplierId ? countAwaitingAck(tx, caller.tenantId, caller.supplierId) : Promise.resolve(0),
});
