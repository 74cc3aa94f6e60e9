import type { Culture } from '@sp/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuditCollector } from '../../../platform/audit/collector.js';
import type { Db, Tx } from '../../../platform/db/client.js';
import { inScope } from '../../../platform/db/scope.js';
import { workflowActor, type WorkflowActor } from '../../../platform/workflow/caller.js';

/** Everything one notice action works with: the transaction, audit, caller and language of the request. */
export interface NoticeContext {
  tx: Tx;
  audit: AuditCollector;
  tenantId: string;
  actor: WorkflowActor;
  culture: Culture;
}

/** A unit of work of one request: its transaction (row-level security in the caller's scope), audit, caller. */
export const noticeWork = <T>(db: Db, req: FastifyRequest, run: (c: NoticeContext) => Promise<T>) =>
  inScope(db, req.scope, (tx) =>
    run({
      tx,
      audit: req.audit,
      tenantId: req.scope.tenantId,
      actor: workflowActor(req),
      culture: req.culture,
    }),
  );
