import { DeliveryStatus, InspectionFormStatus, IqcConfigStatus, type InspectionItemDef } from '@sp/contracts';
import type { TestServer, WorldSupplier, WorldTenant } from '../../../../test/harness.js';
import type { Tx } from '../../../platform/db/client.js';
import { newId } from '../../../platform/db/columns.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { purchaseOrders } from '../../purchase-orders/schema.js';
import { deliveries, deliveryLines } from '../../vendor-labels/schema.js';
import { inspectionForms, iqcMaterialConfigs } from '../schema.js';

/**
 * Rows for the effects' tests, written straight into the tables (the mails, counts, job and
 * integration read rows, whatever made them; the configurations' and forms' own flows have their
 * tests): configurations, deliveries with lines, forms, purchase orders with a buyer.
 */
let seq = 0;
const next = () => `${Date.now().toString(36).toUpperCase()}${++seq}`;

export interface Owner {
  server: TestServer;
  t: WorldTenant;
  supplier: WorldSupplier;
}

export const inTenant = <T>(server: TestServer, t: WorldTenant, work: (tx: Tx) => Promise<T>) =>
  inScope(server.database.db, tenantScope(t.id), work);

export const dimensionItem: InspectionItemDef = {
  itemCode: 'DIM-L',
  name: 'Length L',
  method: 'Caliper',
  spec: 'L = 10.0 ± 0.1 mm',
  valueType: 'Decimal',
  lsl: 9.9,
  usl: 10.1,
  unit: 'mm',
  choices: [],
  okChoices: [],
  severity: 'Major',
  sampleOverride: null,
};

export async function insertConfig(
  o: Owner,
  fields: Partial<typeof iqcMaterialConfigs.$inferInsert> = {},
): Promise<typeof iqcMaterialConfigs.$inferSelect> {
  const [row] = await inTenant(o.server, o.t, (tx) =>
    tx
      .insert(iqcMaterialConfigs)
      .values({
        id: newId(),
        supplierId: o.supplier.id,
        partNo: `301-${next()}`,
        partName: 'Chip resistor 10k 0603',
        inspectionMode: 'Sampling',
        inspectionLevel: 'II',
        aqlCritical: 0.065,
        aqlMajor: 0.65,
        aqlMinor: 2.5,
        requiredDocs: ['COC', 'ROHS_REPORT'],
        items: [dimensionItem],
        status: IqcConfigStatus.Confirmed,
        ...fields,
      })
      .returning(),
  );
  return row!;
}

export interface DeliveryRows {
  delivery: typeof deliveries.$inferSelect;
  lines: (typeof deliveryLines.$inferSelect)[];
}

/** A delivery note of the supplier with one line per part (lot `L-<n>`, 1,200 pcs each). */
export async function insertDelivery(
  o: Owner,
  partNos: string[],
  fields: Partial<typeof deliveries.$inferInsert> = {},
  poNo = `PO-${next()}`,
): Promise<DeliveryRows> {
  return inTenant(o.server, o.t, async (tx) => {
    const [delivery] = await tx
      .insert(deliveries)
      .values({
        id: newId(),
        supplierId: o.supplier.id,
        deliveryNo: `DN-${next()}`,
        deliveryDate: '2026-11-24',
        expectedArrivalDate: '2026-11-26',
        status: DeliveryStatus.Shipped,
        shipTime: new Date('2026-11-24T02:00:00Z'),
        ...fields,
      })
      .returning();
    const lines = await tx
      .insert(deliveryLines)
      .values(
        partNos.map((partNo, i) => ({
          id: newId(),
          supplierId: o.supplier.id,
          deliveryId: delivery!.id,
          lineNo: i + 1,
          poLineId: newId(),
          poNo,
          poLineNo: 10 * (i + 1),
          partNo,
          partName: 'Chip resistor 10k 0603',
          unit: 'PCS',
          qty: 1200,
          lotNo: `L-${i + 1}`,
        })),
      )
      .returning();
    return { delivery: delivery!, lines };
  });
}

export async function insertForm(
  o: Owner,
  d: DeliveryRows,
  lineIndex: number,
  configId: string,
  fields: Partial<typeof inspectionForms.$inferInsert> = {},
): Promise<typeof inspectionForms.$inferSelect> {
  const line = d.lines[lineIndex]!;
  const [row] = await inTenant(o.server, o.t, (tx) =>
    tx
      .insert(inspectionForms)
      .values({
        id: newId(),
        supplierId: o.supplier.id,
        formNo: `IIF-T-${next()}`,
        deliveryId: d.delivery.id,
        deliveryLineId: line.id,
        deliveryNo: d.delivery.deliveryNo,
        deliveryLineNo: line.lineNo,
        poNo: line.poNo,
        partNo: line.partNo,
        partName: line.partName,
        lotNo: line.lotNo,
        lotQty: line.qty,
        configId,
        inspectionMode: 'Sampling',
        inspectionLevel: 'II',
        codeLetter: 'J',
        sampleSize: 80,
        requiredDocs: ['COC'],
        status: InspectionFormStatus.Draft,
        ...fields,
      })
      .returning(),
  );
  return row!;
}

/** A purchase order whose ERP buyer is `buyer` (a user name or a person's name). */
export async function insertPo(o: Owner, poNo: string, buyer: string): Promise<void> {
  await inTenant(o.server, o.t, (tx) =>
    tx.insert(purchaseOrders).values({
      id: newId(),
      poNo,
      supplierId: o.supplier.id,
      orderDate: '2026-11-20',
      currency: 'CNY',
      buyer,
      contentHash: poNo,
    }),
  );
}
