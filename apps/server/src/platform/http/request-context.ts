import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { workContext, type WorkContext } from '../db/fair-queue.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request as a unit of work: its arrival (fair queueing) and what its transactions carry. */
    workContext: WorkContext;
  }
}

/**
 * Makes each request the unit of work of the code it runs (`workContext`, AsyncLocalStorage): its
 * transactions queue by the request's arrival (db/fair-queue.ts) and carry its audit row. Callback
 * hooks, so the hooks and the handler after them run inside; reading the body leaves the context
 * (the stream's events come from the socket), so it is entered again before validation and before
 * the handler. Register first: tenancy and authentication already use the database.
 */
export const requestContext = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('workContext', null as unknown as WorkContext);
    app.addHook('onRequest', (req, _reply, done) => {
      req.workContext = { arrival: performance.now() };
      workContext.run(req.workContext, done);
    });
    const reenter = (req: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      workContext.run(req.workContext, done);
    };
    app.addHook('preValidation', reenter);
    app.addHook('preHandler', reenter);
  },
  { name: 'request-context' },
);
