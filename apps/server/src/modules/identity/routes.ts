import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { roleRoutes } from './roles.routes.js';
import { userRoutes } from './users.routes.js';

/** Identity: users and roles (contract §5.1, §5.2). Organization units and claim types register their own. */
export async function identityRoutes(app: FastifyInstance, s: Services) {
  await userRoutes(app, s);
  await roleRoutes(app, s);
}
