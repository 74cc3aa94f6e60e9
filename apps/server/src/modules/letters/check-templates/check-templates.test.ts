import { Policies } from '@sp/contracts';
import { describe, expect, it } from 'vitest';
import { expectError, useWorld, type WorldTenant } from '../../../../test/world.js';
import { newId } from '../../../platform/db/columns.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { letters } from '../schema.js';
import { templateLines } from './lines.js';
import { SEED_CHECK_TEMPLATES } from './seed.js';

const w = useWorld({ prefix: 'lct' });
const P = Policies.LetterOfRecognition.CheckTemplateOverview;
const base = '/api/app/checkTemplate';
let seq = 0;
const code = () => `T-${Date.now().toString(36)}-${++seq}`.toUpperCase();

const threeLines = [
  { itemCode: 'DRAWING', required: true, sort: 10 },
  { itemCode: 'ROHS_REPORT', required: true, sort: 20, note: 'SGS, within 12 months' },
  { itemCode: 'SAMPLE', required: false, submissionLevelMin: 2, sort: 30 },
];

const body = (extra: Record<string, unknown> = {}) => ({
  code: code(),
  name: 'Plastic housings',
  letterType: 'Part',
  materialCategory: 'MECHANICAL',
  remark: 'test',
  lines: threeLines,
  ...extra,
});

interface Template {
  id: string;
  code: string;
  version: number;
  concurrencyStamp: string;
  itemCount: number;
  requiredCount: number;
  currentVersionLetterCount: number;
  lines: { itemCode: string; itemName: string; required: boolean; submissionLevelMin: number | null }[];
  versions: { version: number; lineCount: number; letterCount: number; isCurrent: boolean }[];
}

async function create(t: WorldTenant, b: Record<string, unknown> = body()): Promise<Template> {
  const res = await w.api(t.admin).post(base, b);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Template;
}

async function save(t: WorldTenant, id: string, b: Record<string, unknown>): Promise<Template> {
  const res = await w.api(t.admin).put(`${base}/${id}`, b);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Template;
}

/** A letter row by hand, on the template's current version (the letters part makes them for real). */
async function letterOn(t: WorldTenant, templateId: string, templateVersion: number) {
  const id = newId();
  await inScope(w.server.database.db, tenantScope(t.id), (tx) =>
    tx.insert(letters).values({
      tenantId: t.id,
      id,
      supplierId: t.suppliers[0]!.id,
      letterNo: `CRS-T${Date.now()}${++seq}`,
      checkTemplateId: templateId,
      templateVersion,
    }),
  );
  return id;
}

const codes = (res: { body: { items: { code: string }[] } }) => res.body.items.map((x) => x.code);

describe('check templates API', () => {
  it('seeds a template per material category and per other-letter type', async () => {
    const res = await w.api(w.a.admin).get(`${base}?maxResultCount=100`);
    for (const seeded of SEED_CHECK_TEMPLATES) expect(codes(res)).toContain(seeded.code);
    const items = res.body.items as Record<string, unknown>[];
    for (const category of ['ELECTRONIC', 'PCB', 'MECHANICAL', 'CABLE', 'PACKAGING', 'CONSUMABLE'])
      expect(items.some((i) => i.materialCategory === category && i.letterType === 'Part')).toBe(true);
    for (const other of ['HSF_DECL', 'QUALITY_AGREEMENT', 'NDA', 'PACKAGING_SPEC'])
      expect(items.some((i) => i.otherType === other && i.letterType === 'Other')).toBe(true);
    const nda = items.find((i) => i.code === 'T-NDA')!;
    expect(nda).toMatchObject({ itemCount: 1, requiredCount: 1, version: 1, materialCategory: null });
    const mech = items.find((i) => i.code === 'T-MECHANICAL')!;
    const detail = await w.api(w.a.admin).get(`${base}/${mech.id as string}`);
    expect(detail.body.lines.map((l: { itemCode: string }) => l.itemCode)).toEqual(
      expect.arrayContaining(['DRAWING', 'DIM_REPORT', 'APPEARANCE', 'ROHS_REPORT', 'HALOGEN', 'UL', 'MSDS']),
    );
  });

  it('creates with lines, answers item names in the caller language, lists with filters', async () => {
    const { a } = w;
    const t = await create(a);
    expect(t).toMatchObject({ version: 1, itemCount: 3, requiredCount: 2, currentVersionLetterCount: 0 });
    expect(t.lines.map((l) => l.itemCode)).toEqual(['DRAWING', 'ROHS_REPORT', 'SAMPLE']);
    expect(t.lines[2]).toMatchObject({ required: false, submissionLevelMin: 2 });
    expect(t.versions).toEqual([expect.objectContaining({ version: 1, lineCount: 3, isCurrent: true })]);
    const zh = await w.api(a.admin, null, { 'accept-language': 'zh-Hant' }).get(`${base}/${t.id}`);
    expect(zh.body.lines[0].itemName).toBe('承認圖面');

    expect(codes(await w.api(a.admin).get(`${base}?filter=${t.code}`))).toEqual([t.code]);
    expect(
      codes(await w.api(a.admin).get(`${base}?materialCategory=MECHANICAL&maxResultCount=100`)),
    ).toContain(t.code);
    expect(codes(await w.api(a.admin).get(`${base}?materialCategory=PCB&maxResultCount=100`))).not.toContain(
      t.code,
    );
    expect(codes(await w.api(a.admin).get(`${base}?letterType=Other&maxResultCount=100`))).not.toContain(
      t.code,
    );
    expect(codes(await w.api(a.admin).get(`${base}?isActive=false&maxResultCount=100`))).not.toContain(
      t.code,
    );
    expect((await w.api(a.admin).get(`${base}?sorting=itemCount desc`)).status).toBe(200);
    expectError(await w.api(a.admin).get(`${base}?sorting=remark`), 400);

    // The editor's item options: the library, with names.
    const options = await w.api(a.admin).get(`${base}/items`);
    expect(options.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'UL', name: 'UL certificate (flammability)' }),
      ]),
    );

    // An other-letter template needs the type, not a category (a category given is dropped).
    const other = await create(
      a,
      body({ letterType: 'Other', otherType: 'NDA', lines: [{ itemCode: 'SIGNED_AGREEMENT' }] }),
    );
    expect(other).toMatchObject({ letterType: 'Other', otherType: 'NDA', materialCategory: null });
    expect(
      codes(await w.api(a.admin).get(`${base}?letterType=Other&otherType=NDA&maxResultCount=100`)),
    ).toContain(other.code);
  });

  it('validates the header and the lines', async () => {
    const api = w.api(w.a.admin);
    const bad = async (extra: Record<string, unknown>, status = 400) => {
      const res = await api.post(base, body(extra));
      expect(res.status, JSON.stringify(extra)).toBe(status);
      return res.body.error as { message: string; validationErrors: { members: string[] }[] };
    };
    await bad({ code: '' });
    await bad({ code: '-LEADING' });
    await bad({ name: '' });
    await bad({ letterType: 'Invoice' });
    await bad({ lines: [] });
    await bad({ lines: [{ itemCode: 'DRAWING', submissionLevelMin: 6 }] });
    await bad({ lines: [{ itemCode: 'DRAWING', submissionLevelMin: 0 }] });
    await bad({ lines: [{ itemCode: 'drawing' }] });
    await bad({ otherType: 'LEASE', letterType: 'Other' });
    expect((await bad({ materialCategory: null })).message).toBe(
      'A part template needs a material category.',
    );
    expect((await bad({ letterType: 'Other', otherType: null })).message).toBe(
      'A template for other letters needs the other-letter type.',
    );
    expect((await bad({ materialCategory: 'FOOD' })).message).toContain('FOOD');
    const dup = await bad({ lines: [{ itemCode: 'UL' }, { itemCode: 'MSDS' }, { itemCode: 'UL' }] });
    expect(dup.message).toBe('Check item UL is listed twice.');
    expect(dup.validationErrors[0]!.members).toEqual(['lines.2.itemCode']);
    const unknown = await bad({ lines: [{ itemCode: 'NO_SUCH_ITEM' }] });
    expect(unknown.message).toBe('Check item NO_SUCH_ITEM is not in the library.');

    // An inactive library item cannot be newly listed …
    const item = await api.post('/api/app/initialCheckTemplateItem', {
      code: `RETIRED_${++seq}`,
      nameEn: 'Retired',
      nameZhHans: '停用',
      nameZhHant: '停用',
    });
    const t = await create(w.a, body({ lines: [{ itemCode: 'DRAWING' }, { itemCode: item.body.code }] }));
    await api.put(`/api/app/initialCheckTemplateItem/${item.body.id}`, {
      code: item.body.code,
      nameEn: 'Retired',
      nameZhHans: '停用',
      nameZhHant: '停用',
      isActive: false,
    });
    expect((await bad({ lines: [{ itemCode: item.body.code }] })).message).toContain('inactive');
    // … but a template that already lists it keeps it through a header edit, flagged.
    const kept = await save(
      w.a,
      t.id,
      body({ code: t.code, name: 'Renamed', lines: [{ itemCode: 'DRAWING' }, { itemCode: item.body.code }] }),
    );
    expect(kept.lines.find((l) => l.itemCode === item.body.code)).toMatchObject({ itemIsActive: false });

    // Unique code per tenant.
    expectError(
      await api.post(base, body({ code: t.code })),
      403,
      'SupplierPortal:DuplicateCheckTemplateCode',
    );
  });

  it('replaces the lines of an unused version, versions the lines of a used one, never for header edits', async () => {
    const { a } = w;
    const t = await create(a);
    // Unused: changed lines replace version 1.
    const v1 = await save(a, t.id, {
      ...body({ code: t.code }),
      lines: [...threeLines, { itemCode: 'MSDS', required: true, sort: 40 }],
      concurrencyStamp: t.concurrencyStamp,
    });
    expect(v1).toMatchObject({ version: 1, itemCount: 4 });
    expect(v1.versions).toHaveLength(1);

    // A letter on version 1: header-only edits keep the version …
    await letterOn(a, t.id, 1);
    const header = await save(a, t.id, {
      ...body({ code: t.code, name: 'Renamed', remark: 'new remark', isActive: false }),
      lines: [...threeLines, { itemCode: 'MSDS', required: true, sort: 40 }],
    });
    expect(header).toMatchObject({ version: 1, currentVersionLetterCount: 1, itemCount: 4 });

    // … and changed lines make version 2; version 1 stays for its letter.
    const v2 = await save(a, t.id, {
      ...body({ code: t.code }),
      lines: [
        { itemCode: 'DRAWING', required: true, sort: 10 },
        { itemCode: 'ROHS_REPORT', required: false, sort: 20 },
      ],
    });
    expect(v2).toMatchObject({ version: 2, itemCount: 2, currentVersionLetterCount: 0 });
    expect(v2.versions).toEqual([
      expect.objectContaining({ version: 2, lineCount: 2, letterCount: 0, isCurrent: true }),
      expect.objectContaining({ version: 1, lineCount: 4, letterCount: 1, isCurrent: false }),
    ]);
    const old = await w.api(a.admin).get(`${base}/${t.id}/versions/1`);
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ version: 1, isCurrent: false });
    expect(old.body.lines.map((l: { itemCode: string }) => l.itemCode)).toEqual([
      'DRAWING',
      'ROHS_REPORT',
      'SAMPLE',
      'MSDS',
    ]);
    expectError(await w.api(a.admin).get(`${base}/${t.id}/versions/3`), 404);
    expect((await w.api(a.admin).get(`${base}/${t.id}/versions`)).body).toHaveLength(2);

    // Version 2 unused: changed lines replace it, no version 3.
    const still2 = await save(a, t.id, { ...body({ code: t.code }), lines: [{ itemCode: 'UL' }] });
    expect(still2).toMatchObject({ version: 2, itemCount: 1 });

    // The helper the requests part calls: current and old version, with the library columns.
    const lines = await inScope(w.server.database.db, tenantScope(a.id), async (tx) => ({
      current: await templateLines(tx, a.id, t.id),
      old: await templateLines(tx, a.id, t.id, 1),
      none: await templateLines(tx, a.id, t.id, 3),
      otherTenant: await templateLines(tx, w.b.id, t.id),
    }));
    expect(lines.current).toMatchObject({ version: 2, currentVersion: 2, letterType: 'Part' });
    expect(lines.current!.lines).toEqual([
      expect.objectContaining({
        itemCode: 'UL',
        needsValidity: true,
        allowedExts: 'pdf,jpg,jpeg,png',
        maxFiles: 5,
      }),
    ]);
    expect(lines.old!.lines).toHaveLength(4);
    expect(lines.old!.lines[1]).toMatchObject({
      itemCode: 'ROHS_REPORT',
      needsFile: true,
      needsValidity: true,
    });
    expect(lines.none).toBeNull();
    expect(lines.otherTenant).toBeNull();
  });

  it('refuses to delete a template a letter uses', async () => {
    const { a } = w;
    const t = await create(a);
    await letterOn(a, t.id, 1);
    const err = expectError(
      await w.api(a.admin).delete(`${base}/${t.id}`),
      403,
      'SupplierPortal:CheckTemplateInUse',
    );
    expect(err.message).toContain(t.code);
    const unused = await create(a);
    expect((await w.api(a.admin).delete(`${base}/${unused.id}`)).status).toBe(204);
    expectError(await w.api(a.admin).get(`${base}/${unused.id}`), 404);
  });

  it('lets only the rightful users read and write', async () => {
    const { a } = w;
    const t = await create(a);
    const vendor = a.suppliers[0]!.vendor.token;
    expectError(await w.api(vendor).get(base), 403);
    expectError(await w.api(vendor).get(`${base}/${t.id}`), 403);
    expectError(await w.api(vendor).post(base, body()), 403);
    expectError(await w.api(vendor).put(`${base}/${t.id}`, body({ code: t.code })), 403);
    expectError(await w.api(vendor).delete(`${base}/${t.id}`), 403);
    const reader = await a.userWith([P.name]);
    expect((await w.api(reader).get(`${base}/${t.id}`)).status).toBe(200);
    expect((await w.api(reader).get(`${base}/items`)).status).toBe(200);
    expectError(await w.api(reader).post(base, body()), 403);
    expectError(await w.api(reader).put(`${base}/${t.id}`, body({ code: t.code })), 403);
    expectError(await w.api(reader).delete(`${base}/${t.id}`), 403);
    const vendorWriter = await a.userWith([P.name, P.Update.name], { supplierId: a.suppliers[0]!.id });
    expectError(await w.api(vendorWriter).put(`${base}/${t.id}`, body({ code: t.code })), 403);
  });

  it('keeps tenants apart', async () => {
    const t = await create(w.a);
    const api = w.api(w.b.admin);
    expectError(await api.get(`${base}/${t.id}`), 404);
    expectError(await api.get(`${base}/${t.id}/versions`), 404);
    expectError(await api.get(`${base}/${t.id}/versions/1`), 404);
    expectError(await api.put(`${base}/${t.id}`, body({ code: t.code })), 404);
    expectError(await api.delete(`${base}/${t.id}`), 404);
    expect(codes(await api.get(`${base}?filter=${t.code}`))).toEqual([]);
  });
});
