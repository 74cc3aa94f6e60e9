import type { PolicyName } from '@sp/contracts';
import ExcelJS from 'exceljs';
import { bearer } from '../../../test/harness.js';
import { multipartBody } from '../../../test/multipart.js';
import type { World, WorldTenant } from '../../../test/world.js';
import { newId } from '../../platform/db/columns.js';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import { materials } from '../materials/schema.js';

/** Test helpers of the purchase-orders tests: materials, an integration client, workbooks. */

/** Materials of a tenant, written directly (the materials module's API is another helper's). */
export async function addMaterials(w: World, tenant: WorldTenant, partNos: string[], unit = 'PCS') {
  await inScope(w.server.database.db, tenantScope(tenant.id), (tx) =>
    tx
      .insert(materials)
      .values(partNos.map((partNo) => ({ id: newId(), partNo, name: `Part ${partNo}`, unit }))),
  );
}

/** A client-credentials token of a new integration client acting in `tenant` with `permissions`. */
export async function clientToken(w: World, tenant: WorldTenant, permissions: PolicyName[]) {
  const host = (
    await w.server.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: 'admin',
        password: '1q2w3E*',
      }).toString(),
    })
  ).json<{ access_token: string }>().access_token;
  const clientId = `erp-${newId().slice(-10)}`;
  const secret = 'a-long-enough-client-secret';
  const created = await w.api(host).post('/api/openiddict/applications', {
    clientId,
    displayName: 'ERP',
    clientType: 'confidential',
    clientSecret: secret,
    grantTypes: ['client_credentials'],
    scopes: ['SupplierPortal'],
    tenantId: tenant.id,
    permissions,
  });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  const token = await w.server.app.inject({
    method: 'POST',
    url: '/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: secret,
    }).toString(),
  });
  if (token.statusCode !== 200) throw new Error(token.body);
  return token.json<{ access_token: string }>().access_token;
}

/** A PO of the sync payload: `lines` as [lineNo, partNo, orderedQty, needDate, tolerancePct?]. */
export function order(
  poNo: string,
  supplierCode: string,
  lines: [number, string, number, string, number?][],
  extra: Record<string, unknown> = {},
) {
  return {
    poNo,
    supplierCode,
    orderDate: '2026-11-20',
    buyer: 'Li Wei',
    currency: 'CNY',
    plant: 'SZ01',
    lines: lines.map(([lineNo, partNo, orderedQty, needDate, tolerancePct]) => ({
      lineNo,
      partNo,
      orderedQty,
      needDate,
      ...(tolerancePct === undefined ? {} : { tolerancePct }),
    })),
    ...extra,
  };
}

/** An .xlsx with a header row and data rows. */
export async function workbook(header: string[], rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('PO');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Posts a workbook as a multipart upload. */
export function upload(w: World, url: string, token: string, file: Buffer, language = 'en') {
  const { payload, headers } = multipartBody([
    { name: 'file', filename: 'po.xlsx', content: file, contentType: 'application/octet-stream' },
  ]);
  return w.server.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...bearer(token), 'accept-language': language },
    payload,
  });
}
