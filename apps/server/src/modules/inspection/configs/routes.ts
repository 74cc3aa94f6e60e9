import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services.js';

/** SKELETON: the iqcMaterialConfig endpoints (built by its part). */
export async function registerInspectionConfigRoutes(app: FastifyInstance, s: Services): Promise<void> {
  void app;
  void s;
}
