import { Policies } from '@sp/contracts';
import { describe, expect, it } from 'vitest';
import { expectError, useWorld } from '../../../../test/world.js';

const w = useWorld({ prefix: 'smp' });
const IIF = Policies['QualityControl.IIF'];
const url = (q: string) => `/api/app/inspectionForm/samplingPlan?${q}`;

describe('GET /api/app/inspectionForm/samplingPlan', () => {
  it('answers the plan of Table I and II-A', async () => {
    const res = await w.api(w.a.admin).get(url('lotQty=1200&level=II&aql=0.65'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      lotQty: 1200,
      level: 'II',
      aql: 0.65,
      codeLetter: 'J',
      planLetter: 'J',
      sampleSize: 80,
      ac: 1,
      re: 2,
      inspectAll: false,
    });
    // An arrow down to a sample larger than the lot: every piece.
    const small = await w.api(w.a.admin).get(url('lotQty=5&level=II&aql=1.0'));
    expect(small.body).toMatchObject({ codeLetter: 'A', planLetter: 'E', sampleSize: 5, inspectAll: true });
    const special = await w.api(w.a.admin).get(url('lotQty=10000&level=S-3&aql=2.5'));
    expect(special.body).toMatchObject({ codeLetter: 'F', sampleSize: 20, ac: 1, re: 2 });
  });

  it('is open to a vendor and to users with any one of the three policies', async () => {
    const vendor = w.a.suppliers[0]!.vendor.token;
    expect((await w.api(vendor).get(url('lotQty=50&level=II&aql=2.5'))).status).toBe(200);
    for (const p of [IIF.PartNoConfirm.name, IIF.AdminFormOverview.name, IIF.VendorFormOverview.name]) {
      const token = await w.a.userWith([p]);
      expect((await w.api(token).get(url('lotQty=50&level=II&aql=2.5'))).status, p).toBe(200);
    }
  });

  it('refuses bad input with 400 and the member named', async () => {
    const bad: Array<[string, string]> = [
      ['level=II&aql=1', 'lotQty'],
      ['lotQty=&level=II&aql=1', 'lotQty'],
      ['lotQty=-3&level=II&aql=1', 'lotQty'],
      ['lotQty=0&level=II&aql=1', 'lotQty'],
      ['lotQty=2.5&level=II&aql=1', 'lotQty'],
      ['lotQty=ten&level=II&aql=1', 'lotQty'],
      ['lotQty=99999999999999999999&level=II&aql=1', 'lotQty'],
      ['lotQty=10&level=IV&aql=1', 'level'],
      ['lotQty=10&aql=1', 'level'],
      ['lotQty=10&level=II&aql=0.3', 'aql'],
      ['lotQty=10&level=II&aql=abc', 'aql'],
      ['lotQty=10&level=II', 'aql'],
    ];
    for (const [q, member] of bad) {
      const error = expectError(await w.api(w.a.admin).get(url(q)), 400);
      expect(
        error.validationErrors?.flatMap((v) => v.members),
        q,
      ).toContain(`querystring.${member}`);
    }
  });

  it('names the AQL series in the reader’s language', async () => {
    const res = await w
      .api(w.a.admin, null, { 'accept-language': 'zh-Hans' })
      .get(url('lotQty=10&level=II&aql=0.3'));
    const error = expectError(res, 400);
    expect(error.validationErrors?.[0]?.message).toMatch(/0\.65.*2\.5/);
    expect(error.validationErrors?.[0]?.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('401 anonymous, 403 without the policies', async () => {
    expectError(await w.api(null, w.a).get(url('lotQty=10&level=II&aql=1')), 401);
    const other = await w.a.userWith([Policies.LetterOfRecognition.VendorLetterOverview.name]);
    expectError(await w.api(other).get(url('lotQty=10&level=II&aql=1')), 403);
  });
});
