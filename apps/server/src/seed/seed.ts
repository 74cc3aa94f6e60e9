import { eq } from 'drizzle-orm';
import { seedDictionaries } from '../modules/dictionary/seed.js';
import { seedClaimTypes } from '../modules/identity/claim-types/service.js';
import type { IdentityService } from '../modules/identity/service.js';
import { users } from '../modules/identity/schema.js';
import { seedDemoSuppliers } from '../modules/suppliers/demo.js';
import { seedDemoAnnouncements } from '../modules/announcements/demo.js';
import { seedDemoMaterials } from '../modules/materials/demo.js';
import { seedDemoPurchaseOrders } from '../modules/purchase-orders/demo.js';
import { seedDemoInspection } from '../modules/inspection/demo.js';
import { seedDemoNotices } from '../modules/notices/demo.js';
import { seedDemoBom } from '../modules/bom/demo.js';
import { seedDemoLetters } from '../modules/letters/demo.js';
import { seedDemoDeliveries } from '../modules/vendor-labels/deliveries/demo.js';
import { seedDemoVendorLabelSetup } from '../modules/vendor-labels/demo.js';
import { seedSecondVendor } from './second-vendor.js';
import { verifyPassword } from '../modules/identity/passwords.js';
import type { TenantService } from '../modules/tenants/service.js';
import type { Services } from '../services.js';
import type { Db, Tx } from '../platform/db/client.js';
import { HOST_TENANT_ID, inScope, tenantScope } from '../platform/db/scope.js';
import { grantAllToRole } from '../platform/permissions/grants.js';

export const DEMO_PASSWORD = '1q2w3E*';
export const DEMO_TENANT = 'demo';

export interface SeedDeps {
  db: Db;
  identity: IdentityService;
  tenants: TenantService;
  /** The app's services, for demo data that stores files (the letters' reports and sealed PDFs). */
  services?: Services;
}

export interface DemoLogin {
  tenant: string | null;
  userName: string;
  password: string;
  roles: string[];
}

async function hostAdminExists(tx: Tx): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.tenantId, HOST_TENANT_ID))
    .limit(1);
  return rows.length > 0;
}

/**
 * The host's first administrator. Runs on every start and does nothing once the host has a user.
 * In production the password must come from ADMIN_PASSWORD: there is no default.
 */
export async function seedHost(deps: SeedDeps, adminPassword: string): Promise<boolean> {
  const password = await deps.identity.preparePassword(HOST_TENANT_ID, adminPassword);
  return inScope(deps.db, tenantScope(HOST_TENANT_ID), async (tx) => {
    if (await hostAdminExists(tx)) return false;
    await deps.identity.ensureRole(tx, HOST_TENANT_ID, 'admin', { isStatic: true, isPublic: true });
    await grantAllToRole(tx, HOST_TENANT_ID, 'admin');
    await seedClaimTypes(tx, HOST_TENANT_ID);
    await seedDictionaries(tx, HOST_TENANT_ID);
    await deps.identity.createUser(tx, null, {
      tenantId: HOST_TENANT_ID,
      userName: 'admin',
      email: 'admin@supplier-portal.local',
      name: 'admin',
      password,
      roleNames: ['admin'],
    });
    return true;
  });
}

/** Creates a tenant with its `admin` and `vendor` roles and its first administrator (tenants module). */
export async function createTenantWithAdmin(
  deps: SeedDeps,
  name: string,
  admin: { email: string; password: string },
): Promise<string> {
  const tenant = await deps.tenants.createWithAdmin(deps.identity, {
    name,
    adminEmailAddress: admin.email,
    adminPassword: admin.password,
  });
  return tenant.id;
}

/** Demo data for a first start on a laptop: never in production (config refuses it). */
export async function seedDemo(deps: SeedDeps): Promise<DemoLogin[] | null> {
  const created = await seedHost(deps, DEMO_PASSWORD);
  if (!created) return null;
  const tenantId = await createTenantWithAdmin(deps, DEMO_TENANT, {
    email: 'admin@demo.supplier-portal.local',
    password: DEMO_PASSWORD,
  });
  const password = await deps.identity.preparePassword(tenantId, DEMO_PASSWORD);
  await inScope(deps.db, tenantScope(tenantId), (tx) =>
    deps.identity.createUser(tx, null, {
      tenantId,
      userName: 'vendor',
      email: 'vendor@demo.supplier-portal.local',
      name: 'Vendor',
      surname: 'Demo',
      password,
      roleNames: ['vendor'],
    }),
  );
  await inScope(deps.db, tenantScope(tenantId), (tx) => seedDemoSuppliers(tx, tenantId, 'vendor'));
  await inScope(deps.db, tenantScope(tenantId), (tx) => seedDemoAnnouncements(tx, tenantId));
  await inScope(deps.db, tenantScope(tenantId), (tx) => seedDemoMaterials(tx));
  await inScope(deps.db, tenantScope(tenantId), (tx) => seedDemoVendorLabelSetup(tx));
  await seedSecondVendor(deps, tenantId, DEMO_PASSWORD);
  await inScope(deps.db, tenantScope(tenantId), (tx) => seedDemoPurchaseOrders(tx, tenantId));
  await inScope(deps.db, tenantScope(tenantId), (tx) => seedDemoDeliveries(tx));
  if (deps.services) await seedDemoLetters(deps.services, tenantId);
  if (deps.services) await seedDemoInspection(deps.services, tenantId);
  if (deps.services) await seedDemoNotices(deps.services, tenantId);
  if (deps.services) await seedDemoBom(deps.services, tenantId);
  return demoLogins;
}

export const demoLogins: DemoLogin[] = [
  { tenant: null, userName: 'admin', password: DEMO_PASSWORD, roles: ['admin'] },
  { tenant: DEMO_TENANT, userName: 'admin', password: DEMO_PASSWORD, roles: ['admin'] },
  { tenant: DEMO_TENANT, userName: 'vendor', password: DEMO_PASSWORD, roles: ['vendor'] },
  { tenant: DEMO_TENANT, userName: 'vendor2', password: DEMO_PASSWORD, roles: ['vendor'] },
];

/** Production refuses to run while the host administrator still has the published demo password. */
export async function hostAdminUsesDemoPassword(db: Db): Promise<boolean> {
  const [admin] = await inScope(db, tenantScope(HOST_TENANT_ID), (tx) =>
    tx.select({ hash: users.passwordHash }).from(users).where(eq(users.normalizedUserName, 'ADMIN')).limit(1),
  );
  return !!admin && (await verifyPassword(admin.hash, DEMO_PASSWORD));
}
