import { describe, expect, it } from 'vitest';
import { contactProblem, primaryContact, VENDOR_CODE } from '@sp/contracts';
import { blankToNull } from './supplier-rules';

const c = (email: string | null, isPrimary = false) => ({
  name: 'n',
  title: null,
  phone: null,
  email,
  isPrimary,
});

describe('supplier form rules (the contracts the server validates with)', () => {
  it('needs one contact with an email and at most one primary', () => {
    expect(contactProblem([])).toBe('SupplierContactEmailRequired');
    expect(contactProblem([c(null), c('  ')])).toBe('SupplierContactEmailRequired');
    expect(contactProblem([c(null, true), c('a@b.c')])).toBeNull();
    expect(contactProblem([c('a@b.c', true), c('d@e.f', true)])).toBe('SupplierPrimaryContactNotUnique');
  });

  it('accepts vendor codes of letters, digits and - . _ only', () => {
    expect(VENDOR_CODE.test('V0001')).toBe(true);
    expect(VENDOR_CODE.test('ab-1.2_3')).toBe(true);
    expect(VENDOR_CODE.test('-V1')).toBe(false);
    expect(VENDOR_CODE.test('V 1')).toBe(false);
    expect(VENDOR_CODE.test('供应商')).toBe(false);
  });

  it('sends blanks as null and finds the primary contact', () => {
    expect(blankToNull('  ')).toBeNull();
    expect(blankToNull(' x ')).toBe('x');
    expect(primaryContact([c('a'), c('b', true)])?.email).toBe('b');
    expect(primaryContact([c('a'), c('b')])?.email).toBe('a');
  });
});
