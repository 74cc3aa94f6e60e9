/** A queued mail's life: pending -> sending -> sent, or failed after its last try. */
export const MailStatus = { Pending: 0, Sending: 1, Sent: 2, Failed: 3 } as const;
export type MailStatusValue = (typeof MailStatus)[keyof typeof MailStatus];
