import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { deliveryRoutes } from './deliveries/routes.js';
import { shipLogRoutes } from './ship-log/routes.js';
import { registerLabelRoutes } from './labels/routes.js';
import { registerMaterialInfoRoutes } from './material-info/routes.js';
import { registerTemplateRoutes } from './templates/routes.js';

/** The vendor-label area's routes, one line per part (templates, material info, deliveries, labels). */
export async function vendorLabelRoutes(app: FastifyInstance, s: Services) {
  await registerTemplateRoutes(app, s);
  await registerMaterialInfoRoutes(app, s);
  await registerLabelRoutes(app, s);
  await deliveryRoutes(app, s);
  await shipLogRoutes(app, s);
}
