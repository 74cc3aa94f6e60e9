import { Policies } from '@sp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.js';
import { inScope } from '../db/scope.js';
import { ForbiddenError } from '../http/errors.js';
import { L, translate } from '../localization/localizer.js';
import { getMail, listMails, mailListQuery, retryMail } from './admin.js';
import { MailStatus } from './schema.js';

/**
 * The outbox is the "mail events" page of both the letters and the supplier notices areas: either
 * policy admits (the guard checks them). A vendor user never: the outbox holds every supplier's
 * addresses, and has no supplier column to narrow it.
 */
const config = {
  policy: Policies.LetterOfRecognition.MailEventOverview.name,
  orPolicies: [Policies.ToSupplierNotice.MailEventOverview.name],
};

function refuseVendorUsers(req: FastifyRequest) {
  if (req.currentUser?.supplierId) throw new ForbiddenError();
}

const statusNames = {
  [MailStatus.Pending]: 'Enum:MailStatus.Pending',
  [MailStatus.Sending]: 'Enum:MailStatus.Sending',
  [MailStatus.Sent]: 'Enum:MailStatus.Sent',
  [MailStatus.Failed]: 'Enum:MailStatus.Failed',
} as const;

const idParams = z.object({ id: z.uuid() });
const tags = ['MailOutbox'];

/** The mail outbox for administrators: every mail the tenant sent or will send, and a retry. */
export async function mailOutboxRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = s.database.db;
  // After the policy guard, before the body and query are even validated.
  app.addHook('preParsing', async (req, _reply, payload) => {
    if (req.routeOptions.url?.startsWith('/api/app/mailOutbox')) refuseVendorUsers(req);
    return payload;
  });

  r.get('/api/app/mailOutbox', { config, schema: { querystring: mailListQuery, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => listMails(tx, req.scope.tenantId, req.query)),
  );

  r.get('/api/app/mailOutbox/statusEnum', { config, schema: { tags } }, async (req) =>
    Object.entries(statusNames).map(([value, key]) => ({
      value: Number(value),
      name: translate(req.culture, L('SupplierPortal', key)),
    })),
  );

  r.get('/api/app/mailOutbox/:id', { config, schema: { params: idParams, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => getMail(tx, req.scope.tenantId, req.params.id)),
  );

  r.post('/api/app/mailOutbox/:id/retry', { config, schema: { params: idParams, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => retryMail(tx, req.audit, req.scope.tenantId, req.params.id)),
  );
}
