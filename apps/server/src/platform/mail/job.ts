import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { asSystem } from '../db/scope.js';
import type { Job } from '../jobs/runner.js';
import type { SecretBox } from '../security/secret-box.js';
import type { SettingService } from '../settings/service.js';
import { MailStatus, mailOutbox } from './schema.js';
import { smtpSettings, smtpTransport, type MailTransport, type SmtpSettings } from './smtp.js';

export interface MailJobOptions {
  /** How often the outbox is scanned. */
  intervalMs: number;
  /** Mails one sender claims per tenant and run. */
  batchSize: number;
  /** Attempts before a mail is marked failed. */
  maxTries: number;
  /** The wait after the 1st, 2nd ... failed attempt (the last value repeats). */
  backoffMs: readonly number[];
  /** How long a claimed mail stays with its sender; a sender that died loses it after this. */
  leaseMs: number;
  /** SMTP connection, greeting and socket timeouts. */
  smtpTimeoutMs: number;
}

export const defaultMailJobOptions: MailJobOptions = {
  intervalMs: 5_000,
  batchSize: 20,
  maxTries: 5,
  backoffMs: [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000],
  leaseMs: 10 * 60_000,
  smtpTimeoutMs: 30_000,
};

export type TransportFactory = (settings: SmtpSettings, timeoutMs: number) => MailTransport;

/** What one run did. */
export interface MailRunResult {
  sent: number;
  retrying: number;
  failed: number;
}

interface ClaimedMail {
  tenant_id: string;
  id: string;
  to_addresses: string[];
  cc_addresses: string[];
  subject: string;
  html_body: string;
  tries: number;
}

const MAX_ERROR_LENGTH = 2000;

function describeError(err: unknown): string {
  if (err instanceof Error) {
    const e = err as Error & { responseCode?: number; response?: string; code?: string };
    const parts = [e.message];
    if (e.response && !e.message.includes(e.response)) parts.push(e.response);
    return parts.join(' | ').slice(0, MAX_ERROR_LENGTH);
  }
  return String(err).slice(0, MAX_ERROR_LENGTH);
}

/**
 * The mail outbox sender. Each run takes, per tenant with an SMTP host configured, a batch of due
 * mails with `for update skip locked` and marks them "sending" under a lease in one short
 * transaction; sends them with no transaction open; and records each result in its own short
 * transaction, fenced by the try number (a sender whose lease lapsed cannot overwrite the one that
 * took over). Several instances therefore share the outbox without sending a mail twice.
 * Failures wait `backoffMs` and are retried until `maxTries`, then marked failed. Tenants without
 * an SMTP host are skipped: their mails stay pending.
 */
/** The mail's row while this sender's claim holds: still sending, at the try it claimed. */
function stillClaimed(mail: ClaimedMail) {
  return and(
    eq(mailOutbox.tenantId, mail.tenant_id),
    eq(mailOutbox.id, mail.id),
    eq(mailOutbox.status, MailStatus.Sending),
    eq(mailOutbox.tries, mail.tries),
  );
}

export class MailOutboxJob implements Job {
  readonly name = 'mail-outbox';
  readonly options: MailJobOptions;
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly settings: SettingService,
    private readonly box: SecretBox,
    options: Partial<MailJobOptions> = {},
    private readonly transport: TransportFactory = smtpTransport,
  ) {
    this.options = { ...defaultMailJobOptions, ...options };
  }

  get intervalMs(): number {
    return this.options.intervalMs;
  }

  async run(): Promise<void> {
    await this.tick();
  }

  /** Lets a run in progress finish the mail it is sending and hand the rest back. */
  abort(): void {
    this.stopping = true;
  }

  /** One pass over the outbox. */
  async tick(): Promise<MailRunResult> {
    this.stopping = false;
    const result: MailRunResult = { sent: 0, retrying: 0, failed: 0 };
    for (const tenantId of await this.dueTenants()) {
      if (this.stopping) break;
      const settings = await smtpSettings(this.settings, this.box, tenantId);
      if (!settings) continue;
      const claimed = await this.claim(tenantId);
      if (claimed.length === 0) continue;
      const transport = this.transport(settings, this.options.smtpTimeoutMs);
      try {
        for (const [index, mail] of claimed.entries()) {
          if (this.stopping) {
            await this.release(claimed.slice(index));
            break;
          }
          await this.deliver(transport, mail, result);
        }
      } finally {
        transport.close();
      }
    }
    return result;
  }

  private async dueTenants(): Promise<string[]> {
    const rows = await asSystem(this.db, (tx) =>
      queryRows<{ tenant_id: string }>(
        tx,
        sql`select distinct tenant_id from ${mailOutbox}
             where status in (${MailStatus.Pending}, ${MailStatus.Sending}) and next_attempt_time <= now()
             limit 1000`,
      ),
    );
    return rows.map((r) => r.tenant_id);
  }

  private claim(tenantId: string): Promise<ClaimedMail[]> {
    const lease = `${Math.max(1, Math.round(this.options.leaseMs))} milliseconds`;
    return asSystem(this.db, (tx) =>
      queryRows<ClaimedMail>(
        tx,
        sql`update ${mailOutbox} m
               set status = ${MailStatus.Sending}, tries = m.tries + 1,
                   next_attempt_time = now() + ${lease}::interval
             where (m.tenant_id, m.id) in (
                     select tenant_id, id from ${mailOutbox}
                      where tenant_id = ${tenantId}
                        and status in (${MailStatus.Pending}, ${MailStatus.Sending})
                        and next_attempt_time <= now()
                      order by next_attempt_time
                      limit ${this.options.batchSize}
                        for update skip locked)
         returning m.tenant_id, m.id, m.to_addresses, m.cc_addresses, m.subject, m.html_body, m.tries`,
      ),
    );
  }

  private async deliver(transport: MailTransport, mail: ClaimedMail, result: MailRunResult) {
    // A mail whose sender died mid-way on its last try is not tried a further time.
    if (mail.tries > this.options.maxTries) {
      await this.record(mail, { status: MailStatus.Failed });
      result.failed++;
      return;
    }
    try {
      await transport.send({
        to: mail.to_addresses,
        cc: mail.cc_addresses,
        subject: mail.subject,
        html: mail.html_body,
      });
    } catch (err) {
      const lastError = describeError(err);
      if (mail.tries >= this.options.maxTries) {
        await this.record(mail, { status: MailStatus.Failed, lastError });
        result.failed++;
      } else {
        const backoff = this.options.backoffMs;
        const wait = backoff[Math.min(mail.tries - 1, backoff.length - 1)] ?? 60_000;
        await this.record(mail, {
          status: MailStatus.Pending,
          lastError,
          nextAttemptTime: new Date(Date.now() + wait),
        });
        result.retrying++;
      }
      return;
    }
    await this.record(mail, { status: MailStatus.Sent, lastError: null, sentTime: new Date() });
    result.sent++;
  }

  /** Writes a result, only if the mail is still this sender's claim. */
  private async record(
    mail: ClaimedMail,
    set: { status: number; lastError?: string | null; sentTime?: Date; nextAttemptTime?: Date },
  ) {
    await asSystem(this.db, (tx) => tx.update(mailOutbox).set(set).where(stillClaimed(mail)));
  }

  /** Hands claimed mails back untried (the server is stopping). */
  private async release(mails: ClaimedMail[]) {
    for (const mail of mails) {
      await asSystem(this.db, (tx) =>
        tx
          .update(mailOutbox)
          .set({ status: MailStatus.Pending, tries: mail.tries - 1, nextAttemptTime: sql`now()` })
          .where(stillClaimed(mail)),
      );
    }
  }
}
