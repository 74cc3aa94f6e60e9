import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS =
  'Authorization, Content-Type, Accept, Accept-Language, __tenant, X-Requested-With, X-Correlation-Id';

/**
 * CORS for the configured origins only (none by default: the web app is served from the same
 * origin). Credentials are off: other origins call with a Bearer token, never with our cookies.
 * A preflight from an allowed origin is answered 204 before authentication; from any other origin
 * it gets no CORS headers, so the browser refuses the call.
 */
export const cors = fp(
  async (app: FastifyInstance, opts: { origins: readonly string[] }) => {
    const allowed = new Set(opts.origins.map((o) => o.replace(/\/$/, '').toLowerCase()));
    if (allowed.size === 0) return;
    app.addHook('onRequest', async (req, reply) => {
      const origin = req.headers.origin;
      if (!origin || !allowed.has(origin.toLowerCase())) return;
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Vary', 'Origin');
      reply.header('Access-Control-Expose-Headers', 'X-Correlation-Id, Retry-After, _AbpErrorFormat');
      if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
        return reply
          .code(204)
          .header('Access-Control-Allow-Methods', ALLOWED_METHODS)
          .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
          .header('Access-Control-Max-Age', '600')
          .send();
      }
    });
  },
  { name: 'cors' },
);
