import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/client.js';

/** A unit of background work, run every `intervalMs` inside the server process. */
export interface Job {
  name: string;
  intervalMs: number;
  /**
   * At most one run at a time across every instance sharing the database: the run holds a
   * PostgreSQL advisory lock, and an instance that cannot take it skips its turn. Jobs that lock
   * their own rows (`for update skip locked`, like the mail outbox) leave it off and share the work.
   */
  exclusive?: boolean;
  run(): Promise<void>;
  /** Asks a run in progress to wrap up early (the server is stopping). */
  abort?(): void;
}

export type JobErrorHandler = (job: string, err: unknown) => void;

/** PGlite is one process: the locks its "instances" (runners in this process) hold, per database. */
const heldInProcess = new WeakMap<Database, Set<string>>();

/**
 * Runs each job every `intervalMs` (the next run is scheduled when the previous one ends, so runs of
 * one job never overlap in a process). Started by the process entry once the server listens,
 * stopped when the app closes: `stop` waits for the runs in progress.
 */
export class JobRunner {
  private readonly jobs = new Map<string, Job>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  private started = false;

  constructor(
    private readonly database: Database,
    private readonly onError: JobErrorHandler = (job, err) => console.error(`Job ${job} failed:`, err),
  ) {}

  add(job: Job): void {
    if (this.jobs.has(job.name)) throw new Error(`Job ${job.name} is already registered`);
    this.jobs.set(job.name, job);
    if (this.started) this.schedule(job, job.intervalMs);
  }

  get isStarted(): boolean {
    return this.started;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const job of this.jobs.values()) this.schedule(job, job.intervalMs);
  }

  async stop(): Promise<void> {
    this.started = false;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    for (const name of this.running.keys()) this.jobs.get(name)?.abort?.();
    await Promise.allSettled([...this.running.values()]);
  }

  /**
   * Runs a job now, unless a run is already in progress in this process (then waits for that
   * one). Errors go to the error handler, as for scheduled runs.
   */
  async runNow(name: string): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`No job ${name}`);
    const current = this.running.get(name);
    if (current) return current;
    const run = this.execute(job).finally(() => this.running.delete(name));
    this.running.set(name, run);
    return run;
  }

  private schedule(job: Job, delay: number) {
    const timer = setTimeout(() => {
      this.timers.delete(job.name);
      void this.runNow(job.name).finally(() => {
        if (this.started) this.schedule(job, job.intervalMs);
      });
    }, delay);
    timer.unref();
    this.timers.set(job.name, timer);
  }

  private async execute(job: Job): Promise<void> {
    try {
      if (job.exclusive) await this.withLock(job.name, () => job.run());
      else await job.run();
    } catch (err) {
      this.onError(job.name, err);
    }
  }

  /** Runs `work` holding the job's advisory lock, or skips it when another holder has it. */
  private async withLock(name: string, work: () => Promise<void>): Promise<void> {
    if (this.database.kind === 'pglite') {
      let held = heldInProcess.get(this.database);
      if (!held) heldInProcess.set(this.database, (held = new Set()));
      if (held.has(name)) return;
      held.add(name);
      try {
        await work();
      } finally {
        held.delete(name);
      }
      return;
    }
    // A session lock on a connection of its own: the work itself runs its own transactions.
    await this.database.withConnection(async (connection) => {
      const key = sql`hashtextextended(${`job:${name}`}, 0)`;
      const [row] = await queryRows<{ locked: boolean }>(
        connection,
        sql`select pg_try_advisory_lock(${key}) as locked`,
      );
      if (!row?.locked) return;
      try {
        await work();
      } finally {
        await connection.execute(sql`select pg_advisory_unlock(${key})`);
      }
    });
  }
}
