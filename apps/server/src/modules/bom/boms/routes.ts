import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services.js';

/** SKELETON: the bom endpoints: list, get, CRUD while draft, submit, recall, approve, reject, release, obsolete, copy, confirm-supply, request-update (built by its part). */
export async function registerBomRoutes(app: FastifyInstance, s: Services): Promise<void> {
  void app;
  void s;
}
