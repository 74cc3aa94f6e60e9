import { defaultCulture, type Culture } from '@sp/contracts';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ServerBusyError } from '../db/fair-queue.js';
import { cultureFromAcceptLanguage } from '../localization/culture.js';
import fp from 'fastify-plugin';
import { L, translate, type LocalizableText } from '../localization/localizer.js';
import { AppError, OAuthError } from './errors.js';
import { wantsSpa } from './spa.js';
import { describeProblem, isFieldProblemList } from './validation.js';

export interface ErrorBody {
  error: {
    code: string | null;
    message: string;
    details: string | null;
    data: Record<string, unknown> | null;
    validationErrors: { message: string; members: string[] }[] | null;
  };
}

/** The OAuth endpoints (`/connect/*`) answer errors as RFC 6749 does, not with ABP's envelope. */
const isOAuthUrl = (url: string) => url.startsWith('/connect/');

/**
 * Every error leaves the server in ABP's envelope with `_AbpErrorFormat: true` and the status of
 * contract §1.5; nothing a client sends may produce a 500 (only our own bugs do).
 */
export interface ErrorEnvelopeOptions {
  /** Answers a GET for an unknown path when the web app should handle it (client-side routes). */
  spaFallback?: (req: FastifyRequest, reply: FastifyReply) => FastifyReply;
}

export const errorEnvelope = fp(async (app: FastifyInstance, opts: ErrorEnvelopeOptions) => {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const culture: Culture = req.culture ?? defaultCulture;
    const { status, body, headers } = toEnvelope(error, culture, req.headers['content-type']);
    if (status === 503) req.log.warn('database queue full: answered 503');
    else if (status >= 500) req.log.error({ err: error }, 'unhandled error');
    req.auditError = body.error.message + (status >= 500 && error.stack ? `\n${error.stack}` : '');
    if (isOAuthUrl(req.url)) {
      return sendOAuthError(
        reply,
        status,
        body.error.message,
        error instanceof OAuthError ? error.oauthError : undefined,
        headers,
      );
    }
    return sendEnvelope(reply, status, body, headers);
  });

  app.setNotFoundHandler((req, reply) => {
    if (opts.spaFallback && wantsSpa(req)) return opts.spaFallback(req, reply);
    const culture = req.culture ?? defaultCulture;
    const message = translate(
      culture,
      L('AbpExceptionHandling', 'RouteNotFound', `${req.method} ${req.url.split('?')[0]}`),
    );
    return sendEnvelope(reply, 404, envelope(message));
  });
});

export function envelope(message: string, extra: Partial<ErrorBody['error']> = {}): ErrorBody {
  return { error: { code: null, message, details: null, data: null, validationErrors: null, ...extra } };
}

export function sendEnvelope(
  reply: FastifyReply,
  status: number,
  body: ErrorBody,
  headers: Record<string, string> = {},
) {
  return reply
    .code(status)
    .headers({
      _AbpErrorFormat: 'true',
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      Expires: '-1',
      ...headers,
    })
    .type('application/json; charset=utf-8')
    .send(body);
}

function sendOAuthError(
  reply: FastifyReply,
  status: number,
  description: string,
  code?: string,
  headers: Record<string, string> = {},
) {
  const error =
    code ??
    (status === 429 || status === 503
      ? 'temporarily_unavailable'
      : status >= 500
        ? 'server_error'
        : 'invalid_request');
  // RFC 6749 §5.2: 400, except 401 for a client that failed HTTP authentication (with WWW-Authenticate).
  return reply
    .code(status >= 500 || status === 429 || status === 401 ? status : 400)
    .headers({ 'Cache-Control': 'no-store', Pragma: 'no-cache', ...headers })
    .send({ error, error_description: description });
}

function toEnvelope(
  error: FastifyError,
  culture: Culture,
  contentType: string | undefined,
): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  const t = (text: LocalizableText | string) => translate(culture, text);

  if (error instanceof AppError) {
    const o = error.options;
    const validationErrors =
      o.validationErrors?.map((v) => ({ message: v.message || t(o.details ?? ''), members: v.members })) ??
      null;
    return {
      status: error.status,
      headers: o.headers ?? {},
      body: envelope(t(error.text), {
        code: o.code ?? null,
        details: o.details ? t(o.details) : null,
        data: o.data ?? null,
        validationErrors,
      }),
    };
  }

  if (error instanceof ServerBusyError) {
    const seconds = error.retryAfterSeconds;
    return {
      status: 503,
      headers: { 'Retry-After': String(seconds) },
      body: envelope(t(L('AbpExceptionHandling', 'ServerBusy', seconds)), {
        code: 'SupplierPortal:ServerBusy',
      }),
    };
  }

  const problems: unknown = error.validation;
  if (isFieldProblemList(problems)) {
    const prefix = error.validationContext === 'body' ? '' : `${error.validationContext}.`;
    const validationErrors = problems.map((p) => ({
      message: describeProblem(p, culture),
      members: [prefix + p.member],
    }));
    const details = [
      t(L('AbpExceptionHandling', 'ValidationNarrativeErrorMessageTitle')),
      ...validationErrors.map((v) => ` - ${v.message}`),
    ].join('\r\n');
    return {
      status: 400,
      body: envelope(t(L('AbpExceptionHandling', 'ValidationErrorMessage')), { details, validationErrors }),
    };
  }

  const status = error.statusCode ?? 500;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: envelope(t(L('AbpExceptionHandling', 'PayloadTooLarge'))) };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        body: envelope(
          t(L('AbpExceptionHandling', 'UnsupportedMediaType', (contentType ?? '').slice(0, 100))),
        ),
      };
  }
  if (status === 429) {
    return { status, body: envelope(error.message) };
  }
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: unreadable JSON, broken form encoding, bad URL encoding.
    return { status, body: envelope(t(L('AbpExceptionHandling', 'MalformedBody', error.message))) };
  }
  return { status: 500, body: envelope(t(L('AbpExceptionHandling', 'InternalServerErrorMessage'))) };
}

/**
 * Errors the router raises before any hook runs (a parameter over the length limit, a URL that
 * does not decode): answered in the same envelope, in the language the client asked for.
 */
export function frameworkErrorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const culture = cultureFromAcceptLanguage(req.headers['accept-language']) ?? defaultCulture;
  const message = translate(culture, L('AbpExceptionHandling', 'MalformedBody', error.message));
  void sendEnvelope(reply, 400, envelope(message));
}

/**
 * What the request line and headers may add up to (Node's default is 16 KB). Long list filters and
 * exports travel in the query string; beyond this the client error handler answers 431.
 */
export const MAX_HEADER_BYTES = 64 * 1024;

/**
 * Requests Node refuses before Fastify sees them (headers over `MAX_HEADER_BYTES`, a malformed
 * request line, a request that never finished arriving): answered in the ABP envelope like every
 * other error, in the language the request's own bytes ask for when they can be read.
 */
export function clientErrorHandler(err: ConnectionError, socket: Socket) {
  // A reset connection has nobody to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // Node hands over the bytes it could not parse (a Buffer, whatever the declared type says).
  const raw: unknown = err.rawPacket;
  const head = Buffer.isBuffer(raw) ? raw.subarray(0, MAX_HEADER_BYTES * 2).toString('latin1') : '';
  const language = /\r\naccept-language:[ \t]*([^\r\n]{1,200})/i.exec(head)?.[1];
  const culture = cultureFromAcceptLanguage(language) ?? defaultCulture;
  const [status, text] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, L('AbpExceptionHandling', 'RequestHeadersTooLarge', MAX_HEADER_BYTES / 1024)]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, L('AbpExceptionHandling', 'RequestTimeout')]
        : [400, L('AbpExceptionHandling', 'MalformedBody', err.code ?? 'HTTP')];
  const body = JSON.stringify(envelope(translate(culture, text)));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `_AbpErrorFormat: true\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy();
}
