import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestServer, type TestServer } from '../../../test/harness.js';
import { ServerBusyError, FairQueue, fairQueueOf, setFairQueue, workContext } from './fair-queue.js';
import { asSystem } from './scope.js';

/** A promise and its resolver: a transaction that ends when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('the database queue (issue 16 #4)', () => {
  it('gives the next turn to the oldest request, not to the first transaction that asked', async () => {
    const queue = new FairQueue(1, 5_000);
    const done: string[] = [];
    const hold = gate();
    const holder = queue.run(() => hold.opened);
    // Request "late" (arrived at 200) asks before request "early" (arrived at 100) asks again.
    const late = workContext.run({ arrival: 200 }, () => queue.run(async () => void done.push('late')));
    const early = workContext.run({ arrival: 100 }, () => queue.run(async () => void done.push('early')));
    const job = queue.run(async () => void done.push('job')); // no request: arrives now
    expect(queue.queued).toBe(3);
    hold.open();
    await Promise.all([holder, late, early, job]);
    expect(done).toEqual(['early', 'late', 'job']);
  });

  it('starts at most one transaction per turn of the event loop, so connections are still accepted between them', async () => {
    // Transactions that never wait for I/O, as PGlite's queries (promise callbacks on this thread).
    const queue = new FairQueue(1, 5_000);
    let finished = 0;
    const runs = Array.from({ length: 10 }, () => queue.run(async () => void finished++));
    // Node accepts a connection once per turn of its event loop; a check-phase callback stands for one.
    const perTurn: number[] = [];
    let before = 0;
    const turn = () => {
      perTurn.push(finished - before);
      before = finished;
      if (finished < 10) setImmediate(turn);
    };
    setImmediate(turn);
    await Promise.all(runs);
    await new Promise((resolve) => setImmediate(resolve));
    expect(finished).toBe(10);
    expect(Math.max(...perTurn)).toBe(1);
  });

  it('runs up to its slots at once, in order of arrival after that', async () => {
    const queue = new FairQueue(2, 5_000);
    const running: number[] = [];
    let peak = 0;
    const work = (n: number) =>
      workContext.run({ arrival: n }, () =>
        queue.run(async () => {
          running.push(n);
          peak = Math.max(peak, running.length);
          await delay(5);
          running.splice(running.indexOf(n), 1);
        }),
      );
    await Promise.all([5, 1, 4, 2, 3].map(work));
    expect(peak).toBe(2);
  });

  it('admits at once while a turn is free and nobody waits, and never past someone waiting', async () => {
    const queue = new FairQueue(2, 5_000);
    const first = queue.tryEnter();
    const second = queue.tryEnter();
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    expect(queue.tryEnter()).toBeUndefined(); // both turns taken
    const waiting = queue.enter();
    first!();
    first!(); // a turn is given back once, however often called
    // The freed turn is the waiting request's: a newcomer does not pass it.
    expect(queue.tryEnter()).toBeUndefined();
    const third = await waiting;
    second!();
    third();
    expect(queue.tryEnter()).toBeTypeOf('function');
  });

  it('refuses a transaction that waited past the bound, with a Retry-After estimate', async () => {
    const queue = new FairQueue(1, 50);
    const hold = gate();
    const holder = queue.run(() => hold.opened);
    await expect(queue.run(async () => 'never')).rejects.toBeInstanceOf(ServerBusyError);
    await expect(queue.run(async () => 'never')).rejects.toMatchObject({
      retryAfterSeconds: expect.any(Number),
    });
    expect(queue.queued).toBe(0);
    hold.open();
    await holder;
    expect(await queue.run(async () => 'now')).toBe('now');
  });

  it('bounds the wait of a request over all its transactions, not each one', async () => {
    const queue = new FairQueue(1, 120);
    const request = { arrival: 1 };
    const waitOnce = async () => {
      const hold = gate();
      const holder = queue.run(() => hold.opened);
      const waiting = workContext.run(request, () => queue.run(async () => 'ran'));
      waiting.catch(() => undefined); // looked at below
      await delay(80);
      hold.open();
      await holder;
      return waiting;
    };
    expect(await waitOnce()).toBe('ran');
    // 80 ms of the 120 are spent: the next wait of the same request runs out after about 40.
    await expect(waitOnce()).rejects.toBeInstanceOf(ServerBusyError);
  });
});

describe('a full queue answers 503 with the envelope and Retry-After', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = (await login(server.app, { username: 'admin' })).access_token;
  });
  afterAll(() => server.close());

  it('rather than hanging', async () => {
    const db = server.database.db;
    const original = fairQueueOf(db)!;
    const short = new FairQueue(original.slots, 200);
    setFairQueue(db, short);
    const hold = gate();
    // Every slot held by a long transaction.
    const holders = Array.from({ length: short.slots }, () => asSystem(db, () => hold.opened));
    try {
      await delay(20);
      const started = Date.now();
      const res = await server.app.inject({
        url: '/api/identity/users',
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers._abperrorformat).toBe('true');
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(res.json().error).toMatchObject({
        code: 'SupplierPortal:ServerBusy',
        message: expect.stringMatching(/^The server is busy\. Please try again in \d+ seconds\.$/),
      });
    } finally {
      hold.open();
      await Promise.all(holders);
      setFairQueue(db, original);
    }
    const after = await server.app.inject({
      url: '/api/identity/users',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(200);
  });
});
