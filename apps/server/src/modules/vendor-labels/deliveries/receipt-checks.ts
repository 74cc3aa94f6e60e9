import type { Tx } from '../../../platform/db/client.js';

/**
 * Checks another area runs before a delivery's lines are received: incoming inspection refuses a
 * receipt while a line's form is not accepted, when the tenant says so. Deliveries do not know
 * those areas; they register here (by name, so building the app twice registers once) and throw
 * the business error that stops the receipt.
 */
export type ReceiptCheck = (
  tx: Tx,
  tenantId: string,
  deliveryId: string,
  lineIds: readonly string[],
) => Promise<void>;

const checks = new Map<string, ReceiptCheck>();

export function registerReceiptCheck(name: string, check: ReceiptCheck): void {
  checks.set(name, check);
}

export async function runReceiptChecks(
  tx: Tx,
  tenantId: string,
  deliveryId: string,
  lineIds: readonly string[],
): Promise<void> {
  for (const check of checks.values()) await check(tx, tenantId, deliveryId, lineIds);
}
