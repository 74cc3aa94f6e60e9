import { InspectionFormStatus, IqcConfigStatus } from '@sp/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, useWorld } from '../../../test/harness.js';
import {
  insertConfig,
  insertDelivery,
  insertForm,
  type Owner,
} from '../../modules/inspection/effects/test-rows.js';
import { fuzzRoutes } from './malformed-input.js';
import { isInspectionRoute } from './malformed-input.business.js';

// Every route of incoming inspection, with odd path values, queries and bodies (the shared walk).
fuzzRoutes('incoming inspection', isInspectionRoute);

/**
 * The same routes again with the ids of real rows, so the malformed bodies reach the services'
 * own checks (states, rules, the documents' types) instead of stopping at a 404: a configuration
 * and forms in each state the actions start from, as the administrator and as the owning vendor.
 */
const w = useWorld({ prefix: 'iiffuzz' });
const huge = 'x'.repeat(100 * 1024);
const bodies: string[] = [
  '{"results":',
  'null',
  '[1,2]',
  '{}',
  JSON.stringify({ results: 'x', ngMajor: -1, vendorConclusion: 'Maybe' }),
  JSON.stringify({ results: [{ itemCode: 7, values: [{}] }] }),
  JSON.stringify({ results: [{ itemCode: 'DIM-L', values: [1e308, 'NG', null], defectQty: 1.5 }] }),
  JSON.stringify({ results: [{ itemCode: 'NOPE', values: [1] }], vendorInspectDate: '2026-02-30' }),
  JSON.stringify({ results: Array.from({ length: 60 }, () => ({ itemCode: 'DIM-L', values: [10] })) }),
  JSON.stringify({ disposition: 'Burn', comment: '' }),
  JSON.stringify({ disposition: 'Sort', comment: huge }),
  JSON.stringify({ comment: { nested: true }, concurrencyStamp: 12 }),
  JSON.stringify({ validTo: '2026-13-45' }),
  JSON.stringify({ deliveryLineId: '00000000-0000-0000-0000-000000000000' }),
  JSON.stringify({
    supplierId: 'x',
    partNo: huge,
    inspectionMode: 'Sampling',
    aqlMajor: 0.7,
    items: [{ itemCode: 'A', name: 'A', valueType: 'Decimal', severity: 'Major', lsl: 'a' }],
    requiredDocs: ['PASSPORT'],
  }),
  JSON.stringify({ inspectionMode: 'Full', items: [{}], extraProperties: { a: { b: { c: 1 } } } }),
];
const queries = ['', '?maxResultCount=abc', '?status=99', '?since=yesterday', '?lotQty=-5&level=IV&aql=7'];

let ids: { config: string; forms: string[] };
let o: Owner;

beforeAll(async () => {
  o = { server: w.server, t: w.a, supplier: w.a.suppliers[0]! };
  const c = await insertConfig(o);
  await insertConfig(o, { status: IqcConfigStatus.VendorConfirmed });
  const d = await insertDelivery(o, [c.partNo, c.partNo, c.partNo, c.partNo]);
  const S = InspectionFormStatus;
  const forms = [];
  for (const [i, status] of [S.Draft, S.Submitted, S.UnderReview, S.Accepted].entries())
    forms.push((await insertForm(o, d, i, c.id, { status })).id);
  ids = { config: c.id, forms };
});

describe('no 500 for anything a client can send: incoming inspection, with real ids', () => {
  it('every route with an id, real rows, malformed queries and bodies', async () => {
    const routes = w.server.routes.filter((r) => isInspectionRoute(r.url) && r.url.includes(':'));
    expect(routes.length).toBeGreaterThan(5);
    const failures: string[] = [];
    let requests = 0;
    const callers = [bearer(w.a.admin), bearer(o.supplier.vendor.token)];
    for (const route of routes) {
      const targets = route.url.startsWith('/api/app/iqcMaterialConfig') ? [ids.config] : ids.forms;
      for (const id of targets) {
        const url = route.url
          .replace(':id', id)
          .replace(/:docType/g, 'COC')
          .replace(/:[A-Za-z]+/g, 'x');
        const withBody = route.method !== 'GET' && route.method !== 'DELETE';
        const variants = withBody
          ? bodies.map((payload) => ({ url, payload }))
          : queries.map((q) => ({ url: url + q, payload: undefined }));
        for (const auth of callers)
          for (const v of variants) {
            requests++;
            const res = await w.server.app.inject({
              method: route.method as 'GET',
              url: v.url,
              headers: {
                ...auth,
                __tenant: w.a.name,
                ...(v.payload ? { 'content-type': 'application/json' } : {}),
              },
              ...(v.payload !== undefined ? { payload: v.payload } : {}),
            });
            const where = `${route.method} ${v.url} ${(v.payload ?? '').slice(0, 60)}`;
            if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`);
            else if (res.statusCode >= 400) {
              const body = res.json<{ error?: { message?: unknown } }>();
              if (typeof body.error?.message !== 'string') failures.push(`no envelope ${where}`);
            }
          }
      }
    }
    expect(requests).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  }, 180_000);
});
