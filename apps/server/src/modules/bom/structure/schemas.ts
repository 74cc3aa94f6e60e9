import { BomLimits, BomStatus, oneOfValues, queryBoolean } from '@sp/contracts';
import { z } from 'zod';
import { optional, pagedQuery } from '../../../platform/http/paging.js';
import { TREE_MAX_LEVELS } from './tree.js';

/** The structure endpoints' parameters (query strings only: these are reads). */

export const bomIdParams = z.object({ id: z.uuid() });

/** `GET /api/app/bom/{id}/tree?levels=`: how many levels (1 = the BOM's own lines); all by default. */
export const treeQuery = z.object({
  levels: optional(z.coerce.number().int().min(1).max(TREE_MAX_LEVELS)),
});

/** `GET /api/app/bom/compare?from=&to=`: two BOM ids. */
export const compareQuery = z.object({ from: z.uuid(), to: z.uuid() });

/** `GET /api/app/bom/where-used?partNo=&includeUnreleased=&status=` plus paging and sorting. */
export const whereUsedQuery = pagedQuery.extend({
  partNo: z.string().trim().min(1).max(BomLimits.partNo),
  includeUnreleased: queryBoolean,
  status: optional(z.coerce.number().pipe(oneOfValues(BomStatus))),
});
export type WhereUsedQuery = z.output<typeof whereUsedQuery>;
