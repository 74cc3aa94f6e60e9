import { AsyncLocalStorage } from 'node:async_hooks';
import type { Tx } from './client.js';
import type { DataScope } from './scope.js';

/**
 * The unit of work the current code belongs to: an HTTP request (http/request-context.ts), or
 * nothing for start-up and jobs. Transactions read it to queue fairly and to take the request's
 * audit row along (audit/plugin.ts).
 */
export interface WorkContext {
  /** When the request arrived (ms, `performance.now()`): the older request goes first. */
  readonly arrival: number;
  /** How long its transactions have waited for their turn so far (ms): the bound is per request. */
  waitedMs?: number;
  /** Added to each scoped transaction just before it commits (the request's audit row). */
  join?: (tx: Tx, scope: DataScope) => Promise<void>;
}
export const workContext = new AsyncLocalStorage<WorkContext>();

/** A request waited its whole bound for a turn (its admission or its transactions): a 503. */
export class ServerBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`the server is busy: retry in ${retryAfterSeconds} s`);
  }
}

interface Ticket {
  arrival: number;
  seq: number;
  grant: () => void;
  timer: NodeJS.Timeout | undefined;
}

/**
 * The database's waiting line: at most `slots` transactions run at once (PGlite: one, it has one
 * connection; PostgreSQL: the pool's size), and the next one to run is the one whose request came
 * first, not the one that asked first. A request needs several transactions one after another
 * (session, principal, settings, its own work); queued one transaction at a time, an early request
 * would wait a full line for each of them while newer ones pass it, and a burst's first requests
 * would finish last. Oldest first, requests finish about in the order they came.
 *
 * A request whose transactions have waited `maxWaitMs` in all is refused with `ServerBusyError`
 * (the error envelope answers 503 with Retry-After) instead of hanging; so is any other transaction
 * (a job) that waits that long.
 *
 * A turn always starts on a later turn of the event loop (`setImmediate`), never in the same run of
 * promise callbacks that asked for it or gave the previous turn back (`tryEnter`, for a request's
 * admission on its socket's callback, is the one exception). Node accepts one new
 * connection per turn of its event loop; PGlite's queries run on this thread as plain promise
 * callbacks, so handing turns on directly ran a whole line of transactions between two turns (about
 * 45 turns a second at 100 busy connections), and a burst's later connections were accepted seconds
 * late (`npm run bench`: max 10 s at 100 connections on PGlite). One transaction per turn keeps the
 * loop turning (about 340 a second) for the cost of a few microseconds per transaction.
 */
export class FairQueue {
  private active = 0;
  private seq = 0;
  /** Waiting tickets, oldest request first (then first asked). */
  private readonly waiting: Ticket[] = [];
  /** Moving average of how long a transaction holds its slot (ms), for Retry-After. */
  private averageMs = 5;

  constructor(
    readonly slots: number,
    readonly maxWaitMs: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    const leave = await this.enter();
    try {
      return await work();
    } finally {
      leave();
    }
  }

  /**
   * Waits for a turn like `run`, for work whose end comes later and elsewhere (a request's life,
   * http/request-context.ts); the function returned gives the turn back (once, however often called).
   */
  async enter(): Promise<() => void> {
    const context = workContext.getStore();
    const asked = performance.now();
    await this.acquire(context?.arrival ?? asked, Math.max(0, this.maxWaitMs - (context?.waitedMs ?? 0)));
    const started = performance.now();
    if (context) context.waitedMs = (context.waitedMs ?? 0) + (started - asked);
    return this.leaver(started);
  }

  /**
   * A turn at once when one is free and nobody waits (no one older can be passed), else undefined:
   * for a request's admission, which arrives on a socket's callback, not in a chain of promises
   * that would keep the event loop from turning, so it need not start on a later turn.
   */
  tryEnter(): (() => void) | undefined {
    if (this.active >= this.slots || this.waiting.length > 0) return undefined;
    this.active++;
    return this.leaver(performance.now());
  }

  /** Gives a turn taken at `started` back, once however often called. */
  private leaver(started: number): () => void {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.averageMs = this.averageMs * 0.9 + (performance.now() - started) * 0.1;
      this.release();
    };
  }

  /** Transactions waiting now (tests, diagnostics). */
  get queued(): number {
    return this.waiting.length;
  }

  /** Turns taken now (tests, diagnostics). */
  get taken(): number {
    return this.active;
  }

  private acquire(arrival: number, budgetMs: number): Promise<void> {
    if (this.active < this.slots && this.waiting.length === 0) {
      this.active++;
      return new Promise((resolve) => setImmediate(resolve));
    }
    if (budgetMs <= 0) return Promise.reject(new ServerBusyError(this.retryAfterSeconds()));
    return new Promise<void>((resolve, reject) => {
      const ticket: Ticket = {
        arrival,
        seq: this.seq++,
        grant: resolve,
        timer: undefined,
      };
      ticket.timer = setTimeout(() => {
        const at = this.waiting.indexOf(ticket);
        if (at < 0) return;
        this.waiting.splice(at, 1);
        reject(new ServerBusyError(this.retryAfterSeconds()));
      }, budgetMs);
      ticket.timer.unref?.();
      this.waiting.splice(this.position(ticket), 0, ticket);
    });
  }

  private release() {
    const next = this.waiting.shift();
    if (!next) {
      this.active--;
      return;
    }
    clearTimeout(next.timer);
    setImmediate(next.grant);
  }

  /** Where a ticket goes: after every older request's (binary search; the line is kept sorted). */
  private position(t: Ticket): number {
    let lo = 0;
    let hi = this.waiting.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const w = this.waiting[mid]!;
      if (w.arrival < t.arrival || (w.arrival === t.arrival && w.seq < t.seq)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** About how long the line takes to clear now, in whole seconds (at least 1). */
  private retryAfterSeconds(): number {
    return Math.max(1, Math.ceil((this.waiting.length * this.averageMs) / this.slots / 1000));
  }
}

const queues = new WeakMap<object, FairQueue>();

/** The queue every transaction on `db` waits in (set when the database is opened). */
export function setFairQueue(db: object, queue: FairQueue): void {
  queues.set(db, queue);
}

export function fairQueueOf(db: object): FairQueue | undefined {
  return queues.get(db);
}
