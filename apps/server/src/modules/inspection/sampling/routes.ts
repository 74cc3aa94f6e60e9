import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services.js';

/** SKELETON: the sampling-plan calculator route (built by its part). */
export async function registerSamplingRoutes(app: FastifyInstance, s: Services): Promise<void> {
  void app;
  void s;
}
