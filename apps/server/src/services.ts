import type { AppConfig } from './config.js';
import type { PrincipalCache } from './platform/auth/principal.js';
import type { SessionStore } from './platform/auth/sessions.js';
import type { KeyStore } from './platform/auth/keys.js';
import type { TokenIssuer } from './platform/auth/tokens.js';
import type { TokenVerifier } from './platform/auth/token-verifier.js';
import type { Database } from './platform/db/client.js';
import type { InvalidationBus } from './platform/events/invalidation.js';
import type { SettingService } from './platform/settings/service.js';
import type { FeatureService } from './platform/features/service.js';
import type { IdentityService } from './modules/identity/service.js';
import type { TenantService } from './modules/tenants/service.js';
import type { LoginService } from './modules/account/login.service.js';
import type { OAuthClientRegistry } from './modules/oauth-clients/service.js';
import type { JobRunner } from './platform/jobs/runner.js';
import type { MailOutboxJob } from './platform/mail/job.js';
import type { StorageRegistry } from './platform/storage/registry.js';

/** Everything the routes depend on, built once at start-up (app.ts) and handed to each module. */
export interface Services {
  config: AppConfig;
  database: Database;
  bus: InvalidationBus;
  settings: SettingService;
  /** Per-tenant feature values (area switches, limits): the guard and the configuration read them. */
  features: FeatureService;
  keys: KeyStore;
  tokens: TokenIssuer;
  verifier: TokenVerifier;
  sessions: SessionStore;
  principals: PrincipalCache;
  tenants: TenantService;
  identity: IdentityService;
  login: LoginService;
  /** OAuth client applications: the token endpoint's client authentication and their admin API. */
  clients: OAuthClientRegistry;
  /** Background jobs: started by main.ts once the server listens, stopped when the app closes. */
  jobs: JobRunner;
  /** The mail outbox sender (one of the jobs). */
  mail: MailOutboxJob;
  /** File bytes: the local directory or the object-storage servers, by the store id of each file. */
  storage: StorageRegistry;
}
