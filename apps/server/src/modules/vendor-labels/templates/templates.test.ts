import { defaultTemplates, Policies, type LabelType } from '@sp/contracts';
import { describe, expect, it } from 'vitest';
import { expectError, useWorld, type WorldTenant } from '../../../../test/world.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { resolveTemplate } from './resolve.js';

const w = useWorld({ prefix: 'ltpl' });
const P = Policies.VendorLabel.TemplateLabel;
const base = '/api/app/labelTemplate';
let seq = 0;
const code = (prefix = 'T') => `${prefix}-${Date.now().toString(36)}-${++seq}`.toUpperCase();

const body = (type: LabelType, extra: Record<string, unknown> = {}) => ({
  code: code(type),
  name: `${type} 模板`,
  labelType: type,
  definition: defaultTemplates[type],
  ...extra,
});

async function create(t: WorldTenant, b: Record<string, unknown>) {
  const res = await w.api(t.admin).post(base, b);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    id: string;
    code: string;
    version: number;
    concurrencyStamp: string;
    isDefault: boolean;
  };
}

const ids = (res: { body: { items: { id: string }[] } }) => res.body.items.map((x) => x.id);

describe('label templates API', () => {
  it('creates, lists with filters, and makes a new version for every saved change', async () => {
    const { a } = w;
    const t = await create(a, body('Outer', { remark: '外箱' }));
    expect(t).toMatchObject({
      version: 1,
      isDefault: false,
      copies: 1,
      widthMm: 100,
      heightMm: 70,
      dpi: 203,
    });
    const pallet = await create(a, body('Pallet'));
    expect((await w.api(a.admin).get(`${base}/${pallet.id}`)).body.copies).toBe(2);

    const list = await w
      .api(a.admin)
      .get(`${base}?labelType=Outer&isActive=true&filter=${t.code.slice(0, 8)}`);
    expect(ids(list)).toContain(t.id);
    expect(ids(list)).not.toContain(pallet.id);
    expect(ids(await w.api(a.admin).get(`${base}?isActive=false`))).not.toContain(t.id);
    expectError(await w.api(a.admin).get(`${base}?sorting=definition`), 400);
    expect((await w.api(a.admin).get(`${base}?sorting=version desc`)).status).toBe(200);

    const moved = { ...defaultTemplates.Outer, dpi: 300 as const };
    const upd = await w.api(a.admin).put(`${base}/${t.id}`, {
      ...body('Outer'),
      code: t.code,
      definition: moved,
      concurrencyStamp: t.concurrencyStamp,
    });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    expect(upd.body).toMatchObject({ version: 2, dpi: 300 });
    // The same body again changes nothing and makes no version.
    const same = await w
      .api(a.admin)
      .put(`${base}/${t.id}`, { ...body('Outer'), code: t.code, definition: moved });
    expect(same.body.version).toBe(2);
    // A stale stamp is a 409.
    expectError(
      await w
        .api(a.admin)
        .put(`${base}/${t.id}`, { ...body('Outer'), code: t.code, concurrencyStamp: t.concurrencyStamp }),
      409,
    );
    const versions = await w.api(a.admin).get(`${base}/${t.id}/versions`);
    expect(versions.body.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions.body[0]).toMatchObject({ isCurrent: true, definition: { dpi: 300 } });
    expect(versions.body[1].definition.dpi).toBe(203);
  });

  it('refuses a duplicate code, a layout of another type or outside the label, on the field', async () => {
    const { a } = w;
    const t = await create(a, body('Inner'));
    expectError(
      await w.api(a.admin).post(base, { ...body('Inner'), code: t.code }),
      403,
      'SupplierPortal:DuplicateTemplateCode',
    );
    const mismatch = expectError(
      await w.api(a.admin).post(base, { ...body('Inner'), definition: defaultTemplates.Outer }),
      400,
    );
    expect(mismatch.validationErrors?.[0]?.members).toEqual(['definition.labelType']);
    const outside = {
      ...defaultTemplates.Inner,
      elements: [{ kind: 'box', x: 70, y: 1, width: 20, height: 10 }],
    };
    const e = expectError(await w.api(a.admin).post(base, { ...body('Inner'), definition: outside }), 400);
    expect(e.validationErrors?.[0]?.members).toEqual(['definition.elements.0']);
    expectError(await w.api(a.admin).post(base, { ...body('Inner'), code: 'bad code!' }), 400);
    expectError(await w.api(a.admin).post(base, { ...body('Inner'), isDefault: true, isActive: false }), 400);
  });

  it('keeps one default per label type and audience, and refuses to delete the default', async () => {
    const { a } = w;
    const first = await create(a, body('Inner', { isDefault: true }));
    const second = await create(a, body('Inner', { isDefault: true }));
    expect((await w.api(a.admin).get(`${base}/${first.id}`)).body.isDefault).toBe(false);
    // A supplier's own default does not clear the tenant's.
    const own = await create(a, body('Inner', { isDefault: true, forSupplierId: a.suppliers[0]!.id }));
    expect((await w.api(a.admin).get(`${base}/${second.id}`)).body.isDefault).toBe(true);
    expect(own.isDefault).toBe(true);
    const defaults = await w.api(a.admin).get(`${base}?labelType=Inner&maxResultCount=1000`);
    const shared = defaults.body.items.filter(
      (x: { isDefault: boolean; forSupplierId: string | null }) => x.isDefault && !x.forSupplierId,
    );
    expect(shared.map((x: { id: string }) => x.id)).toEqual([second.id]);

    expectError(
      await w.api(a.admin).delete(`${base}/${second.id}`),
      403,
      'SupplierPortal:DefaultTemplateCannotBeDeleted',
    );
    expect((await w.api(a.admin).delete(`${base}/${first.id}`)).status).toBe(204);
    expectError(await w.api(a.admin).get(`${base}/${first.id}`), 404);
    // The code of a deleted template is free again.
    await create(a, { ...body('Inner'), code: first.code });
  });

  it('copies a template as version 1, not the default', async () => {
    const { a } = w;
    const t = await create(a, body('Outer', { isDefault: true }));
    const copyCode = code('COPY');
    const res = await w.api(a.admin).post(`${base}/${t.id}/copy`, { code: copyCode, name: '副本' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ code: copyCode, version: 1, isDefault: false, labelType: 'Outer' });
    expect(res.body.definition).toEqual(defaultTemplates.Outer);
  });

  it('previews and test-prints the sample label', async () => {
    const { a } = w;
    const t = await create(a, body('Pallet'));
    const png = await w.api(a.admin).get(`${base}/${t.id}/preview.png`);
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.raw.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expectError(await w.api(a.admin).get(`${base}/${t.id}/preview.png?version=9`), 404);

    const pdf = await w.api(a.admin).post(`${base}/${t.id}/test-print`, { format: 'pdf' });
    expect(pdf.status).toBe(200);
    expect(pdf.raw.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain(`${t.code}-v1.pdf`);
    const zpl = await w.api(a.admin).post(`${base}/${t.id}/test-print`, { format: 'zpl', dpi: 300 });
    expect(zpl.status).toBe(200);
    expect(zpl.raw.body.match(/\^XA/g)).toHaveLength(1);
    expect(zpl.raw.body).toContain('^PQ2'); // a pallet label on two sides
    expect(zpl.raw.body).toContain(`^PW${Math.round((148 * 300) / 25.4)}`);
    expectError(await w.api(a.admin).post(`${base}/${t.id}/test-print`, { format: 'png' }), 400);
  });

  it('shows a vendor the shared templates and their own, never another supplier’s, and refuses their writes', async () => {
    const { a } = w;
    const [sa, sb] = a.suppliers;
    const shared = await create(a, body('Outer'));
    const forA = await create(a, body('Outer', { forSupplierId: sa!.id }));
    const forB = await create(a, body('Outer', { forSupplierId: sb!.id }));
    const va = w.api(sa!.vendor.token);

    const list = ids(await va.get(`${base}?maxResultCount=1000`));
    expect(list).toEqual(expect.arrayContaining([shared.id, forA.id]));
    expect(list).not.toContain(forB.id);
    expect(ids(await va.get(`${base}?forSupplierId=${sb!.id}`))).toEqual([]);
    for (const url of [`${base}/${forB.id}`, `${base}/${forB.id}/versions`, `${base}/${forB.id}/preview.png`])
      expectError(await va.get(url), 404);
    expectError(await va.post(`${base}/${forB.id}/test-print`, { format: 'zpl' }), 404);
    expect((await va.get(`${base}/${forA.id}`)).body.forSupplierCode).toBe(sa!.vendorCode);

    // The vendor role reads templates only.
    expectError(await va.post(base, body('Outer')), 403);
    expectError(await va.put(`${base}/${forA.id}`, { ...body('Outer'), code: forA.code }), 403);
    expectError(await va.post(`${base}/${forA.id}/copy`, { code: code(), name: 'x' }), 403);
    expectError(await va.delete(`${base}/${forA.id}`), 403);
    // Even granted the write policies, a vendor user is refused (templates are the buyer's).
    const granted = await a.userWith([P.name, P.Create.name, P.Update.name], { supplierId: sa!.id });
    expectError(await w.api(granted).post(base, body('Outer', { forSupplierId: sa!.id })), 403);

    // Another tenant's template is a 404 for the admin of this one.
    const other = await create(w.b, body('Outer'));
    expectError(await w.api(a.admin).get(`${base}/${other.id}`), 404);
    expect(ids(await w.api(a.admin).get(`${base}?maxResultCount=1000`))).not.toContain(other.id);
  });

  it('needs the policies: read for the list, create/update/delete for the writes', async () => {
    const { a } = w;
    const t = await create(a, body('Inner'));
    const reader = w.api(await a.userWith([P.name]));
    expect((await reader.get(`${base}/${t.id}`)).status).toBe(200);
    expectError(await reader.post(base, body('Inner')), 403);
    expectError(await reader.put(`${base}/${t.id}`, { ...body('Inner'), code: t.code }), 403);
    expectError(await reader.delete(`${base}/${t.id}`), 403);
    const nobody = w.api(await a.userWith([]));
    expectError(await nobody.get(base), 403);
    expectError(await nobody.get(`${base}/${t.id}/preview.png`), 403);
  });

  it('resolves the template to print with: material info’s, the supplier’s default, the tenant’s, the built-in', async () => {
    const { b } = w;
    const [sa, sb] = b.suppliers;
    const resolve = (type: LabelType, supplierId: string, materialInfo?: Record<string, string | null>) =>
      inScope(w.server.database.db, tenantScope(b.id), (tx) =>
        resolveTemplate(tx, type, { supplierId, materialInfo }),
      );

    expect(await resolve('Pallet', sa!.id)).toMatchObject({ id: null, version: 0, copies: 2 });
    const tenantDefault = await create(b, body('Pallet', { isDefault: true }));
    expect((await resolve('Pallet', sa!.id)).id).toBe(tenantDefault.id);
    const ownDefault = await create(b, body('Pallet', { isDefault: true, forSupplierId: sa!.id }));
    expect((await resolve('Pallet', sa!.id)).id).toBe(ownDefault.id);
    expect((await resolve('Pallet', sb!.id)).id).toBe(tenantDefault.id);
    const chosen = await create(b, body('Pallet'));
    expect((await resolve('Pallet', sa!.id, { palletTemplateId: chosen.id })).id).toBe(chosen.id);
    // A choice of the wrong type is passed over.
    expect((await resolve('Inner', sa!.id, { innerTemplateId: chosen.id })).id).toBeNull();
  });
});
