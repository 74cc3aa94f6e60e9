import { describe, expect, it } from 'vitest';
import { Policies } from '../permissions.js';
import { allowedActions, checkTransition } from '../workflow.js';
import { dateCodeOf, deliveryCreateSchema, overDrawn } from './delivery-rules.js';
import { DeliveryStatus as S, deliveryWorkflow } from './delivery-workflow.js';

const line = { poLineId: '0196a1b2-0000-7000-8000-000000000001', qty: 100, lotNo: 'L1' };
const note = { deliveryDate: '2026-11-24', expectedArrivalDate: '2026-11-25', lines: [line] };

describe('delivery rules', () => {
  it('dates a lot by ISO year and week (YYWW)', () => {
    expect(dateCodeOf('2026-11-24')).toBe('2648');
    // 1 January 2027 is a Friday: it still belongs to week 53 of 2026.
    expect(dateCodeOf('2027-01-01')).toBe('2653');
    expect(dateCodeOf('2025-12-29')).toBe('2601');
  });

  it('takes a valid note and refuses each broken field on its path', () => {
    expect(deliveryCreateSchema.safeParse(note).success).toBe(true);
    const issue = (input: unknown) => deliveryCreateSchema.safeParse(input).error?.issues[0]?.path.join('.');
    expect(issue({ ...note, expectedArrivalDate: '2026-11-23' })).toBe('expectedArrivalDate');
    expect(issue({ ...note, lines: [] })).toBe('lines');
    expect(issue({ ...note, lines: [{ ...line, lotNo: ' ' }] })).toBe('lines.0.lotNo');
    expect(issue({ ...note, lines: [{ ...line, qty: 1.5 }] })).toBe('lines.0.qty');
    expect(issue({ ...note, lines: [{ ...line, qty: -1 }] })).toBe('lines.0.qty');
    expect(issue({ ...note, lines: [{ ...line, dateCode: '2654' }] })).toBe('lines.0.dateCode');
    expect(issue({ ...note, lines: [line, { ...line }] })).toBe('lines');
    expect(deliveryCreateSchema.safeParse({ ...note, lines: [line, { ...line, lotNo: 'L2' }] }).success).toBe(
      true,
    );
  });

  it('compares a quantity with the drawable maximum without float noise', () => {
    expect(overDrawn(110, 110)).toBe(false);
    expect(overDrawn(110.000000001, 110)).toBe(false);
    expect(overDrawn(111, 110)).toBe(true);
  });
});

describe('delivery workflow', () => {
  const P = Policies.VendorLabel.Delivery;
  const granted =
    (...names: string[]) =>
    (p: string) =>
      names.includes(p);
  const vendor = {
    isGranted: granted(P.Submit.name, P.Ship.name, P.Cancel.name, P.Update.name, P.Delete.name),
    supplierId: 's1',
  };
  const buyer = {
    isGranted: granted(P.Confirm.name, P.Reject.name, P.Receive.name, P.Cancel.name),
    supplierId: null,
  };

  it('offers each side its own moves', () => {
    expect(allowedActions(deliveryWorkflow, S.Draft, vendor, 's1')).toEqual(
      expect.arrayContaining(['submit', 'cancel', 'update', 'delete', 'generateLabels']),
    );
    expect(allowedActions(deliveryWorkflow, S.Submitted, buyer, 's1')).toEqual(
      expect.arrayContaining(['confirm', 'reject', 'cancel']),
    );
    expect(allowedActions(deliveryWorkflow, S.Confirmed, vendor, 's1')).toContain('ship');
    expect(allowedActions(deliveryWorkflow, S.Shipped, buyer, 's1')).toContain('receive');
    expect(allowedActions(deliveryWorkflow, S.Shipped, buyer, 's1')).not.toContain('receivePart');
  });

  it('refuses the wrong side, state and policy; a rejection needs a reason', () => {
    expect(checkTransition(deliveryWorkflow, 'confirm', S.Submitted, vendor, 's1')).toBe('policy');
    expect(checkTransition(deliveryWorkflow, 'ship', S.Submitted, vendor, 's1')).toBe('state');
    expect(checkTransition(deliveryWorkflow, 'submit', S.Draft, { ...vendor, supplierId: 's2' }, 's1')).toBe(
      'side',
    );
    expect(checkTransition(deliveryWorkflow, 'cancel', S.Shipped, buyer, 's1')).toBe('state');
    expect(checkTransition(deliveryWorkflow, 'reject', S.Submitted, buyer, 's1')).toBeNull();
    expect(deliveryWorkflow.transitions.reject.needsComment).toBe(true);
  });
});
