import type { Tx } from '../../platform/db/client.js';
import type { inspectionForms, iqcMaterialConfigs } from './schema.js';

/**
 * The area's mail events (business-domain §5.2). SKELETON: the signatures the configuration and
 * form services call inside their transactions, after the change; the events, their three-language
 * wording and the recipients are built by the effects part.
 */
export type ConfigRow = typeof iqcMaterialConfigs.$inferSelect;
export type FormRow = typeof inspectionForms.$inferSelect;

/** IQC put a configuration (new or revised) to the supplier to confirm. */
export async function mailConfigToConfirm(tx: Tx, row: ConfigRow): Promise<void> {
  void tx;
  void row;
}

/** The supplier confirmed a configuration: IQC confirms it in turn. */
export async function mailConfigVendorConfirmed(tx: Tx, row: ConfigRow): Promise<void> {
  void tx;
  void row;
}

/** `Submitted` (→ IQC), `Returned` (→ vendor, with the comment), `Rejected` / `ConditionallyAccepted` (→ vendor, buyer, SQE, with the disposition), `Accepted` (→ vendor, in-app). */
export type FormMailEvent = 'Submitted' | 'Returned' | 'Accepted' | 'ConditionallyAccepted' | 'Rejected';

export async function mailFormEvent(
  tx: Tx,
  event: FormMailEvent,
  row: FormRow,
  comment?: string | null,
): Promise<void> {
  void tx;
  void event;
  void row;
  void comment;
}
