import { AxiosError, AxiosHeaders } from 'axios';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { PurchaseOrderLine } from '../../../api/purchase-orders';
import { inputOfForm, newLine, serverProblems } from './delivery-form';

const poLine = (open: number, max: number) =>
  ({
    id: 'l1',
    poNo: 'PO1',
    lineNo: 10,
    partNo: 'P',
    unit: 'PCS',
    openQty: open,
    maxDrawableQty: max,
  }) as PurchaseOrderLine;

const refused = (status: number, error: object) =>
  new AxiosError('x', 'ERR', undefined, undefined, {
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: { error },
  });

describe('the delivery form', () => {
  it('starts a chosen line at its open quantity, never above what it may draw', () => {
    expect(newLine(poLine(500, 525)).qty).toBe(500);
    expect(newLine(poLine(500, 300)).qty).toBe(300);
    expect(newLine(poLine(0, 0)).qty).toBeNull();
  });

  it('sends days as YYYY-MM-DD, trimmed texts and blanks as null', () => {
    const input = inputOfForm({
      deliveryDate: dayjs('2026-11-24'),
      expectedArrivalDate: dayjs('2026-11-25'),
      plant: '  ',
      receivingWarehouse: ' RM ',
      remark: undefined,
      lines: [
        {
          poLineId: 'l1',
          qty: 12,
          lotNo: ' L1 ',
          dateCode: '',
          mfgDate: dayjs('2026-11-20'),
          expiryDate: null,
          packingMode: 'merge',
        },
      ],
    });
    expect(input).toEqual({
      deliveryDate: '2026-11-24',
      expectedArrivalDate: '2026-11-25',
      plant: null,
      receivingWarehouse: 'RM',
      remark: null,
      lines: [
        {
          poLineId: 'l1',
          qty: 12,
          lotNo: 'L1',
          dateCode: null,
          mfgDate: '2026-11-20',
          expiryDate: null,
          packingMode: 'merge',
        },
      ],
    });
  });

  it('puts validation errors on their fields and the rest above the form', async () => {
    const onForm = (p: (string | number)[]) => p[0] === 'lines' && p.length === 3;
    const v = await serverProblems(
      refused(400, {
        message: 'invalid',
        validationErrors: [
          { message: 'lot required', members: ['lines.1.lotNo'] },
          { message: 'merge the two lines', members: ['lines'] },
        ],
      }),
      onForm,
    );
    expect(v.fields).toEqual([{ name: ['lines', 1, 'lotNo'], errors: ['lot required'] }]);
    expect(v.message).toBe('merge the two lines');

    const business = await serverProblems(
      refused(403, { message: 'Line 1: over the open quantity' }),
      onForm,
    );
    expect(business).toEqual({ message: 'Line 1: over the open quantity', fields: [] });
  });
});
