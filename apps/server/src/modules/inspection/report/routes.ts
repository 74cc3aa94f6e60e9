import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services.js';

/** SKELETON: the IQC report PDF (built by its part). */
export async function registerInspectionReportRoutes(app: FastifyInstance, s: Services): Promise<void> {
  void app;
  void s;
}
