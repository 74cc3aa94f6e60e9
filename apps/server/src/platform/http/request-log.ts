import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { Writable } from 'node:stream';
import { auditedUrl } from '../audit/redact-url.js';

/** Where the log goes: stdout, or a test's stream. A terminal gets the readable form. */
export interface LogTarget {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

/**
 * The server's logger: pino at `level`, JSON lines for a log collector, or one readable line per
 * entry when the output is a terminal. Fastify's own two lines per request are off: the
 * `requestLogging` plugin writes one.
 */
export function loggerOptions(
  level: string,
  target: LogTarget = process.stdout,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const logController = new LogController({ disableRequestLogging: true });
  if (level === 'silent') return { logger: false, logController };
  return { logger: { level, stream: target.isTTY ? prettyStream(target) : target }, logController };
}

/**
 * One line per request at `info`: method, URL (secret query values as `***`), status and
 * milliseconds. The request's and the response's headers follow at `debug`.
 */
export const requestLogging = fp(
  async (app: FastifyInstance) => {
    // A callback hook, and nothing built when the level is off (a server at `warn` logs only
    // failures): this runs for every request.
    app.addHook('onResponse', (req, reply, done) => {
      const status = reply.statusCode;
      const level = status >= 500 ? 'error' : 'info';
      if (!levelEnabled(req.log.level, level)) return done();
      const ms = Math.round(reply.elapsedTime * 10) / 10;
      const url = auditedUrl(req.url);
      req.log[level]({ method: req.method, url, status, ms }, `${req.method} ${url} ${status} ${ms} ms`);
      if (debugEnabled(req.log.level))
        req.log.debug(
          {
            request: {
              remoteAddress: req.ip,
              host: req.host,
              headers: redactHeaders(req.headers),
            },
            response: { headers: redactHeaders(reply.getHeaders()) },
            route: req.routeOptions.url,
            user: req.currentUser?.id ?? req.currentClient?.clientId ?? null,
          },
          'request detail',
        );
      done();
    });
  },
  { name: 'request-logging' },
);

const LEVEL_VALUES: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};
/** Whether a logger at `current` writes `level` (an unknown level, such as a no-op logger's, does). */
const levelEnabled = (current: string | undefined, level: string) =>
  (LEVEL_VALUES[level] ?? 0) >= (LEVEL_VALUES[current ?? ''] ?? 0);

const DEBUG_LEVELS = new Set(['debug', 'trace']);
const debugEnabled = (level: string) => DEBUG_LEVELS.has(level);

const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie', 'proxy-authorization']);

function redactHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, SECRET_HEADERS.has(name) ? '***' : value]),
  );
}

const LEVELS: Record<number, [name: string, color: number]> = {
  10: ['TRACE', 90],
  20: ['DEBUG', 36],
  30: ['INFO ', 32],
  40: ['WARN ', 33],
  50: ['ERROR', 31],
  60: ['FATAL', 35],
};

/** Fields every pino line has; the rest of a line's fields are shown after its message. */
const BASE_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err']);
const REQUEST_LINE_FIELDS = new Set(['method', 'url', 'status', 'ms']);

/** A pino JSON line as one readable line (plus an error's stack), coloured for a terminal. */
export function prettyLine(json: string, color = true): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const paint = (code: number, text: string) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toTimeString().slice(0, 8);
  const [name, code] = LEVELS[Number(entry.level)] ?? ['LOG  ', 0];
  const isRequestLine = typeof entry.status === 'number' && typeof entry.method === 'string';
  const extra = Object.fromEntries(
    Object.entries(entry).filter(
      ([k]) => !BASE_FIELDS.has(k) && !(isRequestLine && REQUEST_LINE_FIELDS.has(k)),
    ),
  );
  const err = entry.err as { stack?: string; message?: string } | undefined;
  return (
    `${paint(90, time)} ${paint(code, name)} ${typeof entry.msg === 'string' ? entry.msg : ''}` +
    (Object.keys(extra).length ? ` ${paint(90, JSON.stringify(extra))}` : '') +
    (err ? `\n${err.stack ?? err.message ?? ''}` : '') +
    '\n'
  );
}

function prettyStream(target: LogTarget): Writable {
  return new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) target.write(prettyLine(line));
      done();
    },
  });
}
