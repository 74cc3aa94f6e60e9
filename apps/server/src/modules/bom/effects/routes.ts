import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services.js';

/** SKELETON: the mail events, the release-on-date job, To-do counts (built by its part). */
export async function registerBomEffects(app: FastifyInstance, s: Services): Promise<void> {
  void app;
  void s;
}
