import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { registerCheckItemRoutes } from './check-items/routes.js';
import { registerCheckTemplateRoutes } from './check-templates/routes.js';
import { registerLetterJobs } from './expiry/routes.js';
import { registerLetterFileRoutes } from './files/routes.js';
import { registerLetterRoutes } from './letters/routes.js';
import { registerRequestRoutes } from './requests/routes.js';

/**
 * The letters-of-recognition area's routes, one line per part: the check-item library, check
 * templates, part-number confirmations (requests), letters, their files (upload, overviews, the
 * approved PDF) and the daily expiry and reminder jobs.
 */
export async function letterRoutes(app: FastifyInstance, s: Services) {
  await registerCheckItemRoutes(app, s);
  await registerCheckTemplateRoutes(app, s);
  await registerRequestRoutes(app, s);
  await registerLetterRoutes(app, s);
  await registerLetterFileRoutes(app, s);
  await registerLetterJobs(app, s);
}
