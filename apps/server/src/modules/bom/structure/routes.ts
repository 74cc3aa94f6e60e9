import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services.js';

/** SKELETON: tree, compare and where-used (built by its part). */
export async function registerBomStructureRoutes(app: FastifyInstance, s: Services): Promise<void> {
  void app;
  void s;
}
