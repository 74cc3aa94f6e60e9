import type { Culture, PolicyName } from '@sp/contracts';
import type { AuditCollector } from '../audit/collector.js';
import type { ClientPrincipal, Principal } from '../auth/principal.js';
import type { DataScope } from '../db/scope.js';
import type { TenantInfo } from '../tenancy/tenant-resolver.js';

/** The caller of an authenticated request. */
export interface CurrentUser extends Principal {
  sessionId: string;
  clientId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The interface language of this request (localization plugin). */
    culture: Culture;
    /** The tenant the request acts in; null is the host (tenancy and auth plugins). */
    tenant: TenantInfo | null;
    /** The signed-in user; null for anonymous requests and for client-credentials tokens. */
    currentUser: CurrentUser | null;
    /** The calling client of a client-credentials token (no user); null otherwise. */
    currentClient: ClientPrincipal | null;
    /** The data scope every query of this request runs in (tenant, and supplier for vendors). */
    scope: DataScope;
    audit: AuditCollector;
    /** The error text of a failed request, for its audit row. */
    auditError?: string;
  }

  interface FastifyContextConfig {
    /** The route is open without a token. Every other route requires one. */
    anonymous?: boolean;
    /** The policy the caller must hold (from the catalogue in @sp/contracts). */
    policy?: PolicyName;
    /**
     * Other policies that admit the caller as well (one page's API used by two menus, each with
     * its own policy). `policy` stays the route's main policy (the permission matrix checks it).
     */
    orPolicies?: readonly PolicyName[];
    /**
     * A client-credentials token (a machine, no user) may call this route when it holds the
     * route's policy. Only routes that work without a user say so; every other route answers such
     * a caller 403, so no handler ever meets a missing user it did not plan for.
     */
    clients?: boolean;
    /** The route works with an unknown `__tenant` (it reports the problem in its body instead). */
    tolerateUnknownTenant?: boolean;
  }
}
