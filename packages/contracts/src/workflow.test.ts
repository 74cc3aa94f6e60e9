import { describe, expect, it } from 'vitest';
import { Policies, type PolicyName } from './permissions.js';
import {
  allowedActions,
  checkOperation,
  checkTransition,
  defineWorkflow,
  workflowStatuses,
} from './workflow.js';

const S = { Draft: 0, Submitted: 1, Returned: 2, Approved: 3 } as const;
const P = Policies.SystemComponents.SystemInformOverview;
const wf = defineWorkflow({
  entity: 'Test.Document',
  entityText: 'Entity:Test',
  statuses: {
    [S.Draft]: { text: 'Status:Draft', tone: 'default' },
    [S.Submitted]: { text: 'Status:Submitted', tone: 'processing' },
    [S.Returned]: { text: 'Status:Returned', tone: 'warning' },
    [S.Approved]: { text: 'Status:Approved', tone: 'success' },
  },
  transitions: {
    submit: { from: [S.Draft, S.Returned], to: S.Submitted, policy: P.Update.name, side: 'vendor' },
    return: {
      from: [S.Submitted],
      to: S.Returned,
      policy: P.Publish.name,
      side: 'buyer',
      needsComment: true,
    },
    approve: { from: [S.Submitted], to: S.Approved, policy: P.Publish.name, side: 'buyer' },
    expire: { from: [S.Approved], to: S.Draft, policy: P.Publish.name, side: 'any', system: true },
  },
  operations: { update: { in: [S.Draft, S.Returned], policy: P.Update.name, side: 'any' } },
  actionTexts: {
    submit: 'Action:Submit',
    return: 'Action:Return',
    approve: 'Action:Approve',
    expire: 'Action:Expire',
  },
});

const caller = (policies: PolicyName[], supplierId: string | null) => ({
  isGranted: (p: PolicyName) => policies.includes(p),
  supplierId,
});
const everything = [P.Update.name, P.Publish.name];
const vendorA = caller(everything, 'A');
const buyer = caller(everything, null);

describe('the transition table', () => {
  it('lets the rightful side take each action from its states only', () => {
    expect(checkTransition(wf, 'submit', S.Draft, vendorA, 'A')).toBeNull();
    expect(checkTransition(wf, 'submit', S.Approved, vendorA, 'A')).toBe('state');
    expect(checkTransition(wf, 'submit', S.Draft, buyer, 'A')).toBe('side');
    // A vendor of another supplier is on the wrong side of this row.
    expect(checkTransition(wf, 'submit', S.Draft, caller(everything, 'B'), 'A')).toBe('side');
    expect(checkTransition(wf, 'approve', S.Submitted, vendorA, 'A')).toBe('side');
    expect(checkTransition(wf, 'approve', S.Submitted, caller([P.Update.name], null), 'A')).toBe('policy');
  });

  it('never offers a system action to a user', () => {
    expect(checkTransition(wf, 'expire', S.Approved, buyer, 'A')).toBe('policy');
  });

  it('lists the allowed actions, operations included, in table order', () => {
    expect(allowedActions(wf, S.Draft, vendorA, 'A')).toEqual(['submit', 'update']);
    expect(allowedActions(wf, S.Submitted, buyer, 'A')).toEqual(['return', 'approve']);
    expect(allowedActions(wf, S.Approved, buyer, 'A')).toEqual([]);
    expect(checkOperation(wf, 'update', S.Submitted, buyer, 'A')).toBe('state');
    expect(checkOperation(wf, 'nope', S.Draft, buyer, 'A')).toBe('policy');
  });

  it('knows its statuses in definition order', () => {
    expect(workflowStatuses(wf)).toEqual([0, 1, 2, 3]);
  });
});
