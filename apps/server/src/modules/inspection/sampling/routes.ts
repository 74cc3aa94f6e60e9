import { Policies, samplingPlan, samplingPlanQuerySchema } from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../../../services.js';

/**
 * `GET /api/app/inspectionForm/samplingPlan?lotQty=&level=&aql=`: the plan of one AQL (ISO 2859-1
 * single sampling, normal inspection), the same function the web computes with, for clients that
 * do not carry it. Whoever configures materials or reads forms may ask. The query schema refuses
 * what the calculator would (a lot below 1 or not whole, an unknown level, an AQL off the series),
 * so the calculator's RangeError never reaches the caller as a 500.
 */
export async function registerSamplingRoutes(app: FastifyInstance, s: Services): Promise<void> {
  void s;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const IIF = Policies['QualityControl.IIF'];
  r.get(
    '/api/app/inspectionForm/samplingPlan',
    {
      config: {
        policy: IIF.PartNoConfirm.name,
        orPolicies: [IIF.AdminFormOverview.name, IIF.VendorFormOverview.name],
      },
      schema: { querystring: samplingPlanQuerySchema, tags: ['InspectionForm'] },
    },
    async (req) => samplingPlan(req.query.lotQty, req.query.level, req.query.aql),
  );
}
