import { Policies } from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTenant,
  login,
  PASSWORD,
  startTestServer,
  type TestServer,
  type TestTenant,
} from '../../../test/harness.js';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import { auditLogs } from '../../platform/audit/schema.js';
import { mailOutbox } from '../../platform/mail/schema.js';
import { grantToRole } from '../../platform/permissions/grants.js';
import { roles } from '../identity/schema.js';
import { createSupplier } from '../suppliers/service.js';
import { timedTransitionJob } from '../../platform/workflow/timed.js';
import { seedDemoAnnouncements } from './demo.js';
import { L, translate } from '../../platform/localization/localizer.js';
import { expireAnnouncements } from './expiry.js';
import { systemInforms } from './schema.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Inform {
  id: string;
  tenantId: string | null;
  title: string;
  content: string;
  type: number;
  allowedActions: string[];
  systemInformShow: number;
  priority: number;
  status: number;
  audience: number;
  audienceRoleIds: string[];
  audienceSupplierIds: string[];
  startTime: string | null;
  endTime: string | null;
  publishTime: string | null;
  publisherName: string | null;
  mailToAudience: boolean;
  mailedCount: number;
  readCount: number;
  targetCount: number;
  concurrencyStamp: string;
}
interface UserInform {
  id: string;
  title: string;
  systemInformShow: number;
  priority: number;
  isRead: boolean;
  readTime: string | null;
}
interface Paged<T> {
  totalCount: number;
  items: T[];
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object, language = 'en') =>
  server.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'accept-language': language },
    ...(payload ? { payload } : {}),
  });

async function ok<T>(token: string, method: Method, url: string, payload?: object): Promise<T> {
  const res = await call(token, method, url, payload);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

/** A tenant with its admin, two suppliers, a buyer with a custom role and a vendor user of each supplier. */
interface World {
  tenant: TestTenant;
  admin: string;
  buyer: string;
  vendor1: string;
  vendor2: string;
  supplier1: string;
  supplier2: string;
  planners: string;
}

let worldSeq = 0;
/** A world for one describe block, made before its tests run. */
function useWorld(prefix: string): World {
  const holder = {} as World;
  beforeAll(async () => {
    Object.assign(holder, await world(prefix));
  });
  return holder;
}

async function world(prefix: string): Promise<World> {
  const tenant = await createTenant(server, prefix);
  const admin = (await login(server.app, { username: 'admin', tenant: tenant.name })).access_token;
  const { identity } = server.services;
  const password = await identity.preparePassword(tenant.id, PASSWORD);
  const n = ++worldSeq;
  const ids = await inScope(server.database.db, tenantScope(tenant.id), async (tx) => {
    const supplier = async (code: string) =>
      (
        await createSupplier(
          tx,
          null,
          tenantScope(tenant.id),
          { vendorCode: code, name: code, contacts: [{ name: 'C', email: `${code}@s.test` }] },
          null,
        )
      ).id;
    const supplier1 = await supplier(`S1-${n}`);
    const supplier2 = await supplier(`S2-${n}`);
    await identity.ensureRole(tx, tenant.id, 'planners');
    const user = (userName: string, roleNames: string[], supplierId: string | null) =>
      identity.createUser(tx, null, {
        tenantId: tenant.id,
        userName,
        email: `${userName}@example.test`,
        password,
        roleNames,
        supplierId,
      });
    await user('buyer', ['planners'], null);
    await user('vendor1', [], supplier1);
    await user('vendor2', [], supplier2);
    const [planners] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, tenant.id), eq(roles.name, 'planners')));
    return { supplier1, supplier2, planners: planners!.id };
  });
  const token = async (username: string) =>
    (await login(server.app, { username, tenant: tenant.name })).access_token;
  return {
    tenant,
    admin,
    buyer: await token('buyer'),
    vendor1: await token('vendor1'),
    vendor2: await token('vendor2'),
    ...ids,
  };
}

const body = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  content: `<p>${title}</p>`,
  type: 0,
  systemInformShow: 1,
  // These tests drive the workflow step by step: create a draft, then publish.
  isDraft: true,
  ...extra,
});

const create = (token: string, title: string, extra: Record<string, unknown> = {}) =>
  ok<Inform>(token, 'POST', '/api/app/systemInform', body(title, extra));

async function published(token: string, title: string, extra: Record<string, unknown> = {}) {
  const created = await create(token, title, extra);
  return ok<Inform>(token, 'POST', `/api/app/systemInform/${created.id}/publish`);
}

const titles = (items: { title: string }[]) => items.map((i) => i.title).sort();
const topTitles = async (token: string) =>
  titles(await ok<UserInform[]>(token, 'GET', '/api/app/systemInform/topList'));
const historyTitles = async (token: string, query = '') =>
  titles(
    (
      await ok<Paged<UserInform>>(
        token,
        'GET',
        `/api/app/systemInform/historyList?maxResultCount=100${query}`,
      )
    ).items,
  );

describe('enums', () => {
  const w = useWorld('inf-enum');

  it('lists type and display mode with names in the request language, for any signed-in user', async () => {
    const names = async (token: string, enumName: string, language?: string) => {
      const res = await call(token, 'GET', `/api/app/systemInform/${enumName}`, undefined, language);
      expect(res.statusCode).toBe(200);
      return res.json<{ value: number; name: string }[]>().map((e) => `${e.value}=${e.name}`);
    };
    expect(await names(w.vendor1, 'systemInformTypeEnum')).toEqual([
      '0=Maintenance',
      '1=New feature',
      '2=Policy',
      '3=Other',
    ]);
    expect(await names(w.vendor1, 'systemInformTypeEnum', 'zh-Hans')).toEqual([
      '0=系统维护',
      '1=功能更新',
      '2=政策制度',
      '3=其他',
    ]);
    expect(await names(w.buyer, 'systemInformShowEnum')).toEqual(['0=Pinned', '1=Dismissible']);
    expect(await names(w.buyer, 'systemInformShowEnum', 'zh-Hans')).toEqual(['0=置顶', '1=可关闭']);
    const hant = await call(w.buyer, 'GET', '/api/app/systemInform/systemInformShowEnum', undefined, 'zh-TW');
    expect(hant.json<{ name: string }[]>()[1]!.name).toBe('可關閉');
    for (const name of ['Priority', 'Audience', 'Status']) {
      const res = await call(
        w.vendor2,
        'GET',
        `/api/app/systemInform/systemInform${name}Enum`,
        undefined,
        'zh-Hans',
      );
      expect(res.statusCode).toBe(200);
      expect(res.json<{ value: number; name: string }[]>().length).toBeGreaterThanOrEqual(3);
    }
    const audience = await call(w.buyer, 'GET', '/api/app/systemInform/systemInformAudienceEnum');
    expect(audience.json()).toEqual([
      { value: 0, name: 'Everyone' },
      { value: 1, name: 'Staff' },
      { value: 2, name: 'Suppliers' },
      { value: 3, name: 'Specific roles' },
      { value: 4, name: 'Specific suppliers' },
    ]);
    const anonymous = await server.app.inject({ url: '/api/app/systemInform/systemInformTypeEnum' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('content and validation', () => {
  const w = useWorld('inf-html');

  it('strips scripts, event handlers, javascript: URLs, frames and CSS expressions; keeps the formatting', async () => {
    const dirty = [
      '<h2 onmouseover="steal()">Title</h2>',
      '<p onclick="alert(1)" style="color: red; background-image: url(javascript:alert(1)); width: expression(alert(2))">Hello <b>bold</b> <i>it</i> <u>u</u></p>',
      '<script>alert("x")</script><SCRIPT src="https://evil.test/x.js"></SCRIPT>',
      '<ul><li>one</li><li>two</li></ul><ol start="3"><li>three</li></ol>',
      '<a href="javascript:alert(1)">bad link</a>',
      '<a href="https://example.test/page" target="_self" onclick="x()">good link</a>',
      '<a href="mailto:help@example.test">mail</a>',
      '<a href="ftp://example.test/file">ftp</a>',
      '<img src="https://example.test/a.png" onerror="alert(1)" alt="pic">',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="inline">',
      '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==" alt="bad">',
      '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="svg">',
      '<iframe src="https://evil.test"></iframe><object data="x"></object><embed src="x">',
      '<form action="https://evil.test"><input name="p"></form>',
      '<table border="1"><thead><tr><th>h</th></tr></thead><tbody><tr><td colspan="2" onclick="x()">c</td></tr></tbody></table>',
      '<svg onload="alert(1)"><circle r="5"/></svg>',
      '<style>body{display:none}</style>',
    ].join('');
    const created = await create(w.admin, 'XSS', { content: dirty });
    const html = created.content;
    for (const banned of [
      '<script',
      '<SCRIPT',
      'alert(',
      'onclick',
      'onerror',
      'onmouseover',
      'onload',
      'javascript:',
      'expression',
      'url(',
      '<iframe',
      '<object',
      '<embed',
      '<form',
      '<input',
      '<svg',
      '<style',
      'data:text/html',
      'data:image/svg',
      'ftp:',
    ]) {
      expect(html, banned).not.toContain(banned);
    }
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<b>bold</b>');
    expect(html).toContain('style="color:red"');
    expect(html).toContain('<li>two</li>');
    expect(html).toContain('<ol start="3">');
    expect(html).toContain(
      '<a href="https://example.test/page" target="_blank" rel="noopener noreferrer">good link</a>',
    );
    expect(html).toContain('<a href="mailto:help@example.test" rel="noopener noreferrer">mail</a>');
    expect(html).toContain('<a rel="noopener noreferrer">bad link</a>');
    expect(html).toContain('<img src="https://example.test/a.png" alt="pic" />');
    expect(html).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" alt="inline" />');
    expect(html).not.toContain('alt="bad"');
    expect(html).toContain('<td colspan="2">c</td>');
    // Stored as sanitised: every reader gets the same safe HTML.
    const stored = await ok<Inform>(w.admin, 'GET', `/api/app/systemInform/${created.id}`);
    expect(stored.content).toBe(html);

    const updated = await ok<Inform>(w.admin, 'PUT', `/api/app/systemInform/${created.id}`, {
      ...body('XSS'),
      content: '<p>ok<img src=x onerror=alert(1)></p><script>1</script>',
      concurrencyStamp: created.concurrencyStamp,
    });
    expect(updated.content).toBe('<p>ok<img src="x" /></p>');
  });

  it('refuses content that is empty once sanitised, and other bad input, with 400', async () => {
    const empty = await call(w.admin, 'POST', '/api/app/systemInform', {
      ...body('Empty'),
      content: '<script>alert(1)</script><p> </p>',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details).toBe('The content is required.');

    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(129) }, 'title'],
      [{ type: 9 }, 'type'],
      [{ systemInformShow: 2 }, 'systemInformShow'],
      [{ priority: 5 }, 'priority'],
      [{ audience: 7 }, 'audience'],
      [{ startTime: 'not a date' }, 'startTime'],
      [{ audienceRoleIds: ['nope'] }, 'audienceRoleIds'],
    ];
    for (const [extra, member] of cases) {
      const res = await call(w.admin, 'POST', '/api/app/systemInform', body('Bad', extra));
      expect(res.statusCode, member).toBe(400);
      expect(JSON.stringify(res.json().error.validationErrors), member).toContain(member);
    }

    const window = await call(
      w.admin,
      'POST',
      '/api/app/systemInform',
      body('Window', {
        startTime: '2030-01-02T00:00:00Z',
        endTime: '2030-01-01T00:00:00Z',
      }),
    );
    expect(window.statusCode).toBe(400);
    expect(window.json().error.details).toBe('The end time must be later than the start time.');

    const noRoles = await call(w.admin, 'POST', '/api/app/systemInform', body('Roles', { audience: 3 }));
    expect(noRoles.statusCode).toBe(400);
    expect(noRoles.json().error.details).toBe('Choose at least one role for this audience.');
    const unknownRole = crypto.randomUUID();
    const badRole = await call(
      w.admin,
      'POST',
      '/api/app/systemInform',
      body('Roles', { audience: 3, audienceRoleIds: [unknownRole] }),
    );
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error.details).toBe(`There is no role with id ${unknownRole}.`);
    const noSuppliers = await call(w.admin, 'POST', '/api/app/systemInform', body('S', { audience: 4 }));
    expect(noSuppliers.json().error.details).toBe('Choose at least one supplier for this audience.');
    // Another tenant's supplier does not exist here.
    const other = await world('inf-html-other');
    const foreign = await call(
      w.admin,
      'POST',
      '/api/app/systemInform',
      body('S', { audience: 4, audienceSupplierIds: [other.supplier1] }),
    );
    expect(foreign.statusCode).toBe(400);

    // The ids of an audience that does not use them are dropped.
    const all = await create(w.admin, 'All', { audience: 0, audienceSupplierIds: [w.supplier1] });
    expect(all.audienceSupplierIds).toEqual([]);
  });
});

describe('audience and time window', () => {
  const w = useWorld('inf-aud');

  it('shows each user what is published, in its window, for their audience', async () => {
    await published(w.admin, 'all', { audience: 0 });
    await published(w.admin, 'buyers', { audience: 1 });
    await published(w.admin, 'vendors', { audience: 2 });
    await published(w.admin, 'planners', { audience: 3, audienceRoleIds: [w.planners] });
    await published(w.admin, 'supplier1', { audience: 4, audienceSupplierIds: [w.supplier1] });
    await published(w.admin, 'future', { startTime: new Date(Date.now() + 3600_000).toISOString() });
    await published(w.admin, 'windowed', {
      startTime: new Date(Date.now() - 3600_000).toISOString(),
      endTime: new Date(Date.now() + 3600_000).toISOString(),
    });
    const expired = await published(w.admin, 'expired', {
      endTime: new Date(Date.now() + 3600_000).toISOString(),
    });
    await inScope(server.database.db, tenantScope(w.tenant.id), (tx) =>
      tx
        .update(systemInforms)
        .set({ endTime: new Date(Date.now() - 1000) })
        .where(eq(systemInforms.id, expired.id)),
    );
    await create(w.admin, 'draft');
    const revoked = await published(w.admin, 'revoked');
    await ok(w.admin, 'POST', `/api/app/systemInform/${revoked.id}/revoke`);

    const expected: Record<string, string[]> = {
      admin: ['all', 'buyers', 'windowed'],
      buyer: ['all', 'buyers', 'planners', 'windowed'],
      vendor1: ['all', 'supplier1', 'vendors', 'windowed'],
      vendor2: ['all', 'vendors', 'windowed'],
    };
    for (const [who, list] of Object.entries(expected)) {
      const token = w[who as 'admin' | 'buyer' | 'vendor1' | 'vendor2'];
      expect(await topTitles(token), who).toEqual(list);
      expect(await historyTitles(token), who).toEqual(list);
    }

    // The administrator's list has everything, with how many users each reaches.
    const list = await ok<Paged<Inform>>(w.admin, 'GET', '/api/app/systemInform?maxResultCount=100');
    expect(list.totalCount).toBe(10);
    const reach = Object.fromEntries(list.items.map((i) => [i.title, i.targetCount]));
    // admin, buyer, vendor1, vendor2
    expect(reach).toMatchObject({ all: 4, buyers: 2, vendors: 2, planners: 1, supplier1: 1 });
  });
});

describe('bell order, dismissing and history', () => {
  let w: World;
  let normalOld: Inform;
  let normalHigh: Inform;
  let pinned: Inform;
  let normalNew: Inform;
  let buyersOnly: Inform;

  beforeAll(async () => {
    w = await world('inf-bell');
    normalOld = await published(w.admin, 'normal old', { priority: 1 });
    normalHigh = await published(w.admin, 'normal high', { priority: 2 });
    pinned = await published(w.admin, 'pinned low', { systemInformShow: 0, priority: 0 });
    normalNew = await published(w.admin, 'normal new', { priority: 1 });
    buyersOnly = await published(w.admin, 'buyers only', { audience: 1 });
  });

  it('puts pinned first, then priority, then the newest', async () => {
    const top = await ok<UserInform[]>(w.vendor1, 'GET', '/api/app/systemInform/topList');
    expect(top.map((i) => i.title)).toEqual(['pinned low', 'normal high', 'normal new', 'normal old']);
    expect(top.every((i) => !i.isRead)).toBe(true);
  });

  it('"no longer view" removes a normal one from the bell and keeps it, read, in the history', async () => {
    const res = await call(w.vendor1, 'POST', `/api/app/systemInform/${normalHigh.id}/readlog`);
    expect(res.statusCode).toBe(204);
    // Twice is fine.
    expect((await call(w.vendor1, 'POST', `/api/app/systemInform/${normalHigh.id}/readlog`)).statusCode).toBe(
      204,
    );
    expect(await topTitles(w.vendor1)).toEqual(['normal new', 'normal old', 'pinned low']);
    // Per user: the other vendor still has it.
    expect(await topTitles(w.vendor2)).toContain('normal high');

    const history = await ok<Paged<UserInform>>(w.vendor1, 'GET', '/api/app/systemInform/historyList');
    expect(history.totalCount).toBe(4);
    const read = history.items.find((i) => i.id === normalHigh.id)!;
    expect(read.isRead).toBe(true);
    expect(read.readTime).not.toBeNull();
    expect(await historyTitles(w.vendor1, '&isRead=true')).toEqual(['normal high']);
    expect(await historyTitles(w.vendor1, '&isRead=false')).toEqual([
      'normal new',
      'normal old',
      'pinned low',
    ]);
    expect(await historyTitles(w.vendor1, '&filter=OLD')).toEqual(['normal old']);
    expect(await historyTitles(w.vendor1, '&systemInformShow=0')).toEqual(['pinned low']);
    const paged = await ok<Paged<UserInform>>(
      w.vendor1,
      'GET',
      '/api/app/systemInform/historyList?maxResultCount=2&skipCount=2&sorting=title%20asc',
    );
    expect(paged.totalCount).toBe(4);
    expect(paged.items.map((i) => i.title)).toEqual(['normal old', 'pinned low']);

    const admin = await ok<Inform>(w.admin, 'GET', `/api/app/systemInform/${normalHigh.id}`);
    expect(admin.readCount).toBe(1);
  });

  it('records reading a pinned one, which stays in the bell as read; what the user cannot see is a 404', async () => {
    const before = (await ok<UserInform[]>(w.vendor1, 'GET', '/api/app/systemInform/topList')).find(
      (i) => i.id === pinned.id,
    )!;
    expect(before.isRead).toBe(false);
    expect((await call(w.vendor1, 'POST', `/api/app/systemInform/${pinned.id}/readlog`)).statusCode).toBe(
      204,
    );
    const after = (await ok<UserInform[]>(w.vendor1, 'GET', '/api/app/systemInform/topList')).find(
      (i) => i.id === pinned.id,
    )!;
    expect(after.isRead).toBe(true);

    expect((await call(w.vendor1, 'POST', `/api/app/systemInform/${buyersOnly.id}/readlog`)).statusCode).toBe(
      404,
    );
    expect((await call(w.buyer, 'POST', `/api/app/systemInform/${buyersOnly.id}/readlog`)).statusCode).toBe(
      204,
    );
    const other = await world('inf-bell-other');
    expect(
      (await call(other.admin, 'POST', `/api/app/systemInform/${normalOld.id}/readlog`)).statusCode,
    ).toBe(404);
    expect((await call(w.vendor1, 'POST', '/api/app/systemInform/not-a-guid/readlog')).statusCode).toBe(400);
  });

  it('keeps a pinned one in the bell even when it was dismissed before being pinned', async () => {
    await call(w.vendor2, 'POST', `/api/app/systemInform/${normalNew.id}/readlog`);
    expect(await topTitles(w.vendor2)).not.toContain('normal new');
    // A published announcement is not edited in place: revoked, pinned, published again.
    const current = await ok<Inform>(w.admin, 'GET', `/api/app/systemInform/${normalNew.id}`);
    const inPlace = await call(w.admin, 'PUT', `/api/app/systemInform/${normalNew.id}`, {
      ...body('normal new', { systemInformShow: 0, priority: 1 }),
      concurrencyStamp: current.concurrencyStamp,
    });
    expect(inPlace.statusCode).toBe(403);
    expect(inPlace.json().error.code).toBe('SupplierPortal:InvalidStateTransition');
    const revoked = await ok<Inform>(w.admin, 'POST', `/api/app/systemInform/${normalNew.id}/revoke`);
    expect(revoked.allowedActions).toEqual(['publish', 'update', 'delete']);
    await ok(w.admin, 'PUT', `/api/app/systemInform/${normalNew.id}`, {
      ...body('normal new', { systemInformShow: 0, priority: 1 }),
      concurrencyStamp: revoked.concurrencyStamp,
    });
    const republished = await ok<Inform>(w.admin, 'POST', `/api/app/systemInform/${normalNew.id}/publish`);
    expect(republished.allowedActions).toEqual(['revoke']);
    expect(await topTitles(w.vendor2)).toContain('normal new');
    const history = await ok<{ action: string; toStatus: number; actorName: string | null }[]>(
      w.admin,
      'GET',
      `/api/app/workflow/history?entityType=SupplierPortal.SystemComponents.SystemInform&entityId=${normalNew.id}`,
    );
    expect(history.map((h) => h.action)).toEqual(['create', 'publish', 'revoke', 'publish']);
    // A reader without the admin policy cannot read an announcement's history.
    const refused = await call(
      w.vendor2,
      'GET',
      `/api/app/workflow/history?entityType=SupplierPortal.SystemComponents.SystemInform&entityId=${normalNew.id}`,
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('publish, revoke, edit and delete', () => {
  const w = useWorld('inf-flow');

  it('moves draft -> published -> revoked -> published, and refuses the other moves', async () => {
    const draft = await create(w.admin, 'flow');
    expect(draft).toMatchObject({ status: 0, publishTime: null, tenantId: w.tenant.id });
    expect(await topTitles(w.buyer)).toEqual([]);

    const first = await ok<Inform>(w.admin, 'POST', `/api/app/systemInform/${draft.id}/publish`);
    expect(first.status).toBe(1);
    expect(first.publishTime).not.toBeNull();
    expect(first.publisherName).toBe('admin');
    expect(await topTitles(w.buyer)).toEqual(['flow']);

    const again = await call(w.admin, 'POST', `/api/app/systemInform/${draft.id}/publish`);
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('SupplierPortal:InvalidStateTransition');

    const deletePublished = await call(w.admin, 'DELETE', `/api/app/systemInform/${draft.id}`);
    expect(deletePublished.statusCode).toBe(403);
    expect(deletePublished.json().error.code).toBe('SupplierPortal:InvalidStateTransition');

    const revoked = await ok<Inform>(w.admin, 'POST', `/api/app/systemInform/${draft.id}/revoke`);
    expect(revoked.status).toBe(2);
    expect(await topTitles(w.buyer)).toEqual([]);
    expect(await historyTitles(w.buyer)).toEqual([]);
    const revokeAgain = await call(w.admin, 'POST', `/api/app/systemInform/${draft.id}/revoke`);
    expect(revokeAgain.statusCode).toBe(403);
    expect(revokeAgain.json().error.code).toBe('SupplierPortal:InvalidStateTransition');

    const republished = await ok<Inform>(w.admin, 'POST', `/api/app/systemInform/${draft.id}/publish`);
    expect(republished.status).toBe(1);
    await ok(w.admin, 'POST', `/api/app/systemInform/${draft.id}/revoke`);
    expect((await call(w.admin, 'DELETE', `/api/app/systemInform/${draft.id}`)).statusCode).toBe(204);
    expect((await call(w.admin, 'GET', `/api/app/systemInform/${draft.id}`)).statusCode).toBe(404);
    expect((await call(w.admin, 'DELETE', `/api/app/systemInform/${draft.id}`)).statusCode).toBe(404);

    const neverPublished = await create(w.admin, 'draft to delete');
    expect((await call(w.admin, 'DELETE', `/api/app/systemInform/${neverPublished.id}`)).statusCode).toBe(
      204,
    );
    const draftRevoke = await create(w.admin, 'draft revoke');
    expect((await call(w.admin, 'POST', `/api/app/systemInform/${draftRevoke.id}/revoke`)).statusCode).toBe(
      403,
    );
  });

  it('refuses to publish once the end time has passed', async () => {
    const created = await create(w.admin, 'too late', {
      endTime: new Date(Date.now() + 3600_000).toISOString(),
    });
    await inScope(server.database.db, tenantScope(w.tenant.id), (tx) =>
      tx
        .update(systemInforms)
        .set({ endTime: new Date(Date.now() - 1000) })
        .where(eq(systemInforms.id, created.id)),
    );
    const res = await call(w.admin, 'POST', `/api/app/systemInform/${created.id}/publish`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('SupplierPortal:SystemInform:EndTimePassed');
  });

  it('updates with the concurrency stamp (409 when stale) and filters the admin list', async () => {
    const created = await create(w.admin, 'edit me', { type: 2, priority: 0 });
    const updated = await ok<Inform>(w.admin, 'PUT', `/api/app/systemInform/${created.id}`, {
      ...body('edited', { type: 2, priority: 2, systemInformShow: 0 }),
      concurrencyStamp: created.concurrencyStamp,
    });
    expect(updated).toMatchObject({ title: 'edited', priority: 2, systemInformShow: 0 });
    expect(updated.concurrencyStamp).not.toBe(created.concurrencyStamp);
    const stale = await call(w.admin, 'PUT', `/api/app/systemInform/${created.id}`, {
      ...body('stale'),
      concurrencyStamp: created.concurrencyStamp,
    });
    expect(stale.statusCode).toBe(409);

    const byType = await ok<Paged<Inform>>(w.admin, 'GET', '/api/app/systemInform?type=2');
    expect(byType.items.map((i) => i.title)).toEqual(['edited']);
    const drafts = await ok<Paged<Inform>>(
      w.admin,
      'GET',
      '/api/app/systemInform?status=0&sorting=title%20desc',
    );
    expect(drafts.items.map((i) => i.title)).toEqual(['too late', 'edited', 'draft revoke']);
    const search = await ok<Paged<Inform>>(w.admin, 'GET', '/api/app/systemInform?filter=EDIT');
    expect(search.totalCount).toBe(1);
    expect((await call(w.admin, 'GET', '/api/app/systemInform?sorting=nope')).statusCode).toBe(400);
    expect((await call(w.admin, 'GET', '/api/app/systemInform?status=9')).statusCode).toBe(400);
  });

  it('mails the audience once, on the first publication, one mail per user with an address', async () => {
    const created = await create(w.admin, 'mailed', {
      audience: 4,
      audienceSupplierIds: [w.supplier1, w.supplier2],
      mailToAudience: true,
      content: '<p>Dear supplier</p>',
    });
    const first = await ok<Inform>(w.admin, 'POST', `/api/app/systemInform/${created.id}/publish`);
    expect(first.mailedCount).toBe(2);
    const rows = await inScope(server.database.db, tenantScope(w.tenant.id), (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.relatedEntityId, created.id)),
    );
    expect(rows.map((r) => r.toAddresses[0]).sort()).toEqual([
      'vendor1@example.test',
      'vendor2@example.test',
    ]);
    expect(rows[0]!.subject).toBe('mailed');
    expect(rows[0]!.htmlBody).toContain('<p>Dear supplier</p>');
    expect(rows[0]!.relatedEntityType).toBe('SupplierPortal.SystemComponents.SystemInform');

    await ok(w.admin, 'POST', `/api/app/systemInform/${created.id}/revoke`);
    const again = await ok<Inform>(w.admin, 'POST', `/api/app/systemInform/${created.id}/publish`);
    expect(again.mailedCount).toBe(2);
    const after = await inScope(server.database.db, tenantScope(w.tenant.id), (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.relatedEntityId, created.id)),
    );
    expect(after).toHaveLength(2);

    // Without the flag nothing is queued.
    const quiet = await published(w.admin, 'quiet');
    expect(quiet.mailedCount).toBe(0);
  });
});

describe('policies and tenants', () => {
  let w: World;
  let other: World;
  let inform: Inform;
  beforeAll(async () => {
    w = await world('inf-pol');
    other = await world('inf-pol-b');
    inform = await published(w.admin, 'tenant A only');
  });

  it('needs SystemInformOverview for the admin calls and only a sign-in for the reader calls', async () => {
    const id = inform.id;
    const admin = [
      ['GET', '/api/app/systemInform'],
      ['GET', `/api/app/systemInform/${id}`],
      ['POST', '/api/app/systemInform'],
      ['PUT', `/api/app/systemInform/${id}`],
      ['DELETE', `/api/app/systemInform/${id}`],
      ['POST', `/api/app/systemInform/${id}/publish`],
      ['POST', `/api/app/systemInform/${id}/revoke`],
    ] as const;
    for (const [method, url] of admin) {
      const res = await call(
        w.buyer,
        method,
        url,
        method === 'POST' || method === 'PUT' ? body('x') : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call(w.buyer, 'GET', '/api/app/systemInform/topList')).statusCode).toBe(200);
    expect((await call(w.buyer, 'GET', '/api/app/systemInform/historyList')).statusCode).toBe(200);

    // A role with the page policy reads the list but cannot create or publish.
    const P = Policies.SystemComponents.SystemInformOverview;
    await inScope(server.database.db, tenantScope(w.tenant.id), (tx) =>
      grantToRole(tx, w.tenant.id, 'planners', [P.name]),
    );
    await server.services.bus.publish({ kind: 'grants', tenantId: w.tenant.id });
    expect((await call(w.buyer, 'GET', '/api/app/systemInform')).statusCode).toBe(200);
    expect((await call(w.buyer, 'POST', '/api/app/systemInform', body('x'))).statusCode).toBe(403);
    expect((await call(w.buyer, 'POST', `/api/app/systemInform/${id}/publish`)).statusCode).toBe(403);
    await inScope(server.database.db, tenantScope(w.tenant.id), (tx) =>
      grantToRole(tx, w.tenant.id, 'planners', [P.name, P.Publish.name]),
    );
    await server.services.bus.publish({ kind: 'grants', tenantId: w.tenant.id });
    expect((await call(w.buyer, 'POST', `/api/app/systemInform/${id}/revoke`)).statusCode).toBe(200);
    expect((await call(w.buyer, 'POST', `/api/app/systemInform/${id}/publish`)).statusCode).toBe(200);
  });

  it("keeps each tenant's announcements and read logs to itself", async () => {
    const id = inform.id;
    expect((await call(other.admin, 'GET', `/api/app/systemInform/${id}`)).statusCode).toBe(404);
    expect(
      (await call(other.admin, 'PUT', `/api/app/systemInform/${id}`, { ...body('hijack') })).statusCode,
    ).toBe(404);
    expect((await call(other.admin, 'POST', `/api/app/systemInform/${id}/publish`)).statusCode).toBe(404);
    expect((await call(other.admin, 'POST', `/api/app/systemInform/${id}/revoke`)).statusCode).toBe(404);
    expect((await call(other.admin, 'DELETE', `/api/app/systemInform/${id}`)).statusCode).toBe(404);
    expect((await ok<Paged<Inform>>(other.admin, 'GET', '/api/app/systemInform')).totalCount).toBe(0);
    expect(await topTitles(other.admin)).toEqual([]);
    expect(await topTitles(other.vendor1)).toEqual([]);
    expect(await historyTitles(other.buyer)).toEqual([]);
    expect(await topTitles(w.vendor1)).toEqual(['tenant A only']);
    // An audience cannot name another tenant's role.
    const foreignRole = await call(
      other.admin,
      'POST',
      '/api/app/systemInform',
      body('x', { audience: 3, audienceRoleIds: [w.planners] }),
    );
    expect(foreignRole.statusCode).toBe(400);
  });
});

describe('demo data', () => {
  it('seeds a pinned maintenance notice and a dismissible feature notice', async () => {
    const w = await world('inf-demo');
    await inScope(server.database.db, tenantScope(w.tenant.id), (tx) =>
      seedDemoAnnouncements(tx, w.tenant.id, 'en'),
    );
    const top = await ok<(UserInform & { type: number; endTime: string | null })[]>(
      w.vendor1,
      'GET',
      '/api/app/systemInform/topList',
    );
    expect(top.map((i) => [i.systemInformShow, i.type])).toEqual([
      [0, 0],
      [1, 1],
    ]);
    expect(top[0]!.title).toMatch(/^Scheduled maintenance on \d{4}-\d{2}-\d{2}$/);
    expect(new Date(top[0]!.endTime!).getTime()).toBeGreaterThan(Date.now());
    expect(top[1]!.title).toBe('Welcome to the supplier platform');

    // Seeded in English, read in traditional Chinese: each reader gets their language's wording.
    const zhHant = await ok<UserInform[]>(w.vendor1, 'GET', '/api/app/systemInform/topList?culture=zh-Hant');
    expect(zhHant.map((i) => i.title)).toEqual([
      translate(
        'zh-Hant',
        L('SupplierPortal', 'Demo:MaintenanceAnnouncementTitle', top[0]!.title.slice(-10)),
      ),
      translate('zh-Hant', L('SupplierPortal', 'Demo:WelcomeAnnouncementTitle')),
    ]);
    expect(zhHant[1]!.title).not.toBe(top[1]!.title);

    // An edit replaces the text the translations translated: every reader then sees the edit.
    const welcome = top[1]!;
    const revoked = await ok<Inform>(w.admin, 'POST', `/api/app/systemInform/${welcome.id}/revoke`);
    await ok(w.admin, 'PUT', `/api/app/systemInform/${welcome.id}`, {
      ...body('Welcome, edited', { type: 1, systemInformShow: 1 }),
      concurrencyStamp: revoked.concurrencyStamp,
    });
    await ok(w.admin, 'POST', `/api/app/systemInform/${welcome.id}/publish`);
    const after = await ok<UserInform[]>(w.vendor1, 'GET', '/api/app/systemInform/topList?culture=zh-Hant');
    expect(after.map((i) => i.title)).toContain('Welcome, edited');
  });
});

describe('expiry (a time-driven transition)', () => {
  const w = useWorld('inf-expiry');

  it('moves published announcements past their end time to Expired, once, with history and audit', async () => {
    const endTime = new Date(Date.now() + 60_000).toISOString();
    const ending = await published(w.admin, 'ending soon', { endTime });
    const lasting = await published(w.admin, 'lasting');
    const job = timedTransitionJob(server.database, expireAnnouncements);
    const later = new Date(Date.now() + 120_000);

    // Two instances at once: each due row moves exactly once.
    const [first, second] = await Promise.all([job.runOnce(later), job.runOnce(later)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    const mine = await ok<Inform>(w.admin, 'GET', `/api/app/systemInform/${ending.id}`);
    expect(mine.status).toBe(3);
    expect(mine.allowedActions).toEqual(['publish', 'update', 'delete']);
    expect((await ok<Inform>(w.admin, 'GET', `/api/app/systemInform/${lasting.id}`)).status).toBe(1);
    expect(await job.runOnce(later)).toBe(0);

    const history = await ok<{ action: string; actorName: string | null }[]>(
      w.admin,
      'GET',
      `/api/app/workflow/history?entityType=SupplierPortal.SystemComponents.SystemInform&entityId=${ending.id}`,
    );
    expect(history.map((h) => [h.action, h.actorName])).toEqual([
      ['create', expect.any(String)],
      ['publish', expect.any(String)],
      ['expire', 'System'],
    ]);
    const jobRows = await inScope(server.database.db, tenantScope(w.tenant.id), (tx) =>
      tx.select().from(auditLogs).where(eq(auditLogs.httpMethod, 'JOB')),
    );
    const rows = jobRows.filter((a) => a.entityChanges.some((c) => c.entityId === ending.id));
    expect(rows).toHaveLength(1);
  });
});

describe('to-do', () => {
  it('counts the drafts for those who may publish them', async () => {
    const w = await world('inf-todo');
    const before = await ok<{ key: string; count: number }[]>(w.admin, 'GET', '/api/app/todo');
    const drafts = before.find((i) => i.key === 'AnnouncementDrafts')?.count ?? 0;
    await create(w.admin, 'draft one');
    await create(w.admin, 'draft two');
    const after = await ok<{ key: string; count: number; route: string }[]>(w.admin, 'GET', '/api/app/todo');
    expect(after.find((i) => i.key === 'AnnouncementDrafts')).toMatchObject({
      count: drafts + 2,
      route: '/system-components/system-inform-overview',
    });
    const vendor = await ok<{ key: string }[]>(w.vendor1, 'GET', '/api/app/todo');
    expect(vendor.map((i) => i.key)).not.toContain('AnnouncementDrafts');
  });
});
