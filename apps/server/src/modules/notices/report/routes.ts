import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services.js';

/** SKELETON: the notice PDF with its acknowledgement sheet (built by its part). */
export async function registerNoticeReportRoutes(app: FastifyInstance, s: Services): Promise<void> {
  void app;
  void s;
}
