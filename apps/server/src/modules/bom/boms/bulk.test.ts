import { BomLimits } from '@sp/contracts';
import { describe, expect, it } from 'vitest';
import { useWorld } from '../../../../test/world.js';
import { addParts, BOM, header, line } from './test-fixtures.js';

const w = useWorld({ prefix: 'bom-bulk' });

describe('a BOM of 5,000 lines', () => {
  it('is created, saved again and submitted with every check; the figures are printed', async () => {
    const names = Array.from({ length: BomLimits.lines }, (_, i) => `C${i}`);
    const p = await addParts(w, w.a, 'BULK', ['P', ...names]);
    const lines = names.map((n, i) => line(p[n]!, 1 + (i % 7), { lineNo: i + 1 }));
    const v = w.api(w.a.suppliers[0]!.vendor.token);

    let started = performance.now();
    const made = await v.post(BOM, header(p.P!, lines));
    const createMs = performance.now() - started;
    expect(made.status, JSON.stringify(made.body).slice(0, 500)).toBe(200);
    expect(made.body.lineCount).toBe(BomLimits.lines);
    expect(made.body.lines).toHaveLength(BomLimits.lines);
    expect(made.body.lines[4999]).toMatchObject({
      lineNo: 5000,
      childPartNo: p.C4999,
      qtyPer: 1 + (4999 % 7),
    });

    started = performance.now();
    const saved = await v.put(`${BOM}/${made.body.id}`, {
      effectiveFrom: '2026-01-01',
      concurrencyStamp: made.body.concurrencyStamp,
      lines: lines.slice(1),
    });
    const updateMs = performance.now() - started;
    expect(saved.status).toBe(200);
    expect(saved.body.lineCount).toBe(BomLimits.lines - 1);

    started = performance.now();
    const submitted = await v.post(`${BOM}/${made.body.id}/submit`, {});
    const submitMs = performance.now() - started;
    expect(submitted.status, JSON.stringify(submitted.body).slice(0, 500)).toBe(200);

    // Q contains P (submitted); a BOM for C7 (one of P's 5,000 children) containing Q closes a loop.
    const q = await addParts(w, w.a, 'BULKQ', ['Q']);
    const qBom = await v.post(BOM, header(q.Q!, [line(p.P!, 1, { lineNo: 10 })]));
    expect((await v.post(`${BOM}/${qBom.body.id}/submit`, {})).status).toBe(200);
    started = performance.now();
    const loop = await v.post(BOM, header(p.C7!, [line(q.Q!, 1, { lineNo: 10 })]));
    const cycleMs = performance.now() - started;
    expect(loop.status).toBe(400);
    expect(loop.body.error.validationErrors[0].message).toContain(`${p.C7} → ${q.Q} → ${p.P} → ${p.C7}`);

    console.log(
      `BOM of ${BomLimits.lines} lines (${w.server.database.kind}): create ${createMs.toFixed(0)} ms, save ${updateMs.toFixed(0)} ms, ` +
        `submit (checks again) ${submitMs.toFixed(0)} ms; a cycle found through it ${cycleMs.toFixed(0)} ms`,
    );
  }, 120_000);
});
