import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, login, startTestServer, type TestServer } from '../../test/harness.js';
import { vendorPolicies } from './vendor-policies.js';
import { hostAdminUsesDemoPassword } from './seed.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('seed', () => {
  it('knows when the host admin still has the demo password (production refuses to start then)', async () => {
    expect(await hostAdminUsesDemoPassword(server.database.db)).toBe(true);
  });

  it("gives a tenant's vendor role exactly the vendor-facing pages and their actions", async () => {
    expect(vendorPolicies).toContain('VendorLabel.Delivery');
    expect(vendorPolicies).toContain('LetterOfRecognition.VendorLetterOverview.Update');
    expect(vendorPolicies.some((p) => p.startsWith('AbpIdentity') || p.includes('Admin'))).toBe(false);
    const t = await createTenant(server, 'seed');
    const { access_token } = await login(server.app, { username: 'admin', tenant: t.name });
    const res = await server.app.inject({
      url: '/api/identity/users',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(res.json().items.map((u: { userName: string }) => u.userName)).toEqual(['admin']);
  });
});
