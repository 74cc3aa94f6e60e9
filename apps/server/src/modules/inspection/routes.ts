import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { registerInspectionConfigRoutes } from './configs/routes.js';
import { registerInspectionEffects } from './effects/routes.js';
import { registerInspectionFormRoutes } from './forms/routes.js';
import { registerInspectionReportRoutes } from './report/routes.js';
import { registerSamplingRoutes } from './sampling/routes.js';

/**
 * The incoming-inspection area's routes, one line per part: the sampling-plan calculator, the
 * material inspection configurations (物料信息确认), the inspection forms and their review, the IQC
 * report PDF, and the effects (To-do counts, the missing-form job, results for integration).
 * The sampling route comes before the forms' so `inspectionForm/samplingPlan` is not an id.
 */
export async function inspectionRoutes(app: FastifyInstance, s: Services) {
  await registerSamplingRoutes(app, s);
  await registerInspectionConfigRoutes(app, s);
  await registerInspectionFormRoutes(app, s);
  await registerInspectionReportRoutes(app, s);
  await registerInspectionEffects(app, s);
}
