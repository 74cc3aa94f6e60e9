import { auditedFields } from '../../platform/audit/collector.js';
import { extensibleAuditedDto } from '../../platform/http/entity-dto.js';
import type { dictionaries, dictionaryDetails } from './schema.js';

type DictionaryRow = typeof dictionaries.$inferSelect;
type DetailRow = typeof dictionaryDetails.$inferSelect;

/** HA's DictionaryDto: audited, plus name, description, sort. */
export function toDictionaryDto(d: DictionaryRow) {
  return {
    id: d.id,
    name: d.name,
    description: d.description,
    sort: d.sort,
    ...extensibleAuditedDto(d),
  };
}

/** HA's DictionaryDetailDto: audited, plus pid (the dictionary), label, value, sort. */
export function toDetailDto(d: DetailRow) {
  return {
    id: d.id,
    pid: d.dictionaryId,
    label: d.label,
    value: d.value,
    sort: d.sort,
    ...extensibleAuditedDto(d),
  };
}

/** What the audit log records of a dictionary or an item. */
export const auditedDictionary = (d: DictionaryRow) =>
  auditedFields(d, ['name', 'description', 'sort', 'extraProperties']);

export const auditedDetail = (d: DetailRow) => ({
  pid: d.dictionaryId,
  label: d.label,
  value: d.value,
  sort: d.sort,
  extraProperties: d.extraProperties,
});
