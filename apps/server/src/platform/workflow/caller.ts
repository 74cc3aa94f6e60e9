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
