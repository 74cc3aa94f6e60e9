import {
  LETTER_DUE_REMINDER_DAYS,
  LETTER_EXPIRING_DAYS,
  LETTER_EXPIRY_REMINDER_DAYS,
  LetterStatus,
  letterWorkflow,
  PartNoConfirmStatus,
  type LetterStatusValue,
} from '@sp/contracts';
import { and, asc, desc, eq, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../../platform/db/client.js';
import { asSystem, inScope, tenantScope } from '../../../platform/db/scope.js';
import { BusinessError } from '../../../platform/http/errors.js';
import type { Job } from '../../../platform/jobs/runner.js';
import { timedTransitionJob, type TimedTransition } from '../../../platform/workflow/timed.js';
import { mailDueReminder, mailExpired, mailExpiring, type LetterRow } from '../mail.js';
import { openRequestFromLetter } from '../requests/from-letter.js';
import { letterFiles, letters, partNoConfirms } from '../schema.js';
import { addDays, dayIn, daysBetween, earlier, tenantToday } from './clock.js';

/**
 * The letters' daily work (business-domain §2.2, issue 12 item 7), checked hourly and done once a
 * day per row, one instance at a time (the job is exclusive) and, inside it, each row under a
 * `for update skip locked` lock, so a second run on the same day finds nothing left to do:
 * - approved letters within 30 days of their end of validity turn Expiring (the system's
 *   `markExpiring`, with history and audit) and a renewal request is opened from them;
 * - past the end they turn Expired (mailed once);
 * - the supplier and the owner engineer are reminded 30, 7 and 1 days before the end, each once;
 * - letter files past their document's valid-to turn Expired;
 * - requests not yet answered or started, and letters in Draft or Returned, remind the supplier 3
 *   days before the due date and then every day while overdue.
 * A letter's end of validity is its valid-to (the earliest valid-to of its required documents),
 * or, for a conditional approval, the deviation end date when that comes first.
 */

const S = LetterStatus;
const VALID = [S.Approved, S.ConditionallyApproved, S.Expiring] as const;
/** How many rows of a tenant one pass takes (the rest follow in the next hourly run). */
const PER_PASS = 500;

type Row = LetterRow & { previousStatus?: number };

/** The end of a letter's validity in SQL: `least` skips the deviation date of an unconditional one. */
const endOf = sql<
  string | null
>`least(${letters.validTo}, case when ${letters.status} = ${S.ConditionallyApproved} or ${letters.conclusion} = 'ConditionallyApproved' then ${letters.deviationUntil} end)`;

/** The same in code, for a loaded letter. */
export const letterEnd = (l: Pick<LetterRow, 'validTo' | 'deviationUntil' | 'status' | 'conclusion'>) =>
  l.status === S.ConditionallyApproved || l.conclusion === 'ConditionallyApproved'
    ? earlier(l.validTo, l.deviationUntil)
    : l.validTo;

export interface LetterJobResult {
  expiring: number;
  expired: number;
  renewals: number;
  expiryMails: number;
  filesExpired: number;
  dueReminders: number;
}

/** The open renewal request of a letter (not cancelled), newest first. */
async function openRenewal(tx: Tx, tenantId: string, letterId: string) {
  const [r] = await tx
    .select({ id: partNoConfirms.id, requestNo: partNoConfirms.requestNo })
    .from(partNoConfirms)
    .where(
      and(
        eq(partNoConfirms.tenantId, tenantId),
        eq(partNoConfirms.previousLetterId, letterId),
        eq(partNoConfirms.requestType, 'Renewal'),
        ne(partNoConfirms.status, PartNoConfirmStatus.Cancelled),
        eq(partNoConfirms.isDeleted, false),
      ),
    )
    .orderBy(desc(partNoConfirms.creationTime))
    .limit(1);
  return r;
}

/**
 * Opens the renewal request of a letter unless one is open already. The requests part refuses a
 * duplicate by its own rules as well: that refusal (a business error, inside a savepoint so the
 * transaction goes on) also means "already open". Answers the renewal's number and whether it is new.
 */
export async function ensureRenewal(
  tx: Tx,
  tenantId: string,
  letterId: string,
): Promise<{ requestNo: string | null; opened: boolean }> {
  const existing = await openRenewal(tx, tenantId, letterId);
  if (existing) return { requestNo: existing.requestNo, opened: false };
  try {
    const made = await tx.transaction((sp) =>
      openRequestFromLetter(sp, null, tenantId, letterId, 'Renewal', null),
    );
    return { requestNo: made.requestNo, opened: true };
  } catch (err) {
    if (!(err instanceof BusinessError)) throw err;
    return { requestNo: (await openRenewal(tx, tenantId, letterId))?.requestNo ?? null, opened: false };
  }
}

function lockLetter(tx: Tx, tenantId: string, id: string): Promise<Row | undefined> {
  return tx
    .select()
    .from(letters)
    .where(and(eq(letters.tenantId, tenantId), eq(letters.id, id), eq(letters.isDeleted, false)))
    .for('update', { skipLocked: true })
    .then(([row]) => row);
}

/** The status written by a system step, with the stamp the transition chose (the old one in the WHERE). */
export function updateLetter(tx: Tx, row: Row, to: LetterStatusValue, stamp: string, now: Date) {
  return tx
    .update(letters)
    .set({ status: to, statusTime: now, concurrencyStamp: stamp, lastModificationTime: now })
    .where(
      and(
        eq(letters.tenantId, row.tenantId),
        eq(letters.id, row.id),
        eq(letters.concurrencyStamp, row.concurrencyStamp),
      ),
    )
    .returning()
    .then((rows) => rows.map((r): Row => ({ ...r, previousStatus: row.status })));
}

const audited = (r: Row) => ({ status: r.status });

/** Approved letters of the tenant whose end is within 30 days (and not past): → Expiring. */
function expiringTransition(
  tenantId: string,
  today: string,
  now: Date,
  counts: LetterJobResult,
): TimedTransition<LetterStatusValue, 'markExpiring', Row> {
  return {
    workflow: letterWorkflow,
    action: 'markExpiring',
    intervalMs: 0,
    due: (tx, _now, limit) =>
      tx
        .select({ tenantId: letters.tenantId, id: letters.id })
        .from(letters)
        .where(
          and(
            eq(letters.tenantId, tenantId),
            inArray(letters.status, [S.Approved, S.ConditionallyApproved]),
            eq(letters.isDeleted, false),
            sql`${endOf} >= ${today}::date`,
            sql`${endOf} <= ${addDays(today, LETTER_EXPIRING_DAYS)}::date`,
          ),
        )
        .orderBy(asc(endOf), asc(letters.id))
        .limit(limit),
    lock: lockLetter,
    update: (tx, row, to, stamp) => updateLetter(tx, row, to, stamp, now),
    audited,
    effects: async (tx, updated) => {
      counts.expiring++;
      if ((await ensureRenewal(tx, tenantId, updated.id)).opened) counts.renewals++;
    },
  };
}

/** Valid letters of the tenant past their end: → Expired, mailed once; a renewal if none is open. */
function expireTransition(
  tenantId: string,
  today: string,
  now: Date,
  counts: LetterJobResult,
): TimedTransition<LetterStatusValue, 'expire', Row> {
  return {
    workflow: letterWorkflow,
    action: 'expire',
    intervalMs: 0,
    due: (tx, _now, limit) =>
      tx
        .select({ tenantId: letters.tenantId, id: letters.id })
        .from(letters)
        .where(
          and(
            eq(letters.tenantId, tenantId),
            inArray(letters.status, [...VALID]),
            eq(letters.isDeleted, false),
            sql`${endOf} < ${today}::date`,
          ),
        )
        .orderBy(asc(endOf), asc(letters.id))
        .limit(limit),
    lock: lockLetter,
    update: (tx, row, to, stamp) => updateLetter(tx, row, to, stamp, now),
    audited,
    effects: async (tx, updated) => {
      counts.expired++;
      // A letter that skipped Expiring (the job did not run in its last 30 days) gets its renewal now.
      const renewal =
        updated.previousStatus === S.Expiring
          ? { requestNo: (await openRenewal(tx, tenantId, updated.id))?.requestNo ?? null, opened: false }
          : await ensureRenewal(tx, tenantId, updated.id);
      if (renewal.opened) counts.renewals++;
      await mailExpired(tx, updated, letterEnd(updated) ?? '', renewal.requestNo);
      counts.expiryMails++;
    },
  };
}

/** The reminder a letter with `daysLeft` to its end is due (30, 7, 1), if any. */
export function noticeDue(daysLeft: number): number | undefined {
  return [...LETTER_EXPIRY_REMINDER_DAYS].sort((a, b) => a - b).find((d) => daysLeft <= d);
}

/** Expiry reminders at 30, 7 and 1 days before the end, each once (`expiry_notice_days`). */
async function remindExpiring(tx: Tx, tenantId: string, today: string): Promise<number> {
  const smallest = Math.min(...LETTER_EXPIRY_REMINDER_DAYS);
  const rows = await tx
    .select()
    .from(letters)
    .where(
      and(
        eq(letters.tenantId, tenantId),
        inArray(letters.status, [...VALID]),
        eq(letters.isDeleted, false),
        sql`${endOf} >= ${today}::date`,
        sql`${endOf} <= ${addDays(today, Math.max(...LETTER_EXPIRY_REMINDER_DAYS))}::date`,
        or(isNull(letters.expiryNoticeDays), sql`${letters.expiryNoticeDays} > ${smallest}`),
      ),
    )
    .orderBy(asc(endOf), asc(letters.id))
    .limit(PER_PASS)
    .for('update', { skipLocked: true });
  let sent = 0;
  for (const l of rows) {
    const end = letterEnd(l);
    if (!end) continue;
    const daysLeft = daysBetween(today, end);
    const notice = noticeDue(daysLeft);
    if (notice === undefined || (l.expiryNoticeDays !== null && l.expiryNoticeDays <= notice)) continue;
    const renewal = await openRenewal(tx, tenantId, l.id);
    await mailExpiring(tx, l, end, daysLeft, renewal?.requestNo ?? null);
    await tx
      .update(letters)
      .set({ expiryNoticeDays: notice })
      .where(and(eq(letters.tenantId, tenantId), eq(letters.id, l.id)));
    sent++;
  }
  return sent;
}

/** Active files whose document's valid-to has passed: → Expired. */
async function expireFiles(tx: Tx, tenantId: string, today: string): Promise<number> {
  const rows = await tx
    .update(letterFiles)
    .set({ status: 'Expired' })
    .where(
      and(
        eq(letterFiles.tenantId, tenantId),
        eq(letterFiles.status, 'Active'),
        eq(letterFiles.isDeleted, false),
        lt(letterFiles.docValidTo, today),
      ),
    )
    .returning({ id: letterFiles.id });
  return rows.length;
}

/**
 * Due reminders: requests waiting for the vendor (to acknowledge, or acknowledged without a letter)
 * and letters in Draft or Returned. One reminder once the due date is 3 days away (the day it
 * comes into reach, or the first run after), then one every day while overdue. A letter's
 * reminder is kept on its request's row (`due_reminded_on`), locked `skip locked`.
 */
async function remindDue(tx: Tx, tenantId: string, today: string): Promise<number> {
  const horizon = addDays(today, LETTER_DUE_REMINDER_DAYS);
  const reminded = partNoConfirms.dueRemindedOn;
  /** Due now for a row whose due date is `due`: the advance reminder not yet sent, or overdue and not yet today. */
  const remindable = (due: SQL) =>
    or(
      and(
        sql`${due} >= ${today}::date`,
        sql`${due} <= ${horizon}::date`,
        or(isNull(reminded), sql`${reminded} < ${due} - ${LETTER_DUE_REMINDER_DAYS}::int`),
      ),
      and(sql`${due} < ${today}::date`, or(isNull(reminded), lt(reminded, today))),
    );
  const requests = await tx
    .select()
    .from(partNoConfirms)
    .where(
      and(
        eq(partNoConfirms.tenantId, tenantId),
        inArray(partNoConfirms.status, [PartNoConfirmStatus.PendingAck, PartNoConfirmStatus.Acknowledged]),
        isNull(partNoConfirms.letterId),
        eq(partNoConfirms.isDeleted, false),
        remindable(sql`${partNoConfirms.dueDate}`),
      ),
    )
    .orderBy(asc(partNoConfirms.dueDate), asc(partNoConfirms.id))
    .limit(PER_PASS)
    .for('update', { skipLocked: true });
  const letterDue = sql<string>`coalesce(${letters.dueDate}, ${partNoConfirms.dueDate})`;
  const drafts = await tx
    .select({
      request: partNoConfirms,
      letter: {
        id: letters.id,
        letterNo: letters.letterNo,
        status: letters.status,
        dueDate: letters.dueDate,
      },
    })
    .from(letters)
    .innerJoin(
      partNoConfirms,
      and(eq(partNoConfirms.tenantId, letters.tenantId), eq(partNoConfirms.id, letters.partNoConfirmId)),
    )
    .where(
      and(
        eq(letters.tenantId, tenantId),
        inArray(letters.status, [S.Draft, S.Returned]),
        eq(letters.isDeleted, false),
        remindable(letterDue),
      ),
    )
    .orderBy(asc(letterDue), asc(letters.id))
    .limit(PER_PASS)
    .for('update', { of: partNoConfirms, skipLocked: true });

  const subjects = [
    ...requests.map((request) => ({ request, letter: null })),
    ...drafts.filter((d) => !requests.some((r) => r.id === d.request.id)),
  ];
  for (const s of subjects) await mailDueReminder(tx, s, today);
  if (subjects.length > 0)
    await tx
      .update(partNoConfirms)
      .set({ dueRemindedOn: today })
      .where(
        and(
          eq(partNoConfirms.tenantId, tenantId),
          inArray(
            partNoConfirms.id,
            subjects.map((s) => s.request.id),
          ),
        ),
      );
  return subjects.length;
}

/** The tenants with anything the job may have to do today (a day's margin for time zones). */
async function tenantsWithWork(database: Database, now: Date): Promise<string[]> {
  const horizon = dayIn('UTC', new Date(now.getTime() + 2 * 86_400_000));
  return asSystem(database.db, async (tx) => {
    const ofLetters = await tx
      .selectDistinct({ tenantId: letters.tenantId })
      .from(letters)
      .where(
        and(
          eq(letters.isDeleted, false),
          or(
            and(
              inArray(letters.status, [...VALID]),
              sql`${endOf} <= ${addDays(horizon, LETTER_EXPIRING_DAYS)}::date`,
            ),
            inArray(letters.status, [S.Draft, S.Returned]),
          ),
        ),
      );
    const ofRequests = await tx
      .selectDistinct({ tenantId: partNoConfirms.tenantId })
      .from(partNoConfirms)
      .where(
        and(
          inArray(partNoConfirms.status, [PartNoConfirmStatus.PendingAck, PartNoConfirmStatus.Acknowledged]),
          eq(partNoConfirms.isDeleted, false),
          lte(partNoConfirms.dueDate, addDays(horizon, LETTER_DUE_REMINDER_DAYS)),
        ),
      );
    const ofFiles = await tx
      .selectDistinct({ tenantId: letterFiles.tenantId })
      .from(letterFiles)
      .where(and(eq(letterFiles.status, 'Active'), lt(letterFiles.docValidTo, horizon)));
    return [...new Set([...ofLetters, ...ofRequests, ...ofFiles].map((r) => r.tenantId))];
  });
}

/**
 * One run of the letters' daily work at `now` (tests move the clock). Each tenant's "today" is in
 * its own time zone. Idempotent within a day: a second run the same day changes and mails nothing.
 */
export async function runLetterJobs(database: Database, now: Date = new Date()): Promise<LetterJobResult> {
  const counts: LetterJobResult = {
    expiring: 0,
    expired: 0,
    renewals: 0,
    expiryMails: 0,
    filesExpired: 0,
    dueReminders: 0,
  };
  for (const tenantId of await tenantsWithWork(database, now)) {
    const scope = tenantScope(tenantId);
    const today = await inScope(database.db, scope, (tx) => tenantToday(tx, now));
    await timedTransitionJob(database, expireTransition(tenantId, today, now, counts)).runOnce(now);
    await timedTransitionJob(database, expiringTransition(tenantId, today, now, counts)).runOnce(now);
    counts.expiryMails += await inScope(database.db, scope, (tx) => remindExpiring(tx, tenantId, today));
    counts.filesExpired += await inScope(database.db, scope, (tx) => expireFiles(tx, tenantId, today));
    counts.dueReminders += await inScope(database.db, scope, (tx) => remindDue(tx, tenantId, today));
  }
  return counts;
}

/** Checked hourly; every step does its work once a day. One instance runs it at a time. */
export const letterDailyJob = (database: Database): Job => ({
  name: 'LetterOfRecognition.Daily',
  intervalMs: 60 * 60 * 1000,
  exclusive: true,
  run: async () => {
    await runLetterJobs(database);
  },
});
