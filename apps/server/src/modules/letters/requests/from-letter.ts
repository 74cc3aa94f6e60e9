import { PART_NO_CONFIRM_OPEN_STATUSES, type LetterRequestTypeValue } from '@sp/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuditCollector } from '../../../platform/audit/collector.js';
import type { Tx } from '../../../platform/db/client.js';
import { BusinessError, EntityNotFoundError } from '../../../platform/http/errors.js';
import { SYSTEM_ACTOR } from '../../../platform/workflow/timed.js';
import { letters, partNoConfirms } from '../schema.js';
import { LETTER_ENTITY_TYPE } from './entity.js';
import { insertRequest, refuse, userNames } from './service.js';
import { plusDays, requestToday } from './today.js';

/** A change request's default due date: a month ahead. */
export const CHANGE_DUE_DAYS = 30;
/**
 * A renewal is due when the letter stops being valid, so the new revision can be approved in time;
 * when that is less than this many days ahead (or already past), a month ahead instead, so the
 * supplier always has time to answer.
 */
export const RENEWAL_MIN_LEAD_DAYS = 14;

/**
 * Opens a request (PendingAck) pre-filled from an existing letter, for a change or renewal
 * (`new-revision`, the expiry job): the letter's part, supplier, template (its current version is
 * taken when the letter starts), owner engineer and submission level, the sample quantity and buyer
 * of the letter's own request, and `previous_letter_id` = the letter, so the letter started from it
 * is the next revision and supersedes this one when approved. The due date, unless given: for a
 * renewal the letter's valid-to when it is more than 14 days ahead, otherwise (and for a change)
 * 30 days from today. Refused (BusinessError) while a request opened from this letter is still
 * open (PendingAck or Acknowledged), so the job and the button cannot open two; the letter row is
 * locked first, so two callers at once wait for each other. Mails the vendor. `creatorId` null:
 * the system (the expiry job; `audit` null then too, the job audits its own change).
 * Answers the new request's id and number.
 */
export async function openRequestFromLetter(
  tx: Tx,
  audit: AuditCollector | null,
  tenantId: string,
  letterId: string,
  requestType: Extract<LetterRequestTypeValue, 'Change' | 'Renewal'>,
  creatorId: string | null,
  dueDate?: string,
): Promise<{ id: string; requestNo: string }> {
  const [letter] = await tx
    .select()
    .from(letters)
    .where(and(eq(letters.tenantId, tenantId), eq(letters.id, letterId), eq(letters.isDeleted, false)))
    .for('update');
  if (!letter) throw new EntityNotFoundError(LETTER_ENTITY_TYPE, letterId);

  const [open] = await tx
    .select({ requestNo: partNoConfirms.requestNo })
    .from(partNoConfirms)
    .where(
      and(
        eq(partNoConfirms.tenantId, tenantId),
        eq(partNoConfirms.previousLetterId, letterId),
        inArray(partNoConfirms.status, [...PART_NO_CONFIRM_OPEN_STATUSES]),
        eq(partNoConfirms.isDeleted, false),
      ),
    )
    .limit(1);
  if (open)
    throw new BusinessError(refuse('PartNoConfirm:OpenRequestExists', open.requestNo), {
      code: 'SupplierPortal:PartNoConfirm:OpenRequestExists',
      data: { requestNo: open.requestNo },
    });

  const [origin] = letter.partNoConfirmId
    ? await tx
        .select()
        .from(partNoConfirms)
        .where(and(eq(partNoConfirms.tenantId, tenantId), eq(partNoConfirms.id, letter.partNoConfirmId)))
    : [];
  const owner = letter.ownerEngineerId ?? origin?.ownerEngineerId ?? null;
  if (!owner) throw new BusinessError(refuse('PartNoConfirm:UnknownOwner'));

  const today = await requestToday(tx);
  const due =
    dueDate ??
    (requestType === 'Renewal' && letter.validTo && letter.validTo > plusDays(today, RENEWAL_MIN_LEAD_DAYS)
      ? letter.validTo
      : plusDays(today, CHANGE_DUE_DAYS));

  const actor = creatorId
    ? { id: creatorId, name: (await userNames(tx, tenantId, [creatorId])).get(creatorId) ?? '' }
    : { id: null, name: SYSTEM_ACTOR.name };
  const row = await insertRequest(
    tx,
    audit,
    {
      supplierId: letter.supplierId,
      requestType,
      letterType: letter.letterType,
      otherType: letter.otherType,
      partNo: letter.partNo,
      partName: letter.partName,
      spec: letter.spec,
      drawingNo: letter.drawingNo,
      drawingRev: letter.drawingRev,
      materialCategory: letter.materialCategory,
      manufacturer: letter.manufacturer,
      mpn: letter.mpn,
      checkTemplateId: letter.checkTemplateId,
      submissionLevel: letter.submissionLevel,
      sampleQty: origin?.sampleQty ?? null,
      dueDate: due,
      ownerEngineerId: owner,
      buyerId: origin?.buyerId ?? null,
      previousLetterId: letter.id,
      remark: null,
    },
    actor,
  );
  return { id: row.id, requestNo: row.requestNo };
}
