import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { registerBomRoutes } from './boms/routes.js';
import { registerBomEffects } from './effects/routes.js';
import { registerBomStructureRoutes } from './structure/routes.js';
import { registerBomTransferRoutes } from './transfer/routes.js';

/**
 * Supplier BOMs' routes, one line per part: structure (`bom/compare`, `bom/where-used`, `{id}/tree`)
 * and transfer (`bom/import`, `{id}/export`, `{id}/report.pdf`) before the revisions' own
 * endpoints, so their fixed words are not ids; then the effects (mails, release-on-date job, To-do).
 */
export async function bomRoutes(app: FastifyInstance, s: Services) {
  await registerBomStructureRoutes(app, s);
  await registerBomTransferRoutes(app, s);
  await registerBomRoutes(app, s);
  await registerBomEffects(app, s);
}
