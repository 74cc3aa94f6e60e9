import type { PolicyName, WorkflowCaller } from '@sp/contracts';
import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../http/errors.js';

/** The signed-in user as workflows see them: what they may do, whose side they are on, their name. */
export interface WorkflowActor extends WorkflowCaller {
  /** null for the system (time-driven transitions). */
  readonly id: string | null;
  readonly name: string;
}

export function workflowActor(req: FastifyRequest): WorkflowActor {
  const user = req.currentUser;
  if (!user) throw new UnauthorizedError();
  const name = [user.name, user.surname].filter(Boolean).join(' ') || user.userName;
  return {
    id: user.id,
    name,
    supplierId: user.supplierId,
    isGranted: (policy: PolicyName) => user.grantedPolicies.has(policy),
  };
}

/**
 * The caller of an endpoint open to integration clients (`config.clients`): the signed-in user, or
 * the ERP's client-credentials client, which acts on the buyer's side under its own permissions and
 * is named in history and logs by its client id.
 */
export function requestActor(req: FastifyRequest): WorkflowActor {
  const client = req.currentClient;
  if (!client) return workflowActor(req);
  return {
    id: null,
    name: client.clientId,
    supplierId: null,
    isGranted: (policy: PolicyName) => client.grantedPolicies.has(policy),
  };
}
