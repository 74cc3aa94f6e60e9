import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services.js';

/** `POST /api/app/bom/import` (waits for the revisions' create and checks). */
export async function registerBomImportRoute(app: FastifyInstance, s: Services): Promise<void> {
  void app;
  void s;
}
