import { bomWorkflow, type BomDto } from '@sp/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { newStamp } from '../../../platform/db/columns.js';
import { atStamp } from '../../../platform/db/modification.js';
import { assertStamp, expectUpdated } from '../../../platform/http/concurrency.js';
import { BusinessError, fieldProblem } from '../../../platform/http/errors.js';
import { assertOperation, assertTransition } from '../../../platform/workflow/transition.js';
import { mailBomEvent } from '../mail.js';
import { bomHeaders, bomLines } from '../schema.js';
import type { BomContext } from '../shared/context.js';
import { auditedBom, auditedLine, BOM_ENTITY_TYPE, BOM_LINE_ENTITY_TYPE } from '../shared/dto.js';
import { checkLines, ruleText } from '../shared/lines.js';
import { findBomRow, getBom } from '../shared/load.js';
import { assertNoCycle, moveBom, releaseBom, type BomAction } from '../shared/release.js';
import { linesOf } from '../structure/rows.js';
import { lineInputOf } from './write.js';

/** What a client sends with a plain step: a comment and the stamp it read. */
export interface StepBody {
  comment?: string | null | undefined;
  concurrencyStamp?: string | null | undefined;
}

const load = (c: BomContext, id: string) => findBomRow(c.tx, c.tenantId, id, true);

/**
 * `submit` (Draft → Submitted): the lines checked again with the save's rules (the material master
 * or the other BOMs may have changed since: a 400 naming the lines), at least one line; the update
 * request and the last rejection are cleared; engineering is mailed.
 */
export async function submitBom(c: BomContext, id: string, body?: StepBody): Promise<BomDto> {
  const before = await load(c, id);
  assertTransition(bomWorkflow, 'submit', before, c.actor);
  const lines = await linesOf(c.tx, c.tenantId, id);
  if (lines.length === 0)
    throw new BusinessError(ruleText('Bom:NoLines', before.bomNo), { code: 'SupplierPortal:Bom:NoLines' });
  await checkLines(c.tx, c.culture, before, lines.map(lineInputOf));
  await moveBom(c, before, {
    action: 'submit',
    comment: body?.comment,
    concurrencyStamp: body?.concurrencyStamp,
    set: () => ({
      submittedById: c.actor.id,
      submittedByName: c.actor.name,
      submittedTime: new Date(),
      rejectReason: null,
      updateRequested: false,
      updateRequestNote: null,
    }),
    effects: (after) => mailBomEvent(c.tx, 'Submitted', after, body?.comment ?? null),
  });
  return getBom(c.tx, c.tenantId, id, c.actor);
}

/** The supplier takes a submitted revision back (→ Draft) before engineering decides. */
export async function recallBom(c: BomContext, id: string, body?: StepBody): Promise<BomDto> {
  const before = await load(c, id);
  await moveBom(c, before, {
    action: 'recall',
    comment: body?.comment,
    concurrencyStamp: body?.concurrencyStamp,
  });
  return getBom(c.tx, c.tenantId, id, c.actor);
}

/**
 * Engineering approves: every line we supply confirmed first (`confirm-supply`), no cycle through
 * the tenant's BOMs as they are now; who and when recorded; the supplier and the buyer side mailed.
 */
export async function approveBom(c: BomContext, id: string, body?: StepBody): Promise<BomDto> {
  const before = await load(c, id);
  assertTransition(bomWorkflow, 'approve', before, c.actor);
  const unconfirmed = (await linesOf(c.tx, c.tenantId, id)).filter(
    (l) => l.materialSource === 'CustomerSupplied' && !l.supplyConfirmed,
  );
  if (unconfirmed.length > 0)
    throw new BusinessError(
      ruleText('Bom:SupplyNotConfirmed', unconfirmed.map((l) => `${l.lineNo} (${l.childPartNo})`).join(', ')),
      { code: 'SupplierPortal:Bom:SupplyNotConfirmed', data: { lineIds: unconfirmed.map((l) => l.id) } },
    );
  await assertNoCycle(c, before);
  await moveBom(c, before, {
    action: 'approve',
    comment: body?.comment,
    concurrencyStamp: body?.concurrencyStamp,
    set: () => ({ approvedById: c.actor.id, approvedByName: c.actor.name, approvedTime: new Date() }),
    effects: (after) => mailBomEvent(c.tx, 'Approved', after, body?.comment ?? null),
  });
  return getBom(c.tx, c.tenantId, id, c.actor);
}

/** Engineering rejects with a reason (kept on the BOM until the next submission); the supplier is mailed. */
export async function rejectBom(
  c: BomContext,
  id: string,
  body: { reason: string; concurrencyStamp?: string | null | undefined },
): Promise<BomDto> {
  const before = await load(c, id);
  const reason = body.reason.trim();
  await moveBom(c, before, {
    action: 'reject',
    comment: reason,
    concurrencyStamp: body.concurrencyStamp,
    set: () => ({ rejectReason: reason }),
    effects: (after) => mailBomEvent(c.tx, 'Rejected', after, reason),
  });
  return getBom(c.tx, c.tenantId, id, c.actor);
}

/** Engineering releases an approved revision now (`releaseBom`: the previous one superseded). */
export async function releaseBomNow(c: BomContext, id: string, body?: StepBody): Promise<BomDto> {
  const before = await load(c, id);
  await releaseBom(c, before, {
    comment: body?.comment ?? null,
    concurrencyStamp: body?.concurrencyStamp ?? null,
  });
  return getBom(c.tx, c.tenantId, id, c.actor);
}

/** A released revision taken out of use by hand: Obsolete, no longer the default. */
export async function obsoleteBom(c: BomContext, id: string, body?: StepBody): Promise<BomDto> {
  const before = await load(c, id);
  await moveBom(c, before, {
    action: 'obsolete',
    comment: body?.comment,
    concurrencyStamp: body?.concurrencyStamp,
    set: () => ({ isDefault: false }),
  });
  return getBom(c.tx, c.tenantId, id, c.actor);
}

/**
 * `confirm-supply` (Submitted, engineering): the lines we supply (客供) that the buyer confirms;
 * a line of another BOM is a 400 on `lineIds`, a line not supplied by us a 403. The header's stamp
 * moves (the BOM changed).
 */
export async function confirmSupply(
  c: BomContext,
  id: string,
  body: { lineIds: string[]; concurrencyStamp?: string | null | undefined },
): Promise<BomDto> {
  const { tx, tenantId, actor } = c;
  const before = await load(c, id);
  assertOperation(bomWorkflow, 'confirmSupply', before, actor, 'Bom:ConfirmSupply');
  assertStamp(before.concurrencyStamp, body.concurrencyStamp);
  const wanted = [...new Set(body.lineIds)];
  const lines = await tx
    .select()
    .from(bomLines)
    .where(and(eq(bomLines.tenantId, tenantId), eq(bomLines.bomId, id), inArray(bomLines.id, wanted)));
  const unknown = wanted.find((w) => !lines.some((l) => l.id === w));
  if (unknown) throw fieldProblem('lineIds', ruleText('Bom:UnknownLine', unknown));
  const other = lines.find((l) => l.materialSource !== 'CustomerSupplied');
  if (other)
    throw new BusinessError(ruleText('Bom:NotCustomerSupplied', other.lineNo, other.childPartNo), {
      code: 'SupplierPortal:Bom:NotCustomerSupplied',
    });
  const now = new Date();
  const updated = await tx
    .update(bomLines)
    .set({
      supplyConfirmed: true,
      supplyConfirmedById: actor.id,
      supplyConfirmedByName: actor.name,
      supplyConfirmedTime: now,
    })
    .where(and(eq(bomLines.tenantId, tenantId), eq(bomLines.bomId, id), inArray(bomLines.id, wanted)))
    .returning();
  for (const after of updated) {
    const prior = lines.find((l) => l.id === after.id)!;
    c.audit.updated(BOM_LINE_ENTITY_TYPE, after.id, auditedLine(prior), auditedLine(after));
  }
  await touch(c, before.id, before.concurrencyStamp);
  return getBom(tx, tenantId, id, actor);
}

/** A new stamp and modification time on the header (its lines changed). */
async function touch(c: BomContext, id: string, stamp: string) {
  const [after] = await c.tx
    .update(bomHeaders)
    .set({ concurrencyStamp: newStamp(), lastModificationTime: new Date(), lastModifierId: c.actor.id })
    .where(atStamp(bomHeaders, c.tenantId, id, stamp))
    .returning();
  return expectUpdated(after ? [after] : []);
}

/**
 * `request-update` (Approved, Released; engineering, after an ECN): the BOM flagged with what to
 * change (`ECN: reason`) until the supplier submits a new revision of it (the audit log keeps the
 * request); the supplier is mailed.
 */
export async function requestUpdate(
  c: BomContext,
  id: string,
  body: { reason: string; ecnNo?: string | null | undefined; concurrencyStamp?: string | null | undefined },
): Promise<BomDto> {
  const { tx, tenantId, actor } = c;
  const before = await load(c, id);
  assertOperation(bomWorkflow, 'requestUpdate', before, actor, 'Bom:RequestUpdate');
  assertStamp(before.concurrencyStamp, body.concurrencyStamp);
  const note = body.ecnNo?.trim() ? `${body.ecnNo.trim()}: ${body.reason.trim()}` : body.reason.trim();
  const [after] = await tx
    .update(bomHeaders)
    .set({
      updateRequested: true,
      updateRequestNote: note,
      concurrencyStamp: newStamp(),
      lastModificationTime: new Date(),
      lastModifierId: actor.id,
    })
    .where(atStamp(bomHeaders, tenantId, id, before.concurrencyStamp))
    .returning();
  const updated = expectUpdated(after ? [after] : []);
  c.audit.updated(BOM_ENTITY_TYPE, id, auditedBom(before), auditedBom(updated));
  await mailBomEvent(tx, 'UpdateRequested', updated, note);
  return getBom(tx, tenantId, id, actor);
}

export type { BomAction };
