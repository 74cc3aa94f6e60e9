import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Policies } from '@sp/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, world, type World } from '../../../test/world.js';
import { migrationsFolder } from '../../platform/db/migrate.js';
import { asSystem } from '../../platform/db/scope.js';
import { permissionGrants } from '../../platform/permissions/schema.js';

/** Issue 9: the data dictionary's policies under HA's names, and the migration of older grants. */
let w: World;

beforeAll(async () => {
  w = await world({ prefix: 'dict-names', suppliers: false });
});
afterAll(() => w.close());

describe('data dictionary policy names', () => {
  it('are the ones an ABP client checks, in the configuration and at the endpoints', async () => {
    const P = Policies.AbpDataDictionary;
    const editor = await w.a.userWith([P.Default.name, P.Create.name, P['Detail.Default'].name]);
    const config = await w.api(editor).get('/api/abp/application-configuration');
    expect(Object.keys(config.body.auth.grantedPolicies).sort()).toEqual(
      ['AbpDataDictionary.Default', 'AbpDataDictionary.Detail.Default', 'AbpDataDictionary.Create'].sort(),
    );
    const created = await w.api(editor).post('/api/data-dictionary/dictionary', { name: 'Names' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expectError(
      await w.api(editor).post('/api/data-dictionary/dictionary-detail', {
        pid: created.body.id,
        label: 'A',
        value: 'a',
      }),
      403,
    );

    const perms = await w
      .api(w.a.admin)
      .get('/api/permission-management/permissions?providerName=R&providerKey=admin');
    const group = (
      perms.body.groups as { name: string; permissions: { name: string; parentName: string | null }[] }[]
    ).find((g) => g.name === 'AbpDataDictionary');
    expect(group?.permissions.map((p) => [p.name, p.parentName])).toEqual([
      ['AbpDataDictionary.Default', null],
      ['AbpDataDictionary.Create', 'AbpDataDictionary.Default'],
      ['AbpDataDictionary.Update', 'AbpDataDictionary.Default'],
      ['AbpDataDictionary.Delete', 'AbpDataDictionary.Default'],
      ['AbpDataDictionary.Detail.Default', 'AbpDataDictionary.Default'],
      ['AbpDataDictionary.Detail.Create', 'AbpDataDictionary.Detail.Default'],
      ['AbpDataDictionary.Detail.Update', 'AbpDataDictionary.Detail.Default'],
      ['AbpDataDictionary.Detail.Delete', 'AbpDataDictionary.Detail.Default'],
    ]);
  });

  it('migrate grants made under the old names (0010)', async () => {
    const file = path.join(migrationsFolder(), '0010_data_dictionary_policy_names.sql');
    const statements = readFileSync(file, 'utf8').split('--> statement-breakpoint');
    const tenantId = w.a.id;
    const grant = (providerKey: string, name: string) => ({ tenantId, providerName: 'R', providerKey, name });
    const old = [
      'AbpDataDictionary.Default',
      'AbpDataDictionary.Default.Create',
      'AbpDataDictionary.Default.Delete',
      'AbpDataDictionary.Detail',
      'AbpDataDictionary.Detail.Default',
      'AbpDataDictionary.Detail.Default.Update',
    ];
    const db = w.server.database.db;
    const grantsOf = (key: string) =>
      asSystem(db, async (tx) =>
        (
          await tx
            .select({ name: permissionGrants.name })
            .from(permissionGrants)
            .where(and(eq(permissionGrants.tenantId, tenantId), eq(permissionGrants.providerKey, key)))
        )
          .map((r) => r.name)
          .sort(),
      );
    await asSystem(db, async (tx) => {
      await tx.insert(permissionGrants).values(old.map((n) => grant('legacy-role', n)));
      // This role already holds a new name besides the old one: the old grant just goes.
      await tx
        .insert(permissionGrants)
        .values([
          grant('both-role', 'AbpDataDictionary.Create'),
          grant('both-role', 'AbpDataDictionary.Default.Create'),
        ]);
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });
    expect(await grantsOf('legacy-role')).toEqual(
      [
        'AbpDataDictionary.Default',
        'AbpDataDictionary.Delete',
        'AbpDataDictionary.Create',
        'AbpDataDictionary.Detail.Default',
        'AbpDataDictionary.Detail.Update',
      ].sort(),
    );
    expect(await grantsOf('both-role')).toEqual(['AbpDataDictionary.Create']);
  });
});
