import { and, eq, sql } from 'drizzle-orm';
import { anyContains } from '../../platform/db/search.js';
import { LRUCache } from 'lru-cache';
import type { AuditCollector } from '../../platform/audit/collector.js';
import type { Db, Queryable, Tx } from '../../platform/db/client.js';
import { newId, newStamp } from '../../platform/db/columns.js';
import { pageOf } from '../../platform/db/page.js';
import { asSystem, HOST_TENANT_ID } from '../../platform/db/scope.js';
import type { InvalidationBus } from '../../platform/events/invalidation.js';
import { assertStamp, expectUpdated } from '../../platform/http/concurrency.js';
import { BusinessError, EntityNotFoundError } from '../../platform/http/errors.js';
import { orderBy, type PagedQuery, type PagedResult } from '../../platform/http/paging.js';
import { T } from '../../platform/localization/localizer.js';
import { isAvailableOn, sideOf } from '../../platform/permissions/grants.js';
import { oauthClientTexts } from '@sp/contracts';
import { auditedClient, toClientDto, type ClientDto } from './dto.js';
import { APP_CLIENT_ID, PORTAL_CLIENT_ID, SCOPES, type GrantType } from './model.js';
import { oauthClients, type OAuthClientRow } from './schema.js';
import { tenants } from '../tenants/schema.js';
import { generateClientSecret, hashClientSecret, verifyClientSecret } from './secrets.js';
import { modifiedBy } from '../../platform/db/modification.js';

const ENTITY = 'Volo.Abp.OpenIddict.Applications.OpenIddictApplication';
const USER_SCOPES = [...SCOPES];

export interface ClientInput {
  clientId: string;
  displayName: string;
  clientType: 'confidential' | 'public';
  clientSecret?: string | null | undefined;
  grantTypes: GrantType[];
  scopes: string[];
  tenantId?: string | null | undefined;
  permissions?: string[] | undefined;
  accessTokenLifetime?: number | null | undefined;
  enabled?: boolean | undefined;
}

export interface ClientUpdate extends Omit<ClientInput, 'clientId' | 'clientSecret'> {
  concurrencyStamp?: string | null | undefined;
}

export interface ChangeContext {
  audit?: AuditCollector | null;
  userId?: string | null;
}

const sorting = {
  clientId: oauthClients.clientId,
  displayName: oauthClients.displayName,
  clientType: oauthClients.clientType,
  enabled: oauthClients.enabled,
  creationTime: oauthClients.creationTime,
};

/**
 * The OAuth client registry: the token endpoint's cached look-up (cleared on every instance when a
 * client changes) and the host administrators' CRUD. Clients are host data, read in any scope.
 */
export class OAuthClientRegistry {
  private readonly cache = new LRUCache<string, { value: OAuthClientRow | null }>({
    max: 5_000,
    ttl: 5 * 60_000,
  });

  constructor(
    private readonly db: Db,
    private readonly bus: InvalidationBus,
  ) {
    bus.subscribe((m) => {
      if (m.kind === 'oauthClient') this.cache.delete(m.clientId);
    });
  }

  async find(clientId: string): Promise<OAuthClientRow | null> {
    const hit = this.cache.get(clientId);
    if (hit) return hit.value;
    const [row] = await asSystem(this.db, (tx) =>
      tx.select().from(oauthClients).where(eq(oauthClients.clientId, clientId)),
    );
    this.cache.set(clientId, { value: row ?? null });
    return row ?? null;
  }

  /** The client a token request names, if it exists, is enabled and (when confidential) proves its secret. */
  async authenticate(clientId: string, secret: string | null): Promise<OAuthClientRow | null> {
    const client = await this.find(clientId);
    if (!client?.enabled) {
      // Same cost as a wrong secret: the answer must not tell which client ids exist.
      if (secret !== null) await verifyClientSecret(await dummy(), secret);
      return null;
    }
    if (client.clientType === 'public') return client;
    if (secret === null || !(await verifyClientSecret(client.secretHash, secret))) return null;
    return client;
  }

  async list(
    tx: Queryable,
    query: PagedQuery & { filter?: string | undefined },
  ): Promise<PagedResult<ClientDto>> {
    const where = anyContains(query.filter?.trim(), oauthClients.clientId, oauthClients.displayName);
    const order = orderBy(query.sorting, sorting, [sql`${oauthClients.clientId} asc`], oauthClients.id);
    return pageOf(tx, oauthClients, where, order, query, toClientDto);
  }

  async get(tx: Queryable, id: string): Promise<ClientDto> {
    return toClientDto(await this.require(tx, id));
  }

  /** Creates a client; a confidential one gets the given secret or a generated one, answered once. */
  async create(tx: Tx, input: ClientInput, ctx: ChangeContext = {}) {
    const clientId = input.clientId.trim();
    await this.validate(tx, input);
    if (await this.existsClientId(tx, clientId)) throw duplicate(clientId);
    const secret =
      input.clientType === 'confidential' ? input.clientSecret?.trim() || generateClientSecret() : null;
    const [row] = await tx
      .insert(oauthClients)
      .values({
        id: newId(),
        clientId,
        displayName: input.displayName.trim(),
        clientType: input.clientType,
        secretHash: secret ? await hashClientSecret(secret) : null,
        grantTypes: unique(input.grantTypes),
        scopes: unique(input.scopes),
        actingTenantId: input.tenantId ?? null,
        permissions: unique(input.permissions ?? []),
        accessTokenLifetime: input.accessTokenLifetime ?? null,
        enabled: input.enabled ?? true,
        creatorId: ctx.userId ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw duplicate(clientId);
    ctx.audit?.created(ENTITY, row.id, auditedClient(row));
    return { ...toClientDto(row), clientSecret: secret };
  }

  async update(tx: Tx, id: string, input: ClientUpdate, ctx: ChangeContext = {}): Promise<ClientDto> {
    const current = await this.require(tx, id);
    assertStamp(current.concurrencyStamp, input.concurrencyStamp);
    await this.validate(tx, { ...input, clientId: current.clientId });
    const enabled = input.enabled ?? current.enabled;
    // The portal's own client signs in every browser and every client that names none: it stays
    // enabled, public, and able to use the password and refresh grants.
    if (
      current.clientId === PORTAL_CLIENT_ID &&
      (!enabled ||
        input.clientType !== 'public' ||
        !(['password', 'refresh_token'] as const).every((g) => input.grantTypes.includes(g)))
    )
      throw staticClient(current.clientId);
    const rows = await tx
      .update(oauthClients)
      .set({
        displayName: input.displayName.trim(),
        clientType: input.clientType,
        // A client made public loses its secret; one made confidential gets one by `regenerateSecret`.
        secretHash: input.clientType === 'public' ? null : current.secretHash,
        grantTypes: unique(input.grantTypes),
        scopes: unique(input.scopes),
        // Left out: kept (an ABP client sends back only what it shows).
        actingTenantId: input.tenantId === undefined ? current.actingTenantId : input.tenantId,
        permissions: input.permissions === undefined ? current.permissions : unique(input.permissions),
        accessTokenLifetime: input.accessTokenLifetime ?? null,
        enabled,
        ...modifiedBy(ctx.userId ?? null),
      })
      .where(and(eq(oauthClients.id, id), eq(oauthClients.concurrencyStamp, current.concurrencyStamp)))
      .returning();
    const updated = expectUpdated(rows);
    ctx.audit?.updated(ENTITY, id, auditedClient(current), auditedClient(updated));
    return toClientDto(updated);
  }

  /**
   * A new secret for a confidential client, returned this once (stored hashed): the old one stops
   * working at once on every instance (the caller publishes `changed`).
   */
  async regenerateSecret(
    tx: Tx,
    id: string,
    ctx: ChangeContext = {},
  ): Promise<ClientDto & { clientSecret: string }> {
    const current = await this.require(tx, id);
    if (current.clientType !== 'confidential')
      throw new BusinessError(T(oauthClientTexts, 'OAuthClients:PublicNoSecret'));
    const clientSecret = generateClientSecret();
    const [updated] = await tx
      .update(oauthClients)
      .set({
        secretHash: await hashClientSecret(clientSecret),
        ...modifiedBy(ctx.userId ?? null),
      })
      .where(eq(oauthClients.id, id))
      .returning();
    // The audit row says that the secret changed, never what it is.
    ctx.audit?.updated(ENTITY, id, { secret: 'old' }, { secret: 'new' }, { secret: ['secret'] });
    return { ...toClientDto(updated!), clientSecret };
  }

  /** Deletes a client (ABP deletes applications for good); the built-in ones stay. */
  async delete(tx: Tx, id: string, ctx: ChangeContext = {}): Promise<string | null> {
    const [before] = await tx.select().from(oauthClients).where(eq(oauthClients.id, id));
    if (!before) return null;
    if (before.isStatic) throw staticClient(before.clientId);
    await tx.delete(oauthClients).where(eq(oauthClients.id, id));
    ctx.audit?.deleted(ENTITY, id, auditedClient(before));
    return before.clientId;
  }

  /** Every instance forgets the client at once: a disabled client's next token request fails. */
  changed(clientId: string) {
    return this.bus.publish({ kind: 'oauthClient', clientId });
  }

  /**
   * The built-in clients, created on first start: the portal's public client, and
   * `SupplierPortal_App` (confidential, password and refresh grants) when a secret is configured.
   */
  async ensureBuiltIn(appSecret: string | null): Promise<void> {
    const builtIn = [
      {
        clientId: PORTAL_CLIENT_ID,
        displayName: 'Supplier Portal (web)',
        clientType: 'public' as const,
        secret: null,
      },
      ...(appSecret
        ? [
            {
              clientId: APP_CLIENT_ID,
              displayName: 'Supplier Portal App',
              clientType: 'confidential' as const,
              secret: appSecret,
            },
          ]
        : []),
    ];
    for (const c of builtIn) {
      const existing = await this.find(c.clientId);
      if (existing) {
        // The configured secret is the built-in client's: setting APP_CLIENT_SECRET replaces a
        // seeded demo secret (production refuses to start with that one).
        if (c.secret && !(await verifyClientSecret(existing.secretHash, c.secret))) {
          const secretHash = await hashClientSecret(c.secret);
          await asSystem(this.db, (tx) =>
            tx
              .update(oauthClients)
              .set({ secretHash, concurrencyStamp: newStamp(), lastModificationTime: new Date() })
              .where(eq(oauthClients.clientId, c.clientId)),
          );
          this.cache.delete(c.clientId);
        }
        continue;
      }
      const secretHash = c.secret ? await hashClientSecret(c.secret) : null;
      await asSystem(this.db, (tx) =>
        tx
          .insert(oauthClients)
          .values({
            id: newId(),
            clientId: c.clientId,
            displayName: c.displayName,
            clientType: c.clientType,
            secretHash,
            grantTypes: ['password', 'refresh_token'],
            scopes: USER_SCOPES,
            isStatic: true,
          })
          .onConflictDoNothing(),
      );
      this.cache.delete(c.clientId);
    }
  }

  /** Whether a built-in client still has the published demo secret (production refuses it). */
  async usesSecret(clientId: string, secret: string): Promise<boolean> {
    const client = await this.find(clientId);
    return !!client && (await verifyClientSecret(client.secretHash, secret));
  }

  private async validate(tx: Queryable, input: ClientInput) {
    if (input.clientType === 'public' && input.grantTypes.includes('client_credentials'))
      throw new BusinessError(T(oauthClientTexts, 'OAuthClients:PublicNoSecret'));
    const tenantId = input.tenantId ?? null;
    if (tenantId && !(await tenantExists(tx, tenantId)))
      throw new BusinessError(T(oauthClientTexts, 'OAuthClients:UnknownTenant', tenantId));
    const side = sideOf(tenantId ?? HOST_TENANT_ID);
    for (const p of input.permissions ?? [])
      if (!isAvailableOn(p, side))
        throw new BusinessError(T(oauthClientTexts, 'OAuthClients:UnknownPermission', p));
  }

  private async existsClientId(tx: Queryable, clientId: string) {
    const rows = await tx
      .select({ id: oauthClients.id })
      .from(oauthClients)
      .where(eq(oauthClients.clientId, clientId))
      .limit(1);
    return rows.length > 0;
  }

  private async require(tx: Queryable, id: string): Promise<OAuthClientRow> {
    const [row] = await tx.select().from(oauthClients).where(eq(oauthClients.id, id));
    if (!row) throw new EntityNotFoundError(ENTITY, id);
    return row;
  }
}

/** An argon2id hash of a random secret, verified against when the client does not exist. */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashClientSecret(generateClientSecret()));

/** Read in the caller's transaction: a second connection would wait on it (PGlite has one). */
async function tenantExists(tx: Queryable, id: string) {
  const rows = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.id, id), eq(tenants.isDeleted, false)))
    .limit(1);
  return rows.length > 0;
}

const unique = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

const duplicate = (clientId: string) =>
  new BusinessError(T(oauthClientTexts, 'OAuthClients:DuplicateClientId', clientId), {
    code: 'SupplierPortal:DuplicateClientId',
    data: { '0': clientId },
  });

const staticClient = (clientId: string) =>
  new BusinessError(T(oauthClientTexts, 'OAuthClients:StaticClient', clientId));
