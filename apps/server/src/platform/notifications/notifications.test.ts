import { Policies } from '@sp/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, world, type World } from '../../../test/world.js';
import { inScope, tenantScope } from '../db/scope.js';
import { mailOutbox } from '../mail/schema.js';
import { defineMailEvent, forgetMailEvent } from './events.js';
import { notify } from './notify.js';
import { notifications } from './schema.js';
import { registerTodo } from './todo.js';

/** A test event: no module of the product raises it. */
const testEvent = defineMailEvent({
  name: 'Test.DocumentSubmitted',
  displayName: ['Document submitted', '单据已提交', '單據已提交'],
  audience: 'buyer',
  defaults: {
    en: { subject: 'Document {{number}} submitted', body: '<p>{{supplier}} submitted {{number}}.</p>' },
    'zh-Hans': { subject: '单据 {{number}} 已提交', body: '<p>{{supplier}} 提交了 {{number}}。</p>' },
    'zh-Hant': { subject: '單據 {{number}} 已提交', body: '<p>{{supplier}} 提交了 {{number}}。</p>' },
  },
  sample: { number: 'DOC-001', supplier: 'Acme & Sons' },
});

let w: World;
const idOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
let buyer: { token: string; id: string };
let other: { token: string; id: string };
let editor: string;
let nobody: string;

beforeAll(async () => {
  w = await world({ prefix: 'notify' });
  const b = await w.a.userWith([]);
  const o = await w.a.userWith([]);
  buyer = { token: b, id: idOf(b) };
  other = { token: o, id: idOf(o) };
  editor = await w.a.userWith([
    Policies.SystemComponents.MailTemplates.name,
    Policies.SystemComponents.MailTemplates.Update.name,
  ]);
  nobody = await w.a.userWith([]);
  // The other user reads English; the tenant's default (zh-Hans) applies to everyone else.
  await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
    tx.execute(sql`update users set extra_properties = '{"Language":"en"}' where id = ${other.id}`),
  );
});
afterAll(async () => {
  forgetMailEvent(testEvent.name);
  await w.close();
});

const inA = <T>(work: Parameters<typeof inScope<T>>[2], supplierId: string | null = null) =>
  inScope(w.server.database.db, { tenantId: w.a.id, supplierId }, work);

const mailsOf = (entityId: string) =>
  inA((tx) =>
    tx.select().from(mailOutbox).where(eq(mailOutbox.relatedEntityId, entityId)).orderBy(mailOutbox.subject),
  );

describe('notify', () => {
  it('queues a mail per recipient in their language and a notification per user, escaping the data', async () => {
    const entity = { type: 'Test.Document', id: crypto.randomUUID() };
    const result = await inA((tx) =>
      notify(tx, testEvent, {
        userIds: [buyer.id, other.id],
        emails: ['contact@vendor.example', ' '],
        data: { number: 'DOC-7', supplier: '<b>Evil</b> & Co' },
        route: '/documents/detail/7',
        entity,
      }),
    );
    expect(result).toEqual({ mails: 3, notifications: 2 });
    const mails = await mailsOf(entity.id);
    // Two mails share a subject, so their order is the database's: compare them as a set.
    expect(mails).toHaveLength(3);
    expect(mails.map((m) => [m.toAddresses[0], m.subject])).toEqual(
      expect.arrayContaining([
        [expect.stringContaining('@example.test'), 'Document DOC-7 submitted'],
        [expect.stringContaining('@example.test'), '单据 DOC-7 已提交'],
        ['contact@vendor.example', '单据 DOC-7 已提交'],
      ]),
    );
    expect(mails[0]?.htmlBody).toBe('<p>&lt;b&gt;Evil&lt;&#x2F;b&gt; &amp; Co submitted DOC-7.</p>');
    const rows = await inA((tx) =>
      tx.select().from(notifications).where(eq(notifications.entityId, entity.id)),
    );
    expect(rows.map((r) => [r.userId, r.title, r.route]).sort()).toEqual(
      [
        [buyer.id, '单据 DOC-7 已提交', '/documents/detail/7'],
        [other.id, 'Document DOC-7 submitted', '/documents/detail/7'],
      ].sort(),
    );
    expect(rows.find((r) => r.userId === other.id)?.body).toBe('<b>Evil</b> & Co submitted DOC-7.');
  });

  it('writes nothing when the transaction rolls back', async () => {
    const entity = { type: 'Test.Document', id: crypto.randomUUID() };
    await expect(
      inA(async (tx) => {
        await notify(tx, testEvent, { userIds: [buyer.id], data: { number: 'X', supplier: 'Y' }, entity });
        throw new Error('the document failed');
      }),
    ).rejects.toThrow('the document failed');
    expect(await mailsOf(entity.id)).toEqual([]);
  });

  it("reaches buyer users from a vendor's transaction", async () => {
    const supplier = w.a.suppliers[0]!;
    const entity = { type: 'Test.Document', id: crypto.randomUUID() };
    const result = await inA(
      (tx) => notify(tx, testEvent, { userIds: [buyer.id], data: { number: 'V', supplier: 'S' }, entity }),
      supplier.id,
    );
    expect(result).toEqual({ mails: 1, notifications: 1 });
    // The supplier scope is back in place afterwards.
    const scope = await inA(
      (tx) => tx.execute(sql`select current_setting('app.supplier_id', true) as s`),
      supplier.id,
    );
    expect((scope as { rows: { s: string }[] }).rows[0]?.s).toBe(supplier.id);
  });
});

describe('mail templates API', () => {
  const url = `/api/app/mailTemplate/${testEvent.name}`;

  it('needs the policy', async () => {
    expectError(await w.api(nobody, w.a).get('/api/app/mailTemplate'), 403);
    expectError(await w.api(null, w.a).get('/api/app/mailTemplate'), 401);
  });

  it('lists events with defaults, overrides, previews and resets', async () => {
    const api = w.api(editor, w.a);
    const list = await api.get('/api/app/mailTemplate');
    expect(list.status).toBe(200);
    const listed = (list.body as { name: string; displayName: string; placeholders: string[] }[]).find(
      (e) => e.name === testEvent.name,
    );
    expect(listed).toMatchObject({ displayName: 'Document submitted', placeholders: ['number', 'supplier'] });

    const saved = await api.put(`${url}/en`, {
      subject: 'Doc {{number}} is in',
      body: '<p>Hi {{supplier}}<script>x()</script></p>',
    });
    expect(saved.status).toBe(200);
    const override = saved.body as { body: string; concurrencyStamp: string };
    expect(override.body).toBe('<p>Hi {{supplier}}</p>');

    const got = await api.get(url);
    const en = (got.body as { cultures: { culture: string; override: unknown }[] }).cultures.find(
      (c) => c.culture === 'en',
    );
    expect(en?.override).toMatchObject({ subject: 'Doc {{number}} is in' });

    // A stale stamp loses; the fresh one wins.
    expectError(await api.put(`${url}/en`, { subject: 'A', body: 'B', concurrencyStamp: 'stale' }), 409);
    expect(
      (
        await api.put(`${url}/en`, {
          subject: 'Doc {{number}} is in',
          body: '<p>Hi {{supplier}}</p>',
          concurrencyStamp: override.concurrencyStamp,
        })
      ).status,
    ).toBe(200);

    // notify uses the override for English readers only.
    const entity = { type: 'Test.Document', id: crypto.randomUUID() };
    await inA((tx) =>
      notify(tx, testEvent, { userIds: [buyer.id, other.id], data: { number: 'N1', supplier: 'S' }, entity }),
    );
    expect((await mailsOf(entity.id)).map((m) => m.subject)).toEqual(['Doc N1 is in', '单据 N1 已提交']);

    const preview = await api.post(`${url}/preview`, { subject: '{{number}}!', body: '<p>{{supplier}}</p>' });
    expect(preview.body).toEqual({ subject: 'DOC-001!', html: '<p>Acme &amp; Sons</p>' });

    expect((await api.delete(`${url}/en`)).status).toBe(204);
    const after = await api.get(url);
    expect(
      (after.body as { cultures: { override: unknown }[] }).cultures.every((c) => c.override === null),
    ).toBe(true);
  });

  it('refuses broken or unescaped templates, unknown events and cultures', async () => {
    const api = w.api(editor, w.a);
    expectError(await api.put(`${url}/en`, { subject: 'S', body: '<p>{{#open}}</p>' }), 400);
    expectError(await api.put(`${url}/en`, { subject: 'S', body: '<p>{{{raw}}}</p>' }), 400);
    expectError(await api.put(`${url}/en`, { subject: '{{>partial}}', body: 'B' }), 400);
    expectError(await api.post(`${url}/preview`, { subject: 'S', body: '{{&raw}}' }), 400);
    expectError(await api.put('/api/app/mailTemplate/No.Such/en', { subject: 'S', body: 'B' }), 404);
    expectError(await api.put(`${url}/fr`, { subject: 'S', body: 'B' }), 400);
    // The editor may read but a reader without Update may not write.
    const reader = await w.a.userWith([Policies.SystemComponents.MailTemplates.name]);
    expectError(await w.api(reader, w.a).put(`${url}/en`, { subject: 'S', body: 'B' }), 403);
  });

  it("keeps a tenant's override to that tenant", async () => {
    await w.api(editor, w.a).put(`${url}/zh-Hans`, { subject: 'A 的主题', body: '<p>A</p>' });
    const b = await w.api(w.b.admin, w.b).get(url);
    expect((b.body as { cultures: { override: unknown }[] }).cultures.every((c) => c.override === null)).toBe(
      true,
    );
    await w.api(editor, w.a).delete(`${url}/zh-Hans`);
  });
});

describe('notifications API', () => {
  it("shows the caller's own list, unread first, and marks read", async () => {
    const entity = { type: 'Test.Document', id: crypto.randomUUID() };
    await inA((tx) =>
      notify(tx, testEvent, { userIds: [buyer.id], data: { number: 'L1', supplier: 'S' }, entity }),
    );
    await inA((tx) =>
      notify(tx, testEvent, { userIds: [buyer.id], data: { number: 'L2', supplier: 'S' }, entity }),
    );
    const api = w.api(buyer.token, w.a);
    const count = async () =>
      ((await api.get('/api/app/notification/unreadCount')).body as { count: number }).count;
    const unread = await count();
    expect(unread).toBeGreaterThanOrEqual(2);
    const list = (await api.get('/api/app/notification?maxResultCount=2')).body as {
      totalCount: number;
      items: { id: string; title: string; isRead: boolean }[];
    };
    expect(list.items.map((i) => i.title)).toEqual(['单据 L2 已提交', '单据 L1 已提交']);
    const [newest, older] = list.items;

    // Another user neither sees nor marks it.
    const others = (await w.api(other.token, w.a).get('/api/app/notification?maxResultCount=1000')).body as {
      items: { id: string }[];
    };
    expect(others.items.map((i) => i.id)).not.toContain(newest!.id);
    expectError(await w.api(other.token, w.a).post(`/api/app/notification/${newest!.id}/read`), 404);
    expectError(await w.api(w.b.admin, w.b).post(`/api/app/notification/${newest!.id}/read`), 404);

    expect((await api.post(`/api/app/notification/${newest!.id}/read`)).status).toBe(204);
    expect(await count()).toBe(unread - 1);
    const reordered = (await api.get('/api/app/notification?maxResultCount=1000')).body as {
      items: { id: string; isRead: boolean }[];
    };
    // Read ones go after every unread one.
    expect(reordered.items.findIndex((i) => i.id === older!.id)).toBeLessThan(
      reordered.items.findIndex((i) => i.id === newest!.id),
    );
    expect((await api.post('/api/app/notification/readAll')).status).toBe(204);
    expect(await count()).toBe(0);
    expect(
      ((await w.api(other.token, w.a).get('/api/app/notification/unreadCount')).body as { count: number })
        .count,
    ).toBeGreaterThan(0);
  });

  it('needs a signed-in user', async () => {
    expectError(await w.api(null, w.a).get('/api/app/notification'), 401);
    expectError(await w.api(null, w.a).get('/api/app/todo'), 401);
  });
});

describe('to-do registry', () => {
  it("lists the contributors whose policy the caller holds, with counts above zero, in the caller's scope", async () => {
    const disposers = [
      registerTodo({
        module: 'TestA',
        key: 'MyUnread',
        titleKey: 'Todo:Title',
        route: '/test/a',
        policy: Policies.SystemComponents.MailTemplates.name,
        // Counts the caller's unread notifications: proves the caller and the scope reach the count.
        count: async (tx, caller) => {
          const rows = await tx
            .select({ id: notifications.id })
            .from(notifications)
            .where(and(eq(notifications.userId, caller.userId), eq(notifications.isRead, false)));
          return rows.length;
        },
      }),
      registerTodo({
        module: 'TestB',
        key: 'Suppliers',
        titleKey: 'Todo:Title',
        route: '/test/b',
        policy: Policies.AbpIdentity.Suppliers.name,
        count: async (tx) => {
          const rows = await tx.execute(sql`select count(*)::int as n from suppliers`);
          return (rows as { rows: { n: number }[] }).rows[0]?.n ?? 0;
        },
      }),
    ];
    try {
      // The tenant admin holds both: B counts the tenant's two suppliers, A has nothing unread.
      const admin = (await w.api(w.a.admin, w.a).get('/api/app/todo')).body as {
        module: string;
        count: number;
      }[];
      expect(admin.filter((i) => i.module.startsWith('Test'))).toEqual([
        { module: 'TestB', key: 'Suppliers', count: 2, titleKey: 'Todo:Title', route: '/test/b' },
      ]);
      // A vendor with the suppliers policy would see only their own supplier (RLS); the editor
      // holds only A's policy and has one unread notification.
      const editorId = idOf(editor);
      await inA((tx) => notify(tx, testEvent, { userIds: [editorId], data: { number: 'T', supplier: 'S' } }));
      const mine = (await w.api(editor, w.a).get('/api/app/todo')).body as {
        module: string;
        count: number;
      }[];
      expect(mine.filter((i) => i.module.startsWith('Test'))).toEqual([
        { module: 'TestA', key: 'MyUnread', count: 1, titleKey: 'Todo:Title', route: '/test/a' },
      ]);
      const vendor = await w.a.userWith([Policies.AbpIdentity.Suppliers.name], {
        supplierId: w.a.suppliers[0]!.id,
      });
      const theirs = (await w.api(vendor, w.a).get('/api/app/todo')).body as {
        module: string;
        count: number;
      }[];
      expect(theirs.filter((i) => i.module.startsWith('Test'))).toMatchObject([
        { module: 'TestB', count: 1 },
      ]);
      expect(await w.api(nobody, w.a).get('/api/app/todo')).toMatchObject({ status: 200, body: [] });
    } finally {
      for (const dispose of disposers) dispose();
    }
  });
});

describe('send a test', () => {
  it('mails the sample to the editor and puts it in their list', async () => {
    const api = w.api(editor, w.a);
    const res = await api.post(`/api/app/mailTemplate/${testEvent.name}/sendTest`);
    expect(res.body).toEqual({ mails: 1, notifications: 1 });
    const list = (await api.get('/api/app/notification')).body as { items: { title: string }[] };
    expect(list.items[0]?.title).toBe('单据 DOC-001 已提交');
    const reader = await w.a.userWith([Policies.SystemComponents.MailTemplates.name]);
    expectError(await w.api(reader, w.a).post(`/api/app/mailTemplate/${testEvent.name}/sendTest`), 403);
  });
});
