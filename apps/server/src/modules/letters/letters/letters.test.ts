import { LetterStatus, Policies } from '@sp/contracts';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipartBody } from '../../../../test/multipart.js';
import { callerHeaders, expectError, useWorld, type WorldTenant } from '../../../../test/world.js';
import { asSystem, inScope, tenantScope } from '../../../platform/db/scope.js';
import { auditLogs } from '../../../platform/audit/schema.js';
import { notifications } from '../../../platform/notifications/schema.js';
import { users } from '../../identity/schema.js';
import { letterFiles, letterItems, letters } from '../schema.js';
import { addFile, daysFromToday, openLetter } from './test-fixtures.js';

const w = useWorld({ prefix: 'ltr' });
const LT = '/api/app/letter';
const S = LetterStatus;

type Fixture = Awaited<ReturnType<typeof openLetter>>;

/** Writes a letter's columns straight (a state the flow reached elsewhere). */
const setLetter = (t: WorldTenant, id: string, values: Partial<typeof letters.$inferInsert>) =>
  inScope(w.server.database.db, tenantScope(t.id), (tx) =>
    tx.update(letters).set(values).where(eq(letters.id, id)),
  );

/** Sets the initial check or review of every item of a letter. */
const judgeAll = (t: WorldTenant, id: string, values: Partial<typeof letterItems.$inferInsert>) =>
  inScope(w.server.database.db, tenantScope(t.id), (tx) =>
    tx.update(letterItems).set(values).where(eq(letterItems.letterId, id)),
  );

const filesOf = (t: WorldTenant, id: string) =>
  inScope(w.server.database.db, tenantScope(t.id), (tx) =>
    tx.select().from(letterFiles).where(eq(letterFiles.letterId, id)),
  );

/** A letter with every required file current: ready to submit. */
async function filledLetter(t: WorldTenant = w.a, o: Parameters<typeof openLetter>[2] = {}) {
  const l = await openLetter(w, t, o);
  await addFile(w, t, l, l.codes.DRAWING!);
  await addFile(w, t, l, l.codes.ROHS!, { docValidFrom: daysFromToday(-30), docValidTo: daysFromToday(300) });
  return l;
}

/** A filled letter moved to UnderReview with every item passed and (when `reviewed`) reviewed OK. */
async function letterInReview(
  t: WorldTenant = w.a,
  reviewed = true,
  o: Parameters<typeof openLetter>[2] = {},
) {
  const l = await filledLetter(t, o);
  await setLetter(t, l.letterId, { status: S.UnderReview, submittedTime: new Date() });
  await judgeAll(t, l.letterId, { initialCheck: 'OK', ...(reviewed ? { reviewResult: 'OK' } : {}) });
  return l;
}

const vendorOf = (l: Fixture) => w.api(l.supplier.vendor.token);

describe('a letter from draft to approval', () => {
  it('is filled, refused while incomplete, submitted, returned, fixed, passed, reviewed and approved', async () => {
    const a = w.a;
    const l = await openLetter(w, a);
    const vendor = vendorOf(l);
    const buyer = w.api(a.admin);
    const [DRAWING, ROHS, MSDS] = [l.codes.DRAWING!, l.codes.ROHS!, l.codes.MSDS!];

    const draft = await vendor.get(`${LT}/${l.letterId}`);
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body).toMatchObject({
      letterNo: l.letterNo,
      status: S.Draft,
      supplierId: l.supplier.id,
      supplierCode: l.supplier.vendorCode,
      requestType: 'New',
      requestNo: expect.stringMatching(/^PNC-T/),
      checkTemplateName: expect.stringMatching(/^Template /),
      items: [
        {
          itemCode: DRAWING,
          name: 'DRAWING item',
          required: true,
          files: [],
          acceptanceCriteria: 'DRAWING criteria',
        },
        { itemCode: ROHS, name: 'ROHS item', needsValidity: true, allowedExts: ['pdf', 'png'] },
        { itemCode: MSDS, required: false },
      ],
      approvals: [],
    });
    expect(draft.body.allowedActions).toEqual(expect.arrayContaining(['submit', 'withdraw', 'update']));
    expect(draft.body.allowedActions).not.toContain('check');

    // Nothing uploaded: both required items are named, in the caller's language.
    const empty = expectError(
      await vendor.post(`${LT}/${l.letterId}/submit`, {}),
      403,
      'SupplierPortal:Letter:SubmitIncomplete',
    );
    expect(empty.data!.problems).toEqual([
      expect.objectContaining({ itemCode: DRAWING, kind: 'MissingFile', itemName: 'DRAWING item' }),
      expect.objectContaining({ itemCode: ROHS, kind: 'MissingFile' }),
    ]);
    expect(empty.message).toContain('DRAWING item');

    // An expired RoHS report is refused, and so is one without a valid-to.
    await addFile(w, a, l, DRAWING);
    const expired = await addFile(w, a, l, ROHS, { fileName: 'sgs-2024.pdf', docValidTo: daysFromToday(-1) });
    const old = expectError(
      await vendor.post(`${LT}/${l.letterId}/submit`, {}),
      403,
      'SupplierPortal:Letter:SubmitIncomplete',
    );
    expect(old.data!.problems).toEqual([
      expect.objectContaining({
        itemCode: ROHS,
        kind: 'Expired',
        fileName: 'sgs-2024.pdf',
        docValidTo: daysFromToday(-1),
      }),
    ]);
    const zh = await w
      .api(l.supplier.vendor.token, null, { 'accept-language': 'zh-Hans' })
      .post(`${LT}/${l.letterId}/submit`, {});
    expect(expectError(zh, 403).message).toContain('ROHS 项目');
    await inScope(w.server.database.db, tenantScope(a.id), (tx) =>
      tx.update(letterFiles).set({ status: 'Superseded' }).where(eq(letterFiles.id, expired)),
    );
    await addFile(w, a, l, ROHS, { fileName: 'sgs-undated.pdf', docValidTo: null, version: 2 });
    expect(expectError(await vendor.post(`${LT}/${l.letterId}/submit`, {}), 403).data!.problems).toEqual([
      expect.objectContaining({ kind: 'NoValidTo', fileName: 'sgs-undated.pdf' }),
    ]);
    await inScope(w.server.database.db, tenantScope(a.id), (tx) =>
      tx
        .update(letterFiles)
        .set({ docValidTo: daysFromToday(365) })
        .where(and(eq(letterFiles.letterId, l.letterId), eq(letterFiles.fileName, 'sgs-undated.pdf'))),
    );

    // The vendor's comment, then the submission.
    const commented = await vendor.put(`${LT}/${l.letterId}/items/${MSDS}`, {
      vendorComment: 'Not applicable: no chemical substance',
    });
    expect(commented.status, JSON.stringify(commented.body)).toBe(200);
    expect(commented.body.items[2].vendorComment).toBe('Not applicable: no chemical substance');
    const stale = commented.body.concurrencyStamp === draft.body.concurrencyStamp;
    expect(stale).toBe(false);
    expectError(
      await vendor.post(`${LT}/${l.letterId}/submit`, { concurrencyStamp: draft.body.concurrencyStamp }),
      409,
    );
    const submitted = await vendor.post(`${LT}/${l.letterId}/submit`, {
      concurrencyStamp: commented.body.concurrencyStamp,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body).toMatchObject({ status: S.Submitted, submittedTime: expect.any(String) });
    expect(submitted.body.items[1].files).toEqual([
      expect.objectContaining({
        fileName: 'sgs-undated.pdf',
        version: 2,
        downloadUrl: expect.stringContaining(`/api/app/letter/${l.letterId}/files/`),
      }),
    ]);
    expectError(
      await vendor.put(`${LT}/${l.letterId}/items/${MSDS}`, { vendorComment: 'late' }),
      403,
      'SupplierPortal:InvalidStateTransition',
    );

    // Initial check: the vendor may not judge; NG needs a comment; NG blocks passing.
    expectError(await vendor.put(`${LT}/${l.letterId}/items/${ROHS}/check`, { result: 'OK' }), 403);
    const noComment = expectError(
      await buyer.put(`${LT}/${l.letterId}/items/${ROHS}/check`, { result: 'NG' }),
      400,
    );
    expect(noComment.validationErrors![0]!.members).toEqual(['comment']);
    expectError(
      await buyer.put(`${LT}/${l.letterId}/items/${ROHS}/review`, { result: 'OK' }),
      403,
      'SupplierPortal:InvalidStateTransition',
    );
    expectError(
      await buyer.post(`${LT}/${l.letterId}/return`, { comment: 'x' }),
      403,
      'SupplierPortal:Letter:ReturnNeedsNg',
    );
    await buyer.put(`${LT}/${l.letterId}/items/${DRAWING}/check`, { result: 'OK' });
    const ng = await buyer.put(`${LT}/${l.letterId}/items/${ROHS}/check`, {
      result: 'NG',
      comment: 'Report misses DEHP',
    });
    expect(ng.body.items[1]).toMatchObject({ initialCheck: 'NG', initialComment: 'Report misses DEHP' });
    expect(ng.body.initialCheckResult).toBe('NG');
    expectError(
      await buyer.post(`${LT}/${l.letterId}/pass-initial-check`, {}),
      403,
      'SupplierPortal:Letter:InitialCheckHasNg',
    );
    expectError(await buyer.post(`${LT}/${l.letterId}/return`, {}), 400);
    const returned = await buyer.post(`${LT}/${l.letterId}/return`, { comment: 'RoHS report incomplete' });
    expect(returned.body.status).toBe(S.Returned);

    // The vendor replaces the report and submits again: the NG item is checked anew, its comment kept.
    await addFile(w, a, l, ROHS, { fileName: 'sgs-2026.pdf', docValidTo: daysFromToday(200), version: 3 });
    const again = await vendor.post(`${LT}/${l.letterId}/submit`, {});
    expect(again.body.status).toBe(S.Submitted);
    expect(again.body.items[0]).toMatchObject({ initialCheck: 'OK' });
    expect(again.body.items[1]).toMatchObject({ initialCheck: null, initialComment: 'Report misses DEHP' });

    // Passing needs every required item judged.
    expectError(
      await buyer.post(`${LT}/${l.letterId}/pass-initial-check`, {}),
      403,
      'SupplierPortal:Letter:InitialCheckUnjudged',
    );
    await buyer.put(`${LT}/${l.letterId}/items/${ROHS}/check`, { result: 'OK', comment: 'DEHP now tested' });
    const passed = await buyer.post(`${LT}/${l.letterId}/pass-initial-check`, {});
    expect(passed.body).toMatchObject({
      status: S.UnderReview,
      initialCheckedTime: expect.any(String),
      initialCheckResult: null,
    });

    // Review and approval.
    expectError(
      await buyer.post(`${LT}/${l.letterId}/approve`, {}),
      403,
      'SupplierPortal:Letter:ReviewUnreviewed',
    );
    await buyer.put(`${LT}/${l.letterId}/items/${DRAWING}/review`, { result: 'OK' });
    await buyer.put(`${LT}/${l.letterId}/items/${ROHS}/review`, { result: 'NA' });
    const approved = await buyer.post(`${LT}/${l.letterId}/approve`, { comment: 'Fine' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({
      status: S.Approved,
      conclusion: 'Approved',
      validFrom: daysFromToday(0),
      validTo: daysFromToday(200),
      approvedPdfSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(
      approved.body.approvals.map((x: { step: string; action: string }) => `${x.step}:${x.action}`),
    ).toEqual([
      'Submit:submit',
      'InitialCheck:return',
      'Submit:submit',
      'InitialCheck:passInitialCheck',
      'Review:approve',
    ]);
    expect(approved.body.approvals[4].signatureHash).toBe(approved.body.approvedPdfSha256);
    expect(approved.body.approvals[1].comment).toBe('RoHS report incomplete');

    // Each step told whom it concerns (the mails part words them).
    const told = await inScope(w.server.database.db, tenantScope(a.id), (tx) =>
      tx
        .select({ event: notifications.event })
        .from(notifications)
        .where(eq(notifications.entityId, l.letterId)),
    );
    expect(new Set(told.map((n) => n.event))).toEqual(
      new Set([
        'LetterOfRecognition.LetterSubmitted',
        'LetterOfRecognition.LetterReturned',
        'LetterOfRecognition.LetterApproved',
      ]),
    );

    // Approved letters are immutable.
    const locked = 'SupplierPortal:InvalidStateTransition';
    expectError(await vendor.put(`${LT}/${l.letterId}/items/${MSDS}`, { vendorComment: 'x' }), 403, locked);
    expectError(await buyer.put(`${LT}/${l.letterId}/items/${ROHS}/check`, { result: 'OK' }), 403, locked);
    expectError(
      await buyer.put(`${LT}/${l.letterId}/items/${ROHS}/review`, { result: 'NG', comment: 'x' }),
      403,
      locked,
    );
    expectError(await vendor.post(`${LT}/${l.letterId}/submit`, {}), 403, locked);
    expectError(await vendor.post(`${LT}/${l.letterId}/withdraw`, { comment: 'x' }), 403, locked);
    expectError(await buyer.post(`${LT}/${l.letterId}/cancel`, { comment: 'x' }), 403, locked);
    expectError(await buyer.post(`${LT}/${l.letterId}/reject`, { comment: 'x' }), 403, locked);
    expect((await vendor.get(`${LT}/${l.letterId}`)).body.allowedActions).toEqual([]);
    // Files too: no upload, no removal (the files part asks the same workflow).
    const { payload, headers } = multipartBody([
      { name: 'docValidTo', content: daysFromToday(100) },
      { name: 'file', filename: 'late.pdf', content: '%PDF-1.4\n%%EOF\n', contentType: 'application/pdf' },
    ]);
    const upload = await w.server.app.inject({
      method: 'POST',
      url: `${LT}/${l.letterId}/items/${ROHS}/files`,
      headers: { ...callerHeaders(l.supplier.vendor.token), ...headers },
      payload,
    });
    expectError(upload, 403, locked);
    const fileId = approved.body.items[0].files[0].id as string;
    expectError(await vendor.delete(`${LT}/${l.letterId}/files/${fileId}`), 403, locked);
    // The approval signed the bytes that are served.
    const pdf = await vendor.get(`${LT}/${l.letterId}/approved.pdf`);
    expect(pdf.status).toBe(200);
    expect(createHash('sha256').update(pdf.raw.rawPayload).digest('hex')).toBe(
      approved.body.approvedPdfSha256,
    );

    // The timeline reads every step.
    const history = await vendor.get(
      `/api/app/workflow/history?entityType=SupplierPortal.LetterOfRecognition.Letter&entityId=${l.letterId}`,
    );
    expect(history.body.map((h: { action: string }) => h.action)).toEqual([
      'create',
      'submit',
      'return',
      'submit',
      'passInitialCheck',
      'approve',
    ]);
  });
});

describe('who may take which step', () => {
  it('refuses the wrong side, a missing policy and a missing reason', async () => {
    const l = await filledLetter();
    const vendor = vendorOf(l);
    const buyer = w.api(w.a.admin);
    // The buyer holds every policy but is not the supplier.
    expectError(await buyer.post(`${LT}/${l.letterId}/submit`, {}), 403, 'SupplierPortal:WrongSide');
    expectError(
      await buyer.put(`${LT}/${l.letterId}/items/${l.codes.MSDS}`, { vendorComment: 'x' }),
      403,
      'SupplierPortal:WrongSide',
    );
    // The vendor holds none of the buyer's steps.
    for (const step of [
      'return',
      'pass-initial-check',
      'approve',
      'approve-conditionally',
      'reject',
      'cancel',
      'new-revision',
    ])
      expectError(
        await vendor.post(`${LT}/${l.letterId}/${step}`, { comment: 'x' }),
        403,
        'Volo.Authorization:010001',
      );
    expectError(await vendor.get(`${LT}/export`), 403);
    // A buyer who only checks (no Review) cannot conclude; one who only reads cannot check.
    const checker = w.api(
      await w.a.userWith([
        Policies.LetterOfRecognition.AdminLetterOverview.name,
        Policies.LetterOfRecognition.AdminLetterOverview.Update.name,
      ]),
    );
    const reader = w.api(await w.a.userWith([Policies.LetterOfRecognition.AdminLetterOverview.name]));
    expect((await reader.get(`${LT}/${l.letterId}`)).body.allowedActions).toEqual([]);
    expectError(await vendor.post(`${LT}/${l.letterId}/withdraw`, {}), 400);
    expect((await vendor.post(`${LT}/${l.letterId}/submit`, {})).body.status).toBe(S.Submitted);
    expect((await checker.get(`${LT}/${l.letterId}`)).body.allowedActions).toEqual(
      expect.arrayContaining(['return', 'passInitialCheck', 'cancel', 'check']),
    );
    expectError(
      await reader.put(`${LT}/${l.letterId}/items/${l.codes.DRAWING}/check`, { result: 'OK' }),
      403,
    );
    await judgeAll(w.a, l.letterId, { initialCheck: 'OK' });
    expect((await checker.post(`${LT}/${l.letterId}/pass-initial-check`, {})).body.status).toBe(
      S.UnderReview,
    );
    await judgeAll(w.a, l.letterId, { reviewResult: 'OK' });
    expectError(await checker.post(`${LT}/${l.letterId}/approve`, {}), 403);
    expectError(
      await checker.put(`${LT}/${l.letterId}/items/${l.codes.DRAWING}/review`, { result: 'OK' }),
      403,
    );
    // Withdrawing is the vendor's before review; cancelling is the buyer's until concluded, with a reason.
    expectError(
      await vendor.post(`${LT}/${l.letterId}/withdraw`, { comment: 'x' }),
      403,
      'SupplierPortal:InvalidStateTransition',
    );
    expectError(await buyer.post(`${LT}/${l.letterId}/cancel`, {}), 400);
    const cancelled = await checker.post(`${LT}/${l.letterId}/cancel`, {
      comment: 'Part dropped from the project',
    });
    expect(cancelled.body.status).toBe(S.Withdrawn);
    expectError(
      await buyer.post(`${LT}/${l.letterId}/approve`, {}),
      403,
      'SupplierPortal:InvalidStateTransition',
    );
  });

  it('lets the vendor withdraw a draft with a reason', async () => {
    const l = await openLetter(w, w.a);
    const withdrawn = await vendorOf(l).post(`${LT}/${l.letterId}/withdraw`, {
      comment: 'Part discontinued',
    });
    expect(withdrawn.body).toMatchObject({ status: S.Withdrawn, allowedActions: [] });
  });

  it('takes one of two racing conclusions: one conclusion, one signature', async () => {
    const l = await letterInReview();
    const buyer = w.api(w.a.admin);
    const [x, y] = await Promise.all([
      buyer.post(`${LT}/${l.letterId}/approve`, {}),
      buyer.post(`${LT}/${l.letterId}/reject`, { comment: 'at the same time' }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 403]);
    const after = await buyer.get(`${LT}/${l.letterId}`);
    expect(after.body.approvals.filter((a: { step: string }) => a.step === 'Review')).toHaveLength(1);
    expect([S.Approved, S.Rejected]).toContain(after.body.status);
  });

  it('refuses a stale stamp on an item edit', async () => {
    const l = await openLetter(w, w.a);
    const vendor = vendorOf(l);
    const first = await vendor.get(`${LT}/${l.letterId}`);
    await vendor.put(`${LT}/${l.letterId}/items/${l.codes.MSDS}`, { vendorComment: 'one' });
    expectError(
      await vendor.put(`${LT}/${l.letterId}/items/${l.codes.MSDS}`, {
        vendorComment: 'two',
        concurrencyStamp: first.body.concurrencyStamp,
      }),
      409,
    );
    expectError(await vendor.put(`${LT}/${l.letterId}/items/NO_SUCH_ITEM`, { vendorComment: 'x' }), 404);
  });
});

describe('conclusions', () => {
  it('approves with conditions: the deviation date is required, in the future, and ends the validity', async () => {
    const l = await letterInReview();
    await judgeAll(w.a, l.letterId, { reviewResult: 'OK' });
    await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx
        .update(letterItems)
        .set({ reviewResult: 'NG', reviewComment: 'Flatness 0.12 over 0.1' })
        .where(and(eq(letterItems.letterId, l.letterId), eq(letterItems.itemCode, l.codes.DRAWING!))),
    );
    const buyer = w.api(w.a.admin);
    expectError(
      await buyer.post(`${LT}/${l.letterId}/approve`, {}),
      403,
      'SupplierPortal:Letter:ReviewHasNg',
    );
    const url = `${LT}/${l.letterId}/approve-conditionally`;
    expect(
      expectError(await buyer.post(url, { conditions: 'Max 200K pcs' }), 400).validationErrors![0]!.members,
    ).toEqual(['deviationUntil']);
    expectError(await buyer.post(url, { conditions: 'Max 200K pcs', deviationUntil: daysFromToday(0) }), 400);
    expectError(await buyer.post(url, { deviationUntil: daysFromToday(30) }), 400);
    const ok = await buyer.post(url, {
      conditions: 'Max 200K pcs until the tool is reworked',
      deviationUntil: daysFromToday(60),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({
      status: S.ConditionallyApproved,
      conclusion: 'ConditionallyApproved',
      conditions: 'Max 200K pcs until the tool is reworked',
      deviationUntil: daysFromToday(60),
      validTo: daysFromToday(60),
    });
    expect(ok.body.approvals.at(-1)).toMatchObject({
      step: 'Review',
      action: 'approveConditionally',
      comment: 'Max 200K pcs until the tool is reworked',
      signatureHash: ok.body.approvedPdfSha256,
    });
  });

  it('rejects with a reason, whatever the review says', async () => {
    const l = await letterInReview(w.a, false);
    const buyer = w.api(w.a.admin);
    expectError(await buyer.post(`${LT}/${l.letterId}/reject`, {}), 400);
    const rejected = await buyer.post(`${LT}/${l.letterId}/reject`, {
      comment: 'Material not on the approved list',
    });
    expect(rejected.body).toMatchObject({
      status: S.Rejected,
      conclusion: 'Rejected',
      rejectReason: 'Material not on the approved list',
      validTo: null,
      approvedPdfSha256: null,
    });
    expect(rejected.body.approvals).toEqual([
      expect.objectContaining({
        step: 'Review',
        action: 'reject',
        comment: 'Material not on the approved list',
      }),
    ]);
  });

  it('supersedes the previous revision and its files when the new one is approved', async () => {
    const old = await filledLetter(w.a, { status: S.Approved, validTo: daysFromToday(20) });
    await setLetter(w.a, old.letterId, { conclusion: 'Approved' });
    const next = await letterInReview(w.a, true, {
      previousLetterId: old.letterId,
      revision: 2,
      partNo: old.partNo,
    });
    const buyer = w.api(w.a.admin);
    const approved = await buyer.post(`${LT}/${next.letterId}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({
      previousLetterId: old.letterId,
      previousLetterNo: old.letterNo,
      revision: 2,
    });
    const before = await buyer.get(`${LT}/${old.letterId}`);
    expect(before.body.status).toBe(S.Superseded);
    expect(before.body.items.flatMap((i: { files: unknown[] }) => i.files)).toEqual([]);
    expect((await filesOf(w.a, old.letterId)).every((f) => f.status === 'Superseded')).toBe(true);
    expect((await filesOf(w.a, next.letterId)).every((f) => f.status === 'Active')).toBe(true);
  });
});

describe('a new revision', () => {
  it('opens a change request from an approved letter (buyer only, not in review)', async () => {
    const l = await filledLetter(w.a, { status: S.Approved });
    const buyer = w.api(w.a.admin);
    expectError(await vendorOf(l).post(`${LT}/${l.letterId}/new-revision`, {}), 403);
    expectError(await buyer.post(`${LT}/${l.letterId}/new-revision`, { dueDate: daysFromToday(-1) }), 400);
    const opened = await buyer.post(`${LT}/${l.letterId}/new-revision`, {});
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({ id: expect.any(String), requestNo: expect.any(String) });
    const review = await letterInReview();
    expectError(
      await buyer.post(`${LT}/${review.letterId}/new-revision`, {}),
      403,
      'SupplierPortal:InvalidStateTransition',
    );
  });
});

describe('isolation', () => {
  it('hides a letter from another supplier and another tenant on every endpoint', async () => {
    const l = await letterInReview(w.a, false);
    const other = w.api(w.a.suppliers[1]!.vendor.token);
    const item = l.codes.DRAWING!;
    expectError(await other.get(`${LT}/${l.letterId}`), 404);
    expectError(await other.put(`${LT}/${l.letterId}/items/${item}`, { vendorComment: 'x' }), 404);
    for (const step of ['submit', 'withdraw'])
      expectError(await other.post(`${LT}/${l.letterId}/${step}`, { comment: 'x' }), 404);
    const list = await other.get(`${LT}?maxResultCount=1000`);
    expect(list.body.items.map((x: { id: string }) => x.id)).not.toContain(l.letterId);

    const foreign = w.api(w.b.admin);
    expectError(await foreign.get(`${LT}/${l.letterId}`), 404);
    expectError(await foreign.put(`${LT}/${l.letterId}/items/${item}/review`, { result: 'OK' }), 404);
    for (const step of ['approve', 'reject', 'cancel', 'return', 'new-revision'])
      expectError(await foreign.post(`${LT}/${l.letterId}/${step}`, { comment: 'x' }), 404);
    expect((await foreign.get(`${LT}?partNo=${l.partNo}`)).body).toEqual({ totalCount: 0, items: [] });
    // Nothing changed.
    expect((await w.api(w.a.admin).get(`${LT}/${l.letterId}`)).body.status).toBe(S.UnderReview);
  });

  it('shows a reader of other letters only the other letters', async () => {
    const part = await openLetter(w, w.a);
    const other = await openLetter(w, w.a, { letterType: 'Other', otherType: 'NDA' });
    const reader = w.api(await w.a.userWith([Policies.LetterOfRecognition.OtherLetterOverview.name]));
    expectError(await reader.get(`${LT}/${part.letterId}`), 404);
    expect((await reader.get(`${LT}/${other.letterId}`)).body.otherType).toBe('NDA');
    const list = await reader.get(`${LT}?maxResultCount=1000`);
    expect(list.body.items.every((x: { letterType: string }) => x.letterType === 'Other')).toBe(true);
  });
});

describe('the lists', () => {
  it('filter by overdue, expiring, status, type, part and supplier, page and sort', async () => {
    const t = w.b;
    const [s0, s1] = t.suppliers;
    const overdue = await openLetter(w, t, { dueDate: daysFromToday(-2) });
    const returnedLate = await openLetter(w, t, { dueDate: daysFromToday(-1), status: S.Returned });
    const submittedLate = await openLetter(w, t, {
      dueDate: daysFromToday(-2),
      status: S.Submitted,
      submittedTime: new Date(),
    });
    const expiring = await openLetter(w, t, { status: S.Approved, validTo: daysFromToday(10), supplier: 1 });
    const later = await openLetter(w, t, { status: S.Approved, validTo: daysFromToday(100) });
    const expired = await openLetter(w, t, { status: S.Expired, validTo: daysFromToday(-5) });
    const nda = await openLetter(w, t, { letterType: 'Other', otherType: 'NDA', supplier: 1 });
    const buyer = w.api(t.admin);
    const ids = async (query: string) =>
      ((await buyer.get(`${LT}?maxResultCount=1000&${query}`)).body.items as { id: string }[]).map(
        (x) => x.id,
      );

    expect(new Set(await ids('overdueOnly=true'))).toEqual(
      new Set([overdue.letterId, returnedLate.letterId]),
    );
    expect(await ids('overdueOnly=false')).toHaveLength(7);
    expect(await ids('expiringWithinDays=30')).toEqual([expiring.letterId]);
    expect(new Set(await ids('expiringWithinDays=365'))).toEqual(
      new Set([expiring.letterId, later.letterId]),
    );
    expect(new Set(await ids(`status=${S.Approved}&status=${S.Expired}`))).toEqual(
      new Set([expiring.letterId, later.letterId, expired.letterId]),
    );
    expect(new Set(await ids(`status=${S.Returned},${S.Submitted}`))).toEqual(
      new Set([returnedLate.letterId, submittedLate.letterId]),
    );
    expect(await ids('letterType=Other')).toEqual([nda.letterId]);
    expect(await ids('otherType=NDA')).toEqual([nda.letterId]);
    expect(await ids(`partNo=${later.partNo.slice(3)}`)).toEqual([later.letterId]);
    expect(await ids(`letterNo=${expired.letterNo}`)).toEqual([expired.letterId]);
    expect(new Set(await ids(`supplierId=${s1!.id}`))).toEqual(new Set([expiring.letterId, nda.letterId]));
    expect(await ids(`submittedFrom=${daysFromToday(0)}&submittedTo=${daysFromToday(0)}`)).toEqual([
      submittedLate.letterId,
    ]);
    expect(await ids(`submittedFrom=${daysFromToday(1)}`)).toEqual([]);
    expectError(await buyer.get(`${LT}?status=99`), 400);
    expectError(await buyer.get(`${LT}?sorting=secret`), 400);
    expectError(await buyer.get(`${LT}?expiringWithinDays=-1`), 400);

    const page = await buyer.get(`${LT}?maxResultCount=2&skipCount=0&sorting=letterNo desc`);
    expect(page.body.totalCount).toBe(7);
    expect(page.body.items).toHaveLength(2);
    expect(page.body.items[0].letterNo > page.body.items[1].letterNo).toBe(true);
    expect(page.body.items[0]).toMatchObject({
      supplierCode: expect.any(String),
      requestType: 'New',
      allowedActions: expect.any(Array),
    });

    // A vendor sees their own supplier's letters only.
    const mine = await w.api(s0!.vendor.token).get(`${LT}?maxResultCount=1000`);
    expect(mine.body.items.every((x: { supplierId: string }) => x.supplierId === s0!.id)).toBe(true);
    expect(mine.body.totalCount).toBe(5);
  });

  it('names the owner engineer and filters by owner', async () => {
    const [admin] = await inScope(w.server.database.db, tenantScope(w.b.id), (tx) =>
      tx.select().from(users).where(eq(users.userName, 'admin')),
    );
    const l = await openLetter(w, w.b, { ownerEngineerId: admin!.id });
    const list = await w.api(w.b.admin).get(`${LT}?ownerEngineerId=${admin!.id}`);
    expect(list.body.items).toEqual([
      expect.objectContaining({
        id: l.letterId,
        ownerEngineerId: admin!.id,
        ownerEngineerName: expect.any(String),
      }),
    ]);
  });

  it('derives the initial check result from the items', async () => {
    const l = await openLetter(w, w.b, { status: S.Submitted });
    const get = async () =>
      (
        (await w.api(w.b.admin).get(`${LT}?letterNo=${l.letterNo}`)).body.items[0] as {
          initialCheckResult: string | null;
        }
      ).initialCheckResult;
    expect(await get()).toBeNull();
    await judgeAll(w.b, l.letterId, { initialCheck: 'OK' });
    expect(await get()).toBe('OK');
    await inScope(w.server.database.db, tenantScope(w.b.id), (tx) =>
      tx.update(letterItems).set({ initialCheck: 'NG' }).where(eq(letterItems.itemCode, l.codes.MSDS!)),
    );
    expect(await get()).toBe('NG');
  });

  it('exports the buyer columns as a workbook', async () => {
    const l = await openLetter(w, w.b, { partNo: 'EXPORT-PN-1' });
    const res = await w.api(w.b.admin).get(`${LT}/export?partNo=EXPORT-PN-1`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(
      expect.arrayContaining(['Letter no.', 'Supplier code', 'Days in status', 'Initial check']),
    );
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toContain(l.letterNo);
  });
});

describe('audit', () => {
  it('records item edits and status changes with their values', async () => {
    const l = await openLetter(w, w.b);
    await vendorOf(l).put(`${LT}/${l.letterId}/items/${l.codes.MSDS}`, { vendorComment: 'audited comment' });
    await vendorOf(l).post(`${LT}/${l.letterId}/withdraw`, { comment: 'gone' });
    // Audit rows may be written after the response: flush them when the platform batches.
    await (w.server as { audit?: { flush?: () => Promise<void> } }).audit?.flush?.();
    const rows = await asSystem(w.server.database.db, (tx) =>
      tx
        .select({ changes: auditLogs.entityChanges })
        .from(auditLogs)
        .where(
          and(
            eq(auditLogs.tenantId, w.b.id),
            sql`${auditLogs.entityChanges}::text like ${`%${l.letterId}%`}`,
          ),
        ),
    );
    const changes = rows.flatMap((r) => r.changes);
    expect(changes.map((c) => c.entityId)).toEqual(
      expect.arrayContaining([`${l.letterId}/${l.codes.MSDS}`, l.letterId]),
    );
    expect(JSON.stringify(changes)).toContain('audited comment');
  });
});
