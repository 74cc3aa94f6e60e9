import { Policies } from '../permissions.js';
import { defineWorkflow } from '../workflow.js';

/**
 * A part-number confirmation (料号确认, business-domain §2.2): the buyer's request for a letter.
 * The vendor acknowledges it (with a promised date) or declines (with a reason); from an
 * acknowledged request the vendor starts the letter. Decisions beyond the design notes: a declined
 * request can be sent again after the buyer edits it (`resend`), and the buyer may cancel a
 * request until its letter exists.
 */
export const PartNoConfirmStatus = {
  PendingAck: 0,
  Acknowledged: 1,
  Declined: 2,
  LetterStarted: 3,
  Cancelled: 4,
} as const;
export type PartNoConfirmStatusValue = (typeof PartNoConfirmStatus)[keyof typeof PartNoConfirmStatus];

const S = PartNoConfirmStatus;
const P = Policies.LetterOfRecognition.PartNoConfirm;

export const partNoConfirmWorkflow = defineWorkflow({
  entity: 'SupplierPortal.LetterOfRecognition.PartNoConfirm',
  entityText: 'PartNoConfirm:Entity',
  statuses: {
    [S.PendingAck]: { text: 'Status:PendingAck', tone: 'warning' },
    [S.Acknowledged]: { text: 'Status:Acknowledged', tone: 'processing' },
    [S.Declined]: { text: 'Status:Declined', tone: 'error' },
    [S.LetterStarted]: { text: 'Status:LetterStarted', tone: 'success' },
    [S.Cancelled]: { text: 'Status:Cancelled', tone: 'default' },
  },
  transitions: {
    acknowledge: { from: [S.PendingAck], to: S.Acknowledged, policy: P.CreateAck.name, side: 'vendor' },
    decline: {
      from: [S.PendingAck],
      to: S.Declined,
      policy: P.CreateAck.name,
      side: 'vendor',
      needsComment: true,
    },
    createLetter: { from: [S.Acknowledged], to: S.LetterStarted, policy: P.CreateAck.name, side: 'vendor' },
    resend: { from: [S.Declined], to: S.PendingAck, policy: P.Update.name, side: 'buyer' },
    cancel: {
      from: [S.PendingAck, S.Acknowledged, S.Declined],
      to: S.Cancelled,
      policy: P.Delete.name,
      side: 'buyer',
      needsComment: true,
    },
  },
  operations: {
    update: { in: [S.PendingAck, S.Declined], policy: P.Update.name, side: 'buyer' },
  },
  actionTexts: {
    acknowledge: 'Action:Acknowledge',
    decline: 'Action:Decline',
    createLetter: 'PartNoConfirm:CreateLetter',
    resend: 'Action:Resend',
    cancel: 'Action:Cancel',
  },
});
