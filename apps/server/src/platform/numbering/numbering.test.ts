import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../test/file-database.js';
import { createTenant, startTestServer, type TestServer, type TestTenant } from '../../../test/harness.js';
import { openDatabase, type Database } from '../db/client.js';
import { inScope, tenantScope } from '../db/scope.js';
import { SettingNames } from '../settings/definitions.js';
import { nextNumber, nextNumbers } from './next-number.js';
import { dateParts, formatNumber, renderPattern } from './pattern.js';

let server: TestServer;
let a: TestTenant;
let b: TestTenant;
/** On PostgreSQL a pool wide enough for truly parallel transactions; on PGlite the one connection. */
let wide: Database | undefined;

beforeAll(async () => {
  server = await startTestServer();
  a = await createTenant(server, 'numbering');
  b = await createTenant(server, 'numbering');
  const url = await testDatabaseUrl();
  if (url) wide = await openDatabase({ url, poolSize: 25 });
});
afterAll(async () => {
  await wide?.close();
  await server.close();
});

const take = (tenantId: string, name: string, pattern: string, values = {}, at?: Date) =>
  inScope(server.database.db, tenantScope(tenantId), (tx) =>
    nextNumber(tx, name, pattern, values, at ? { at } : {}),
  );

describe('number patterns', () => {
  const at = new Date('2025-03-01T17:30:05Z');

  it('renders date tokens in the given time zone', () => {
    expect(dateParts(at, 'Asia/Shanghai')).toMatchObject({ yyyy: '2025', MM: '03', dd: '02', HH: '01' });
    expect(dateParts(at, 'UTC')).toMatchObject({ yyyy: '2025', yy: '25', MM: '03', dd: '01', HH: '17' });
  });

  it('formats values, dates and the padded counter; the scope is the pattern without the counter', () => {
    const parts = dateParts(at, 'UTC');
    const dn = renderPattern('DN-{vendor}-{yyyyMMdd}-{seq3}', { vendor: 'V001' }, parts);
    expect(dn.scope).toBe('DN-V001-20250301-{seq}');
    expect(formatNumber(dn, 7)).toBe('DN-V001-20250301-007');
    expect(formatNumber(dn, 1234)).toBe('DN-V001-20250301-1234');
    const crs = renderPattern('CRS-{yyyy}{seq5}', {}, parts);
    expect(formatNumber(crs, 42)).toBe('CRS-202500042');
    expect(formatNumber(renderPattern('{yyMMdd}{HH}{mm}{ss}/{seq2}', {}, parts), 3)).toBe('250301173005/03');
  });

  it('refuses a pattern without exactly one counter or with a missing value', () => {
    const parts = dateParts(at, 'UTC');
    expect(() => renderPattern('DN-{yyyy}', {}, parts)).toThrow(/no \{seqN\}/);
    expect(() => renderPattern('{seq2}{seq3}', {}, parts)).toThrow(/more than one/);
    expect(() => renderPattern('DN-{vendor}-{seq3}', {}, parts)).toThrow(/\{vendor\}/);
    expect(renderPattern('{v}{seq1}', { v: '{seq}x' }, parts).scope).toBe('seqx{seq}');
  });
});

describe('nextNumber', () => {
  it('counts per scope: the day and the vendor restart the counter', async () => {
    const day1 = new Date('2025-03-01T03:00:00Z');
    const day2 = new Date('2025-03-02T03:00:00Z');
    const p = 'DN-{vendor}-{yyyyMMdd}-{seq3}';
    expect(await take(a.id, 'Dn', p, { vendor: 'V1' }, day1)).toBe('DN-V1-20250301-001');
    expect(await take(a.id, 'Dn', p, { vendor: 'V1' }, day1)).toBe('DN-V1-20250301-002');
    expect(await take(a.id, 'Dn', p, { vendor: 'V2' }, day1)).toBe('DN-V2-20250301-001');
    expect(await take(a.id, 'Dn', p, { vendor: 'V1' }, day2)).toBe('DN-V1-20250302-001');
  });

  it("uses the tenant's time zone setting", async () => {
    // 20:00 UTC on 1 March is already 2 March in Shanghai (the default) but not in New York.
    const at = new Date('2025-03-01T20:00:00Z');
    expect(await take(a.id, 'Tz', 'T{yyyyMMdd}{seq1}', {}, at)).toBe('T202503021');
    await server.services.settings.set(b.id, SettingNames.TimeZone, 'America/New_York');
    expect(await take(b.id, 'Tz', 'T{yyyyMMdd}{seq1}', {}, at)).toBe('T202503011');
  });

  it('keeps two tenants apart', async () => {
    expect(await take(a.id, 'Crs', 'CRS-{yyyy}{seq5}')).toMatch(/^CRS-\d{4}00001$/);
    expect(await take(a.id, 'Crs', 'CRS-{yyyy}{seq5}')).toMatch(/^CRS-\d{4}00002$/);
    expect(await take(b.id, 'Crs', 'CRS-{yyyy}{seq5}')).toMatch(/^CRS-\d{4}00001$/);
  });

  it('gives a rolled-back number back: no gap', async () => {
    expect(await take(a.id, 'Rb', 'R{seq2}')).toBe('R01');
    await expect(
      inScope(server.database.db, tenantScope(a.id), async (tx) => {
        expect(await nextNumber(tx, 'Rb', 'R{seq2}')).toBe('R02');
        throw new Error('the document failed');
      }),
    ).rejects.toThrow('the document failed');
    expect(await take(a.id, 'Rb', 'R{seq2}')).toBe('R02');
  });

  it('hands 50 concurrent takers 50 distinct consecutive numbers', async () => {
    const db = (wide ?? server.database).db;
    let inFlight = 0;
    let maxInFlight = 0;
    const numbers = await Promise.all(
      Array.from({ length: 50 }, () =>
        inScope(db, tenantScope(b.id), async (tx) => {
          maxInFlight = Math.max(maxInFlight, ++inFlight);
          try {
            // Hold every transaction open a moment so that, on PostgreSQL, they overlap.
            await tx.execute(sql`select pg_sleep(0.01)`);
            return await nextNumber(tx, 'Many', 'M{seq3}');
          } finally {
            inFlight--;
          }
        }),
      ),
    );
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.map((n) => Number(n.slice(1))).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    // PGlite has one connection and serialises transactions; PostgreSQL must really overlap them.
    if (wide) expect(maxInFlight).toBeGreaterThan(1);
  });
});

describe('nextNumbers', () => {
  it('takes a block of consecutive numbers that the single taker continues after', async () => {
    const at = new Date('2026-11-24T03:00:00Z');
    const block = await inScope(server.database.db, tenantScope(a.id), (tx) =>
      nextNumbers(tx, 'Label', 'O{yyMMdd}{seq4}', 3, {}, { at }),
    );
    expect(block).toEqual(['O2611240001', 'O2611240002', 'O2611240003']);
    expect(await take(a.id, 'Label', 'O{yyMMdd}{seq4}', {}, at)).toBe('O2611240004');
    const next = await inScope(server.database.db, tenantScope(a.id), (tx) =>
      nextNumbers(tx, 'Label', 'O{yyMMdd}{seq4}', 2, {}, { at }),
    );
    expect(next).toEqual(['O2611240005', 'O2611240006']);
  });
});
