import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services.js';

/** SKELETON: To-do counts, jobs and the integration pull (built by its part). */
export async function registerInspectionEffects(app: FastifyInstance, s: Services): Promise<void> {
  void app;
  void s;
}
