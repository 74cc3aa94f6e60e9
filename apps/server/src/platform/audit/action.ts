import type { FastifyRequest } from 'fastify';
import { newId } from '../db/columns.js';
import { SECRET_NAMES } from './redact-url.js';
import type { AuditAction } from './schema.js';

/** ABP's AuditLogActionConsts.MaxParametersLength. */
const MAX_PARAMETERS_LENGTH = 2000;
const MAX_NAME_LENGTH = 256;

const pascal = (segment: string) =>
  segment
    .split(/[-_.]/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/** A copy of `value` with every secret-named property as `***`, at any depth. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      SECRET_NAMES.test(k) && v !== null && v !== undefined && v !== '' ? '***' : maskSecrets(v),
    ]),
  );
}

/**
 * The service and method an ABP client sees for a route, by ABP's conventional-controller rules
 * read backwards: `/api/<area>/<controller>[/{id}][/<action>]` is `<Area>.<Controller>AppService`,
 * and the method is the action segment (`publish` -> `PublishAsync`) or the verb's convention
 * (GET with an id: `GetAsync`, without: `GetListAsync`; POST `CreateAsync`; PUT `UpdateAsync`;
 * DELETE `DeleteAsync`). Other paths (`/connect/token`) name their first segment and last word.
 */
export function serviceAndMethod(
  method: string,
  routeUrl: string,
): { serviceName: string; methodName: string } {
  const parts = routeUrl.split('?')[0]!.split('/').filter(Boolean);
  const isApi = parts[0] === 'api' && parts.length >= 3;
  const [area, controller, rest] = isApi
    ? [parts[1]!, parts[2]!, parts.slice(3)]
    : [parts[0] ?? 'root', parts[0] ?? 'root', parts.slice(1)];
  const words = rest.filter((p) => !p.startsWith(':'));
  const hasId = rest.some((p) => p.startsWith(':'));
  const byVerb: Record<string, string> = {
    GET: hasId ? 'Get' : 'GetList',
    POST: 'Create',
    PUT: 'Update',
    PATCH: 'Update',
    DELETE: 'Delete',
  };
  const verb =
    words.length > 0 ? words.map(pascal).join('') : (byVerb[method] ?? pascal(method.toLowerCase()));
  const serviceName = isApi ? `${pascal(area)}.${pascal(controller)}AppService` : pascal(controller);
  return {
    serviceName: serviceName.slice(0, MAX_NAME_LENGTH),
    methodName: `${verb}Async`.slice(0, MAX_NAME_LENGTH),
  };
}

/**
 * The request's action as ABP records it: route parameters and query values by name, the body as
 * `input` (a file upload's bytes are not arguments), secrets masked, cut at ABP's length.
 */
export function auditAction(req: FastifyRequest, executionTime: Date, duration: number): AuditAction | null {
  const route = req.routeOptions.url;
  if (!route) return null;
  const body = req.isMultipart?.() ? undefined : req.body;
  const args = {
    ...(req.params as Record<string, unknown> | undefined),
    ...(req.query as Record<string, unknown> | undefined),
    ...(body === undefined || body === null ? {} : { input: body }),
  };
  let parameters = JSON.stringify(maskSecrets(args)) ?? '{}';
  if (parameters.length > MAX_PARAMETERS_LENGTH) parameters = parameters.slice(0, MAX_PARAMETERS_LENGTH);
  return {
    id: newId(),
    ...serviceAndMethod(req.method, route),
    parameters,
    executionTime: executionTime.toISOString(),
    executionDuration: duration,
  };
}
