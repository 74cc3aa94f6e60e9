import { Policies } from '@sp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { world, type World } from '../../../test/world.js';

/** Issue 9: a policy's aliases (names of other template versions) are granted together with it. */
let w: World;

beforeAll(async () => {
  w = await world({ prefix: 'aliases', suppliers: false });
});
afterAll(() => w.close());

const settingNames = [
  'SettingUi.Tenant',
  'SettingUi.ShowSettingPage',
  'EasyAbp.Abp.SettingUi.ShowSettingPage',
];

interface PermissionsBody {
  groups: { name: string; permissions: { name: string; isGranted: boolean }[] }[];
}

describe('policy aliases', () => {
  it('appear in the configuration of a user granted the policy, and only then', async () => {
    const granted = await w.a.userWith([Policies.SettingUi.Tenant.name]);
    const config = await w.api(granted).get('/api/abp/application-configuration');
    expect(config.status).toBe(200);
    expect(config.body.auth.grantedPolicies).toEqual(Object.fromEntries(settingNames.map((n) => [n, true])));

    const other = await w.a.userWith([Policies.AbpIdentity.Users.name]);
    const without = await w.api(other).get('/api/abp/application-configuration');
    expect(without.body.auth.grantedPolicies).toEqual({ 'AbpIdentity.Users': true });
  });

  it('are one entry in permission management, and a change by an alias changes that entry', async () => {
    const admin = w.api(w.a.admin);
    expect((await admin.post('/api/identity/roles', { name: 'settings-editor' })).status).toBe(200);
    const url = '/api/permission-management/permissions?providerName=R&providerKey=settings-editor';
    const names = (body: PermissionsBody) => body.groups.flatMap((g) => g.permissions.map((p) => p.name));
    const before = (await admin.get(url)).body as PermissionsBody;
    expect(names(before)).toContain('SettingUi.Tenant');
    expect(names(before).filter((n) => n.includes('ShowSettingPage'))).toEqual([]);

    const put = await admin.put(url, {
      permissions: [{ name: 'EasyAbp.Abp.SettingUi.ShowSettingPage', isGranted: true }],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(204);
    const after = (await admin.get(url)).body as PermissionsBody;
    const tenant = after.groups.flatMap((g) => g.permissions).find((p) => p.name === 'SettingUi.Tenant');
    expect(tenant?.isGranted).toBe(true);
  });
});
