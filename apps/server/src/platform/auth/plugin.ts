import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HOST_TENANT_ID } from '../db/scope.js';
import type { TenantInfo, TenantResolver } from '../tenancy/tenant-resolver.js';
import type { CurrentUser } from '../http/request-types.js';
import type { ClientPrincipalSource, Principal, PrincipalCache } from './principal.js';
import type { SessionStore } from './sessions.js';
import type { TokenVerifier, UserClaims } from './token-verifier.js';

export interface AuthOptions {
  verifier: TokenVerifier;
  sessions: SessionStore;
  principals: PrincipalCache;
  tenants: TenantResolver;
  /** Resolves the caller of a client-credentials token; its tenant must match the token's. */
  clients: ClientPrincipalSource;
}

/**
 * Authenticates a Bearer token: a valid signature, a live session, an active user in an active
 * tenant; or, for a client-credentials token, an enabled client acting in an active tenant. Anything less leaves the request anonymous, and the policy guard answers 401 where a
 * route needs a user. The token's tenant overrides whatever `__tenant` said.
 *
 * A callback hook with a synchronous fast path: when the token, its tenant, session and principal
 * are all cached (nearly every request of a signed-in user) no promise is made; on Node 20 each
 * promise also runs the async-context hooks, so this is a measurable share of a light request.
 */
export const authentication = fp(
  async (app: FastifyInstance, opts: AuthOptions) => {
    app.decorateRequest('currentUser', null);
    app.decorateRequest('currentClient', null);
    app.addHook('onRequest', (req, _reply, done) => {
      const header = req.headers.authorization;
      if (!header || !/^bearer /i.test(header)) return done();
      const token = header.slice(7).trim();
      if (settledFromCache(req, token, opts)) return done();
      authenticate(req, token, opts).then(() => done(), done);
    });
  },
  { name: 'authentication', dependencies: ['tenancy'] },
);

/**
 * Decides from the caches alone, as `authenticate` would: true when it did (the request signed in
 * or left anonymous), false when something must be read first.
 */
function settledFromCache(req: FastifyRequest, token: string, opts: AuthOptions): boolean {
  const claims = opts.verifier.cached(token);
  if (claims === undefined || claims?.kind === 'client') return false;
  if (claims === null) return true;
  const tenantId = claims.tenantId ?? HOST_TENANT_ID;
  let tenant: TenantInfo | null = null;
  if (tenantId !== HOST_TENANT_ID) {
    const known = opts.tenants.peekById(tenantId);
    if (known === undefined) return false;
    if (!known?.isActive) return true;
    tenant = known;
  }
  const active = opts.sessions.peek(tenantId, claims.sessionId);
  if (active === false) return true;
  const principal = opts.principals.peek(tenantId, claims.userId);
  if (active === undefined || principal === undefined) return false;
  signIn(req, tenant, principal, claims);
  return true;
}

async function authenticate(req: FastifyRequest, token: string, opts: AuthOptions): Promise<void> {
  const claims = await opts.verifier.verify(token);
  if (!claims) return;
  const tenantId = claims.tenantId ?? HOST_TENANT_ID;
  let tenant = null;
  if (tenantId !== HOST_TENANT_ID) {
    tenant = await opts.tenants.findById(tenantId);
    if (!tenant?.isActive) return;
  }
  if (claims.kind === 'client') {
    // No user: `currentUser` stays null, so no route can mistake a machine for a person.
    // A disabled client, or one moved to another tenant, stops working at once.
    const client = await opts.clients(claims.clientId);
    if (!client || client.tenantId !== tenantId) return;
    req.tenant = tenant;
    req.currentClient = client;
    return;
  }
  const principal = await opts.principals.forSession(
    opts.sessions,
    tenantId,
    claims.userId,
    claims.sessionId,
  );
  signIn(req, tenant, principal, claims);
}

/**
 * The signed-in user of each principal's latest session: the requests of one session share one
 * frozen object instead of copying the principal every time (a copy per request was the largest
 * allocation of a configuration call). A principal is a new object whenever its user, roles or
 * grants change (PrincipalCache), so a user never outlives what it was made from.
 */
const signedIn = new WeakMap<Principal, CurrentUser>();

function signIn(
  req: FastifyRequest,
  tenant: TenantInfo | null,
  principal: Principal | null,
  claims: UserClaims,
) {
  if (!principal?.isActive) return;
  req.tenant = tenant;
  let user = signedIn.get(principal);
  if (user?.sessionId !== claims.sessionId || user.clientId !== claims.clientId) {
    user = Object.freeze({ ...principal, sessionId: claims.sessionId, clientId: claims.clientId });
    signedIn.set(principal, user);
  }
  req.currentUser = user;
}
