import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { SupplierNoticeDto } from '@sp/contracts';
import { setDisplayTimeZone } from '../../../utils/time-zone';
import { emptyValues, ruleErrors, toInput, toValues, type Values } from './notice-form';
import { adminDetailPath, adminEditPath, ratio } from './notice-format';

const base: Values = {
  ...emptyValues,
  title: ' Carton labels ',
  category: 'DELIVERY',
  content: '<p>New labels</p>',
  supplierIds: ['0195f0e2-4c1a-7b3e-9c2d-1a2b3c4d5e6f'],
  ackDeadline: dayjs('2030-01-31T17:00:30'),
};

describe('the notice form as sent', () => {
  it('trims the title, sends the deadline to the minute and only the fields the options use', () => {
    const input = toInput({
      ...base,
      materialCategories: ['PCB'],
      replyTemplate: 'ignored',
      problemType: 'Labeling',
      fineAmount: 100,
      basis: 'ignored',
    });
    expect(input.title).toBe('Carton labels');
    expect(input.ackDeadline).toBe(dayjs('2030-01-31T17:00:00').toISOString());
    // A Selected scope sends no categories; no reply asked, no template; not quality, no quality fields.
    expect(input.materialCategories).toEqual([]);
    expect(input.replyTemplate).toBeNull();
    expect([input.problemType, input.fineAmount, input.basis]).toEqual([null, null, null]);
    expect(ruleErrors(input, 'en')).toEqual({});
  });

  it('means the deadline on the clock of the tenant’s zone, and shows it back on that clock', () => {
    setDisplayTimeZone('Asia/Shanghai');
    try {
      const input = toInput(base);
      expect(input.ackDeadline).toBe('2030-01-31T09:00:00.000Z');
      const shown = toValues({ ...input, supplierIds: base.supplierIds } as unknown as SupplierNoticeDto);
      expect(shown.ackDeadline?.format('YYYY-MM-DD HH:mm')).toBe('2030-01-31 17:00');
    } finally {
      setDisplayTimeZone(undefined);
    }
  });

  it('keeps the quality fields on a quality notice and the suppliers only for a Selected scope', () => {
    const input = toInput({
      ...base,
      category: 'QUALITY',
      targetScope: 'AllVendors',
      problemType: 'Labeling',
      fineAmount: 500,
      basis: ' §7.2 ',
      requireReply: true,
      replyTemplate: ' Root cause: ',
    });
    expect(input.supplierIds).toEqual([]);
    expect([input.problemType, input.fineAmount, input.basis]).toEqual(['Labeling', 500, '§7.2']);
    expect(input.replyTemplate).toBe('Root cause:');
    expect(ruleErrors(input, 'en')).toEqual({});
  });

  it('shows the contract’s rules on their fields, in the reader’s language', () => {
    const errors = ruleErrors(
      toInput({ ...base, supplierIds: [], ackDeadline: null, category: 'QUALITY' }),
      'zh-Hans',
    );
    expect(errors).toEqual({
      supplierIds: '请至少选择一家供应商。',
      ackDeadline: '需回签时请填写回签期限。',
      problemType: '质量异常通知须填写问题类别。',
    });
    expect(ruleErrors(toInput({ ...base, targetScope: 'ByCategory' }), 'en')).toEqual({
      materialCategories: 'Pick at least one material category.',
    });
    // No acknowledgement asked: no deadline needed.
    expect(ruleErrors(toInput({ ...base, requireAck: false, ackDeadline: null }), 'en')).toEqual({});
  });
});

describe('notice paths and figures', () => {
  it('opens a draft in the editor, a published one on its detail, new without an id', () => {
    expect(adminEditPath()).toBe('/system-notice/admin-edit-notice');
    expect(adminEditPath('a b')).toBe('/system-notice/admin-edit-notice?id=a%20b');
    expect(adminDetailPath('x')).toBe('/system-notice/admin-notice-detail?id=x');
  });

  it('writes progress as n/total with a whole percent, and 0 % of nobody', () => {
    expect(ratio(12, 15)).toEqual({ text: '12/15', percent: 80 });
    expect(ratio(0, 0)).toEqual({ text: '0/0', percent: 0 });
  });
});
