import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { registerNoticeEffects } from './effects/routes.js';
import { registerNoticeRoutes } from './notices/routes.js';
import { registerNoticeReportRoutes } from './report/routes.js';
import { registerVendorNoticeRoutes } from './vendor/routes.js';

/**
 * Notices to suppliers' routes, one line per part: the vendor's `supplierNotice/mine` (first, so
 * `mine` is not an id), the buyer's notices and recipients, the PDF, and the effects (mails, the
 * deadline job, To-do counts).
 */
export async function noticeRoutes(app: FastifyInstance, s: Services) {
  await registerVendorNoticeRoutes(app, s);
  await registerNoticeRoutes(app, s);
  await registerNoticeReportRoutes(app, s);
  await registerNoticeEffects(app, s);
}
