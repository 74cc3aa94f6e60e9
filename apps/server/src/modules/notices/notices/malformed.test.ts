import { describe, expect, it } from 'vitest';
import { callerHeaders, useWorld } from '../../../../test/world.js';
import { draftNotice, MINE, NOTICES, publishedNotice } from '../shared/test-fixtures.js';

/**
 * The notices' routes with the ids of real rows (a draft, a published notice and its recipient
 * row), so odd bodies and queries reach the services' own checks: never a 500, always the envelope.
 */
const w = useWorld({ prefix: 'notice-fuzz' });
const huge = 'x'.repeat(120 * 1024);
const bodies = [
  '{"title":',
  'null',
  '[1,2]',
  '{}',
  JSON.stringify({ reason: '' }),
  JSON.stringify({ reason: huge, note: huge, content: huge }),
  JSON.stringify({ reason: { a: 1 }, concurrencyStamp: 12, recipientIds: ['x'] }),
  JSON.stringify({ recipientIds: [] }),
  JSON.stringify({ recipientIds: ['0190f0f0-0000-7000-8000-000000000000'] }),
  JSON.stringify({
    title: 'x',
    category: 'OTHER',
    content: '<p>x</p>',
    targetScope: 'Selected',
    supplierIds: ['x'],
  }),
  JSON.stringify({
    title: 'x',
    category: 'QUALITY',
    content: '<img src=x onerror=alert(1)>',
    targetScope: 'ByCategory',
    materialCategories: ['PCB', 'PCB'],
    ackDeadline: '2026-02-30T00:00:00Z',
    fineAmount: 1e308,
  }),
  JSON.stringify({
    title: 'x',
    category: 'OTHER',
    content: '<p>x</p>',
    targetScope: 'AllVendors',
    requireAck: false,
  }),
];
const queries = [
  '',
  '?maxResultCount=abc',
  '?status=99',
  '?publishFrom=yesterday',
  '?hasOverdue=maybe&unread=1',
  '?ackStatus=-1&readStatus=Seen',
  '?sorting=vendorCode%20sideways',
  '?filter=%25_%5C',
];

describe('no 500 for anything a client sends to the notices', () => {
  it('every route with real ids, odd bodies and queries, as buyer and vendor', async () => {
    const t = w.a;
    const draft = await draftNotice(w, t);
    const { id } = await publishedNotice(w, t);
    const rid = (await w.api(t.suppliers[0]!.vendor.token).get(`${MINE}/${id}`)).body.recipient.id as string;
    const routes = w.server.routes.filter((r) => r.url.startsWith(NOTICES));
    expect(routes.length).toBeGreaterThan(15);
    const failures: string[] = [];
    for (const token of [t.admin, t.suppliers[0]!.vendor.token]) {
      for (const route of routes) {
        const urls = [draft.id, id].map((x) => route.url.replace(':id', x).replace(':rid', rid));
        for (const url of urls) {
          const withBody = route.method === 'POST' || route.method === 'PUT';
          const variants: { url: string; body?: string }[] = withBody
            ? bodies.map((body) => ({ url, body }))
            : queries.map((q) => ({ url: url + q }));
          for (const v of variants) {
            const res = await w.server.app.inject({
              method: route.method as 'GET',
              url: v.url,
              headers: {
                ...callerHeaders(token),
                ...(v.body !== undefined ? { 'content-type': 'application/json' } : {}),
              },
              ...(v.body !== undefined ? { payload: v.body } : {}),
            });
            const where = `${route.method} ${v.url} ${v.body?.slice(0, 60) ?? ''}`;
            if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`);
            else if (res.statusCode >= 400 && typeof res.json().error?.message !== 'string')
              failures.push(`no envelope ${where}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
