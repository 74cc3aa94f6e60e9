import { newId } from '../db/columns.js';
import type { EntityChange, PropertyChange } from './schema.js';

export const ChangeType = { Created: 0, Updated: 1, Deleted: 2 } as const;

/** The fields of a row that its audit entries record (each module lists its business fields). */
export function auditedFields<T extends object, K extends keyof T & string>(
  row: T,
  keys: readonly K[],
): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, row[k]]));
}

type Values = Record<string, unknown>;

export interface ChangeOptions {
  /** Properties whose values must never be written down (password hashes): recorded as changed, values hidden. */
  secret?: readonly string[];
  /** Properties not worth recording (stamps, modification times). */
  ignore?: readonly string[];
}

const ALWAYS_IGNORED = ['concurrencyStamp', 'lastModificationTime', 'lastModifierId', 'securityStamp'];

/**
 * Collects what one request changed, for its audit row. Services report each entity they create,
 * update or delete with its values before and after; only properties that differ are kept.
 */
export class AuditCollector {
  readonly entityChanges: EntityChange[] = [];

  created(entityType: string, entityId: string, after: Values, options?: ChangeOptions) {
    this.record(0, entityType, entityId, {}, after, options);
  }

  updated(entityType: string, entityId: string, before: Values, after: Values, options?: ChangeOptions) {
    this.record(1, entityType, entityId, before, after, options);
  }

  deleted(entityType: string, entityId: string, before: Values, options?: ChangeOptions) {
    this.record(2, entityType, entityId, before, {}, options);
  }

  private record(
    changeType: 0 | 1 | 2,
    entityType: string,
    entityId: string,
    before: Values,
    after: Values,
    options: ChangeOptions = {},
  ) {
    const ignored = new Set([...ALWAYS_IGNORED, ...(options.ignore ?? [])]);
    const secret = new Set(options.secret ?? []);
    const propertyChanges: PropertyChange[] = [];
    for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (ignored.has(name)) continue;
      const original = serialise(before[name]);
      const next = serialise(after[name]);
      if (original === next) continue;
      propertyChanges.push({
        propertyName: name,
        propertyTypeFullName: typeName(after[name] ?? before[name]),
        originalValue: secret.has(name) ? (original === null ? null : '***') : original,
        newValue: secret.has(name) ? (next === null ? null : '***') : next,
      });
    }
    if (changeType === 1 && propertyChanges.length === 0) return;
    this.entityChanges.push({
      id: newId(),
      changeTime: new Date().toISOString(),
      changeType,
      entityId,
      entityTypeFullName: entityType,
      propertyChanges,
    });
  }
}

/** ABP writes property values as JSON text ("\"x\""), and so do we. */
function serialise(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const json = JSON.stringify(value instanceof Date ? value.toISOString() : value);
  return json.length > 2000 ? `${json.slice(0, 1997)}...` : json;
}

function typeName(value: unknown): string {
  if (value instanceof Date) return 'System.DateTime';
  switch (typeof value) {
    case 'string':
      return 'System.String';
    case 'number':
      return Number.isInteger(value) ? 'System.Int32' : 'System.Double';
    case 'boolean':
      return 'System.Boolean';
    default:
      return 'System.Object';
  }
}
