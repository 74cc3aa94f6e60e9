import { describe, expect, it } from 'vitest';
import { createTenant, expectError, useWorld } from '../../../test/harness.js';
import { HOST_TENANT_ID } from '../../platform/db/scope.js';
import { SettingNames } from '../../platform/settings/definitions.js';

const w = useWorld({ prefix: 'regdefault', suppliers: false });

const SELF = SettingNames.IsSelfRegistrationEnabled;

describe('self-registration is off until an administrator opens it (issue 16 #8)', () => {
  const register = (userName: string, tenant?: string) =>
    w.api(null, tenant ?? null).post('/api/account/register', {
      userName,
      emailAddress: `${userName}@example.test`,
      password: '1q2w3E*x',
    });

  it('a stranger cannot make an account on the host or in a new tenant', async () => {
    const fresh = await createTenant(w.server, 'regfresh');
    for (const tenant of [undefined, fresh.name]) {
      const error = expectError(await register(`stranger-${tenant ?? 'host'}`, tenant), 403);
      expect(error.message).toMatch(/registration is disabled/i);
      // The register page reads this value to say so before anyone types.
      const config = await w.api(null, tenant ?? null).get('/api/abp/application-configuration');
      expect(config.body.setting.values[SELF]).toBe('false');
    }
  });

  it("opens when the tenant's administrator switches it on, for that tenant only", async () => {
    const put = await w.api(w.a.admin).put('/api/setting-ui/set-setting-values', { [SELF]: true });
    expect(put.status, JSON.stringify(put.body)).toBe(204);
    const ok = await register('welcome1', w.a.name);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ userName: 'welcome1', tenantId: w.a.id });
    // The other tenant and the host stay closed.
    expectError(await register('welcome2', w.b.name), 403);
    expectError(await register('welcome3'), 403);
    expect(await w.server.services.settings.get(HOST_TENANT_ID, SELF)).toBe('false');
  });
});
