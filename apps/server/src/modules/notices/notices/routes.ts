import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services.js';

/** SKELETON: the buyer's supplierNotice endpoints: CRUD while draft, publish, revoke, close, remind, recipients, recipients/export, accept-reply / return-reply (built by its part). */
export async function registerNoticeRoutes(app: FastifyInstance, s: Services): Promise<void> {
  void app;
  void s;
}
