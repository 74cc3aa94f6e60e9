/**
 * The tail of ABP's entity DTOs, one shape each: `ExtensibleAuditedEntityDto` and
 * `ExtensibleFullAuditedEntityDto`. Spread last into a `to…Dto` so the wire order stays ABP's.
 */
interface AuditedRow {
  concurrencyStamp: string;
  creationTime: Date;
  creatorId: string | null;
  lastModificationTime: Date | null;
  lastModifierId: string | null;
  extraProperties: Record<string, unknown>;
}

interface FullAuditedRow extends AuditedRow {
  isDeleted: boolean;
  deleterId: string | null;
  deletionTime: Date | null;
}

/** ABP's `ExtensibleAuditedEntityDto`: who created and last changed the row, and its extra properties. */
export function extensibleAuditedDto(r: Omit<AuditedRow, 'concurrencyStamp'>) {
  return {
    creationTime: r.creationTime,
    creatorId: r.creatorId,
    lastModificationTime: r.lastModificationTime,
    lastModifierId: r.lastModifierId,
    extraProperties: r.extraProperties,
  };
}

/** `extensibleAuditedDto` led by the concurrency stamp the client sends back on update. */
export function auditedEntityDto(r: AuditedRow) {
  return { concurrencyStamp: r.concurrencyStamp, ...extensibleAuditedDto(r) };
}

export function fullAuditedEntityDto(r: FullAuditedRow) {
  const { extraProperties, ...audited } = auditedEntityDto(r);
  return {
    ...audited,
    isDeleted: r.isDeleted,
    deleterId: r.deleterId,
    deletionTime: r.deletionTime,
    extraProperties,
  };
}
