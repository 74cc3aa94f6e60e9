import type { APIRequestContext } from '@playwright/test';
import { call } from './letters.js';

/**
 * Incoming inspection's e2e helpers (configurations here; the forms' specs may add theirs): API
 * look-ups for setup that is not a flow's point.
 */

export interface ConfigRow {
  id: string;
  partNo: string;
  supplierId: string;
  status: number;
  concurrencyStamp: string;
}

export const CONFIGS = '/api/app/iqcMaterialConfig';

/** The supplier a demo user is bound to: its id and vendor code. */
export async function supplierOfUser(admin: APIRequestContext, userName: string) {
  const { supplierId } = await call<{ supplierId: string }>(
    admin,
    'get',
    `/api/identity/users/by-username/${userName}`,
  );
  const { vendorCode } = await call<{ vendorCode: string }>(admin, 'get', `/api/app/supplier/${supplierId}`);
  return { supplierId, vendorCode };
}

/** The live configurations of a supplier (up to 1,000). */
export const configsOf = (api: APIRequestContext, supplierId: string) =>
  call<{ items: ConfigRow[] }>(api, 'get', `${CONFIGS}?supplierId=${supplierId}&maxResultCount=1000`).then(
    (r) => r.items,
  );

/**
 * A part of the material master approved for the supplier that has no configuration for them yet
 * (the demo configures the parts on its delivery lines), so a flow can create one.
 */
export async function unconfiguredPart(admin: APIRequestContext, supplierId: string): Promise<string> {
  const configured = new Set((await configsOf(admin, supplierId)).map((c) => c.partNo));
  const materials = await call<{ items: { partNo: string }[] }>(
    admin,
    'get',
    `/api/app/material?supplierId=${supplierId}&maxResultCount=200&sorting=partNo`,
  );
  const free = materials.items.find((m) => !configured.has(m.partNo));
  if (!free) throw new Error(`every approved part of supplier ${supplierId} is configured`);
  return free.partNo;
}
