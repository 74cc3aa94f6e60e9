import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services.js';

/** SKELETON: Excel import and its template, Excel export (single / multi-level), the PDF report (built by its part). */
export async function registerBomTransferRoutes(app: FastifyInstance, s: Services): Promise<void> {
  void app;
  void s;
}
