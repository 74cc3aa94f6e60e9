import { Policies } from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../../platform/db/scope.js';
import { optional, pagedQuery } from '../../../platform/http/paging.js';
import type { Services } from '../../../services.js';
import '../mail.js';
import { listDecidedResults } from './integration.js';
import { missingFormJob } from './missing-form-job.js';
import './todo.js';

/**
 * Incoming inspection's effects: the mail events (declared by importing mail.ts, so the
 * mail-template page lists them), the To-do counts (todo.ts), the hourly missing-form job, and the
 * decided results for integration clients (the ERP).
 */
export async function registerInspectionEffects(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = s.database.db;
  s.jobs.add(missingFormJob(s.database));

  // For the ERP: accepted / conditionally accepted / rejected lots since a time (client tokens
  // holding the export policy; a vendor does not hold it).
  r.get(
    '/api/app/inspectionForm/results',
    {
      config: { policy: Policies['QualityControl.IIF'].AdminFormOverview.Export.name, clients: true },
      schema: {
        querystring: pagedQuery.pick({ skipCount: true }).extend({
          since: optional(z.iso.datetime({ offset: true })),
          maxResultCount: z.coerce.number().int().min(1).max(1000).default(100),
        }),
        tags: ['InspectionForm'],
      },
    },
    async (req) => inScope(db, req.scope, (tx) => listDecidedResults(tx, req.scope, req.query)),
  );
}
