import { cultures, mailTemplatePreviewInput, mailTemplateUpdateInput, Policies } from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.js';
import { inScope } from '../db/scope.js';
import { UnauthorizedError } from '../http/errors.js';
import { pagedQuery } from '../http/paging.js';
import { listNotifications, markAllRead, markRead, unreadCount } from './inbox.js';
import {
  deleteOverride,
  eventOrNotFound,
  getMailEvent,
  listMailEvents,
  previewTemplate,
  saveOverride,
} from './templates.js';
import { notify } from './notify.js';
import { todoItems } from './todo.js';

const read = { policy: Policies.SystemComponents.MailTemplates.name };
const write = { policy: Policies.SystemComponents.MailTemplates.Update.name };
const eventParams = z.object({ event: z.string().min(1).max(128) });
const cultureParams = eventParams.extend({ culture: z.enum(cultures) });
const idParams = z.object({ id: z.uuid() });

/** Mail templates (administrators), the caller's notifications and To-do items (any signed-in user). */
export async function notificationRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = s.database.db;
  const tags = ['MailTemplate'];

  r.get('/api/app/mailTemplate', { config: read, schema: { tags } }, (req) =>
    inScope(db, req.scope, (tx) => listMailEvents(tx, req.culture)),
  );
  r.get('/api/app/mailTemplate/:event', { config: read, schema: { params: eventParams, tags } }, (req) =>
    inScope(db, req.scope, (tx) => getMailEvent(tx, req.params.event, req.culture)),
  );
  r.put(
    '/api/app/mailTemplate/:event/:culture',
    { config: write, schema: { params: cultureParams, body: mailTemplateUpdateInput, tags } },
    (req) =>
      inScope(db, req.scope, (tx) =>
        saveOverride(
          tx,
          req.audit,
          req.currentUser?.id ?? null,
          req.params.event,
          req.params.culture,
          req.body,
        ),
      ),
  );
  r.delete(
    '/api/app/mailTemplate/:event/:culture',
    { config: write, schema: { params: cultureParams, tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) =>
        deleteOverride(tx, req.audit, req.params.event, req.params.culture),
      );
      return reply.status(204).send();
    },
  );
  r.post(
    '/api/app/mailTemplate/:event/preview',
    { config: read, schema: { params: eventParams, body: mailTemplatePreviewInput, tags } },
    async (req) => previewTemplate(req.params.event, req.body),
  );

  // "Send me a test": the saved wording with the sample data, to the editor alone (mail and bell).
  r.post(
    '/api/app/mailTemplate/:event/sendTest',
    { config: write, schema: { params: eventParams, tags } },
    async (req) => {
      const user = req.currentUser;
      if (!user) throw new UnauthorizedError();
      const event = eventOrNotFound(req.params.event);
      return inScope(db, req.scope, (tx) =>
        notify(tx, event, {
          userIds: [user.id],
          data: event.sample,
          route: '/system-components/mail-templates',
          actorId: user.id,
        }),
      );
    },
  );

  // The caller's own notifications: no policy beyond being signed in.
  const me = (user: { id: string } | null) => {
    if (!user) throw new UnauthorizedError();
    return user.id;
  };
  const inbox = ['Notification'];
  r.get('/api/app/notification', { schema: { querystring: pagedQuery, tags: inbox } }, (req) =>
    inScope(db, req.scope, (tx) => listNotifications(tx, me(req.currentUser), req.query)),
  );
  r.get('/api/app/notification/unreadCount', { schema: { tags: inbox } }, async (req) => ({
    count: await inScope(db, req.scope, (tx) => unreadCount(tx, me(req.currentUser))),
  }));
  r.post('/api/app/notification/readAll', { schema: { tags: inbox } }, async (req, reply) => {
    await inScope(db, req.scope, (tx) => markAllRead(tx, me(req.currentUser)));
    return reply.status(204).send();
  });
  r.post(
    '/api/app/notification/:id/read',
    { schema: { params: idParams, tags: inbox } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) => markRead(tx, me(req.currentUser), req.params.id));
      return reply.status(204).send();
    },
  );

  r.get('/api/app/todo', { schema: { tags: ['Todo'] } }, (req) => {
    const user = req.currentUser;
    if (!user) throw new UnauthorizedError();
    return inScope(db, req.scope, (tx) =>
      todoItems(tx, {
        userId: user.id,
        tenantId: req.scope.tenantId,
        supplierId: req.scope.supplierId,
        grantedPolicies: user.grantedPolicies,
      }),
    );
  });
}
