import type { Principal, PrincipalCache } from '../../platform/auth/principal.js';
import type { SessionStore } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/client.js';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import { OAuthError } from '../../platform/http/errors.js';
import { L } from '../../platform/localization/localizer.js';
import type { IdentityService } from '../identity/service.js';
import { isSupplierSuspended } from '../suppliers/service.js';
import { burnPasswordCheck, verifyPassword } from '../identity/passwords.js';

export interface LoginAttempt {
  tenantId: string;
  userNameOrEmail: string;
  password: string;
  clientId: string | null;
  scope: string;
  ipAddress: string | null;
  userAgent: string | null;
}

const invalidCredentials = () =>
  new OAuthError('invalid_grant', L('AbpAccount', 'InvalidUserNameOrPassword'));
const lockedOut = () => new OAuthError('invalid_grant', L('AbpAccount', 'UserLockedOut'));
const notAllowed = () => new OAuthError('invalid_grant', L('AbpAccount', 'LoginIsNotAllowed'));
const supplierSuspended = () => new OAuthError('invalid_grant', L('AbpAccount', 'SupplierSuspended'));

/**
 * The password and refresh-token grants. Password hashing is slow on purpose, so it runs outside
 * any transaction: the user is read, the hash checked, and the outcome written in a second step.
 */
export class LoginService {
  constructor(
    private readonly db: Db,
    private readonly identity: IdentityService,
    private readonly sessions: SessionStore,
    private readonly principals: Pick<PrincipalCache, 'get' | 'getIn'>,
  ) {}

  async passwordGrant(
    a: LoginAttempt,
  ): Promise<{ principal: Principal; sessionId: string; refreshToken: string }> {
    const scope = tenantScope(a.tenantId);
    const user = await inScope(this.db, scope, (tx) =>
      this.identity.findByLogin(tx, a.tenantId, a.userNameOrEmail),
    );
    if (!user) {
      await burnPasswordCheck(a.password);
      throw invalidCredentials();
    }
    if (this.identity.isLockedOut(user)) throw lockedOut();
    if (!(await verifyPassword(user.passwordHash, a.password))) {
      // Committed before answering: the failure must count even though the request fails.
      const { lockedOut: nowLocked } = await inScope(this.db, scope, (tx) =>
        this.identity.recordFailedLogin(tx, user),
      );
      throw nowLocked ? lockedOut() : invalidCredentials();
    }
    if (!user.isActive) throw notAllowed();
    return inScope(this.db, scope, async (tx) => {
      // A vendor user's supplier must be active; the row stays locked until the session exists.
      if (await isSupplierSuspended(tx, a.tenantId, user.supplierId, { forShare: true })) {
        throw supplierSuspended();
      }
      await this.identity.recordSuccessfulLogin(tx, user);
      // Through the cache: the new token's first request (the configuration) finds it there.
      const principal = await this.principals.getIn(tx, a.tenantId, user.id);
      if (!principal) throw invalidCredentials();
      const { sessionId, refreshToken } = await this.sessions.create(tx, {
        tenantId: a.tenantId,
        userId: user.id,
        clientId: a.clientId,
        scope: a.scope,
        ipAddress: a.ipAddress,
        userAgent: a.userAgent,
      });
      return { principal, sessionId, refreshToken };
    });
  }

  /** `clientId`: the client the refresh request authenticated as; a token of another client is refused. */
  async refreshGrant(
    presented: string,
    clientId: string | null,
    accept?: (session: { scope: string | null }) => void,
  ) {
    const rotated = await this.sessions.rotate(presented, clientId, accept);
    if (!rotated.ok) throw new OAuthError('invalid_grant', L('AbpAccount', 'InvalidRefreshToken'));
    const principal = await this.principals.get(rotated.tenantId, rotated.userId);
    if (!principal?.isActive) {
      await this.sessions.revoke(rotated.tenantId, rotated.sessionId, 'user-not-allowed');
      const suspended =
        !!principal?.supplierId &&
        (await inScope(this.db, tenantScope(rotated.tenantId), (tx) =>
          isSupplierSuspended(tx, rotated.tenantId, principal.supplierId),
        ));
      throw suspended ? supplierSuspended() : notAllowed();
    }
    return {
      principal,
      sessionId: rotated.sessionId,
      clientId: rotated.clientId,
      scope: rotated.scope,
      refreshToken: rotated.refreshToken,
    };
  }
}
