import {
  defaultCulture,
  oneOfNumbers,
  Policies,
  SystemInformLimits,
  systemInformWorkflow,
  workflowStatuses,
  type Culture,
} from '@sp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../platform/db/client.js';
import { inScope } from '../../platform/db/scope.js';
import { UnauthorizedError } from '../../platform/http/errors.js';
import { optional, pagedQuery } from '../../platform/http/paging.js';
import { yearRangeMessage } from '../../platform/http/validation.js';
import { matchCulture } from '../../platform/localization/culture.js';
import { L, translate, type TextKey } from '../../platform/localization/localizer.js';
import { SettingNames } from '../../platform/settings/definitions.js';
import type { Services } from '../../services.js';
import { workflowActor } from '../../platform/workflow/caller.js';
import { registerWorkflowEntity } from '../../platform/workflow/registry.js';
import { timedTransitionJob } from '../../platform/workflow/timed.js';
import { expireAnnouncements } from './expiry.js';
import './todo.js';
import { SystemInformAudience, SystemInformPriority, SystemInformShow, SystemInformType } from './schema.js';
import {
  createSystemInform,
  deleteSystemInform,
  getSystemInform,
  historyList,
  listSystemInforms,
  markRead,
  publishSystemInform,
  revokeSystemInform,
  topList,
  updateSystemInform,
  type PublishMail,
  type Viewer,
} from './service.js';

type Key = TextKey<'SupplierPortal'>;

/** Each enum's values with the text key of its name, in display order. */
const enums = {
  type: [
    [SystemInformType.Maintenance, 'Enum:SystemInformType.Maintenance'],
    [SystemInformType.Feature, 'Enum:SystemInformType.Feature'],
    [SystemInformType.Policy, 'Enum:SystemInformType.Policy'],
    [SystemInformType.Other, 'Enum:SystemInformType.Other'],
  ],
  show: [
    [SystemInformShow.Pinned, 'Enum:SystemInformShow.Pinned'],
    [SystemInformShow.Dismissible, 'Enum:SystemInformShow.Dismissible'],
  ],
  priority: [
    [SystemInformPriority.Low, 'Enum:Priority.Low'],
    [SystemInformPriority.Medium, 'Enum:Priority.Medium'],
    [SystemInformPriority.High, 'Enum:Priority.High'],
  ],
  audience: [
    [SystemInformAudience.All, 'Enum:Audience.All'],
    [SystemInformAudience.BuyerUsers, 'Enum:Audience.Admins'],
    [SystemInformAudience.VendorUsers, 'Enum:Audience.Vendors'],
    [SystemInformAudience.Roles, 'Enum:Audience.Roles'],
    [SystemInformAudience.Suppliers, 'Enum:Audience.Suppliers'],
  ],
  // The workflow's statuses, with the texts its tags use.
  status: workflowStatuses(systemInformWorkflow).map(
    (value) => [value, systemInformWorkflow.statuses[value].text as Key] as const,
  ),
} as const satisfies Record<string, readonly (readonly [number, Key])[]>;

const valuesOf = (e: readonly (readonly [number, Key])[]) => e.map(([v]) => v);
const oneOf = (e: readonly (readonly [number, Key])[]) => {
  const allowed = valuesOf(e);
  return oneOfNumbers(allowed);
};
const queryEnum = (e: readonly (readonly [number, Key])[]) => optional(z.coerce.number().pipe(oneOf(e)));

/** A date within what both JavaScript and PostgreSQL hold; '' and null mean none. */
const date = z.coerce
  .date()
  .refine((d) => d.getUTCFullYear() >= 1900 && d.getUTCFullYear() <= 9999, yearRangeMessage);
const nullableDate = z.preprocess((v) => (v === '' ? null : v), date.nullish());

const informBody = z.object({
  title: z.string().trim().min(1).max(SystemInformLimits.titleMax),
  /** Rich text (HTML); sanitised on the way in. Inline images make it large. */
  content: z.string().min(1).max(SystemInformLimits.contentMax),
  type: oneOf(enums.type),
  systemInformShow: oneOf(enums.show),
  priority: oneOf(enums.priority).optional(),
  audience: oneOf(enums.audience).optional(),
  audienceRoleIds: z.array(z.uuid()).max(SystemInformLimits.audienceRolesMax).nullish(),
  audienceSupplierIds: z.array(z.uuid()).max(SystemInformLimits.audienceSuppliersMax).nullish(),
  startTime: nullableDate,
  endTime: nullableDate,
  mailToAudience: z.boolean().nullish(),
});
const updateBody = informBody.extend({ concurrencyStamp: z.string().max(40).nullish() });
/**
 * The spec's call table has a create and no publish call, so a created announcement is published
 * unless the body asks for a draft (the portal's own form does; it publishes with `/publish`).
 */
const createBody = informBody.extend({ isDraft: z.boolean().nullish() });

const filters = {
  filter: optional(z.string().max(256)),
  type: queryEnum(enums.type),
  systemInformShow: queryEnum(enums.show),
  priority: queryEnum(enums.priority),
  publishTimeFrom: optional(date),
  publishTimeTo: optional(date),
};
const listQuery = pagedQuery.extend({
  ...filters,
  status: queryEnum(enums.status),
  audience: queryEnum(enums.audience),
});
const booleanQuery = z.enum(['true', 'false', 'True', 'False']).transform((v) => v.toLowerCase() === 'true');
const historyQuery = pagedQuery.extend({ ...filters, isRead: optional(booleanQuery) });
const idParams = z.object({ id: z.uuid() });

const tags = ['SystemInform'];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * System announcements (`/api/app/systemInform`, spec §7): administration under
 * `SystemComponents.SystemInformOverview`, and the reader's calls (bell, history, dismiss, enums)
 * for every signed-in user.
 */
export async function announcementRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const P = Policies.SystemComponents.SystemInformOverview;
  const db = s.database.db;
  registerWorkflowEntity({ workflow: systemInformWorkflow, readPolicies: [P.name] });
  s.jobs.add(timedTransitionJob(s.database, expireAnnouncements));

  const viewer = (req: FastifyRequest): Viewer => {
    const user = req.currentUser;
    if (!user) throw new UnauthorizedError();
    return {
      tenantId: user.tenantId,
      userId: user.id,
      userName: user.userName,
      supplierId: user.supplierId,
      culture: req.culture,
    };
  };
  const actor = workflowActor;
  /** The mail of a publication, in the tenant's language. */
  const mailFor = async (tx: Tx, tenantId: string): Promise<PublishMail> => {
    const culture: Culture =
      matchCulture(await s.settings.get(tenantId, SettingNames.DefaultLanguage, tx)) ?? defaultCulture;
    const footer = translate(culture, L('SupplierPortal', 'SystemInform:MailFooter'));
    return {
      wrap: (title, content) => ({
        subject: title,
        html: `<h2>${escapeHtml(title)}</h2>\n${content}\n<hr>\n<p style="color:#888888">${escapeHtml(footer)}</p>`,
      }),
    };
  };

  const enumRoute = (path: string, values: readonly (readonly [number, Key])[]) =>
    r.get(`/api/app/systemInform/${path}`, { schema: { tags } }, async (req) =>
      values.map(([value, key]) => ({ value, name: translate(req.culture, L('SupplierPortal', key)) })),
    );
  enumRoute('systemInformTypeEnum', enums.type);
  enumRoute('systemInformShowEnum', enums.show);
  enumRoute('systemInformPriorityEnum', enums.priority);
  enumRoute('systemInformAudienceEnum', enums.audience);
  enumRoute('systemInformStatusEnum', enums.status);

  r.get('/api/app/systemInform/topList', { schema: { tags } }, async (req) =>
    inScope(db, req.scope, (tx) => topList(tx, viewer(req))),
  );

  r.get('/api/app/systemInform/historyList', { schema: { querystring: historyQuery, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => historyList(tx, viewer(req), req.query)),
  );

  r.post('/api/app/systemInform/:id/readlog', { schema: { params: idParams, tags } }, async (req, reply) => {
    await inScope(db, req.scope, (tx) => markRead(tx, viewer(req), req.params.id));
    return reply.code(204).send();
  });

  r.get(
    '/api/app/systemInform',
    { config: { policy: P.name }, schema: { querystring: listQuery, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) => listSystemInforms(tx, req.scope.tenantId, req.query, actor(req))),
  );

  r.get(
    '/api/app/systemInform/:id',
    { config: { policy: P.name }, schema: { params: idParams, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) => getSystemInform(tx, req.scope.tenantId, req.params.id, actor(req))),
  );

  r.post(
    '/api/app/systemInform',
    { config: { policy: P.Create.name }, schema: { body: createBody, tags } },
    async (req) =>
      inScope(db, req.scope, async (tx) => {
        const { isDraft, ...input } = req.body;
        const created = await createSystemInform(
          tx,
          req.audit,
          req.scope.tenantId,
          input,
          actor(req),
          actor(req),
        );
        // A caller who may create but not publish gets the draft it is allowed to make.
        const mayPublish = req.currentUser!.grantedPolicies.has(P.Publish.name);
        if (isDraft || !mayPublish) return created;
        // The same workflow transition as `/publish`: the history shows create, then publish.
        return publishSystemInform(
          tx,
          req.audit,
          req.scope.tenantId,
          created.id,
          actor(req),
          await mailFor(tx, req.scope.tenantId),
        );
      }),
  );

  r.put(
    '/api/app/systemInform/:id',
    { config: { policy: P.Update.name }, schema: { params: idParams, body: updateBody, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        updateSystemInform(tx, req.audit, req.scope.tenantId, req.params.id, req.body, actor(req)),
      ),
  );

  r.delete(
    '/api/app/systemInform/:id',
    { config: { policy: P.Delete.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) =>
        deleteSystemInform(tx, req.audit, req.scope.tenantId, req.params.id, actor(req)),
      );
      return reply.code(204).send();
    },
  );

  r.post(
    '/api/app/systemInform/:id/publish',
    { config: { policy: P.Publish.name }, schema: { params: idParams, tags } },
    async (req) =>
      inScope(db, req.scope, async (tx) =>
        publishSystemInform(
          tx,
          req.audit,
          req.scope.tenantId,
          req.params.id,
          actor(req),
          await mailFor(tx, req.scope.tenantId),
        ),
      ),
  );

  r.post(
    '/api/app/systemInform/:id/revoke',
    { config: { policy: P.Publish.name }, schema: { params: idParams, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        revokeSystemInform(tx, req.audit, req.scope.tenantId, req.params.id, actor(req)),
      ),
  );
}
