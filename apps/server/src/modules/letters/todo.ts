import { LetterStatus, PartNoConfirmStatus, Policies } from '@sp/contracts';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { registerTodo, type TodoCaller } from '../../platform/notifications/todo.js';
import { letters, partNoConfirms } from './schema.js';

/**
 * The letters' To-do counts (the dashboard card). Each runs in the caller's scope, so a vendor
 * counts their own supplier's rows only; the routes open the lists filtered the same way
 * (`status=`, as the list pages read their filters from the URL).
 */
const BASE = '/letter-of-recognition';
const L = Policies.LetterOfRecognition;

async function countRequests(tx: Tx, caller: TodoCaller, status: number): Promise<number> {
  const where: (SQL | undefined)[] = [
    eq(partNoConfirms.tenantId, caller.tenantId),
    eq(partNoConfirms.status, status),
    eq(partNoConfirms.isDeleted, false),
  ];
  if (caller.supplierId) where.push(eq(partNoConfirms.supplierId, caller.supplierId));
  const [row] = await tx
    .select({ n: count() })
    .from(partNoConfirms)
    .where(and(...where));
  return row?.n ?? 0;
}

async function countLetters(tx: Tx, caller: TodoCaller, statuses: number[]): Promise<number> {
  const where: (SQL | undefined)[] = [
    eq(letters.tenantId, caller.tenantId),
    inArray(letters.status, statuses),
    eq(letters.isDeleted, false),
  ];
  if (caller.supplierId) where.push(eq(letters.supplierId, caller.supplierId));
  const [row] = await tx
    .select({ n: count() })
    .from(letters)
    .where(and(...where));
  return row?.n ?? 0;
}

const vendorOnly = (work: (tx: Tx, caller: TodoCaller) => Promise<number>) => (tx: Tx, caller: TodoCaller) =>
  caller.supplierId ? work(tx, caller) : Promise.resolve(0);
const buyerOnly = (work: (tx: Tx, caller: TodoCaller) => Promise<number>) => (tx: Tx, caller: TodoCaller) =>
  caller.supplierId ? Promise.resolve(0) : work(tx, caller);

// The vendor's: requests to answer, acknowledged ones to start, letters to complete or correct.
registerTodo({
  module: 'LetterOfRecognition',
  key: 'RequestsToAcknowledge',
  titleKey: 'LetterTodo:RequestsToAcknowledge',
  route: `${BASE}/partno-confirm?status=${PartNoConfirmStatus.PendingAck}`,
  policy: L.PartNoConfirm.CreateAck.name,
  count: vendorOnly((tx, c) => countRequests(tx, c, PartNoConfirmStatus.PendingAck)),
});

registerTodo({
  module: 'LetterOfRecognition',
  key: 'RequestsToStart',
  titleKey: 'LetterTodo:RequestsToStart',
  route: `${BASE}/partno-confirm?status=${PartNoConfirmStatus.Acknowledged}`,
  policy: L.PartNoConfirm.CreateAck.name,
  count: vendorOnly((tx, c) => countRequests(tx, c, PartNoConfirmStatus.Acknowledged)),
});

registerTodo({
  module: 'LetterOfRecognition',
  key: 'LettersDraft',
  titleKey: 'LetterTodo:LettersDraft',
  route: `${BASE}/vendor-letter-overview?status=${LetterStatus.Draft}`,
  policy: L.VendorLetterOverview.Update.name,
  count: vendorOnly((tx, c) => countLetters(tx, c, [LetterStatus.Draft])),
});

registerTodo({
  module: 'LetterOfRecognition',
  key: 'LettersReturned',
  titleKey: 'LetterTodo:LettersReturned',
  route: `${BASE}/vendor-letter-overview?status=${LetterStatus.Returned}`,
  policy: L.VendorLetterOverview.Update.name,
  count: vendorOnly((tx, c) => countLetters(tx, c, [LetterStatus.Returned])),
});

// The buyer's: letters to check, letters to review, requests the suppliers declined.
registerTodo({
  module: 'LetterOfRecognition',
  key: 'LettersToCheck',
  titleKey: 'LetterTodo:LettersToCheck',
  route: `${BASE}/admin-letter-overview?status=${LetterStatus.Submitted}`,
  policy: L.AdminLetterOverview.Update.name,
  count: buyerOnly((tx, c) => countLetters(tx, c, [LetterStatus.Submitted])),
});

registerTodo({
  module: 'LetterOfRecognition',
  key: 'LettersToReview',
  titleKey: 'LetterTodo:LettersToReview',
  route: `${BASE}/admin-letter-overview?status=${LetterStatus.UnderReview}`,
  policy: L.AdminLetterOverview.Review.name,
  count: buyerOnly((tx, c) => countLetters(tx, c, [LetterStatus.UnderReview])),
});

registerTodo({
  module: 'LetterOfRecognition',
  key: 'RequestsDeclined',
  titleKey: 'LetterTodo:RequestsDeclined',
  route: `${BASE}/partno-confirm?status=${PartNoConfirmStatus.Declined}`,
  policy: L.PartNoConfirm.Update.name,
  count: buyerOnly((tx, c) => countRequests(tx, c, PartNoConfirmStatus.Declined)),
});
