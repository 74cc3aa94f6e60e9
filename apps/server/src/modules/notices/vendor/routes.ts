import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services.js';

/** SKELETON: the vendor's supplierNotice/mine endpoints: list, detail, read, acknowledge, refuse, reply (built by its part). */
export async function registerVendorNoticeRoutes(app: FastifyInstance, s: Services): Promise<void> {
  void app;
  void s;
}
