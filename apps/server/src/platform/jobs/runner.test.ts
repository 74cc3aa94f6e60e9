import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { JobRunner, type Job } from './runner.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A job that counts its runs and how many ran at once. */
function probe(name: string, options: { durationMs?: number; fail?: boolean; exclusive?: boolean } = {}) {
  const stats = { runs: 0, active: 0, maxActive: 0, aborted: 0 };
  const job: Job = {
    name,
    intervalMs: 5,
    ...(options.exclusive ? { exclusive: true } : {}),
    async run() {
      stats.runs++;
      stats.active++;
      stats.maxActive = Math.max(stats.maxActive, stats.active);
      try {
        await sleep(options.durationMs ?? 1);
        if (options.fail) throw new Error('boom');
      } finally {
        stats.active--;
      }
    },
    abort() {
      stats.aborted++;
    },
  };
  return { job, stats };
}

describe('job runner', () => {
  it('runs each job on its interval without overlapping runs, and stop waits for the run in progress', async () => {
    const runner = new JobRunner(server.database);
    const slow = probe('slow', { durationMs: 30 });
    runner.add(slow.job);
    expect(() => runner.add(slow.job)).toThrow();
    runner.start();
    await sleep(150);
    // A run called now while one is in progress joins it.
    await Promise.all([runner.runNow('slow'), runner.runNow('slow')]);
    await runner.stop();
    expect(slow.stats.runs).toBeGreaterThanOrEqual(2);
    expect(slow.stats.maxActive).toBe(1);
    expect(slow.stats.active).toBe(0);
    const after = slow.stats.runs;
    await sleep(50);
    expect(slow.stats.runs).toBe(after);
  });

  it('reports a failing run and keeps the schedule going', async () => {
    const errors: string[] = [];
    const runner = new JobRunner(server.database, (job, err) =>
      errors.push(`${job}: ${(err as Error).message}`),
    );
    const failing = probe('failing', { fail: true });
    runner.add(failing.job);
    runner.start();
    await sleep(80);
    await runner.stop();
    expect(failing.stats.runs).toBeGreaterThanOrEqual(2);
    expect(errors[0]).toBe('failing: boom');
    await expect(runner.runNow('missing')).rejects.toThrow();
  });

  it('asks a run in progress to wrap up when stopping', async () => {
    const runner = new JobRunner(server.database);
    const long = probe('long', { durationMs: 100 });
    runner.add(long.job);
    const run = runner.runNow('long');
    await sleep(10);
    await runner.stop();
    await run;
    expect(long.stats.aborted).toBe(1);
    expect(long.stats.active).toBe(0);
  });

  it('runs an exclusive job on one runner at a time across runners sharing the database', async () => {
    const a = new JobRunner(server.database);
    const b = new JobRunner(server.database);
    const shared = { runs: 0, active: 0, maxActive: 0 };
    const make = (): Job => ({
      name: 'exclusive-probe',
      intervalMs: 1000,
      exclusive: true,
      async run() {
        shared.runs++;
        shared.active++;
        shared.maxActive = Math.max(shared.maxActive, shared.active);
        await sleep(100);
        shared.active--;
      },
    });
    a.add(make());
    b.add(make());
    await Promise.all([a.runNow('exclusive-probe'), b.runNow('exclusive-probe')]);
    expect(shared.maxActive).toBe(1);
    expect(shared.runs).toBe(1);
    // Released afterwards: the next turn runs.
    await b.runNow('exclusive-probe');
    expect(shared.runs).toBe(2);
  });
});
