import { randomUUID } from 'node:crypto';
import { Policies, type PolicyName } from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  login,
  request,
  useWorld,
  type Method,
  type WorldTenant,
} from '../../../../test/harness.js';
import { HOST_ADMIN_PASSWORD } from '../../../../test/test-config.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { grantToRole } from '../../../platform/permissions/grants.js';
import { organizationUnitRoles, organizationUnits, roles, userOrganizationUnits } from '../schema.js';
import type { OrganizationUnitDto } from './dto.js';
import { childCode, nextChildCode } from './service.js';

const w = useWorld({ prefix: 'ou', suppliers: false });
let admin: Record<string, string>;
let otherAdmin: Record<string, string>;
beforeAll(() => {
  [admin, otherAdmin] = [bearer(w.a.admin), bearer(w.b.admin)];
});

const base = '/api/identity/organizations';

/** A user of `t` whose only role holds exactly `policies`. */
const userWith = async (t: WorldTenant, userName: string, policies: PolicyName[]) =>
  bearer(await t.userWith(policies, { userName }));

const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  request(w.server.app, method, url, headers, payload);

async function create(displayName: string, parentId?: string, headers = admin): Promise<OrganizationUnitDto> {
  const res = await call('POST', base, headers, { displayName, ...(parentId ? { parentId } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrganizationUnitDto>();
}

const get = async (id: string) => (await call('GET', `${base}/${id}`, admin)).json<OrganizationUnitDto>();

describe('codes', () => {
  it('are 5 digits per level; the next one is the highest sibling + 1', () => {
    expect(childCode(null, 1)).toBe('00001');
    expect(childCode('00001', 12)).toBe('00001.00012');
    expect(nextChildCode(null, null)).toBe('00001');
    expect(nextChildCode('00003', '00003.00009')).toBe('00003.00010');
    expect(() => nextChildCode(null, '99999')).toThrow();
  });
});

describe('organization units', () => {
  let a: OrganizationUnitDto;
  let b: OrganizationUnitDto;
  let a1: OrganizationUnitDto;
  let a2: OrganizationUnitDto;
  let a1x: OrganizationUnitDto;

  it('creates units with ABP codes, levels and leaf flags, in the ABP shape', async () => {
    a = await create('Purchasing');
    b = await create('Quality');
    a1 = await create('Structural parts', a.id);
    a2 = await create('Electronics', a.id);
    a1x = await create('Castings', a1.id);
    expect([a.code, b.code, a1.code, a2.code, a1x.code]).toEqual([
      '00001',
      '00002',
      '00001.00001',
      '00001.00002',
      '00001.00001.00001',
    ]);
    expect(a1x).toMatchObject({ level: 3, parentId: a1.id, isLeaf: true, children: [], tenantId: w.a.id });
    expect(Object.keys(a1x).sort()).toEqual(
      [
        'id',
        'tenantId',
        'parentId',
        'code',
        'displayName',
        'level',
        'isLeaf',
        'children',
        'concurrencyStamp',
        'creationTime',
        'creatorId',
        'lastModificationTime',
        'lastModifierId',
        'isDeleted',
        'deleterId',
        'deletionTime',
        'extraProperties',
      ].sort(),
    );
    expect((await get(a.id)).isLeaf).toBe(false);
    expect((await get(a.id)).level).toBe(1);

    const next = await call('GET', `${base}/next-code?parentId=${a.id}`, admin);
    expect(next.headers['content-type']).toContain('text/plain');
    expect(next.body).toBe('00001.00003');
    expect((await call('GET', `${base}/next-code`, admin)).body).toBe('00003');
    expect((await call('GET', `${base}/next-code?parentId=`, admin)).body).toBe('00003');
  });

  it('lists, filters, sorts and pages; roots and children', async () => {
    const all = (await call('GET', `${base}?maxResultCount=100`, admin)).json();
    expect(all.totalCount).toBe(5);
    expect(all.items.map((u: OrganizationUnitDto) => u.code)).toEqual([
      '00001',
      '00001.00001',
      '00001.00001.00001',
      '00001.00002',
      '00002',
    ]);
    const sorted = (
      await call('GET', `${base}?sorting=displayName%20desc&maxResultCount=2&skipCount=1`, admin)
    ).json();
    expect(sorted.totalCount).toBe(5);
    expect(sorted.items.map((u: OrganizationUnitDto) => u.displayName)).toEqual(['Quality', 'Purchasing']);
    const filtered = (await call('GET', `${base}?filter=cast`, admin)).json();
    expect(filtered.items.map((u: OrganizationUnitDto) => u.id)).toEqual([a1x.id]);
    const underA = (await call('GET', `${base}?parentId=${a.id}`, admin)).json();
    expect(underA.items.map((u: OrganizationUnitDto) => u.id)).toEqual([a1.id, a2.id]);
    expect((await call('GET', `${base}?sorting=nope`, admin)).statusCode).toBe(400);

    const roots = (await call('GET', `${base}/root`, admin)).json();
    expect(roots.items.map((u: OrganizationUnitDto) => [u.displayName, u.isLeaf])).toEqual([
      ['Purchasing', false],
      ['Quality', true],
    ]);
    const children = (await call('GET', `${base}/children/${a.id}`, admin)).json<OrganizationUnitDto[]>();
    expect(children.map((u) => [u.displayName, u.isLeaf])).toEqual([
      ['Structural parts', false],
      ['Electronics', true],
    ]);
    const byQuery = (await call('GET', `${base}/children?parentId=${a.id}`, admin)).json<
      OrganizationUnitDto[]
    >();
    expect(byQuery.map((u) => u.id)).toEqual([a1.id, a2.id]);
  });

  it('returns trees on the details and all endpoints', async () => {
    const tree = (await call('GET', `${base}/all`, admin)).json<{ items: OrganizationUnitDto[] }>();
    const shape = (u: OrganizationUnitDto): unknown => [u.displayName, u.children.map(shape)];
    expect(tree.items.map(shape)).toEqual([
      [
        'Purchasing',
        [
          ['Structural parts', [['Castings', []]]],
          ['Electronics', []],
        ],
      ],
      ['Quality', []],
    ]);
    const allDetails = (await call('GET', `${base}/all/details`, admin)).json<{
      items: OrganizationUnitDto[];
    }>();
    expect(allDetails.items.map(shape)).toEqual(tree.items.map(shape));
    const found = (await call('GET', `${base}/all?filter=castings`, admin)).json<{
      items: OrganizationUnitDto[];
    }>();
    expect(found.items.map(shape)).toEqual([['Purchasing', [['Structural parts', [['Castings', []]]]]]]);

    const details = (await call('GET', `${base}/${a1.id}/details`, admin)).json<OrganizationUnitDto>();
    expect(shape(details)).toEqual(['Structural parts', [['Castings', []]]]);
    const paged = (await call('GET', `${base}/details?maxResultCount=1`, admin)).json();
    expect(paged.totalCount).toBe(5);
    expect(paged.items.map(shape)).toEqual([tree.items.map(shape)[0]]);
  });

  it('refuses a duplicate name among siblings (any case), allows it elsewhere', async () => {
    const res = await call('POST', base, admin, { displayName: 'electronics', parentId: a.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'Volo.Abp.Identity:010004',
      message:
        'There is already an organization unit with name electronics. Two units with same name can not be created in same level.',
    });
    const elsewhere = await create('Electronics', b.id);
    expect(elsewhere.code).toBe('00002.00001');
    expect((await call('DELETE', `${base}/${elsewhere.id}`, admin)).statusCode).toBe(204);
    const zh = await call(
      'POST',
      base,
      { ...admin, 'accept-language': 'zh-Hans' },
      { displayName: 'Quality' },
    );
    expect(zh.json().error.message).toBe('同一层级下已存在名为 Quality 的组织机构，不能重名。');
  });

  it('validates input', async () => {
    const empty = await call('POST', base, admin, { displayName: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.validationErrors[0].members).toEqual(['displayName']);
    const long = await call('POST', base, admin, { displayName: 'x'.repeat(129) });
    expect(long.json().error.validationErrors[0].message).toContain('maximum length of 128');
    const badParent = await call('POST', base, admin, { displayName: 'x', parentId: 'nope' });
    expect(badParent.json().error.validationErrors[0].members).toEqual(['parentId']);
    const unknownParent = await call('POST', base, admin, {
      displayName: 'x',
      parentId: randomUUID(),
    });
    expect(unknownParent.statusCode).toBe(404);
    // `ouId` is optional (abp-calls.test.ts), but must be a GUID when given.
    expect((await call('GET', `${base}/users?ouId=x`, admin)).statusCode).toBe(400);
  });

  it('renames with the concurrency stamp; a stale stamp is a 409', async () => {
    const current = await get(a2.id);
    const ok = await call('PUT', `${base}/${a2.id}`, admin, {
      displayName: 'Electronic parts',
      concurrencyStamp: current.concurrencyStamp,
      extraProperties: { Manager: 'Li' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      displayName: 'Electronic parts',
      code: a2.code,
      extraProperties: { Manager: 'Li' },
    });
    expect(ok.json().concurrencyStamp).not.toBe(current.concurrencyStamp);
    const stale = await call('PUT', `${base}/${a2.id}`, admin, {
      displayName: 'Again',
      concurrencyStamp: current.concurrencyStamp,
    });
    expect(stale.statusCode).toBe(409);
    const clash = await call('PUT', `${base}/${a2.id}`, admin, { displayName: 'Structural Parts' });
    expect(clash.statusCode).toBe(403);
  });

  it('moves a unit with its sub-tree, re-coding every descendant', async () => {
    // Structural parts (with Castings) under Quality: the next code under Quality.
    const moved = await call('PUT', `${base}/move?id=${a1.id}&parentId=${b.id}`, admin);
    expect(moved.statusCode).toBe(204);
    expect(await get(a1.id)).toMatchObject({ code: '00002.00001', parentId: b.id, level: 2 });
    expect(await get(a1x.id)).toMatchObject({ code: '00002.00001.00001', parentId: a1.id, level: 3 });
    expect((await get(a.id)).isLeaf).toBe(false);
    expect((await get(b.id)).isLeaf).toBe(false);

    // To the top level: after the highest top-level code.
    expect((await call('PUT', `${base}/move?id=${a1.id}`, admin)).statusCode).toBe(204);
    expect(await get(a1.id)).toMatchObject({ code: '00003', parentId: null, level: 1 });
    expect(await get(a1x.id)).toMatchObject({ code: '00003.00001', level: 2 });

    // Back under Purchasing, where the highest sibling code is 00002.
    expect((await call('PUT', `${base}/move?id=${a1.id}&parentId=${a.id}`, admin)).statusCode).toBe(204);
    expect((await get(a1.id)).code).toBe('00001.00003');
    expect((await get(a1x.id)).code).toBe('00001.00003.00001');
    // Moving where it already is changes nothing.
    expect((await call('PUT', `${base}/move?id=${a1.id}&parentId=${a.id}`, admin)).statusCode).toBe(204);
    expect((await get(a1.id)).code).toBe('00001.00003');
  });

  it('refuses to move a unit under itself or its descendants', async () => {
    for (const target of [a.id, a1x.id]) {
      const res = await call('PUT', `${base}/move?id=${a.id}&parentId=${target}`, admin);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('Volo.Abp.Identity:OrganizationUnitMoveIntoItself');
    }
    // A move that would put two same-named units side by side.
    const twin = await create('Castings', b.id);
    const clash = await call('PUT', `${base}/move?id=${twin.id}&parentId=${a1.id}`, admin);
    expect(clash.statusCode).toBe(403);
    expect(clash.json().error.code).toBe('Volo.Abp.Identity:010004');
    expect((await get(twin.id)).code).toBe('00002.00001');
    expect((await call('PUT', `${base}/move?id=${a.id}&parentId=${randomUUID()}`, admin)).statusCode).toBe(
      404,
    );
    expect((await call('PUT', `${base}/move?parentId=${a.id}`, admin)).statusCode).toBe(400);
  });

  it('adds and removes members and roles; lists users of a unit and its descendants', async () => {
    const u1 = await createUser(w.server, w.a.id, 'ou-member-1');
    const u2 = await createUser(w.server, w.a.id, 'ou-member-2');
    expect((await call('POST', `${base}/${a.id}/users`, admin, { userIds: [u1.id] })).statusCode).toBe(204);
    expect(
      (await call('POST', `${base}/${a1x.id}/users`, admin, { userIds: [u2.id, u2.id] })).statusCode,
    ).toBe(204);
    // Adding again is harmless.
    expect((await call('POST', `${base}/${a.id}/users`, admin, { userIds: [u1.id] })).statusCode).toBe(204);

    const ofA = (await call('GET', `${base}/users?ouId=${a.id}&sorting=userName`, admin)).json();
    expect(ofA.totalCount).toBe(2);
    expect(ofA.items.map((u: { userName: string }) => u.userName)).toEqual(['ou-member-1', 'ou-member-2']);
    expect(ofA.items[0]).toHaveProperty('email', 'ou-member-1@example.test');
    const ofLeaf = (await call('GET', `${base}/users?ouId=${a1x.id}`, admin)).json();
    expect(ofLeaf.items.map((u: { userName: string }) => u.userName)).toEqual(['ou-member-2']);
    const filtered = (await call('GET', `${base}/users?ouId=${a.id}&filter=member-1`, admin)).json();
    expect(filtered.totalCount).toBe(1);

    const unknown = await call('POST', `${base}/${a.id}/users`, admin, {
      userIds: [randomUUID()],
    });
    expect(unknown.statusCode).toBe(404);

    const [vendor] = await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx
        .select()
        .from(roles)
        .where(and(eq(roles.tenantId, w.a.id), eq(roles.name, 'vendor'))),
    );
    expect((await call('POST', `${base}/${a.id}/roles`, admin, { roleIds: [vendor!.id] })).statusCode).toBe(
      204,
    );
    const rolesOfA = (await call('GET', `${base}/roles?ouId=${a.id}`, admin)).json();
    expect(rolesOfA).toMatchObject({
      totalCount: 1,
      items: [{ id: vendor!.id, name: 'vendor', isStatic: true }],
    });
    expect((await call('GET', `${base}/roles?ouId=${b.id}`, admin)).json().totalCount).toBe(0);

    expect((await call('DELETE', `${base}/${a.id}/users/${u1.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `${base}/users?ouId=${a.id}`, admin)).json().totalCount).toBe(1);
    expect((await call('DELETE', `${base}/${b.id}/roles/${vendor!.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `${base}/roles?ouId=${a.id}`, admin)).json().totalCount).toBe(1);
  });

  it('deletes a unit with its sub-units (soft) and their member and role links', async () => {
    const res = await call('DELETE', `${base}/${a.id}`, admin);
    expect(res.statusCode).toBe(204);
    for (const id of [a.id, a1.id, a1x.id, a2.id]) {
      expect((await call('GET', `${base}/${id}`, admin)).statusCode).toBe(404);
    }
    expect((await call('DELETE', `${base}/${a.id}`, admin)).statusCode).toBe(404);
    const rows = await inScope(w.server.database.db, tenantScope(w.a.id), async (tx) => ({
      units: await tx.select().from(organizationUnits).where(eq(organizationUnits.id, a1x.id)),
      members: await tx.select().from(userOrganizationUnits),
      roles: await tx.select().from(organizationUnitRoles),
    }));
    expect(rows.units[0]?.isDeleted).toBe(true);
    expect(rows.members).toEqual([]);
    expect(rows.roles).toEqual([]);
    const tree = (await call('GET', `${base}/all`, admin)).json<{ items: OrganizationUnitDto[] }>();
    expect(tree.items.map((u) => u.displayName)).toEqual(['Quality']);
    const again = await create('Purchasing');
    expect(again.code).toBe('00003');
    // The code of a deleted unit may be handed out again.
    expect((await call('DELETE', `${base}/${again.id}`, admin)).statusCode).toBe(204);
    expect((await create('Purchasing')).code).toBe('00003');
  });
});

describe("a unit's roles", () => {
  it("give its members the roles' permissions at once, and take them back when they leave", async () => {
    const unit = await create('Incoming quality');
    const roleName = 'ou-inspector';
    const roleId = await inScope(w.server.database.db, tenantScope(w.a.id), async (tx) => {
      const role = await w.server.services.identity.ensureRole(tx, w.a.id, roleName);
      await grantToRole(tx, w.a.id, roleName, [Policies.AbpAuditLogging.Default.name]);
      return role.id;
    });
    const memberId = (await createUser(w.server, w.a.id, 'ou-inspector-1')).id;
    const member = bearer(
      (await login(w.server.app, { username: 'ou-inspector-1', tenant: w.a.name })).access_token,
    );
    const audit = () => call('GET', '/api/audit-logging/audit-logs', member);
    const configuration = async () =>
      (await call('GET', '/api/abp/application-configuration', member)).json<{
        currentUser: { roles: string[] };
        auth: { grantedPolicies: Record<string, boolean> };
      }>();
    expect((await audit()).statusCode).toBe(403);

    expect((await call('POST', `${base}/${unit.id}/roles`, admin, { roleIds: [roleId] })).statusCode).toBe(
      204,
    );
    expect((await call('POST', `${base}/${unit.id}/users`, admin, { userIds: [memberId] })).statusCode).toBe(
      204,
    );
    // The same token: the principal is reloaded on the change, no new login needed.
    expect((await audit()).statusCode).toBe(200);
    const config = await configuration();
    expect(config.currentUser.roles).toContain(roleName);
    expect(config.auth.grantedPolicies[Policies.AbpAuditLogging.Default.name]).toBe(true);

    expect((await call('DELETE', `${base}/${unit.id}/users/${memberId}`, admin)).statusCode).toBe(204);
    expect((await audit()).statusCode).toBe(403);
    expect((await configuration()).currentUser.roles).not.toContain(roleName);

    // A deleted unit gives nothing either.
    expect((await call('POST', `${base}/${unit.id}/users`, admin, { userIds: [memberId] })).statusCode).toBe(
      204,
    );
    expect((await audit()).statusCode).toBe(200);
    expect((await call('DELETE', `${base}/${unit.id}`, admin)).statusCode).toBe(204);
    expect((await audit()).statusCode).toBe(403);
  });
});

describe('permissions', () => {
  it('needs the unit policies, and the user or role pages for members', async () => {
    const P = Policies.AbpIdentity;
    const reader = await userWith(w.a, 'ou-reader', [P.OrganitaionUnits.name]);
    const nobody = await userWith(w.a, 'ou-nobody', [P.Users.name]);
    const unit = await create('Permissions test');

    expect((await call('GET', base, reader)).statusCode).toBe(200);
    expect((await call('GET', `${base}/all`, reader)).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', base, { displayName: 'x' }],
      ['PUT', `${base}/${unit.id}`, { displayName: 'x' }],
      ['PUT', `${base}/move?id=${unit.id}`, undefined],
      ['DELETE', `${base}/${unit.id}`, undefined],
      ['GET', `${base}/users?ouId=${unit.id}`, undefined],
      ['GET', `${base}/roles?ouId=${unit.id}`, undefined],
      ['POST', `${base}/${unit.id}/users`, { userIds: [] }],
      ['POST', `${base}/${unit.id}/roles`, { roleIds: [] }],
    ] as const) {
      const res = await call(method, url, reader, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('Volo.Authorization:010001');
    }
    for (const url of [base, `${base}/all`, `${base}/root`, `${base}/${unit.id}`, `${base}/next-code`]) {
      expect((await call('GET', url, nobody)).statusCode, url).toBe(403);
    }
    expect((await call('GET', `${base}/users?ouId=${unit.id}`, nobody)).statusCode).toBe(200);
    expect((await call('GET', base, {})).statusCode).toBe(401);

    const editor = await userWith(w.a, 'ou-editor', [
      P.OrganitaionUnits.name,
      P.OrganitaionUnits.Update.name,
    ]);
    expect((await call('PUT', `${base}/${unit.id}`, editor, { displayName: 'Renamed' })).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `${base}/${unit.id}`, editor)).statusCode).toBe(403);
  });
});

describe('tenant isolation', () => {
  it("a tenant cannot see, read or change another tenant's units", async () => {
    const mine = await create('Only in tenant A');
    const child = await create('Child in tenant A', mine.id);
    const member = await createUser(w.server, w.a.id, 'ou-iso-member');
    await call('POST', `${base}/${mine.id}/users`, admin, { userIds: [member.id] });

    const list = (await call('GET', `${base}?maxResultCount=1000`, otherAdmin)).json();
    expect(list.totalCount).toBe(0);
    expect((await call('GET', `${base}/all`, otherAdmin)).json().items).toEqual([]);
    expect((await call('GET', `${base}/children/${mine.id}`, otherAdmin)).json()).toEqual([]);
    for (const [method, url, payload] of [
      ['GET', `${base}/${mine.id}`, undefined],
      ['GET', `${base}/${mine.id}/details`, undefined],
      ['GET', `${base}/next-code?parentId=${mine.id}`, undefined],
      ['GET', `${base}/users?ouId=${mine.id}`, undefined],
      ['GET', `${base}/roles?ouId=${mine.id}`, undefined],
      ['PUT', `${base}/${mine.id}`, { displayName: 'Taken over' }],
      ['PUT', `${base}/move?id=${child.id}`, undefined],
      ['DELETE', `${base}/${mine.id}`, undefined],
      ['POST', base, { displayName: 'Sneaky', parentId: mine.id }],
      ['POST', `${base}/${mine.id}/users`, { userIds: [] }],
      ['DELETE', `${base}/${mine.id}/users/${member.id}`, undefined],
    ] as const) {
      const res = await call(method, url, { ...otherAdmin, __tenant: w.a.id }, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Tenant B's unit cannot take tenant A's user either.
    const theirs = await create('Only in tenant B', undefined, otherAdmin);
    const res = await call('POST', `${base}/${theirs.id}/users`, otherAdmin, { userIds: [member.id] });
    expect(res.statusCode).toBe(404);

    expect(await get(mine.id)).toMatchObject({ displayName: 'Only in tenant A', isDeleted: false });
    expect((await call('GET', `${base}/users?ouId=${mine.id}`, admin)).json().totalCount).toBe(1);

    const host = bearer(
      (await login(w.server.app, { username: 'admin', password: HOST_ADMIN_PASSWORD })).access_token,
    );
    const hostTree = (await call('GET', `${base}/all`, host)).json<{ items: OrganizationUnitDto[] }>();
    expect(hostTree.items.some((u) => u.id === mine.id || u.id === theirs.id)).toBe(false);
  });
});
