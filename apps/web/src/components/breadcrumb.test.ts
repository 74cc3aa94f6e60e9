import { Policies, type PolicyName } from '@sp/contracts';
import { describe, expect, it } from 'vitest';
import { filterRoutes, isDenied } from '../router/access';
import { layoutRoutes } from '../router/routes';
import { breadcrumbRoutes } from './Breadcrumb';

/** The routes a user with `policies` sees, as usePermittedRoutes answers them. */
function permittedFor(policies: PolicyName[]) {
  const granted = Object.fromEntries(policies.map((p) => [p, true]));
  return { menu: filterRoutes(layoutRoutes, granted), allows: (meta: never) => !isDenied(meta, granted) };
}

const trail = (path: string, policies: PolicyName[]) =>
  breadcrumbRoutes(path, permittedFor(policies))?.map((r) => r.path);

describe('breadcrumb', () => {
  it('shows the group and the page when the group is a menu of several pages', () => {
    const identity = Policies.AbpIdentity;
    expect(trail('/identity/users', [identity.Users.name, identity.Roles.name])).toEqual([
      '/dashboard',
      '/identity',
      '/identity/users',
    ]);
  });

  it('names a page once when its group shows as that page alone (audit logs, dictionary)', () => {
    expect(trail('/dictionaries/index', [Policies.AbpDataDictionary.Default.name])).toEqual([
      '/dashboard',
      '/dictionaries/index',
    ]);
  });

  it("leaves out a group the user's menu does not show (a vendor's announcement history)", () => {
    expect(trail('/system-components/system-inform-user-overview', [])).toEqual([
      '/dashboard',
      '/system-components/system-inform-user-overview',
    ]);
    expect(
      trail('/system-components/system-inform-user-overview', [
        Policies.SystemComponents.SystemInformOverview.name,
        Policies.Minio.MinioServerOverview.name,
      ]),
    ).toEqual(['/dashboard', '/system-components', '/system-components/system-inform-user-overview']);
  });
});
