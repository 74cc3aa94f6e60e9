import type { PolicyName } from '@sp/contracts';
import type { Queryable } from '../../platform/db/client.js';

/** The file rules of one document type's attachments. */
export interface AttachmentRules {
  /** Lower-case extensions with their dot (`.pdf`). */
  extensions: readonly string[];
  maxBytes: number;
  /** Current (not replaced, not deleted) attachments per document. */
  maxCount: number;
  /** Allowed categories (`''` when the type has none). */
  categories?: readonly string[];
  /** The storage module whose bucket holds the bytes (`LetterOfRecognition`…); none: the default. */
  storageModule?: string;
}

/** What the attachments module needs to know of a document, read in the caller's scope. */
export interface AttachmentOwnerRow {
  /** The document's supplier (null for buyer-only documents): copied onto its attachments. */
  supplierId: string | null;
  /** Whether files may be added or removed in the document's current status. */
  writable: boolean;
}

/**
 * A document type that holds attachments. `find` runs in the caller's scope, so a vendor never
 * resolves another supplier's document (null: a 404); the policies decide who reads and writes.
 * `find` locks the document row `for share`, so a status change cannot commit between the
 * `writable` check and the attachment's insert.
 */
export interface AttachmentOwner {
  ownerType: string;
  readPolicies: readonly PolicyName[];
  writePolicies: readonly PolicyName[];
  rules: AttachmentRules;
  find: (tx: Queryable, tenantId: string, ownerId: string) => Promise<AttachmentOwnerRow | null>;
}

const owners = new Map<string, AttachmentOwner>();

export function registerAttachmentOwner(owner: AttachmentOwner): void {
  owners.set(owner.ownerType, owner);
}

export function attachmentOwner(ownerType: string): AttachmentOwner | undefined {
  return owners.get(ownerType);
}
