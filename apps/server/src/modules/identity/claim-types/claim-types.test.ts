import { randomUUID } from 'node:crypto';
import { Policies, type PolicyName } from '@sp/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, request, useWorld, type Method, type WorldTenant } from '../../../../test/harness.js';
import { HOST_ADMIN_PASSWORD } from '../../../../test/test-config.js';
import type { ClaimTypeDto } from './dto.js';

const w = useWorld({ prefix: 'claims', suppliers: false });
let admin: Record<string, string>;
let otherAdmin: Record<string, string>;
beforeAll(() => {
  [admin, otherAdmin] = [bearer(w.a.admin), bearer(w.b.admin)];
});

const base = '/api/identity/claim-types';

/** A user of `t` whose only role holds exactly `policies`. */
const userWith = async (t: WorldTenant, userName: string, policies: PolicyName[]) =>
  bearer(await t.userWith(policies, { userName }));

const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  request(w.server.app, method, url, headers, payload);

async function create(body: Record<string, unknown>, headers = admin): Promise<ClaimTypeDto> {
  const res = await call('POST', base, headers, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ClaimTypeDto>();
}

describe('claim types', () => {
  it('every new tenant (and the host) starts with the static Email and Phone types', async () => {
    const all = (await call('GET', `${base}/all`, admin)).json<ClaimTypeDto[]>();
    expect(Array.isArray(all)).toBe(true);
    expect(all.map((c) => [c.name, c.isStatic, c.valueType, c.valueTypeAsString])).toEqual([
      ['Email', true, 0, 'String'],
      ['Phone', true, 0, 'String'],
    ]);
    const host = bearer(
      (await login(w.server.app, { username: 'admin', password: HOST_ADMIN_PASSWORD })).access_token,
    );
    const hostTypes = (await call('GET', `${base}/all`, host)).json<ClaimTypeDto[]>();
    expect(hostTypes.filter((c) => c.isStatic).map((c) => c.name)).toEqual(['Email', 'Phone']);
  });

  it('creates, reads, lists, filters, sorts and pages in the HelloAbp shape', async () => {
    const created = await create({
      name: 'EmployeeNumber',
      required: true,
      regex: '^E[0-9]{6}$',
      regexDescription: 'E followed by six digits',
      description: 'Staff number',
      valueType: 1,
      extraProperties: { Source: 'HR' },
    });
    expect(created).toMatchObject({
      name: 'EmployeeNumber',
      required: true,
      isStatic: false,
      regex: '^E[0-9]{6}$',
      regexDescription: 'E followed by six digits',
      description: 'Staff number',
      valueType: 1,
      valueTypeAsString: 'Int',
      extraProperties: { Source: 'HR' },
    });
    expect(Object.keys(created).sort()).toEqual(
      [
        'id',
        'name',
        'required',
        'isStatic',
        'regex',
        'regexDescription',
        'description',
        'valueType',
        'valueTypeAsString',
        'concurrencyStamp',
        'creationTime',
        'extraProperties',
      ].sort(),
    );
    const read = await call('GET', `${base}/${created.id}`, admin);
    expect(read.json()).toEqual(JSON.parse(JSON.stringify(created)));

    await create({ name: 'Birthday', valueType: 3 });
    await create({ name: 'Approved', valueType: 2, regex: '' });
    const list = (await call('GET', `${base}?sorting=name%20desc&maxResultCount=2`, admin)).json();
    expect(list.totalCount).toBe(5);
    expect(list.items.map((c: ClaimTypeDto) => c.name)).toEqual(['Phone', 'EmployeeNumber']);
    const page2 = (await call('GET', `${base}?sorting=name&skipCount=1&maxResultCount=2`, admin)).json();
    expect(page2.items.map((c: ClaimTypeDto) => c.name)).toEqual(['Birthday', 'Email']);
    const filtered = (await call('GET', `${base}?filter=staff`, admin)).json();
    expect(filtered.items.map((c: ClaimTypeDto) => c.name)).toEqual(['EmployeeNumber']);
    const approved = (await call('GET', `${base}?filter=approved`, admin)).json().items[0];
    expect(approved).toMatchObject({ valueTypeAsString: 'Boolean', regex: null });
    expect((await call('GET', `${base}?sorting=regex`, admin)).statusCode).toBe(400);
  });

  it('validates: a regex that does not compile, value types 0 to 3, required name', async () => {
    const badRegex = await call('POST', base, admin, { name: 'Broken', regex: '([a-z' });
    expect(badRegex.statusCode).toBe(400);
    expect(badRegex.json().error.validationErrors).toEqual([
      { message: "'([a-z' is not a valid regular expression.", members: ['regex'] },
    ]);
    const zh = await call(
      'POST',
      base,
      { ...admin, 'accept-language': 'zh-Hans' },
      { name: 'B', regex: '*' },
    );
    expect(zh.json().error.validationErrors[0].message).toBe("'*' 不是有效的正则表达式。");
    const badType = await call('POST', base, admin, { name: 'Broken', valueType: 4 });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.validationErrors[0].members).toEqual(['valueType']);
    const noName = await call('POST', base, admin, { name: ' ' });
    expect(noName.json().error.validationErrors[0]).toEqual({
      message: 'The name field is required.',
      members: ['name'],
    });
    const longRegex = await call('POST', base, admin, { name: 'Long', regex: 'a'.repeat(513) });
    expect(longRegex.json().error.validationErrors[0].members).toEqual(['regex']);
  });

  it('refuses a duplicate name, whatever its case', async () => {
    const res = await call('POST', base, admin, { name: 'employeenumber' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'Volo.Abp.Identity:DuplicateClaimTypeName',
      message: "Claim type 'employeenumber' already exists.",
    });
    const email = await call('POST', base, admin, { name: 'EMAIL' });
    expect(email.statusCode).toBe(403);
  });

  it('updates with the concurrency stamp; a stale one is a 409; renaming onto another is a 403', async () => {
    const c = await create({ name: 'CostCenter', description: 'old' });
    const ok = await call('PUT', `${base}/${c.id}`, admin, {
      name: 'CostCentre',
      description: 'new',
      valueType: 0,
      concurrencyStamp: c.concurrencyStamp,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'CostCentre', description: 'new' });
    const stale = await call('PUT', `${base}/${c.id}`, admin, {
      name: 'CostCentre2',
      concurrencyStamp: c.concurrencyStamp,
    });
    expect(stale.statusCode).toBe(409);
    const clash = await call('PUT', `${base}/${c.id}`, admin, { name: 'Birthday' });
    expect(clash.statusCode).toBe(403);
    const badRegex = await call('PUT', `${base}/${c.id}`, admin, { name: 'CostCentre', regex: '(?<' });
    expect(badRegex.statusCode).toBe(400);
  });

  it('protects the static types from change and deletion', async () => {
    const email = (await call('GET', `${base}/all`, admin))
      .json<ClaimTypeDto[]>()
      .find((c) => c.name === 'Email')!;
    const put = await call('PUT', `${base}/${email.id}`, admin, { name: 'Mail' });
    expect(put.statusCode).toBe(403);
    expect(put.json().error).toMatchObject({
      code: 'Volo.Abp.Identity:StaticClaimTypeChange',
      message: 'Static claim types cannot be changed.',
    });
    const del = await call('DELETE', `${base}/${email.id}`, admin);
    expect(del.statusCode).toBe(403);
    expect(del.json().error.code).toBe('Volo.Abp.Identity:StaticClaimTypeDeletion');
    expect((await call('GET', `${base}/${email.id}`, admin)).json().name).toBe('Email');
  });

  it('deletes', async () => {
    const c = await create({ name: 'Temporary' });
    expect((await call('DELETE', `${base}/${c.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `${base}/${c.id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/${c.id}`, admin)).statusCode).toBe(404);
    // The name is free again.
    expect((await create({ name: 'Temporary' })).name).toBe('Temporary');
  });
});

describe('permissions', () => {
  it('reading needs AbpIdentity.ClaimTypes; each change needs its own child policy', async () => {
    const P = Policies.AbpIdentity.ClaimTypes;
    const reader = await userWith(w.a, 'claims-reader', [P.name]);
    const nobody = await userWith(w.a, 'claims-nobody', [Policies.AbpIdentity.Users.name]);
    const c = await create({ name: 'PermissionTest' });
    for (const url of [base, `${base}/all`, `${base}/${c.id}`]) {
      expect((await call('GET', url, reader)).statusCode, url).toBe(200);
      expect((await call('GET', url, nobody)).statusCode, url).toBe(403);
    }
    for (const [method, url, payload] of [
      ['POST', base, { name: 'x' }],
      ['PUT', `${base}/${c.id}`, { name: 'x' }],
      ['DELETE', `${base}/${c.id}`, undefined],
    ] as const) {
      const res = await call(method, url, reader, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('Volo.Authorization:010001');
    }
    const deleter = await userWith(w.a, 'claims-deleter', [P.name, P.Delete.name]);
    expect((await call('DELETE', `${base}/${c.id}`, deleter)).statusCode).toBe(204);
    expect((await call('GET', base, {})).statusCode).toBe(401);
  });
});

describe('tenant isolation', () => {
  it("a tenant cannot list, read, change or delete another tenant's claim types", async () => {
    const mine = await create({ name: 'OnlyInA' });
    const theirs = (await call('GET', `${base}/all`, otherAdmin)).json<ClaimTypeDto[]>();
    expect(theirs.map((c) => c.name)).toEqual(['Email', 'Phone']);
    expect(theirs.some((c) => c.id === mine.id)).toBe(false);
    const list = (await call('GET', `${base}?filter=OnlyInA`, otherAdmin)).json();
    expect(list.totalCount).toBe(0);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { name: 'Taken' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `${base}/${mine.id}`, { ...otherAdmin, __tenant: w.a.id }, payload);
      expect(res.statusCode, method).toBe(404);
    }
    // The same name is free in the other tenant.
    expect((await create({ name: 'OnlyInA' }, otherAdmin)).name).toBe('OnlyInA');
    expect((await call('GET', `${base}/${mine.id}`, admin)).json().name).toBe('OnlyInA');
    expect((await call('GET', `${base}/${randomUUID()}`, admin)).statusCode).toBe(404);
  });
});
