import type { PolicyName, WorkflowDef } from '@sp/contracts';

/**
 * The workflow documents the server knows, with the policies that let a caller read one. The history
 * endpoint serves an entity type only to callers holding one of its read policies; row-level security
 * then limits a vendor to their own supplier's rows.
 */
export interface WorkflowEntity {
  workflow: WorkflowDef;
  readPolicies: readonly PolicyName[];
}

const entities = new Map<string, WorkflowEntity>();

export function registerWorkflowEntity(entity: WorkflowEntity): void {
  entities.set(entity.workflow.entity, entity);
}

export function workflowEntity(entityType: string): WorkflowEntity | undefined {
  return entities.get(entityType);
}
