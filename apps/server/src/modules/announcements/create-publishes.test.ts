import { Policies, SystemInformStatus } from '@sp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { world, type World } from '../../../test/world.js';

/**
 * Issue 9 item 8: the spec's call table knows only `POST /api/app/systemInform`, so a create
 * publishes unless the body asks for a draft.
 */
let w: World;
const entityType = 'SupplierPortal.SystemComponents.SystemInform';
const body = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  content: `<p>${title}</p>`,
  type: 0,
  systemInformShow: 1,
  ...extra,
});

beforeAll(async () => {
  w = await world({ prefix: 'inform-create', suppliers: false });
});
afterAll(() => w.close());

const history = async (id: string) =>
  (
    (await w.api(w.a.admin).get(`/api/app/workflow/history?entityType=${entityType}&entityId=${id}`))
      .body as { action: string; toStatus: number }[]
  ).map((h) => [h.action, h.toStatus]);

describe('POST /api/app/systemInform', () => {
  it('publishes through the workflow: the history shows create, then publish; users see it at once', async () => {
    const res = await w.api(w.a.admin).post('/api/app/systemInform', body('Published on create'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: SystemInformStatus.Published, publishTime: expect.any(String) });
    expect(await history(res.body.id)).toEqual([
      ['create', SystemInformStatus.Draft],
      ['publish', SystemInformStatus.Published],
    ]);
    const reader = await w.a.userWith([]);
    const top = await w.api(reader).get('/api/app/systemInform/topList');
    expect((top.body as { title: string }[]).map((i) => i.title)).toContain('Published on create');
  });

  it('keeps a draft when the body says isDraft, and /publish still publishes it', async () => {
    const res = await w.api(w.a.admin).post('/api/app/systemInform', body('A draft', { isDraft: true }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: SystemInformStatus.Draft, publishTime: null });
    expect(await history(res.body.id)).toEqual([['create', SystemInformStatus.Draft]]);
    const published = await w.api(w.a.admin).post(`/api/app/systemInform/${res.body.id}/publish`);
    expect(published.body.status).toBe(SystemInformStatus.Published);
    // `isDraft: false` is the default spelled out.
    const explicit = await w
      .api(w.a.admin)
      .post('/api/app/systemInform', body('Explicit', { isDraft: false }));
    expect(explicit.body.status).toBe(SystemInformStatus.Published);
  });

  it('gives a caller who may create but not publish the draft it is allowed to make', async () => {
    const P = Policies.SystemComponents.SystemInformOverview;
    const writer = await w.a.userWith([P.name, P.Create.name]);
    const res = await w.api(writer).post('/api/app/systemInform', body('Writer only'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe(SystemInformStatus.Draft);
  });

  it('refuses a non-boolean isDraft with a validation error', async () => {
    const res = await w.api(w.a.admin).post('/api/app/systemInform', body('Bad', { isDraft: 'yes' }));
    expect(res.status).toBe(400);
  });
});
