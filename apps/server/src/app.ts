import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { LoginService } from './modules/account/login.service.js';
import { moduleRoutes } from './modules/index.js';
import { IdentityService } from './modules/identity/service.js';
import { TenantService } from './modules/tenants/service.js';
import { OAuthClientRegistry } from './modules/oauth-clients/service.js';
import { clientPrincipalSource } from './modules/oauth-clients/principal.js';
import { cors } from './platform/http/cors.js';
import { ObjectStorageDirectory } from './modules/object-storage/directory.js';
import { StorageRegistry } from './platform/storage/registry.js';
import { auditLogging, type AuditWriter } from './platform/audit/plugin.js';
import { KeyStore } from './platform/auth/keys.js';
import { authentication } from './platform/auth/plugin.js';
import { PrincipalCache } from './platform/auth/principal.js';
import { SessionStore } from './platform/auth/sessions.js';
import { TokenVerifier } from './platform/auth/token-verifier.js';
import { TokenIssuer } from './platform/auth/tokens.js';
import type { Database } from './platform/db/client.js';
import { HOST_TENANT_ID } from './platform/db/scope.js';
import { InvalidationBus } from './platform/events/invalidation.js';
import {
  clientErrorHandler,
  errorEnvelope,
  frameworkErrorHandler,
  MAX_HEADER_BYTES,
} from './platform/http/error-envelope.js';
import { FairQueue } from './platform/db/fair-queue.js';
import { requestContext } from './platform/http/request-context.js';
import { loggerOptions, requestLogging, type LogTarget } from './platform/http/request-log.js';
import { registerSpa } from './platform/http/spa.js';
import { AppError } from './platform/http/errors.js';
import { L } from './platform/localization/localizer.js';
import './platform/http/request-types.js';
import { jsonCompression } from './platform/http/json-compression.js';
import { validatorCompiler } from './platform/http/validation.js';
import { localization } from './platform/localization/plugin.js';
import { policyGuard } from './platform/permissions/guard.js';
import { securityHeadersPlugin } from './platform/security/headers.js';
import { SecretBox } from './platform/security/secret-box.js';
import { SettingService } from './platform/settings/service.js';
import { FeatureService } from './platform/features/service.js';
import { SettingNames } from './platform/settings/definitions.js';
import { tenancy } from './platform/tenancy/plugin.js';
import { JobRunner } from './platform/jobs/runner.js';
import { MailOutboxJob } from './platform/mail/job.js';
import { defineDemoMailEvents } from './platform/notifications/demo.js';
import type { Services } from './services.js';

/** A route as registered: what the permission matrix and the malformed-input tests walk over. */
export interface RouteInfo {
  method: string;
  url: string;
  anonymous: boolean;
  policy: string | undefined;
}

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
  audit: AuditWriter;
  routes: RouteInfo[];
}

/** Wires the services together. The database must already be migrated. */
export async function createServices(config: AppConfig, database: Database): Promise<Services> {
  const db = database.db;
  const bus = new InvalidationBus(database);
  await bus.start();
  const settings = new SettingService(db, bus);
  const keys = await KeyStore.load(db, new SecretBox(config.secretKey));
  const tenants = new TenantService(db, bus);
  const features = new FeatureService(db, bus);
  const identity = new IdentityService(db, settings, features);
  const sessions = new SessionStore(db, bus, config.refreshTokenLifetimeSeconds);
  const principals = new PrincipalCache(db, identity.principal, bus);
  const jobs = new JobRunner(database, config.logLevel === 'silent' ? () => {} : undefined);
  const mail = new MailOutboxJob(db, settings, new SecretBox(config.secretKey));
  if (config.seedDemoData) defineDemoMailEvents();
  jobs.add(mail);
  const clients = new OAuthClientRegistry(db, bus);
  const verifier = new TokenVerifier(keys);
  await clients.ensureBuiltIn(config.appClientSecret);
  return {
    config,
    database,
    bus,
    settings,
    features,
    keys,
    tokens: new TokenIssuer(keys, config, verifier),
    verifier,
    sessions,
    principals,
    tenants,
    identity,
    login: new LoginService(db, identity, sessions, principals),
    clients,
    jobs,
    mail,
    storage: new StorageRegistry(
      path.join(config.dataDir, 'files'),
      new ObjectStorageDirectory(db, new SecretBox(config.secretKey)),
      bus,
    ),
  };
}

/** The Fastify instance: platform mechanisms first, then the modules' routes. */
export async function buildApp(
  config: AppConfig,
  database: Database,
  options: { logTarget?: LogTarget } = {},
): Promise<BuiltApp> {
  const services = await createServices(config, database);
  const app = Fastify({
    // One line per request at info (request-log.ts); readable when stdout is a terminal.
    ...loggerOptions(config.logLevel, options.logTarget),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Room for long filters in the query string; beyond it, a 431 in the envelope.
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    clientErrorHandler,
    // ABP clients send `Guid`s and names in the path; keep them whole.
    routerOptions: { maxParamLength: 500, ignoreTrailingSlash: true },
    requestIdHeader: 'x-correlation-id',
    genReqId: () => crypto.randomUUID().replace(/-/g, ''),
    frameworkErrors: frameworkErrorHandler,
    // Shutdown must not wait for idle keep-alive connections.
    forceCloseConnections: true,
  });
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    const config = route.config as { anonymous?: boolean; policy?: string } | undefined;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, anonymous: !!config?.anonymous, policy: config?.policy });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorateRequest('scope', {
    getter() {
      return {
        tenantId:
          this.currentUser?.tenantId ?? this.currentClient?.tenantId ?? this.tenant?.id ?? HOST_TENANT_ID,
        supplierId: this.currentUser?.supplierId ?? null,
      };
    },
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('X-Correlation-Id', req.id);
    done(null, payload);
  });

  // Requests are admitted oldest first: PGlite a few at a time (its queries run on this thread),
  // PostgreSQL a few per pooled connection; a request that waited its bound is a 503.
  const admissionSlots = database.kind === 'pglite' ? 8 : 4 * database.connections;
  await app.register(requestContext, {
    admission: new FairQueue(admissionSlots, config.databaseQueueTimeoutMs),
  });
  await app.register(requestLogging);
  const spaFallback = config.webRoot ? await registerSpa(app, config.webRoot) : undefined;
  await app.register(errorEnvelope, spaFallback ? { spaFallback } : {});
  await app.register(cors, { origins: config.corsOrigins });
  await app.register(securityHeadersPlugin, { https: !!config.publicUrl?.startsWith('https://') });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (req, ctx) => tooManyRequests(Math.ceil(ctx.ttl / 1000)),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Supplier Portal API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/swagger', uiConfig: { docExpansion: 'none' } });
  await app.register(localization, {
    tenantDefault: (tenantId) => services.settings.get(tenantId, SettingNames.DefaultLanguage),
  });
  await app.register(tenancy, { resolver: services.tenants });
  await app.register(authentication, {
    verifier: services.verifier,
    sessions: services.sessions,
    principals: services.principals,
    tenants: services.tenants,
    clients: clientPrincipalSource(services.clients),
  });
  await app.register(policyGuard, { features: services.features });
  if (config.clientRateLimitPerMinute > 0) {
    // Integration clients are limited per client, whatever address they call from.
    const perClient = app.rateLimit({
      max: config.clientRateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: (req) => `client:${req.currentClient?.clientId ?? ''}`,
    });
    app.addHook('preHandler', function (req, reply, done) {
      if (!req.currentClient) return done();
      perClient.call(this, req, reply).then(() => done(), done);
    });
  }
  const writer = { pending: new Set<Promise<void>>() };
  await app.register(auditLogging, { db: database.db, writer });
  // Last of the onSend hooks: it compresses what the others left.
  await app.register(jsonCompression);

  for (const routes of moduleRoutes) {
    await app.register(async (scope) => routes(scope, services));
  }

  const audit: AuditWriter = {
    async flush() {
      while (writer.pending.size > 0) await Promise.all([...writer.pending]);
    },
  };
  app.addHook('onClose', async () => audit.flush());
  app.addHook('onClose', async () => services.jobs.stop());
  return { app, services, audit, routes };
}

function tooManyRequests(seconds: number) {
  return new AppError(429, L('AbpExceptionHandling', 'TooManyRequests', seconds), {
    headers: { 'Retry-After': String(seconds) },
  });
}
