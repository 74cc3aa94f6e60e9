import { MaterialSupplierStatus, type SupplierNoticeDto } from '@sp/contracts';
import { expect } from 'vitest';
import { multipartBody } from '../../../../test/multipart.js';
import { callerHeaders, type World, type WorldTenant } from '../../../../test/world.js';
import { newId } from '../../../platform/db/columns.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { materials, materialSuppliers } from '../../materials/schema.js';

export const NOTICES = '/api/app/supplierNotice';
export const MINE = '/api/app/supplierNotice/mine';

/** An hour ahead, as the wire writes times. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A valid draft body (to the tenant's first supplier, acknowledgement and reply required). */
export function noticeBody(tenant: WorldTenant, o: Record<string, unknown> = {}) {
  return {
    title: '关于 PCB 阻焊层颜色变更的通知',
    category: 'PCN',
    content: '<p>自下月起阻焊层颜色由绿色改为黑色，请确认。</p>',
    priority: 'High',
    targetScope: 'Selected',
    supplierIds: [tenant.suppliers[0]!.id],
    requireAck: true,
    ackDeadline: inDays(7),
    requireReply: true,
    replyTemplate: '请说明库存与切换日期',
    ...o,
  };
}

/** A draft made through the API (200 asserted). */
export async function draftNotice(w: World, tenant: WorldTenant, o: Record<string, unknown> = {}) {
  const res = await w.api(tenant.admin).post(NOTICES, noticeBody(tenant, o));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: string; noticeNo: string; concurrencyStamp: string; status: number };
}

/** A published notice (draft, then publish; 200 asserted); the publish answer. */
export async function publishedNotice(w: World, tenant: WorldTenant, o: Record<string, unknown> = {}) {
  const draft = await draftNotice(w, tenant, o);
  const res = await w.api(tenant.admin).post(`${NOTICES}/${draft.id}/publish`, {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    id: draft.id,
    result: res.body as { recipients: number; mailsQueued: number; notice: SupplierNoticeDto },
  };
}

/** A material of `category` approved (or suspended) for `supplierId`. */
export async function approvedMaterial(
  w: World,
  tenant: WorldTenant,
  supplierId: string,
  category: string,
  status: number = MaterialSupplierStatus.Approved,
) {
  await inScope(w.server.database.db, tenantScope(tenant.id), async (tx) => {
    const materialId = newId();
    await tx.insert(materials).values({
      id: materialId,
      partNo: `P-${materialId.slice(-10)}`,
      name: `Part ${category}`,
      unit: 'PCS',
      category,
    });
    await tx.insert(materialSuppliers).values({ id: newId(), materialId, supplierId, status });
  });
}

/** Uploads a file to a notice (`SupplierNotice`) or a reply (`SupplierNoticeReply`, owner = recipient row). */
export function attachTo(w: World, token: string, ownerType: string, ownerId: string, name = 'spec.pdf') {
  const { payload, headers } = multipartBody([{ name: 'file', filename: name, content: '%PDF-1.7 notice' }]);
  return w.server.app.inject({
    method: 'POST',
    url: `/api/app/attachment?ownerType=${ownerType}&ownerId=${ownerId}`,
    headers: { ...callerHeaders(token), ...headers },
    payload,
  });
}
