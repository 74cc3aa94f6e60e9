import {
  iqcConfigProblems,
  IqcConfigStatus,
  iqcConfigTexts,
  iqcConfigWorkflow,
  type Culture,
  type IqcConfigCreateInput,
  type IqcConfigUpdateInput,
  type IqcMaterialConfigDto,
} from '@sp/contracts';
import type { AuditCollector } from '../../../platform/audit/collector.js';
import { pgError, type Tx } from '../../../platform/db/client.js';
import { newId } from '../../../platform/db/columns.js';
import { atStamp, deletedBy, modifiedBy } from '../../../platform/db/modification.js';
import { assertStamp, expectUpdated } from '../../../platform/http/concurrency.js';
import { AppError, ForbiddenError } from '../../../platform/http/errors.js';
import { T } from '../../../platform/localization/localizer.js';
import type { WorkflowActor } from '../../../platform/workflow/caller.js';
import { assertOperation, recordCreation, transition } from '../../../platform/workflow/transition.js';
import { mailConfigToConfirm, mailConfigVendorConfirmed } from '../mail.js';
import { iqcMaterialConfigs } from '../schema.js';
import { auditedConfig, IQC_CONFIG_ENTITY, type IqcConfigRow } from './dto.js';
import { activeSupplierCode, configProblem, letterLink, partFields } from './references.js';
import { findIqcConfig, findLiveConfig, getIqcConfig } from './service.js';
import { contentChanged, contentOf } from './values.js';

/**
 * Changing material inspection configurations: IQC creates, edits and deletes them; the supplier
 * confirms having read one (`vendorConfirm`), IQC then puts it in force (`confirm`). Every step is
 * the workflow table's (state, policy, side), in the request's one transaction with its audit row.
 */

/** Everything one action works with: the transaction, audit, caller and language. */
export interface ConfigContext {
  tx: Tx;
  audit: AuditCollector;
  tenantId: string;
  actor: WorkflowActor;
  culture: Culture;
}

/** What a workflow button sends: a comment and the stamp the client read. */
export interface ConfigTransitionBody {
  comment?: string | null | undefined;
  concurrencyStamp?: string | null | undefined;
}

const c = iqcMaterialConfigs;

/** The first cross-field problem, as a 400 on its field (`items.2.lsl`). */
function assertRules(input: IqcConfigCreateInput) {
  const [p] = iqcConfigProblems(input);
  if (p) throw configProblem(p.field, p.key, ...p.args);
}

/** A second live configuration of a supplier's part: a bad part number (400 on the field, with its code). */
const duplicate = (supplierCode: string, partNo: string) =>
  new AppError(400, T(iqcConfigTexts, 'IqcConfig:Duplicate', supplierCode, partNo), {
    code: 'SupplierPortal:IqcConfig:Duplicate',
    validationErrors: [{ message: '', members: ['partNo'] }],
  });

/** The database has the last word on the (tenant, supplier, part) uniqueness: a racing writer. */
function translateWriteError(err: unknown, supplierCode: string, partNo: string): never {
  const e = pgError(err);
  if (e?.code === '23505') throw duplicate(supplierCode, partNo);
  if (e?.code === '42501') throw new ForbiddenError();
  throw err;
}

/** A vendor user, whatever their grants, drafts nothing: configurations are IQC's requirements. */
function assertBuyer(actor: WorkflowActor) {
  if (actor.supplierId) throw new ForbiddenError();
}

/** The row's values of an input (everything but identity, status and confirmations). */
async function valuesOf(ctx: ConfigContext, supplierId: string, partNo: string, input: IqcConfigCreateInput) {
  const part = await partFields(ctx.tx, ctx.tenantId, partNo, input);
  const link = await letterLink(ctx.tx, ctx.tenantId, supplierId, partNo, input.letterId);
  return { ...part, ...link, ...contentOf(input) };
}

/**
 * A new configuration in Draft, put to the supplier to confirm (mailed). The supplier must be an
 * active one, the part not configured for them yet; the part's name, spec and category come from
 * the material master when it knows the part; the newest approved letter is linked unless one is named.
 */
export async function createIqcConfig(
  ctx: ConfigContext,
  input: IqcConfigCreateInput,
): Promise<IqcMaterialConfigDto> {
  assertBuyer(ctx.actor);
  assertRules(input);
  const { tx, tenantId, actor } = ctx;
  const partNo = input.partNo.trim();
  const supplierCode = await activeSupplierCode(tx, tenantId, input.supplierId);
  if (await findLiveConfig(tx, tenantId, input.supplierId, partNo)) throw duplicate(supplierCode, partNo);
  const values = await valuesOf(ctx, input.supplierId, partNo, input);
  let row: IqcConfigRow | undefined;
  try {
    [row] = await tx
      .insert(c)
      .values({
        tenantId,
        id: newId(),
        supplierId: input.supplierId,
        partNo,
        ...values,
        status: IqcConfigStatus.Draft,
        creatorId: actor.id,
      })
      .returning();
  } catch (err) {
    translateWriteError(err, supplierCode, partNo);
  }
  const created = row!;
  ctx.audit.created(IQC_CONFIG_ENTITY, created.id, auditedConfig(created));
  await recordCreation(tx, iqcConfigWorkflow, created, actor);
  await mailConfigToConfirm(tx, created);
  return getIqcConfig(tx, tenantId, created.id, actor);
}

/** Confirmations are of the requirements they read: a revision clears them. */
const unconfirmed = {
  vendorConfirmedById: null,
  vendorConfirmedByName: null,
  vendorConfirmedTime: null,
  confirmedById: null,
  confirmedByName: null,
  confirmedTime: null,
};

/**
 * Saves IQC's changes (supplier and part stay). A Draft is simply saved; a change of the
 * requirements of a supplier-confirmed or confirmed configuration takes it back to Draft
 * (`revise`, in its history) and to the supplier to confirm again; a change of its descriptive
 * fields alone (name, spec, letter) keeps its status.
 */
export async function updateIqcConfig(
  ctx: ConfigContext,
  id: string,
  input: IqcConfigUpdateInput,
): Promise<IqcMaterialConfigDto> {
  const { tx, tenantId, actor } = ctx;
  const before = await findIqcConfig(tx, tenantId, id, true);
  assertOperation(iqcConfigWorkflow, 'update', before, actor, 'Action:Edit');
  assertBuyer(actor);
  await saveContent(ctx, before, input, input.concurrencyStamp);
  return getIqcConfig(tx, tenantId, id, actor);
}

/**
 * Writes `input` over `before` (locked by the caller): the update's and the import's one way.
 * Answers whether it was a revision (the requirements of a confirmed one changed).
 */
export async function saveContent(
  ctx: ConfigContext,
  before: IqcConfigRow,
  input: IqcConfigCreateInput,
  stamp: string | null | undefined,
): Promise<{ row: IqcConfigRow; revised: boolean }> {
  const { tx, tenantId, actor } = ctx;
  assertRules(input);
  const values = await valuesOf(ctx, before.supplierId, before.partNo, input);
  const revise = before.status !== IqcConfigStatus.Draft && contentChanged(before, values);
  if (revise) {
    const row = await transition(tx, {
      workflow: iqcConfigWorkflow,
      action: 'revise',
      row: before,
      actor,
      audit: ctx.audit,
      concurrencyStamp: stamp,
      update: (to, newStamp) =>
        tx
          .update(c)
          .set({ ...values, ...unconfirmed, status: to, ...modifiedBy(actor.id, newStamp) })
          .where(atStamp(c, tenantId, before.id, before.concurrencyStamp))
          .returning(),
      audited: auditedConfig,
      effects: (after) => mailConfigToConfirm(tx, after),
    });
    return { row, revised: true };
  }
  assertStamp(before.concurrencyStamp, stamp);
  const row = expectUpdated(
    await tx
      .update(c)
      .set({ ...values, ...modifiedBy(actor.id) })
      .where(atStamp(c, tenantId, before.id, before.concurrencyStamp))
      .returning(),
  );
  ctx.audit.updated(IQC_CONFIG_ENTITY, before.id, auditedConfig(before), auditedConfig(row));
  return { row, revised: false };
}

/** A soft delete (forms keep the copy they were made with). */
export async function deleteIqcConfig(ctx: ConfigContext, id: string): Promise<void> {
  const { tx, tenantId, actor } = ctx;
  const before = await findIqcConfig(tx, tenantId, id, true);
  assertOperation(iqcConfigWorkflow, 'delete', before, actor, 'Action:Delete');
  assertBuyer(actor);
  await tx
    .update(c)
    .set({ ...deletedBy(actor.id) })
    .where(atStamp(c, tenantId, id, before.concurrencyStamp));
  ctx.audit.deleted(IQC_CONFIG_ENTITY, id, auditedConfig(before));
}

type Confirming = 'vendorConfirm' | 'confirm';

/** Who confirmed and when, in the columns of each side. */
const confirmedBy = (action: Confirming, actor: WorkflowActor, now: Date) =>
  action === 'vendorConfirm'
    ? { vendorConfirmedById: actor.id, vendorConfirmedByName: actor.name, vendorConfirmedTime: now }
    : { confirmedById: actor.id, confirmedByName: actor.name, confirmedTime: now };

async function confirmStep(
  ctx: ConfigContext,
  id: string,
  action: Confirming,
  body: ConfigTransitionBody | undefined,
): Promise<IqcMaterialConfigDto> {
  const { tx, tenantId, actor } = ctx;
  const before = await findIqcConfig(tx, tenantId, id, true);
  await transition(tx, {
    workflow: iqcConfigWorkflow,
    action,
    row: before,
    actor,
    audit: ctx.audit,
    comment: body?.comment,
    concurrencyStamp: body?.concurrencyStamp,
    update: (to, stamp) =>
      tx
        .update(c)
        .set({ status: to, ...confirmedBy(action, actor, new Date()), ...modifiedBy(actor.id, stamp) })
        .where(atStamp(c, tenantId, id, before.concurrencyStamp))
        .returning(),
    audited: auditedConfig,
    effects: action === 'vendorConfirm' ? (after) => mailConfigVendorConfirmed(tx, after) : undefined,
  });
  return getIqcConfig(tx, tenantId, id, actor);
}

/** The supplier has read the requirements and will meet them. */
export const vendorConfirmIqcConfig = (ctx: ConfigContext, id: string, body?: ConfigTransitionBody) =>
  confirmStep(ctx, id, 'vendorConfirm', body);

/** IQC puts a supplier-confirmed configuration in force: forms are made from it from now on. */
export const confirmIqcConfig = (ctx: ConfigContext, id: string, body?: ConfigTransitionBody) =>
  confirmStep(ctx, id, 'confirm', body);
