import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { testDatabaseUrl } from './file-database.js';
import { buildApp, type BuiltApp } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/platform/db/client.js';
import { newId } from '../src/platform/db/columns.js';
import { inScope, tenantScope } from '../src/platform/db/scope.js';
import { createTenantWithAdmin } from '../src/seed/seed.js';
import './provided-context.js';
import { testConfig } from './test-config.js';

export * from './world.js';

export interface TestServer extends BuiltApp {
  database: Database;
  close(): Promise<void>;
}

/** A database for one server: a fresh copy of the seeded PGlite template, or this file's PostgreSQL copy. */
async function openTestDatabase(): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  const url = await testDatabaseUrl();
  if (url) return { database: await openDatabase({ url, poolSize: 4 }), cleanup: async () => {} };
  const template = inject('pgliteTemplate');
  if (!template) throw new Error('global-setup did not prepare a database');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sp-pglite-'));
  await fs.cp(template, dir, { recursive: true });
  return {
    database: await openDatabase({ dataDir: dir }),
    cleanup: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

export async function startTestServer(overrides: Partial<AppConfig> = {}): Promise<TestServer> {
  const { database, cleanup } = await openTestDatabase();
  // Uploaded files (DATA_DIR/files) go to a directory of this server alone, never into the repository.
  const dataDir = overrides.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'sp-data-')));
  const built = await buildApp(testConfig({ dataDir, ...overrides }), database);
  await built.app.ready();
  return {
    ...built,
    database,
    async close() {
      await built.app.close();
      await database.close();
      await cleanup();
      if (!overrides.dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const PASSWORD = '1q2w3E*';

export interface TestTenant {
  id: string;
  name: string;
}

/** A tenant of this test alone (names are unique: on PostgreSQL a file's servers share its database). */
export async function createTenant(server: TestServer, prefix = 'tenant'): Promise<TestTenant> {
  const name = `${prefix}-${newId().slice(-12)}`;
  const id = await createTenantWithAdmin(
    { db: server.database.db, identity: server.services.identity, tenants: server.services.tenants },
    name,
    { email: `admin@${name}.test`, password: PASSWORD },
  );
  return { id, name };
}

export async function createUser(
  server: TestServer,
  tenantId: string,
  userName: string,
  roleNames: string[] = [],
  password = PASSWORD,
  supplierId: string | null = null,
) {
  const prepared = await server.services.identity.preparePassword(tenantId, password);
  return inScope(server.database.db, tenantScope(tenantId), (tx) =>
    server.services.identity.createUser(tx, null, {
      tenantId,
      userName,
      email: `${userName}@example.test`,
      password: prepared,
      roleNames,
      supplierId,
    }),
  );
}

export interface LoginInput {
  username: string;
  password?: string;
  tenant?: string;
  scope?: string;
}

/** The demo confidential client (`client_secret_post`), as ABP tools send it. */
export const APP_CLIENT = { client_id: 'SupplierPortal_App', client_secret: '1q2w3e*' } as const;

export function tokenRequest(
  app: FastifyInstance,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en', ...headers },
    payload: new URLSearchParams(form).toString(),
  });
}

export function passwordLogin(app: FastifyInstance, input: LoginInput): Promise<LightMyRequestResponse> {
  return tokenRequest(
    app,
    {
      grant_type: 'password',
      username: input.username,
      password: input.password ?? PASSWORD,
      ...APP_CLIENT,
      scope: input.scope ?? 'offline_access openid profile roles email phone SupplierPortal',
    },
    input.tenant ? { __tenant: input.tenant } : {},
  );
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export async function login(app: FastifyInstance, input: LoginInput): Promise<Tokens> {
  const res = await passwordLogin(app, input);
  if (res.statusCode !== 200)
    throw new Error(`login of ${input.username} failed: ${res.statusCode} ${res.body}`);
  return res.json<Tokens>();
}

/** Authenticated, in English (the product's default language is zh-Hans). */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-language': 'en' });
