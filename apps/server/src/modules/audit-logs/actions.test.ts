import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAndMethod, maskSecrets } from '../../platform/audit/action.js';
import { world, type World } from '../../../test/world.js';

/** Issue 9 item 7: each audited request records its action (AuditLogActionDto). */
let w: World;

beforeAll(async () => {
  w = await world({ prefix: 'audit-actions', suppliers: false });
});
afterAll(() => w.close());

interface ActionDto {
  id: string;
  tenantId: string | null;
  auditLogId: string;
  serviceName: string;
  methodName: string;
  parameters: string;
  executionTime: string;
  executionDuration: number;
  extraProperties: Record<string, unknown>;
}

async function logOf(url: string, httpMethod: string) {
  await w.server.audit.flush();
  const admin = w.api(w.a.admin);
  const list = await admin.get(
    `/api/audit-logging/audit-logs?url=${encodeURIComponent(url)}&httpMethod=${httpMethod}&maxResultCount=1`,
  );
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  const id = (list.body.items as { id: string }[])[0]!.id;
  return (await admin.get(`/api/audit-logging/audit-logs/${id}`)).body as {
    id: string;
    executionDuration: number;
    actions: ActionDto[];
  };
}

describe('audit log actions', () => {
  it('name the service and method by ABP conventions', () => {
    expect(serviceAndMethod('POST', '/api/identity/users')).toEqual({
      serviceName: 'Identity.UsersAppService',
      methodName: 'CreateAsync',
    });
    expect(serviceAndMethod('GET', '/api/identity/users/:id')).toMatchObject({ methodName: 'GetAsync' });
    expect(serviceAndMethod('GET', '/api/identity/users')).toMatchObject({ methodName: 'GetListAsync' });
    expect(serviceAndMethod('POST', '/api/identity/roles/:roleId/add-to-organization/:ouId')).toEqual({
      serviceName: 'Identity.RolesAppService',
      methodName: 'AddToOrganizationAsync',
    });
    expect(serviceAndMethod('POST', '/connect/token')).toEqual({
      serviceName: 'Connect',
      methodName: 'TokenAsync',
    });
    expect(maskSecrets({ input: { password: 'x', nested: [{ clientSecret: 's' }], name: 'n' } })).toEqual({
      input: { password: '***', nested: [{ clientSecret: '***' }], name: 'n' },
    });
  });

  it('are recorded for a request and shown in the detail, with secrets masked', async () => {
    const res = await w.api(w.a.admin).post('/api/identity/users', {
      userName: 'audited-action',
      email: 'audited-action@example.com',
      password: 'Very$ecret1',
      roleNames: [],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const log = await logOf('/api/identity/users', 'POST');
    expect(log.actions).toHaveLength(1);
    const action = log.actions[0]!;
    expect(action).toMatchObject({
      id: expect.any(String),
      tenantId: w.a.id,
      auditLogId: log.id,
      serviceName: 'Identity.UsersAppService',
      methodName: 'CreateAsync',
      executionDuration: log.executionDuration,
      extraProperties: {},
    });
    expect(Number.isNaN(Date.parse(action.executionTime))).toBe(false);
    const parameters = JSON.parse(action.parameters) as { input: Record<string, unknown> };
    expect(parameters.input).toMatchObject({ userName: 'audited-action', password: '***' });
    expect(action.parameters).not.toContain('Very$ecret1');
  });

  it('carry route parameters by name and are left out of the list (details only)', async () => {
    const role = await w.api(w.a.admin).post('/api/identity/roles', { name: 'audited-role' });
    const roleId = (role.body as { id: string }).id;
    expect((await w.api(w.a.admin).delete(`/api/identity/roles/${roleId}`)).status).toBe(204);
    const log = await logOf(`/api/identity/roles/${roleId}`, 'DELETE');
    expect(log.actions[0]).toMatchObject({ methodName: 'DeleteAsync' });
    expect(JSON.parse(log.actions[0]!.parameters)).toEqual({ id: roleId });
  });
});
