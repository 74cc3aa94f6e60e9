import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, useWorld } from '../../../test/harness.js';
import { asSystem } from '../db/scope.js';
import { storable } from './plugin.js';
import { auditLogs } from './schema.js';

const w = useWorld({ prefix: 'auditnul', suppliers: false });

async function rowOf(correlationId: string) {
  await w.server.audit.flush();
  const rows = await asSystem(w.server.database.db, (tx) =>
    tx.select().from(auditLogs).where(eq(auditLogs.correlationId, correlationId)),
  );
  return rows[0];
}

describe('the audit row of a failure is always stored (issue 16 #3)', () => {
  it('keeps the row of a rejected request whose error text carries U+0000', async () => {
    // The tenant named in the query is quoted in the error text, U+0000 and all.
    const res = await w.server.app.inject({
      method: 'POST',
      url: '/api/identity/roles?__tenant=x%00y',
      headers: {
        'accept-language': 'en',
        'content-type': 'application/json',
        'x-correlation-id': 'nul-in-error-text',
      },
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(404);
    const row = await rowOf('nul-in-error-text');
    expect(row, 'the audit row was lost').toBeDefined();
    expect(row!.httpStatusCode).toBe(404);
    expect(row!.exceptions).toEqual(expect.any(String));
    expect(row!.exceptions).not.toContain('\u0000');
  });

  it('keeps the row when a lone surrogate reaches the action parameters (jsonb)', async () => {
    const res = await w.server.app.inject({
      method: 'POST',
      url: '/api/identity/roles',
      headers: {
        ...bearer(w.a.admin),
        'content-type': 'application/json',
        'x-correlation-id': 'lone-surrogate',
      },
      payload: '{"name":"half \\ud800 a pair"}',
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await rowOf('lone-surrogate');
    expect(row, 'the audit row was lost').toBeDefined();
    expect(row!.actions[0]?.parameters).toContain('half');
  });

  it('storable replaces only what PostgreSQL cannot hold', () => {
    const when = new Date('2026-01-01T00:00:00Z');
    expect(
      storable({ a: 'x\u0000y', b: ['\ud800', '😀'], c: 3, d: when, e: null, ['k\u0000']: 'ok' }),
    ).toEqual({ a: 'x\uFFFDy', b: ['\uFFFD', '😀'], c: 3, d: when, e: null, ['k\uFFFD']: 'ok' });
  });
});
