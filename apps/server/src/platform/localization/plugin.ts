import { defaultCulture, type Culture } from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cultureFromAcceptLanguage, cultureFromAspNetCookie, matchCulture } from './culture.js';

export interface LocalizationOptions {
  /**
   * The tenant's default language (the `Abp.Localization.DefaultLanguage` setting), for requests
   * that name none. Called once the tenant is known; it should be cheap (settings are cached).
   */
  tenantDefault?: (tenantId: string) => Promise<string | undefined>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request named its language (query, cookie or Accept-Language). */
    cultureExplicit: boolean;
  }
}

/**
 * The request's language: `culture`/`ui-culture` query, the ASP.NET culture cookie, then
 * Accept-Language (what the portal's own client sends), then the tenant's default language
 * setting, then the product default.
 */
export const localization = fp(
  async (app: FastifyInstance, opts: LocalizationOptions) => {
    app.decorateRequest('culture', defaultCulture);
    app.decorateRequest('cultureExplicit', false);
    // Callback hooks: they run for every request, and a promise each is a measurable cost.
    app.addHook('onRequest', (req, _reply, done) => {
      const query = req.query as Record<string, unknown> | undefined;
      const fromQuery = typeof query?.['ui-culture'] === 'string' ? query['ui-culture'] : query?.culture;
      const named =
        matchCulture(typeof fromQuery === 'string' ? fromQuery : undefined) ??
        cultureFromAspNetCookie(req.cookies?.['.AspNetCore.Culture']) ??
        cultureFromAcceptLanguage(req.headers['accept-language']);
      req.culture = named ?? defaultCulture;
      req.cultureExplicit = named !== undefined;
      done();
    });
    const tenantDefault = opts.tenantDefault;
    if (!tenantDefault) return;
    // The tenant is known only after the tenancy and authentication hooks (onRequest, registered
    // after this plugin); preParsing runs after every onRequest hook and before the policy guard,
    // so even a 401/403 speaks the tenant's language.
    app.addHook('preParsing', (req, _reply, payload, done) => {
      if (req.cultureExplicit) return done(null, payload);
      tenantDefault(req.scope.tenantId)
        .then((value) => {
          const culture: Culture | undefined = matchCulture(value);
          if (culture) req.culture = culture;
          done(null, payload);
        })
        .catch(done);
    });
  },
  { name: 'localization' },
);
