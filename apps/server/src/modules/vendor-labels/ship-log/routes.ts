import { commonTexts, daySchema, deliveryTexts, Policies } from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../../platform/db/scope.js';
import {
  sendXlsxBuffer,
  workbookDay,
  writeWorkbook,
  type WorkbookColumn,
} from '../../../platform/documents/index.js';
import { MAX_EXPORT_ROWS, workbookLocale } from '../../../platform/http/excel.js';
import { optional, pagedQuery } from '../../../platform/http/paging.js';
import { T, translate } from '../../../platform/localization/localizer.js';
import type { Services } from '../../../services.js';
import { SHIP_EVENTS } from '../deliveries/ship-log.js';
import { exportShipLog, listShipLog, type ShipLogDto } from './service.js';

const day = optional(daySchema);
const filters = {
  eventTimeFrom: day,
  eventTimeTo: day,
  deliveryNo: optional(z.string().max(64)),
  eventType: optional(z.enum(SHIP_EVENTS)),
  supplierId: optional(z.uuid()),
};
const tags = ['ShipLog'];
const h = (key: Parameters<typeof T<typeof deliveryTexts>>[1]) => T(deliveryTexts, key);

/** The ship log (`/api/app/shipLog`): every event of every delivery the caller may see, and its export. */
export async function shipLogRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const P = Policies.VendorLabel.ShipLog;
  const db = s.database.db;

  r.get(
    '/api/app/shipLog',
    { config: { policy: P.name }, schema: { querystring: pagedQuery.extend(filters), tags } },
    async (req) => inScope(db, req.scope, (tx) => listShipLog(tx, req.scope, req.query)),
  );

  r.get(
    '/api/app/shipLog/export',
    { config: { policy: P.Export.name }, schema: { querystring: z.object(filters), tags } },
    async (req, reply) => {
      const rows = await inScope(db, req.scope, (tx) =>
        exportShipLog(tx, req.scope, req.query, MAX_EXPORT_ROWS + 1),
      );
      if (rows.length > MAX_EXPORT_ROWS) {
        rows.length = MAX_EXPORT_ROWS;
        reply.header('X-Export-Truncated', 'true');
      }
      const event = (type: string) =>
        translate(req.culture, { resource: deliveryTexts.resource, key: `ShipLog:Event.${type}`, args: [] });
      const columns: WorkbookColumn<ShipLogDto>[] = [
        { header: h('ShipLog:EventTime'), value: (x) => x.eventTime, width: 20 },
        { header: h('Delivery:DeliveryNo'), value: (x) => x.deliveryNo, width: 24 },
        { header: h('Delivery:Supplier'), value: (x) => x.supplierCode, width: 12 },
        { header: h('ShipLog:Event'), value: (x) => event(x.eventType), width: 14 },
        { header: h('ShipLog:Actor'), value: (x) => x.actorName ?? x.clientId, width: 18 },
        { header: h('Delivery:Cartons'), value: (x) => x.cartons, width: 8 },
        { header: T(commonTexts, 'Field:Quantity'), value: (x) => x.qty, width: 12 },
        { header: h('Delivery:Remark'), value: (x) => x.remark, width: 30 },
      ];
      const name = translate(req.culture, {
        resource: 'SupplierPortal',
        key: 'Menu:VendorLabel.ShipLog',
        args: [],
      });
      const locale = await workbookLocale(req, s.settings);
      const bytes = await writeWorkbook(columns, rows, { ...locale, sheetName: name });
      return sendXlsxBuffer(reply, `${name}-${workbookDay(locale)}.xlsx`, bytes);
    },
  );
}
