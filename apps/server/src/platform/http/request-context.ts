import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { workContext, type FairQueue, type WorkContext } from '../db/fair-queue.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request as a unit of work: its arrival (fair queueing) and what its transactions carry. */
    workContext: WorkContext;
    /** Gives the request's admission slot back (http/request-context.ts); null when it took none. */
    leaveAdmission: (() => void) | null;
  }
}

export interface RequestContextOptions {
  /**
   * The line requests wait in before any work starts, oldest first, so that at most its `slots`
   * requests share the process at once. On PGlite a query runs on the event loop's thread: a
   * request that yields between its steps (token check, principal, settings, its own work) goes to
   * the back of every other request's steps, and with 100 connections a burst's first requests
   * would finish last. Admitted a few at a time, in order, they finish about in the order they came.
   */
  admission?: FairQueue;
}

/** API calls wait their turn; the web app's files and multipart uploads (long, light) do not. */
function admitted(req: FastifyRequest): boolean {
  if (!req.url.startsWith('/api/') && !req.url.startsWith('/connect/')) return false;
  return !/^\s*multipart\//i.test(req.headers['content-type'] ?? '');
}

/**
 * Makes each request the unit of work of the code it runs (`workContext`, AsyncLocalStorage): its
 * transactions queue by the request's arrival (db/fair-queue.ts) and carry its audit row. Callback
 * hooks, so the hooks and the handler after them run inside; reading the body leaves the context
 * (the stream's events come from the socket), so it is entered again before validation and before
 * the handler. With `admission`, a request first waits for its turn (oldest first; past the bound,
 * a 503 with Retry-After) and gives it back once its answer is ready to go. Register first:
 * tenancy and authentication already use the database.
 */
export const requestContext = fp(
  async (app: FastifyInstance, opts: RequestContextOptions) => {
    app.decorateRequest('workContext', null as unknown as WorkContext);
    app.decorateRequest('leaveAdmission', null);
    app.addHook('onRequest', (req, reply, done) => {
      req.workContext = { arrival: performance.now() };
      workContext.run(req.workContext, () => {
        if (!opts.admission || !admitted(req)) return done();
        const admit = (leave: () => void) => {
          // The client left while the request waited its turn: there is no one to answer, and a
          // body that will never come (reading it would hold the turn for ever).
          if (req.raw.aborted) return leave();
          req.leaveAdmission = leave;
          // A client that goes away mid-request gives the turn back too. Its response's `close`
          // says so, unless the response waits behind earlier ones on the connection (pipelined
          // requests): then only the request's `close`, marked aborted, does.
          reply.raw.once('close', leave);
          req.raw.once('close', () => {
            if (req.raw.aborted) leave();
          });
          done();
        };
        const now = opts.admission.tryEnter();
        if (now) return admit(now);
        opts.admission.enter().then(admit, (err: Error) => done(err));
      });
    });
    // A request without a body never left its context (its hooks ran inside `run`, or in promises
    // made there): entering again would only cost a `run` per hook.
    const reenter = (req: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      if (workContext.getStore() === req.workContext) return done();
      workContext.run(req.workContext, done);
    };
    app.addHook('preValidation', reenter);
    app.addHook('preHandler', reenter);
    app.addHook('onSend', (req, _reply, payload, done) => {
      req.leaveAdmission?.();
      done(null, payload);
    });
  },
  { name: 'request-context' },
);
