import type { PolicyName } from '@sp/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppConfig } from '../src/config.js';
import { newId } from '../src/platform/db/columns.js';
import { HOST_TENANT_ID, inScope, tenantScope } from '../src/platform/db/scope.js';
import { grantToRole } from '../src/platform/permissions/grants.js';
import {
  bearer,
  createTenant,
  createUser,
  login,
  startTestServer,
  type TestServer,
  type TestTenant,
} from './harness.js';

/** Untyped JSON, as light-my-request's `json()` gives it: tests assert its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface ApiResponse {
  status: number;
  /** The JSON body parsed; the text when the answer is not JSON. */
  body: Json;
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

export interface Api {
  get(url: string): Promise<ApiResponse>;
  post(url: string, body?: unknown): Promise<ApiResponse>;
  put(url: string, body?: unknown): Promise<ApiResponse>;
  delete(url: string, body?: unknown): Promise<ApiResponse>;
}

/** The headers of a caller: its token (null: anonymous), its tenant (`__tenant`), in English. */
export function callerHeaders(token: string | null, tenant?: TestTenant | string | null) {
  return {
    ...(token ? bearer(token) : { 'accept-language': 'en' }),
    ...(tenant ? { __tenant: typeof tenant === 'string' ? tenant : tenant.name } : {}),
  };
}

function toResponse(raw: LightMyRequestResponse): ApiResponse {
  const json = /json/.test(String(raw.headers['content-type'] ?? '')) && raw.body !== '';
  return { status: raw.statusCode, body: json ? raw.json() : raw.body, headers: raw.headers, raw };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One `app.inject` with a JSON body (when given); the raw light-my-request response. */
export function request(
  app: FastifyInstance,
  method: Method,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
}

/** An API caller over `app.inject`: `caller(app)(token, tenant).get(url)`. */
export function caller(app: FastifyInstance) {
  return (
    token: string | null,
    tenant?: TestTenant | string | null,
    extra: Record<string, string> = {},
  ): Api => {
    const headers = { ...callerHeaders(token, tenant), ...extra };
    const send = (method: Method, url: string, body?: unknown) =>
      request(app, method, url, headers, body).then(toResponse);
    return {
      get: (url) => send('GET', url),
      post: (url, body) => send('POST', url, body),
      put: (url, body) => send('PUT', url, body),
      delete: (url, body) => send('DELETE', url, body),
    };
  };
}

export interface AbpError {
  code: string | null;
  message: string;
  details: string | null;
  data: Record<string, unknown> | null;
  validationErrors: { message: string; members: string[] }[] | null;
}

/** The answer is `status` with ABP's error envelope (and `code`, when given); returns the error. */
export function expectError(
  res: ApiResponse | LightMyRequestResponse,
  status: number,
  code?: string,
): AbpError {
  const [actual, body] = 'statusCode' in res ? [res.statusCode, res.json()] : [res.status, res.body];
  expect(actual, JSON.stringify(body)).toBe(status);
  const error = (body as { error?: AbpError }).error;
  expect(error?.message, JSON.stringify(body)).toEqual(expect.any(String));
  if (code !== undefined) expect(error?.code).toBe(code);
  return error!;
}

/** Makes sure the role `name` exists in the tenant and holds (at least) `policies`. */
export async function roleWith(
  server: TestServer,
  tenantId: string,
  name: string,
  policies: readonly PolicyName[],
) {
  await inScope(server.database.db, tenantScope(tenantId), async (tx) => {
    await server.services.identity.ensureRole(tx, tenantId, name);
    await grantToRole(tx, tenantId, name, policies);
  });
}

/** A token of a signed-in user of `tenant` (null: the host), holding exactly `policies` through a role of its own. */
export async function userWithPolicies(
  server: TestServer,
  tenant: TestTenant | null,
  policies: readonly PolicyName[],
  options: { userName?: string; supplierId?: string } = {},
): Promise<string> {
  const scopeId = tenant?.id ?? HOST_TENANT_ID;
  const userName = options.userName ?? `u${newId().slice(-12)}`;
  const role = `role-${userName}`;
  await roleWith(server, scopeId, role, policies);
  await createUser(server, scopeId, userName, [role], undefined, options.supplierId);
  return (await login(server.app, { username: userName, ...(tenant ? { tenant: tenant.name } : {}) }))
    .access_token;
}

export interface WorldSupplier {
  id: string;
  vendorCode: string;
  /** A user bound to this supplier, holding the tenant's `vendor` role. */
  vendor: { id: string; userName: string; token: string };
}

export interface WorldTenant extends TestTenant {
  /** The tenant's admin (the buyer side), signed in. */
  admin: string;
  /** Two suppliers, each with a vendor user (empty with `suppliers: false`). */
  suppliers: WorldSupplier[];
  /** A new user of this tenant holding exactly `policies`; returns its token. */
  userWith(
    policies: readonly PolicyName[],
    options?: { userName?: string; supplierId?: string },
  ): Promise<string>;
}

export interface World {
  server: TestServer;
  a: WorldTenant;
  b: WorldTenant;
  api: ReturnType<typeof caller>;
  /** Closes the server when this world started it. */
  close(): Promise<void>;
}

export interface WorldOptions {
  /** Tenant names start with it (`<prefix>-a-…`, `<prefix>-b-…`). */
  prefix?: string;
  /** A running server of this file to reuse; otherwise one is started. */
  server?: TestServer;
  config?: Partial<AppConfig>;
  /** Make the two suppliers and their vendor users (default true). */
  suppliers?: boolean;
}

let supplierSeq = 0;

async function makeSupplier(server: TestServer, t: TestTenant, admin: string): Promise<WorldSupplier> {
  const vendorCode = `W${newId().slice(-8).toUpperCase()}${++supplierSeq}`;
  const res = await caller(server.app)(admin).post('/api/app/supplier', {
    vendorCode,
    name: `Supplier ${vendorCode}`,
    contacts: [{ name: 'Contact', email: `${vendorCode.toLowerCase()}@vendor.example` }],
  });
  if (res.status !== 200)
    throw new Error(`supplier ${vendorCode}: ${res.status} ${JSON.stringify(res.body)}`);
  const id = (res.body as { id: string }).id;
  const userName = `vendor-${vendorCode.toLowerCase()}`;
  const user = await createUser(server, t.id, userName, ['vendor'], undefined, id);
  const token = (await login(server.app, { username: userName, tenant: t.name })).access_token;
  return { id, vendorCode, vendor: { id: user.id, userName, token } };
}

async function makeTenant(server: TestServer, prefix: string, withSuppliers: boolean): Promise<WorldTenant> {
  const t = await createTenant(server, prefix);
  const admin = (await login(server.app, { username: 'admin', tenant: t.name })).access_token;
  const suppliers = withSuppliers
    ? [await makeSupplier(server, t, admin), await makeSupplier(server, t, admin)]
    : [];
  return {
    ...t,
    admin,
    suppliers,
    userWith: (policies, options) => userWithPolicies(server, t, policies, options),
  };
}

/** Two tenants, each with its admin, two suppliers with a vendor user each, and a maker of users. */
export async function world(options: WorldOptions = {}): Promise<World> {
  const server = options.server ?? (await startTestServer(options.config));
  const prefix = options.prefix ?? 'world';
  const withSuppliers = options.suppliers ?? true;
  const [a, b] = await Promise.all([
    makeTenant(server, `${prefix}-a`, withSuppliers),
    makeTenant(server, `${prefix}-b`, withSuppliers),
  ]);
  return {
    server,
    a,
    b,
    api: caller(server.app),
    close: () => (options.server ? Promise.resolve() : server.close()),
  };
}

/**
 * This file's world: built before its tests, closed after them. Its fields are there from the first
 * test on (read them inside tests and hooks, not at the top of the file).
 */
export function useWorld(options: WorldOptions = {}): World {
  const holder = {} as World;
  beforeAll(async () => {
    Object.assign(holder, await world(options));
  });
  afterAll(() => holder.close());
  return holder;
}
