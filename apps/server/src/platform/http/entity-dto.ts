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

export function auditedEntityDto(r: AuditedRow) {
  return {
    concurrencyStamp: r.concurrencyStamp,
    creationTime: r.creationTime,
    creatorId: r.creatorId,
    lastModificationTime: r.lastModificationTime,
    lastModifierId: r.lastModifierId,
    extraProperties: r.extraProperties,
  };
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
