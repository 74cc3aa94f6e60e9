import type { AddressInfo } from 'node:net';
import { Policies } from '@sp/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTenant,
  createUser,
  login,
  startTestServer,
  type TestServer,
  type TestTenant,
} from '../../../test/harness.js';
import { createSupplier } from '../../modules/suppliers/service.js';
import { users } from '../../modules/identity/schema.js';
import { asSystem, inScope, tenantScope } from '../db/scope.js';
import { grantToRole } from '../permissions/grants.js';
import { SecretBox } from '../security/secret-box.js';
import { SettingNames } from '../settings/definitions.js';
import { MailOutboxJob, type MailJobOptions } from './job.js';
import { enqueueMail, type OutgoingMail } from './outbox.js';
import { MailStatus, mailOutbox } from './schema.js';
import { htmlToText } from './smtp.js';

/** A real SMTP server on loopback that keeps what it receives. */
interface Inbox {
  port: number;
  received: { to: string[]; data: string; user: string | undefined }[];
  close(): Promise<void>;
}

async function startSmtp(options: SMTPServerOptions = {}): Promise<Inbox> {
  const received: Inbox['received'] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('reject')) {
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

let server: TestServer;
let inbox: Inbox;
let box: SecretBox;

beforeAll(async () => {
  server = await startTestServer();
  inbox = await startSmtp();
  box = new SecretBox(server.services.config.secretKey);
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

const fast: Partial<MailJobOptions> = { backoffMs: [20, 1000], maxTries: 3, leaseMs: 60_000 };
const newJob = (options: Partial<MailJobOptions> = {}) =>
  new MailOutboxJob(server.database.db, server.services.settings, box, { ...fast, ...options });

async function smtpTenant(prefix: string, port: number | null, extra: Record<string, string> = {}) {
  const tenant = await createTenant(server, prefix);
  const { settings } = server.services;
  // A tenant's own empty value overrides whatever the host sets meanwhile (this file's tests share the host).
  await settings.set(tenant.id, SettingNames.SmtpHost, port === null ? '' : '127.0.0.1');
  if (port !== null) {
    await settings.set(tenant.id, SettingNames.SmtpPort, String(port));
    await settings.set(tenant.id, SettingNames.DefaultFromAddress, 'portal@example.test');
    await settings.set(tenant.id, SettingNames.DefaultFromDisplayName, 'Supplier Portal');
  }
  for (const [name, value] of Object.entries(extra)) await settings.set(tenant.id, name, value);
  return tenant;
}

const enqueue = (tenant: TestTenant, ...mails: OutgoingMail[]) =>
  inScope(server.database.db, tenantScope(tenant.id), (tx) => enqueueMail(tx, ...mails));

async function rowOf(tenant: TestTenant, id: string) {
  const [row] = await asSystem(server.database.db, (tx) =>
    tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, tenant.id), eq(mailOutbox.id, id))),
  );
  return row!;
}

const withSubject = (subject: string) => inbox.received.filter((m) => m.data.includes(`Subject: ${subject}`));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('sending', () => {
  it('delivers a mail with its recipients, subject and HTML body, and records it as sent', async () => {
    const tenant = await smtpTenant('mail-ok', inbox.port);
    const [id] = await enqueue(tenant, {
      to: ['alice@example.test', ' bob@example.test '],
      cc: ['carol@example.test'],
      subject: 'Outbox works',
      html: '<p>Hello <b>suppliers</b></p>',
      relatedEntityType: 'Test.Entity',
      relatedEntityId: 'e-1',
    });
    expect((await rowOf(tenant, id!)).status).toBe(MailStatus.Pending);

    const result = await newJob().tick();
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const [mail] = withSubject('Outbox works');
    expect(mail).toBeDefined();
    expect(mail!.to.sort()).toEqual(['alice@example.test', 'bob@example.test', 'carol@example.test']);
    expect(mail!.data).toContain('From: Supplier Portal <portal@example.test>');
    expect(mail!.data).toContain('To: alice@example.test, bob@example.test');
    expect(mail!.data).toContain('Cc: carol@example.test');
    expect(mail!.data).toContain('Content-Type: text/html');
    expect(mail!.data).toContain('<p>Hello <b>suppliers</b></p>');
    expect(mail!.data).toContain('Content-Type: text/plain');
    expect(mail!.data).toContain('Hello suppliers');

    const row = await rowOf(tenant, id!);
    expect(row).toMatchObject({ status: MailStatus.Sent, tries: 1, lastError: null });
    expect(row.sentTime).toBeInstanceOf(Date);
    // Sent once: another run leaves it alone.
    await newJob().tick();
    expect(withSubject('Outbox works')).toHaveLength(1);
  });

  it('retries a refused mail with backoff and marks it failed after the last try', async () => {
    const tenant = await smtpTenant('mail-refused', inbox.port);
    const [id] = await enqueue(tenant, {
      to: ['reject-me@example.test'],
      subject: 'Refused',
      html: '<p>x</p>',
    });
    const job = newJob();

    await job.tick();
    let row = await rowOf(tenant, id!);
    expect(row).toMatchObject({ status: MailStatus.Pending, tries: 1 });
    expect(row.lastError).toContain('550');
    expect(row.nextAttemptTime.getTime()).toBeGreaterThan(Date.now() - 1000);

    // Not due yet right after the failure? The backoff here is 20 ms; wait it out, then try 2.
    await sleep(30);
    await job.tick();
    row = await rowOf(tenant, id!);
    expect(row).toMatchObject({ status: MailStatus.Pending, tries: 2 });

    // Before the second backoff (1 s) has passed nothing happens.
    await job.tick();
    expect((await rowOf(tenant, id!)).tries).toBe(2);

    await sleep(1100);
    await job.tick();
    row = await rowOf(tenant, id!);
    expect(row).toMatchObject({ status: MailStatus.Failed, tries: 3 });
    expect(row.lastError).toContain('Mailbox unavailable');
    expect(row.sentTime).toBeNull();

    await sleep(30);
    await job.tick();
    expect((await rowOf(tenant, id!)).tries).toBe(3);
    expect(inbox.received.filter((m) => m.to.includes('reject-me@example.test'))).toHaveLength(0);
  });

  it('keeps mails pending, untried, while the tenant has no SMTP host', async () => {
    const tenant = await smtpTenant('mail-nohost', null);
    const [id] = await enqueue(tenant, { to: ['x@example.test'], subject: 'Waiting', html: '<p>x</p>' });
    await newJob().tick();
    await newJob().tick();
    expect(await rowOf(tenant, id!)).toMatchObject({ status: MailStatus.Pending, tries: 0, lastError: null });
    expect(withSubject('Waiting')).toHaveLength(0);
  });

  it('signs in with the sealed SMTP password of the settings page', async () => {
    const secure = await startSmtp({
      authOptional: false,
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 's3cret p@ss')
          return callback(null, { user: 'mailer' });
        callback(new Error('Invalid username or password'));
      },
    });
    try {
      const tenant = await smtpTenant('mail-auth', secure.port, {
        [SettingNames.SmtpUserName]: 'mailer',
        [SettingNames.SmtpPassword]: box.seal('s3cret p@ss'),
      });
      const [id] = await enqueue(tenant, {
        to: ['auth@example.test'],
        subject: 'Authenticated',
        html: '<p>a</p>',
      });
      await newJob().tick();
      expect(await rowOf(tenant, id!)).toMatchObject({ status: MailStatus.Sent });
      expect(secure.received).toHaveLength(1);
      expect(secure.received[0]!.user).toBe('mailer');

      await server.services.settings.set(tenant.id, SettingNames.SmtpPassword, box.seal('wrong'));
      const [bad] = await enqueue(tenant, {
        to: ['auth@example.test'],
        subject: 'Bad auth',
        html: '<p>b</p>',
      });
      await newJob().tick();
      const row = await rowOf(tenant, bad!);
      expect(row).toMatchObject({ status: MailStatus.Pending, tries: 1 });
      expect(row.lastError).toMatch(/Invalid username or password|auth/i);
    } finally {
      await secure.close();
    }
  });
});

describe('several senders', () => {
  it('never sends a mail twice when two senders run at the same time', async () => {
    const tenant = await smtpTenant('mail-lock', inbox.port);
    const subjects = Array.from({ length: 10 }, (_, i) => `Locked ${i}`);
    await enqueue(
      tenant,
      ...subjects.map((subject) => ({ to: ['lock@example.test'], subject, html: '<p>l</p>' })),
    );
    const drain = async (job: MailOutboxJob) => {
      for (let i = 0; i < 20; i++) {
        const r = await job.tick();
        if (r.sent + r.retrying + r.failed === 0) return;
      }
    };
    await Promise.all([drain(newJob({ batchSize: 3 })), drain(newJob({ batchSize: 3 }))]);
    const got = inbox.received
      .filter((m) => m.to.includes('lock@example.test'))
      .map((m) => /Subject: (Locked \d+)/.exec(m.data)?.[1]);
    expect(got.sort()).toEqual([...subjects].sort());

    // A single mail and two simultaneous runs: one delivery.
    const [one] = await enqueue(tenant, {
      to: ['lock@example.test'],
      subject: 'Just once',
      html: '<p>1</p>',
    });
    await Promise.all([newJob().tick(), newJob().tick()]);
    expect(withSubject('Just once')).toHaveLength(1);
    expect((await rowOf(tenant, one!)).status).toBe(MailStatus.Sent);
  });

  it('takes over a mail whose sender died mid-way once its lease lapses, up to the last try', async () => {
    const tenant = await smtpTenant('mail-lease', inbox.port);
    const [stuck, exhausted, leased] = await enqueue(
      tenant,
      { to: ['lease@example.test'], subject: 'Stuck', html: '<p>s</p>' },
      { to: ['lease@example.test'], subject: 'Exhausted', html: '<p>e</p>' },
      { to: ['lease@example.test'], subject: 'Still leased', html: '<p>l</p>' },
    );
    const setRow = (id: string, tries: number, dueInMs: number) =>
      asSystem(server.database.db, (tx) =>
        tx
          .update(mailOutbox)
          .set({
            status: MailStatus.Sending,
            tries,
            nextAttemptTime: sql`now() + ${`${dueInMs} milliseconds`}::interval`,
          })
          .where(and(eq(mailOutbox.tenantId, tenant.id), eq(mailOutbox.id, id))),
      );
    await setRow(stuck!, 1, -1000);
    await setRow(exhausted!, 3, -1000);
    await setRow(leased!, 1, 60_000);
    await newJob().tick();
    expect(await rowOf(tenant, stuck!)).toMatchObject({ status: MailStatus.Sent, tries: 2 });
    expect(await rowOf(tenant, exhausted!)).toMatchObject({ status: MailStatus.Failed });
    expect(await rowOf(tenant, leased!)).toMatchObject({ status: MailStatus.Sending, tries: 1 });
    expect(withSubject('Stuck')).toHaveLength(1);
    expect(withSubject('Exhausted')).toHaveLength(0);
  });
});

describe('outbox API', () => {
  let tenant: TestTenant;
  let admin: string;
  let sentId: string;
  let failedId: string;

  beforeAll(async () => {
    tenant = await smtpTenant('mail-api', inbox.port);
    admin = (await login(server.app, { username: 'admin', tenant: tenant.name })).access_token;
    sentId = (
      await enqueue(tenant, {
        to: ['api-sent@example.test'],
        subject: 'API sent',
        html: '<p>body of the sent mail</p>',
        relatedEntityType: 'Test.Thing',
        relatedEntityId: 'thing-1',
      })
    )[0]!;
    await newJob().tick();
    failedId = (
      await enqueue(tenant, { to: ['reject-api@example.test'], subject: 'API failed', html: '<p>f</p>' })
    )[0]!;
    const job = newJob({ maxTries: 1 });
    await job.tick();
    await enqueue(tenant, { to: ['later@example.test'], subject: 'API pending', html: '<p>p</p>' });
  });

  const get = (token: string, url: string, language = 'en') =>
    server.app.inject({ url, headers: { ...bearer(token), 'accept-language': language } });

  it('lists, filters and shows the outbox', async () => {
    const all = await get(admin, '/api/app/mailOutbox');
    expect(all.statusCode).toBe(200);
    const list = all.json<{ totalCount: number; items: Record<string, unknown>[] }>();
    expect(list.totalCount).toBe(3);
    expect(list.items.map((i) => i.subject)).toEqual(['API pending', 'API failed', 'API sent']);
    expect(list.items[0]).not.toHaveProperty('htmlBody');

    const subjects = async (query: string) =>
      (await get(admin, `/api/app/mailOutbox?${query}`))
        .json<{ items: { subject: string }[] }>()
        .items.map((i) => i.subject);
    expect(await subjects(`status=${MailStatus.Sent}`)).toEqual(['API sent']);
    expect(await subjects(`status=${MailStatus.Failed}`)).toEqual(['API failed']);
    expect(await subjects('to=REJECT-API')).toEqual(['API failed']);
    expect(await subjects('subject=pend')).toEqual(['API pending']);
    expect(await subjects('filter=thing-1')).toEqual(['API sent']);
    expect(await subjects('relatedEntityType=Test.Thing&relatedEntityId=thing-1')).toEqual(['API sent']);
    expect(await subjects('sorting=subject%20asc')).toEqual(['API failed', 'API pending', 'API sent']);
    expect(await subjects(`startTime=${new Date(Date.now() + 60_000).toISOString()}`)).toEqual([]);
    expect(await subjects(`endTime=${new Date(Date.now() + 60_000).toISOString()}`)).toHaveLength(3);
    expect((await get(admin, '/api/app/mailOutbox?status=7')).statusCode).toBe(400);
    expect((await get(admin, '/api/app/mailOutbox?sorting=htmlBody')).statusCode).toBe(400);

    const detail = await get(admin, `/api/app/mailOutbox/${sentId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: sentId,
      tenantId: tenant.id,
      to: ['api-sent@example.test'],
      cc: [],
      subject: 'API sent',
      status: MailStatus.Sent,
      tries: 1,
      htmlBody: '<p>body of the sent mail</p>',
      relatedEntityType: 'Test.Thing',
      relatedEntityId: 'thing-1',
    });
    const failed = (await get(admin, `/api/app/mailOutbox/${failedId}`)).json();
    expect(failed).toMatchObject({ status: MailStatus.Failed, tries: 1 });
    expect(failed.lastError).toContain('550');

    const statuses = await get(admin, '/api/app/mailOutbox/statusEnum', 'zh-Hans');
    expect(statuses.json()).toEqual([
      { value: 0, name: '待发送' },
      { value: 1, name: '发送中' },
      { value: 2, name: '已发送' },
      { value: 3, name: '发送失败' },
    ]);
  });

  it('sends a failed mail again on retry, and refuses to resend a sent one', async () => {
    const post = (url: string) => server.app.inject({ method: 'POST', url, headers: bearer(admin) });
    const sent = await post(`/api/app/mailOutbox/${sentId}/retry`);
    expect(sent.statusCode).toBe(403);
    expect(sent.json().error).toMatchObject({
      code: 'SupplierPortal:Mail:AlreadySent',
      message: 'This mail has already been sent.',
    });
    const retried = await post(`/api/app/mailOutbox/${failedId}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: MailStatus.Pending, tries: 0 });
    await newJob({ maxTries: 1 }).tick();
    expect(await rowOf(tenant, failedId)).toMatchObject({ status: MailStatus.Failed, tries: 1 });
    expect((await post('/api/app/mailOutbox/not-an-id/retry')).statusCode).toBe(400);
    expect((await post(`/api/app/mailOutbox/${crypto.randomUUID()}/retry`)).statusCode).toBe(404);
  });

  it('admits either mail-event policy, never a vendor user, and only within the tenant', async () => {
    const roleWith = async (role: string, policies: string[]) =>
      inScope(server.database.db, tenantScope(tenant.id), async (tx) => {
        await server.services.identity.ensureRole(tx, tenant.id, role);
        await grantToRole(tx, tenant.id, role, policies);
      });
    await roleWith('nothing', []);
    await roleWith('letters', [Policies.LetterOfRecognition.MailEventOverview.name]);
    await roleWith('notices', [Policies.ToSupplierNotice.MailEventOverview.name]);
    await createUser(server, tenant.id, 'm-nothing', ['nothing']);
    await createUser(server, tenant.id, 'm-letters', ['letters']);
    await createUser(server, tenant.id, 'm-notices', ['notices']);
    const token = async (username: string) =>
      (await login(server.app, { username, tenant: tenant.name })).access_token;
    const nothing = await token('m-nothing');
    for (const url of [
      '/api/app/mailOutbox',
      `/api/app/mailOutbox/${sentId}`,
      '/api/app/mailOutbox/statusEnum',
      '/api/app/mailOutbox?status=bad',
    ]) {
      expect((await get(nothing, url)).statusCode, url).toBe(403);
    }
    const retry = await server.app.inject({
      method: 'POST',
      url: `/api/app/mailOutbox/${failedId}/retry`,
      headers: bearer(nothing),
    });
    expect(retry.statusCode).toBe(403);
    expect((await get(await token('m-letters'), '/api/app/mailOutbox')).statusCode).toBe(200);
    expect((await get(await token('m-notices'), `/api/app/mailOutbox/${sentId}`)).statusCode).toBe(200);
    expect((await server.app.inject({ url: '/api/app/mailOutbox' })).statusCode).toBe(401);

    // A vendor user holding the policy is still refused.
    const vendor = await createUser(server, tenant.id, 'm-vendor', ['letters']);
    await inScope(server.database.db, tenantScope(tenant.id), async (tx) => {
      const supplier = await createSupplier(
        tx,
        null,
        tenantScope(tenant.id),
        { vendorCode: 'MV', name: 'Mail vendor', contacts: [{ name: 'V', email: 'v@mv.test' }] },
        null,
      );
      await tx.update(users).set({ supplierId: supplier.id }).where(eq(users.id, vendor.id));
    });
    expect((await get(await token('m-vendor'), '/api/app/mailOutbox')).statusCode).toBe(403);

    const other = await createTenant(server, 'mail-api-other');
    const otherAdmin = (await login(server.app, { username: 'admin', tenant: other.name })).access_token;
    expect((await get(otherAdmin, `/api/app/mailOutbox/${sentId}`)).statusCode).toBe(404);
    expect((await get(otherAdmin, '/api/app/mailOutbox')).json().totalCount).toBe(0);
    const foreignRetry = await server.app.inject({
      method: 'POST',
      url: `/api/app/mailOutbox/${failedId}/retry`,
      headers: bearer(otherAdmin),
    });
    expect(foreignRetry.statusCode).toBe(404);
  });
});

describe('plain-text part', () => {
  it('keeps the text and line structure of the HTML', () => {
    expect(htmlToText('<h2>Title &amp; more</h2><p>Line <b>one</b></p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Title & more\nLine one\n· a\n· b',
    );
  });

  it('numbers an ordered list’s items from its start, each nested list its own count, two spaces in', () => {
    expect(
      htmlToText(
        '<p>Steps:</p><ol start="3"><li>Check<ul><li>with photos</li></ul></li>' +
          '<li>Report<ol><li>draft</li><li>send</li></ol></li><li>Close</li></ol><p>Thanks</p>',
      ),
    ).toBe('Steps:\n3. Check\n  · with photos\n4. Report\n  1. draft\n  2. send\n5. Close\nThanks');
  });

  it('goes on under an item’s text after a line break or paragraph inside it', () => {
    expect(
      htmlToText(
        '<ol><li>Check the lot<br>and its reels</li><li><p>Report</p><p>with photos</p></li></ol><p>Thanks</p>',
      ),
    ).toBe('1. Check the lot\n   and its reels\n2. Report\n   with photos\nThanks');
    expect(htmlToText('<ul><li>a<ol><li>b<br>c</li></ol>d</li></ul>')).toBe('· a\n  1. b\n     c\n  d');
  });

  it('takes the layout’s marks in the mail as nothing', () => {
    expect(htmlToText('<p>x\u00019999999\u0002y\u0003</p><ul><li>a<br>b</li></ul>')).toBe(
      'x9999999y\n· a\n  b',
    );
  });
});
