import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../db/client.js';
import { testDatabaseUrl } from '../../../test/file-database.js';
import { testConfig } from '../../../test/test-config.js';
import '../../../test/provided-context.js';
import { loggerOptions, prettyLine } from './request-log.js';

/** A server of this test whose log lines land in `lines`. */
async function loggedServer(level: string, lines: string[]) {
  const url = await testDatabaseUrl();
  const template = inject('pgliteTemplate');
  const dir = url ? undefined : await fs.mkdtemp(path.join(os.tmpdir(), 'sp-log-'));
  if (dir) await fs.cp(template!, dir, { recursive: true });
  const database = await openDatabase(url ? { url, poolSize: 2 } : { dataDir: dir });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sp-log-data-'));
  const built = await buildApp(testConfig({ logLevel: level, dataDir }), database, {
    logTarget: { write: (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)) },
  });
  await built.app.ready();
  return {
    app: built.app,
    async close() {
      await built.app.close();
      await database.close();
      if (dir) await fs.rm(dir, { recursive: true, force: true });
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

const parsed = (lines: string[]) => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

describe('request log (issue 16 #9)', () => {
  it('writes one line per request at info: method, URL, status, milliseconds', async () => {
    const lines: string[] = [];
    const server = await loggedServer('info', lines);
    try {
      lines.length = 0;
      await server.app.inject({ url: '/api/abp/application-configuration' });
      await server.app.inject({ url: '/api/identity/users?password=hunter2' });
      const entries = parsed(lines);
      expect(entries, lines.join('\n')).toHaveLength(2);
      expect(entries[0]).toMatchObject({
        level: 30,
        method: 'GET',
        url: '/api/abp/application-configuration',
        status: 200,
        ms: expect.any(Number),
        msg: expect.stringMatching(/^GET \/api\/abp\/application-configuration 200 [\d.]+ ms$/),
      });
      // Secret query values stay out of the log, as in the audit log.
      expect(entries[1]).toMatchObject({ status: 401, url: '/api/identity/users?password=***' });
      expect(lines.join('\n')).not.toMatch(/incoming request|request completed|hunter2/);
    } finally {
      await server.close();
    }
  });

  it('adds the detail at debug, secrets hidden', async () => {
    const lines: string[] = [];
    const server = await loggedServer('debug', lines);
    try {
      lines.length = 0;
      await server.app.inject({
        url: '/api/abp/application-configuration',
        headers: { authorization: 'Bearer not-a-token', 'user-agent': 'log-test' },
      });
      const entries = parsed(lines).filter((e) => e.msg === 'request detail');
      expect(entries).toHaveLength(1);
      const detail = entries[0] as { request: { headers: Record<string, string> } };
      expect(detail.request.headers['user-agent']).toBe('log-test');
      expect(detail.request.headers.authorization).toBe('***');
    } finally {
      await server.close();
    }
  });

  it('prints readable lines when stdout is a terminal, JSON otherwise', () => {
    const json = JSON.stringify({
      level: 30,
      time: Date.UTC(2026, 0, 1, 8, 30, 0),
      pid: 1,
      hostname: 'h',
      reqId: 'abc',
      method: 'GET',
      url: '/api/x',
      status: 200,
      ms: 3.2,
      msg: 'GET /api/x 200 3.2 ms',
    });
    expect(prettyLine(json, false)).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/x 200 3\.2 ms\n$/);
    const tty = { write: () => true, isTTY: true };
    const pipe = { write: () => true, isTTY: false };
    const stream = (o: ReturnType<typeof loggerOptions>) => (o.logger as { stream: unknown }).stream;
    expect(stream(loggerOptions('info', tty))).not.toBe(tty);
    expect(stream(loggerOptions('info', pipe))).toBe(pipe);
    expect(loggerOptions('silent', tty).logger).toBe(false);
  });
});
