import { describe, expect, it } from 'vitest';
import { DeliveryStatus } from './delivery-workflow.js';
import {
  labelActions,
  labelIdleReason,
  labelTypePolicies,
  LabelStatus,
  type LabelActionFacts,
} from './label-rules.js';

const all = () => true;
const facts = (f: Partial<LabelActionFacts>): LabelActionFacts => ({
  labelType: 'Outer',
  status: LabelStatus.Generated,
  printCount: 0,
  parentId: null,
  deliveryStatus: DeliveryStatus.Draft,
  ...f,
});

describe('labelActions', () => {
  it('a fresh label prints, edits and voids; a printed one reprints instead of printing', () => {
    expect(labelActions(facts({}), all)).toEqual(['print', 'edit', 'void']);
    expect(labelActions(facts({ status: LabelStatus.Printed, printCount: 1 }), all)).toEqual([
      'reprint',
      'edit',
      'void',
    ]);
  });

  it('after shipping only a reprint of a printed label remains; received or voided: nothing', () => {
    const shipped = { deliveryStatus: DeliveryStatus.Shipped, status: LabelStatus.Shipped };
    expect(labelActions(facts({ ...shipped, printCount: 1 }), all)).toEqual(['reprint']);
    expect(labelActions(facts({ ...shipped, printCount: 0 }), all)).toEqual([]);
    expect(labelActions(facts({ deliveryStatus: DeliveryStatus.Received, printCount: 1 }), all)).toEqual([]);
    expect(labelActions(facts({ status: LabelStatus.Voided }), all)).toEqual([]);
  });

  it('a submitted note prints but no longer edits; a carton on a pallet is not voided; pallets unpack', () => {
    expect(labelActions(facts({ deliveryStatus: DeliveryStatus.Submitted }), all)).toEqual(['print', 'void']);
    expect(labelActions(facts({ status: LabelStatus.Packed, parentId: 'p' }), all)).toEqual([
      'print',
      'edit',
    ]);
    expect(labelActions(facts({ labelType: 'Pallet' }), all)).toEqual(['print', 'void', 'unpack']);
  });

  it('a label without actions says why: voided, note closed, shipped unprinted, or not granted', () => {
    const none = () => false;
    const idle = (f: Partial<LabelActionFacts>, granted = all) => {
      expect(labelActions(facts(f), granted)).toEqual([]);
      return labelIdleReason(facts(f));
    };
    expect(idle({ status: LabelStatus.Voided, deliveryStatus: DeliveryStatus.Cancelled })).toBe('voided');
    expect(
      idle({ status: LabelStatus.Received, deliveryStatus: DeliveryStatus.Received, printCount: 1 }),
    ).toBe('deliveryClosed');
    expect(idle({ status: LabelStatus.Shipped, deliveryStatus: DeliveryStatus.PartiallyReceived })).toBe(
      'deliveryClosed',
    );
    expect(idle({ status: LabelStatus.Shipped, deliveryStatus: DeliveryStatus.Shipped })).toBe(
      'shippedUnprinted',
    );
    expect(idle({}, none)).toBe('notGranted');
    expect(
      idle({ status: LabelStatus.Shipped, deliveryStatus: DeliveryStatus.Shipped, printCount: 1 }, none),
    ).toBe('notGranted');
  });

  it('each action needs the policy of the label type', () => {
    const only = (p: string) => (q: string) => q === p;
    expect(labelActions(facts({ labelType: 'Inner' }), only(labelTypePolicies.Outer.print))).toEqual([]);
    expect(labelActions(facts({ labelType: 'Inner' }), only(labelTypePolicies.Inner.print))).toEqual([
      'print',
    ]);
  });
});
