import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services.js';

/** SKELETON: the mail events, the deadline job (reminder, overdue), To-do counts (built by its part). */
export async function registerNoticeEffects(app: FastifyInstance, s: Services): Promise<void> {
  void app;
  void s;
}
