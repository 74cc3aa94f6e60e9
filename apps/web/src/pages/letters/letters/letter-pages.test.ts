import { LetterStatus } from '@sp/contracts';
import { AxiosError, AxiosHeaders } from 'axios';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  acceptOf,
  daysSince,
  extAllowed,
  isOverdue,
  letterDetailPath,
  shortHash,
  validToSoon,
} from './letter-format';
import { actionPath } from './letters-api';
import { refusalOf } from './submit-refusal';

const refused = (error: unknown) =>
  new AxiosError('403', 'ERR_BAD_REQUEST', undefined, undefined, {
    status: 403,
    statusText: 'Forbidden',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: { error },
  });

describe('letter pages', () => {
  it('posts a transition to its kebab-case path', () => {
    expect(actionPath('passInitialCheck')).toBe('pass-initial-check');
    expect(actionPath('approveConditionally')).toBe('approve-conditionally');
    expect(actionPath('submit')).toBe('submit');
  });

  it('opens a letter on the detail route of its own side', () => {
    expect(letterDetailPath('admin', 'a b')).toBe('/letter-of-recognition/admin-letter-detail?id=a%20b');
    expect(letterDetailPath('other', 'x')).toBe('/letter-of-recognition/other-letter-detail?id=x');
  });

  it('checks a file name against the item extensions, case-insensitively, any when none', () => {
    expect(extAllowed('Report.PDF', ['pdf'])).toBe(true);
    expect(extAllowed('report.docx', ['pdf', '.jpg'])).toBe(false);
    expect(extAllowed('photo.jpg', ['pdf', '.jpg'])).toBe(true);
    expect(extAllowed('anything', [])).toBe(true);
    expect(acceptOf(['pdf', '.png'])).toBe('.pdf,.png');
    expect(acceptOf([])).toBeUndefined();
  });

  it('marks a valid-to within 30 days (or past) and an overdue letter the vendor still owes', () => {
    const today = dayjs('2025-03-01');
    expect(validToSoon('2025-03-31', today)).toBe(true);
    expect(validToSoon('2025-02-01', today)).toBe(true);
    expect(validToSoon('2025-04-01', today)).toBe(false);
    expect(validToSoon(null, today)).toBe(false);
    expect(isOverdue({ dueDate: '2025-02-28', status: LetterStatus.Draft }, '2025-03-01')).toBe(true);
    expect(isOverdue({ dueDate: '2025-02-28', status: LetterStatus.Submitted }, '2025-03-01')).toBe(false);
    expect(isOverdue({ dueDate: '2025-03-01', status: LetterStatus.Returned }, '2025-03-01')).toBe(false);
    expect(daysSince('2025-02-27T23:00:00', dayjs('2025-03-01T08:00:00'))).toBe(2);
    expect(daysSince(null)).toBeNull();
  });

  it('shortens a hash for the eye', () => {
    const hash = 'a'.repeat(8) + 'b'.repeat(50) + 'c'.repeat(6);
    expect(shortHash(hash)).toBe('aaaaaaaa…cccccc');
    expect(shortHash('abc')).toBe('abc');
  });

  it("reads a refused submit's per-item problems, tied to the letter's items", () => {
    const items = [{ itemCode: 'ROHS_REPORT' }, { itemCode: 'DRAWING' }];
    const r = refusalOf(
      refused({
        message: '2 items keep the letter back.',
        data: {
          problems: [
            { itemCode: 'DRAWING', kind: 'MissingFile', message: 'Drawing has no file.' },
            { itemCode: 'ROHS_REPORT', kind: 'Expired', message: 'RoHS expired on 2025-01-01.' },
          ],
        },
      }),
      items,
    );
    expect(r?.message).toBe('2 items keep the letter back.');
    expect(r?.problems).toEqual([
      { itemCode: 'DRAWING', message: 'Drawing has no file.' },
      { itemCode: 'ROHS_REPORT', message: 'RoHS expired on 2025-01-01.' },
    ]);
    const v = refusalOf(
      refused({
        message: 'invalid',
        validationErrors: [{ message: 'No valid-to', members: ['ROHS_REPORT'] }],
      }),
      items,
    );
    expect(v?.problems).toEqual([{ itemCode: 'ROHS_REPORT', message: 'No valid-to' }]);
    expect(refusalOf(new Error('x'), items)).toBeNull();
  });
});
