import {
  judgementNeedsComment,
  letterRuleTexts,
  letterWorkflow,
  type Culture,
  type LetterDto,
  type LetterItemJudgementBody,
  type LetterItemUpdateBody,
} from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import type { AuditCollector } from '../../../platform/audit/collector.js';
import type { Tx } from '../../../platform/db/client.js';
import { atStamp, modifiedBy } from '../../../platform/db/modification.js';
import { assertStamp, expectUpdated } from '../../../platform/http/concurrency.js';
import { invalidField } from '../../../platform/http/errors.js';
import { T } from '../../../platform/localization/localizer.js';
import type { WorkflowActor } from '../../../platform/workflow/caller.js';
import { assertOperation } from '../../../platform/workflow/transition.js';
import { letterItems, letters } from '../schema.js';
import { auditedLetterItem, type LetterItemRow } from './dto.js';
import { LETTER_ITEM_ENTITY_TYPE } from './entity.js';
import { findItem, findLetter, getLetter } from './service.js';

/** Who edits an item, and in which of the workflow's operations. */
type ItemOperation = 'update' | 'check' | 'review';

const OPERATION_TEXT: Record<ItemOperation, string> = {
  update: 'Action:Edit',
  check: 'Letter:InitialCheck',
  review: 'Letter:Review',
};

/**
 * One item edit: the letter locked, the operation checked by the workflow (state, policy, side), the
 * stamp compared, the item written, the letter's stamp renewed (an item is part of the letter: a
 * client holding the old stamp is refused, so a conclusion never answers for items it did not see),
 * an audit change recorded; the letter as it is now answered.
 */
async function editItem(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  itemCode: string,
  actor: WorkflowActor,
  culture: Culture,
  operation: ItemOperation,
  stamp: string | null | undefined,
  values: (item: LetterItemRow) => Partial<typeof letterItems.$inferInsert>,
  validate?: () => void,
): Promise<LetterDto> {
  const letter = await findLetter(tx, tenantId, id, true, actor);
  assertOperation(letterWorkflow, operation, letter, actor, OPERATION_TEXT[operation]);
  const before = await findItem(tx, tenantId, id, itemCode, true);
  validate?.();
  assertStamp(letter.concurrencyStamp, stamp);
  const [after] = await tx
    .update(letterItems)
    .set(values(before))
    .where(
      and(
        eq(letterItems.tenantId, tenantId),
        eq(letterItems.letterId, id),
        eq(letterItems.itemCode, itemCode),
      ),
    )
    .returning();
  expectUpdated(
    await tx
      .update(letters)
      .set(modifiedBy(actor.id))
      .where(atStamp(letters, tenantId, id, letter.concurrencyStamp))
      .returning({ id: letters.id }),
  );
  audit.updated(
    LETTER_ITEM_ENTITY_TYPE,
    `${id}/${itemCode}`,
    auditedLetterItem(before),
    auditedLetterItem(after!),
  );
  return getLetter(tx, tenantId, id, actor, culture);
}

/** The vendor's comment on an item (Draft / Returned). */
export function updateLetterItem(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  itemCode: string,
  body: LetterItemUpdateBody,
  actor: WorkflowActor,
  culture: Culture,
) {
  return editItem(tx, audit, tenantId, id, itemCode, actor, culture, 'update', body.concurrencyStamp, () => ({
    vendorComment: body.vendorComment ?? null,
  }));
}

const needsComment = (body: LetterItemJudgementBody) => () => {
  if (judgementNeedsComment(body.result, body.comment))
    throw invalidField('comment', T(letterRuleTexts, 'Letter:NgNeedsComment'));
};

/** The document controller's completeness check of an item (Submitted): OK / NG / NA. */
export function checkLetterItem(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  itemCode: string,
  body: LetterItemJudgementBody,
  actor: WorkflowActor,
  culture: Culture,
) {
  return editItem(
    tx,
    audit,
    tenantId,
    id,
    itemCode,
    actor,
    culture,
    'check',
    body.concurrencyStamp,
    () => ({ initialCheck: body.result, initialComment: body.comment ?? null }),
    needsComment(body),
  );
}

/** The engineers' review of an item (UnderReview): OK / NG / NA. */
export function reviewLetterItem(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  itemCode: string,
  body: LetterItemJudgementBody,
  actor: WorkflowActor,
  culture: Culture,
) {
  return editItem(
    tx,
    audit,
    tenantId,
    id,
    itemCode,
    actor,
    culture,
    'review',
    body.concurrencyStamp,
    () => ({ reviewResult: body.result, reviewComment: body.comment ?? null }),
    needsComment(body),
  );
}
