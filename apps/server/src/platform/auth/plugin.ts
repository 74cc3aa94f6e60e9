import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HOST_TENANT_ID } from '../db/scope.js';
import type { TenantResolver } from '../tenancy/tenant-resolver.js';
import type { ClientPrincipalSource, PrincipalCache } from './principal.js';
import type { SessionStore } from './sessions.js';
import type { TokenVerifier } from './token-verifier.js';

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
 */
export const authentication = fp(
  async (app: FastifyInstance, opts: AuthOptions) => {
    app.decorateRequest('currentUser', null);
    app.decorateRequest('currentClient', null);
    app.addHook('onRequest', async (req) => {
      const header = req.headers.authorization;
      if (!header || !/^bearer /i.test(header)) return;
      const claims = await opts.verifier.verify(header.slice(7).trim());
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
      if (!principal?.isActive) return;
      req.tenant = tenant;
      req.currentUser = { ...principal, sessionId: claims.sessionId, clientId: claims.clientId };
    });
  },
  { name: 'authentication', dependencies: ['tenancy'] },
);
