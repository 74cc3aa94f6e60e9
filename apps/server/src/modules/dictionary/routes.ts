import { Policies } from '@sp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../platform/db/scope.js';
import { optional, pagedQuery } from '../../platform/http/paging.js';
import type { Services } from '../../services.js';
import { DictionaryLimits, DictionaryService, type Actor } from './service.js';

const MAX_IDS = 1000;
const tags = ['DataDictionary'];

/** A smallint; the template's number input may send it as text. */
const sort = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
  z.number().int().min(-32768).max(32767),
);

const dictionaryBody = z.object({
  name: z.string().trim().min(1).max(DictionaryLimits.nameLength),
  description: z.string().trim().max(DictionaryLimits.descriptionLength).nullish(),
  sort: sort.optional(),
});

const detailBody = z.object({
  pid: z.uuid(),
  label: z.string().trim().min(1).max(DictionaryLimits.labelLength),
  value: z.string().trim().min(1).max(DictionaryLimits.valueLength),
  sort: sort.optional(),
});

const detailUpdateBody = detailBody.extend({ pid: z.uuid().optional() });

const listQuery = pagedQuery.extend({ filter: optional(z.string().max(256)) });
const detailListQuery = listQuery.extend({ pid: z.uuid() });

/** `?ids=a&ids=b` (the template's bulk delete); one id arrives as a plain string. */
const idsQuery = z.object({
  ids: z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(z.uuid()).min(1).max(MAX_IDS)),
});

const idParams = z.object({ id: z.uuid() });

/** Data dictionary (contract §7.4, HA's Xhznl.DataDictionary). */
export async function dictionaryRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new DictionaryService();
  const db = s.database.db;
  // HA's names do not nest: `AbpDataDictionary.Create`, `AbpDataDictionary.Detail.Create`.
  const P = Policies.AbpDataDictionary;
  const D = { name: P.Default.name, Create: P.Create, Update: P.Update, Delete: P.Delete };
  const I = {
    name: P['Detail.Default'].name,
    Create: P['Detail.Create'],
    Update: P['Detail.Update'],
    Delete: P['Detail.Delete'],
  };
  const actor = (req: FastifyRequest): Actor => ({
    tenantId: req.scope.tenantId,
    userId: req.currentUser?.id ?? null,
    audit: req.audit,
  });

  // Dictionaries.
  r.get(
    '/api/data-dictionary/dictionary',
    { config: { policy: D.name }, schema: { querystring: listQuery, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) => service.listDictionaries(tx, req.scope.tenantId, req.query)),
  );

  r.get(
    '/api/data-dictionary/dictionary/:id',
    { config: { policy: D.name }, schema: { params: idParams, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) => service.getDictionary(tx, req.scope.tenantId, req.params.id)),
  );

  /** Any signed-in user: business pages fill their drop-downs (units, categories, carriers) from here. */
  r.get(
    '/api/data-dictionary/dictionary/by-name/:name/items',
    { schema: { params: z.object({ name: z.string().min(1).max(DictionaryLimits.nameLength) }), tags } },
    async (req) =>
      inScope(db, req.scope, (tx) => service.itemsByName(tx, req.scope.tenantId, req.params.name)),
  );

  r.post(
    '/api/data-dictionary/dictionary',
    { config: { policy: D.Create.name }, schema: { body: dictionaryBody, tags } },
    async (req) => inScope(db, req.scope, (tx) => service.createDictionary(tx, actor(req), req.body)),
  );

  r.put(
    '/api/data-dictionary/dictionary/:id',
    { config: { policy: D.Update.name }, schema: { params: idParams, body: dictionaryBody, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) => service.updateDictionary(tx, actor(req), req.params.id, req.body)),
  );

  r.delete(
    '/api/data-dictionary/dictionary/:id',
    { config: { policy: D.Delete.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) => service.deleteDictionaries(tx, actor(req), [req.params.id]));
      return reply.code(204).send();
    },
  );

  r.delete(
    '/api/data-dictionary/dictionary',
    { config: { policy: D.Delete.name }, schema: { querystring: idsQuery, tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) => service.deleteDictionaries(tx, actor(req), req.query.ids));
      return reply.code(204).send();
    },
  );

  // Items of a dictionary.
  r.get(
    '/api/data-dictionary/dictionary-detail',
    { config: { policy: I.name }, schema: { querystring: detailListQuery, tags } },
    async (req) => inScope(db, req.scope, (tx) => service.listDetails(tx, req.scope.tenantId, req.query)),
  );

  r.get(
    '/api/data-dictionary/dictionary-detail/:id',
    { config: { policy: I.name }, schema: { params: idParams, tags } },
    async (req) => inScope(db, req.scope, (tx) => service.getDetail(tx, req.scope.tenantId, req.params.id)),
  );

  r.post(
    '/api/data-dictionary/dictionary-detail',
    { config: { policy: I.Create.name }, schema: { body: detailBody, tags } },
    async (req) => inScope(db, req.scope, (tx) => service.createDetail(tx, actor(req), req.body)),
  );

  r.put(
    '/api/data-dictionary/dictionary-detail/:id',
    { config: { policy: I.Update.name }, schema: { params: idParams, body: detailUpdateBody, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) => service.updateDetail(tx, actor(req), req.params.id, req.body)),
  );

  r.delete(
    '/api/data-dictionary/dictionary-detail/:id',
    { config: { policy: I.Delete.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) => service.deleteDetails(tx, actor(req), [req.params.id]));
      return reply.code(204).send();
    },
  );

  r.delete(
    '/api/data-dictionary/dictionary-detail',
    { config: { policy: I.Delete.name }, schema: { querystring: idsQuery, tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) => service.deleteDetails(tx, actor(req), req.query.ids));
      return reply.code(204).send();
    },
  );
}
