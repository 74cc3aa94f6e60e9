import {
  daySchema,
  labelEditLogPolicies,
  labelEditSchema,
  labelPrintSchema,
  labelRecordTexts,
  labelTypePolicies,
  labelTypes,
  labelVoidSchema,
  palletBuildSchema,
  Policies,
  printedFilters,
  printKinds,
  PrintResult,
  type LabelTypePolicies,
  type PolicyName,
} from '@sp/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../../platform/db/scope.js';
import { sendXlsxBuffer } from '../../../platform/documents/index.js';
import { ForbiddenError } from '../../../platform/http/errors.js';
import { MAX_EXPORT_ROWS, workbookLocale } from '../../../platform/http/excel.js';
import { optional, pagedQuery } from '../../../platform/http/paging.js';
import { T, translate } from '../../../platform/localization/localizer.js';
import { contentDisposition } from '../../../platform/storage/content-disposition.js';
import { workflowActor } from '../../../platform/workflow/caller.js';
import type { Services } from '../../../services.js';
import { editLabel } from './edit.js';
import { editLogWorkbook, labelWorkbook, printLogWorkbook } from './export.js';
import { requireTypePolicy } from './load.js';
import { exportEditLogs, exportPrintLogs, listEditLogs, listPrintLogs } from './logs.js';
import { buildPallet, unpackPallet } from './pallet.js';
import { printLabels } from './print.js';
import { exportLabels, getLabel, listLabels } from './query.js';
import { voidLabel } from './void.js';

const day = optional(daySchema);
const text = (max: number) => optional(z.string().max(max));
const labelFilters = {
  labelType: optional(z.enum(labelTypes)),
  supplierId: optional(z.uuid()),
  deliveryId: optional(z.uuid()),
  deliveryNo: text(64),
  partNo: text(64),
  lotNo: text(64),
  labelNo: text(64),
  status: optional(z.coerce.number().int().min(0).max(9)),
  printed: optional(z.enum(printedFilters)),
  printKind: optional(z.enum(printKinds)),
  packable: optional(z.enum(['true', 'false']).transform((v) => v === 'true')),
  dateFrom: day,
  dateTo: day,
};
const labelListQuery = pagedQuery.extend(labelFilters);
const labelExportQuery = z.object({ ...labelFilters, sorting: text(500) });
const palletListQuery = pagedQuery.extend({ ...labelFilters, labelType: z.undefined().optional() });

const printLogFilters = {
  dateFrom: day,
  dateTo: day,
  labelType: optional(z.enum(labelTypes)),
  printKind: optional(z.enum(printKinds)),
  result: optional(z.enum([PrintResult.Success, PrintResult.Failed])),
  deliveryNo: text(64),
  supplierId: optional(z.uuid()),
};
const editLogFilters = {
  labelType: optional(z.enum(['Inner', 'Outer'])),
  dateFrom: day,
  dateTo: day,
  labelNo: text(64),
  deliveryNo: text(64),
  editor: text(64),
};
const idParams = z.object({ id: z.uuid() });
const tags = ['LabelRecord'];

const VL = Policies.VendorLabel;
/** One policy of every label type (`p => p.print`): what a route admits before the handler looks closer. */
const all = (pick: (p: LabelTypePolicies) => PolicyName | null): PolicyName[] =>
  labelTypes.map((t) => pick(labelTypePolicies[t])).filter((p): p is PolicyName => !!p);

/** The file of a print: a PDF opens in the browser's viewer, a ZPL file downloads (sent raw to a Zebra). */
function sendPrinted(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; body: Buffer | string },
) {
  const pdf = file.contentType === 'application/pdf';
  return reply
    .type(file.contentType)
    .header('Content-Disposition', contentDisposition(pdf ? 'inline' : 'attachment', file.fileName))
    .header('Cache-Control', 'no-store')
    .send(file.body);
}

/** An export capped at MAX_EXPORT_ROWS (the header says when it was cut). */
function capped<T>(reply: FastifyReply, rows: T[]): T[] {
  if (rows.length > MAX_EXPORT_ROWS) {
    rows.length = MAX_EXPORT_ROWS;
    reply.header('X-Export-Truncated', 'true');
  }
  return rows;
}

/**
 * Label records (`/api/app/labelRecord`): lists per label type (inner, outer, pallet, each behind
 * its own policy), print / reprint answering the file and writing the print log, void, edit with a
 * reason; pallets (`/api/app/pallet`: build from outer cartons, unpack); the print log
 * (`/api/app/printLog`) and the edit logs (`/api/app/labelEditLog`). Routes admit the policy of any
 * label type; the handler then requires the one of the labels' type. Row-level security confines a
 * vendor to their supplier's rows on every call.
 */
export async function registerLabelRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = s.database.db;
  const read = { policy: VL.InnerLabelPrintLog.name, orPolicies: all((p) => p.read) };

  r.get(
    '/api/app/labelRecord',
    { config: read, schema: { querystring: labelListQuery, tags } },
    async (req) => {
      const actor = workflowActor(req);
      const labelType = req.query.labelType ?? 'Inner';
      requireTypePolicy(actor, labelType, 'read');
      return inScope(db, req.scope, (tx) =>
        listLabels(tx, req.scope, { ...req.query, labelType }, actor.isGranted),
      );
    },
  );

  r.get(
    '/api/app/labelRecord/export',
    { config: read, schema: { querystring: labelExportQuery, tags } },
    async (req, reply) => {
      const actor = workflowActor(req);
      const labelType = req.query.labelType ?? 'Inner';
      requireTypePolicy(actor, labelType, 'read');
      const rows = await inScope(db, req.scope, (tx) =>
        exportLabels(tx, req.scope, { ...req.query, labelType }, MAX_EXPORT_ROWS + 1, actor.isGranted),
      );
      const { fileName, bytes } = await labelWorkbook(
        capped(reply, rows),
        labelType,
        await workbookLocale(req, s.settings),
      );
      return sendXlsxBuffer(reply, fileName, bytes);
    },
  );

  r.get('/api/app/labelRecord/:id', { config: read, schema: { params: idParams, tags } }, async (req) => {
    const actor = workflowActor(req);
    const label = await inScope(db, req.scope, (tx) =>
      getLabel(tx, req.scope.tenantId, req.params.id, actor.isGranted),
    );
    requireTypePolicy(actor, label.labelType, 'read');
    return label;
  });

  r.post(
    '/api/app/labelRecord/print',
    {
      config: {
        policy: VL.InnerLabelPrintLog.Print.name,
        orPolicies: [...all((p) => p.print), ...all((p) => p.reprint)],
      },
      schema: { body: labelPrintSchema, tags },
    },
    async (req, reply) => {
      const actor = workflowActor(req);
      const file = await inScope(db, req.scope, (tx) =>
        printLabels(tx, req.audit, req.scope.tenantId, req.body, actor, req.culture),
      );
      return sendPrinted(reply, file);
    },
  );

  r.post(
    '/api/app/labelRecord/:id/void',
    {
      config: { policy: VL.InnerLabelPrintLog.Void.name, orPolicies: all((p) => p.void) },
      schema: { params: idParams, body: labelVoidSchema, tags },
    },
    async (req) => {
      const actor = workflowActor(req);
      await inScope(db, req.scope, (tx) =>
        voidLabel(tx, req.audit, req.scope.tenantId, req.params.id, req.body.reason.trim(), actor),
      );
      return inScope(db, req.scope, (tx) => getLabel(tx, req.scope.tenantId, req.params.id, actor.isGranted));
    },
  );

  r.put(
    '/api/app/labelRecord/:id',
    {
      config: { policy: VL.InnerLabelEditLog.Update.name, orPolicies: all((p) => p.edit) },
      schema: { params: idParams, body: labelEditSchema, tags },
    },
    async (req) => {
      const actor = workflowActor(req);
      return inScope(db, req.scope, async (tx) => {
        await editLabel(tx, req.audit, req.scope.tenantId, req.params.id, req.body, actor);
        return getLabel(tx, req.scope.tenantId, req.params.id, actor.isGranted);
      });
    },
  );

  r.get(
    '/api/app/pallet',
    { config: { policy: VL.Pallet.name }, schema: { querystring: palletListQuery, tags } },
    async (req) => {
      const actor = workflowActor(req);
      return inScope(db, req.scope, (tx) =>
        listLabels(tx, req.scope, { ...req.query, labelType: 'Pallet' }, actor.isGranted),
      );
    },
  );

  r.post(
    '/api/app/pallet',
    { config: { policy: VL.Pallet.Create.name }, schema: { body: palletBuildSchema, tags } },
    async (req) => {
      const actor = workflowActor(req);
      return inScope(db, req.scope, async (tx) => {
        const pallet = await buildPallet(
          tx,
          req.audit,
          req.scope.tenantId,
          req.body.outerLabelIds,
          actor,
          req.culture,
        );
        return getLabel(tx, req.scope.tenantId, pallet.id, actor.isGranted);
      });
    },
  );

  r.delete(
    '/api/app/pallet/:id',
    { config: { policy: VL.Pallet.Create.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      const actor = workflowActor(req);
      const reason = translate(req.culture, T(labelRecordTexts, 'Pallet:Unpack'));
      await inScope(db, req.scope, (tx) =>
        unpackPallet(tx, req.audit, req.scope.tenantId, req.params.id, actor, reason),
      );
      return reply.code(204).send();
    },
  );

  r.get(
    '/api/app/printLog',
    {
      config: { policy: VL.PrintLog.name },
      schema: { querystring: pagedQuery.extend(printLogFilters), tags },
    },
    async (req) => inScope(db, req.scope, (tx) => listPrintLogs(tx, req.scope, req.query)),
  );

  r.get(
    '/api/app/printLog/export',
    {
      config: { policy: VL.PrintLog.Export.name },
      schema: { querystring: z.object({ ...printLogFilters, sorting: text(500) }), tags },
    },
    async (req, reply) => {
      const rows = await inScope(db, req.scope, (tx) =>
        exportPrintLogs(tx, req.scope, req.query, MAX_EXPORT_ROWS + 1),
      );
      const { fileName, bytes } = await printLogWorkbook(
        capped(reply, rows),
        await workbookLocale(req, s.settings),
      );
      return sendXlsxBuffer(reply, fileName, bytes);
    },
  );

  const editLogRead = {
    policy: labelEditLogPolicies.Inner,
    orPolicies: [labelEditLogPolicies.Outer],
  };
  /** The edit log of one type needs that type's edit-log policy (the route admits either). */
  const requireEditLog = (isGranted: (p: PolicyName) => boolean, labelType: 'Inner' | 'Outer') => {
    if (!isGranted(labelEditLogPolicies[labelType])) throw new ForbiddenError();
  };

  r.get(
    '/api/app/labelEditLog',
    { config: editLogRead, schema: { querystring: pagedQuery.extend(editLogFilters), tags } },
    async (req) => {
      const labelType = req.query.labelType ?? 'Inner';
      requireEditLog(workflowActor(req).isGranted, labelType);
      return inScope(db, req.scope, (tx) => listEditLogs(tx, req.scope, { ...req.query, labelType }));
    },
  );

  r.get(
    '/api/app/labelEditLog/export',
    {
      config: editLogRead,
      schema: { querystring: z.object({ ...editLogFilters, sorting: text(500) }), tags },
    },
    async (req, reply) => {
      const labelType = req.query.labelType ?? 'Inner';
      requireEditLog(workflowActor(req).isGranted, labelType);
      const rows = await inScope(db, req.scope, (tx) =>
        exportEditLogs(tx, req.scope, { ...req.query, labelType }, MAX_EXPORT_ROWS + 1),
      );
      const { fileName, bytes } = await editLogWorkbook(
        capped(reply, rows),
        labelType,
        await workbookLocale(req, s.settings),
      );
      return sendXlsxBuffer(reply, fileName, bytes);
    },
  );
}
