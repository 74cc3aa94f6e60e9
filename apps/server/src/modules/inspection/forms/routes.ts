import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services.js';

/** SKELETON: the inspectionForm endpoints (built by its part). */
export async function registerInspectionFormRoutes(app: FastifyInstance, s: Services): Promise<void> {
  void app;
  void s;
}
