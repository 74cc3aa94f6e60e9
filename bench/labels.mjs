// Labels benchmark: `npm run bench:labels` (no build: the label engine is imported from source
// through tsx, the same code the server bundles).
//
// A delivery of BENCH_CARTONS (default 1,000) outer cartons: five lines, each packed with
// computePacking (8 inner boxes per carton, 40 cartons per pallet), every label made with
// labelsFromPlan and its ISO/IEC 15434 payload built (inner, outer and pallet labels). Then the
// cartons' outer labels (default template, 100 x 70 mm, zh-Hans) as ONE PDF and as ZPL.
// Prints wall ms and CPU ms (process.cpuUsage, user + system) of each step, and the resident-set
// growth: VmHWM (the kernel's high-water mark, reset through /proc/self/clear_refs before the
// steps) minus VmRSS before them, measured on one delivery after the warm-up and a full garbage
// collection (`--expose-gc`), before the timed runs. Targets: PDF <= 2,000 ms, ZPL <= 200 ms, RSS growth <= 150 MB.
// A one-label warm-up first reads the 10 MB font (once per process in the server too); its time
// is printed separately. Each step runs BENCH_RUNS (default 2) times; the fastest counts.
// Writes bench/results/labels.json. A missed target prints MISS and exits 0; failures exit 1.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { RESULTS_DIR, round } from './lib.mjs';

const CARTONS = Number.parseInt(process.env.BENCH_CARTONS ?? '', 10) || 1000;
const RUNS = Number.parseInt(process.env.BENCH_RUNS ?? '', 10) || 2;
const LINES = 5;
const TARGETS = { pdfMs: 2000, zplMs: 200, rssMb: 150 };

const contracts = await import('@sp/contracts');
const render = await import('../apps/server/src/modules/vendor-labels/render/index.ts');
const { computePacking, labelsFromPlan, buildPayload, buildSscc, defaultTemplates } = contracts;
const { renderLabelsPdf, renderLabelsZpl, sampleLabels } = render;

/** Wall and CPU time of a step. */
async function timed(step) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await step();
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { value, wallMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

async function best(step) {
  let fastest;
  for (let i = 0; i < RUNS; i++) {
    const run = await timed(step);
    if (!fastest || run.wallMs < fastest.wallMs) fastest = run;
  }
  return fastest;
}

const statusKb = (field) => {
  const m = new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(readFileSync('/proc/self/status', 'utf8'));
  return m ? Number(m[1]) : undefined;
};

/** Resets VmHWM to the current RSS; false where the kernel does not allow it. */
function resetHighWaterMark() {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

const {
  unit,
  vendorCode,
  vendorName,
  partName,
  spec,
  supplierPartNo,
  mpn,
  dateCode,
  mfgDate,
  poNo,
  deliveryNo,
} = sampleLabels.Outer;

/** Packing and labels of the whole delivery, every label's payload built. */
function packDelivery() {
  const perLine = Math.ceil(CARTONS / LINES);
  let serial = 0;
  const all = { inners: [], outers: [], pallets: [] };
  for (let line = 1; line <= LINES; line++) {
    const cartons = Math.min(perLine, CARTONS - perLine * (line - 1));
    const plan = computePacking({
      quantity: cartons * 8 * 2_500,
      mpq: 2_500,
      innersPerOuter: 8,
      outersPerPallet: 40,
    });
    const labels = labelsFromPlan(
      plan,
      {
        partNo: `101-000${120 + line}-00`,
        partName,
        spec,
        supplierPartNo,
        mpn,
        unit,
        lotNo: `L250318${String.fromCharCode(64 + line)}`,
        dateCode,
        mfgDate,
        poNo,
        poLine: line * 10,
        vendorCode,
        vendorName,
        deliveryNo,
        countryOfOrigin: 'CN',
        msl: '3',
        rohs: true,
      },
      {
        inner: (n) => `I2503180${line}${String(n).padStart(5, '0')}`,
        outer: (n) => `O2503180${line}${String(n).padStart(4, '0')}`,
        pallet: () => buildSscc({ extension: 0, companyPrefix: '6901234', serial: ++serial }),
      },
    );
    for (const level of ['inners', 'outers', 'pallets']) all[level].push(...labels[level]);
  }
  let payloadBytes = 0;
  for (const label of [...all.inners, ...all.outers, ...all.pallets])
    payloadBytes += buildPayload(label, 'ISO15434_06').length;
  return { ...all, payloadBytes };
}

async function main() {
  const warm = await timed(() =>
    renderLabelsPdf([sampleLabels.Outer], defaultTemplates.Outer, { culture: 'zh-Hans' }),
  );
  // Memory first, before the timed runs grow the heap: after a full collection, one delivery is
  // packed and printed as PDF and ZPL; growth = VmHWM (reset first) - VmRSS before.
  global.gc?.();
  const baselineKb = statusKb('VmRSS');
  const hwmReset = resetHighWaterMark();
  {
    const once = packDelivery();
    await renderLabelsPdf(once.outers, defaultTemplates.Outer, { culture: 'zh-Hans' });
    renderLabelsZpl(once.outers, defaultTemplates.Outer, { culture: 'zh-Hans' });
  }
  const peakKb = hwmReset ? statusKb('VmHWM') : Math.max(statusKb('VmRSS') ?? 0, baselineKb ?? 0);

  const pack = await best(() => packDelivery());
  const { inners, outers, pallets } = pack.value;
  if (outers.length !== CARTONS) throw new Error(`packed ${outers.length} cartons, not ${CARTONS}`);
  const pdf = await best(() => renderLabelsPdf(outers, defaultTemplates.Outer, { culture: 'zh-Hans' }));
  const zpl = await best(() => renderLabelsZpl(outers, defaultTemplates.Outer, { culture: 'zh-Hans' }));
  const blocks = zpl.value.match(/\^XA/g)?.length ?? 0;
  if (blocks !== CARTONS) throw new Error(`ZPL has ${blocks} labels, not ${CARTONS}`);

  const rssGrowthMb = ((peakKb ?? 0) - (baselineKb ?? 0)) / 1024;
  const verdict = (ok) => (ok ? 'PASS' : 'MISS');
  const pass = {
    pdf: pdf.wallMs <= TARGETS.pdfMs,
    zpl: zpl.wallMs <= TARGETS.zplMs,
    rss: rssGrowthMb <= TARGETS.rssMb,
  };

  // Wall time on a shared machine stretches with its load; CPU time much less: both are printed.
  console.log(
    `machine    load average ${loadavg()
      .map((l) => round(l, 1))
      .join(' / ')} (1 / 5 / 15 min)`,
  );
  console.log(`labels     first label (font read, cold): ${round(warm.wallMs, 0)} ms`);
  console.log(
    `packing    ${CARTONS} cartons in ${LINES} lines -> ${inners.length} inner, ${outers.length} outer, ${pallets.length} pallet labels ` +
      `+ ISO 15434 payloads: ${round(pack.wallMs, 0)} ms wall, ${round(pack.cpuMs, 0)} ms CPU`,
  );
  console.log(
    `pdf        ${CARTONS} outer labels 100x70 mm, zh-Hans: ${round(pdf.wallMs, 0)} ms wall, ${round(pdf.cpuMs, 0)} ms CPU, ` +
      `${round(pdf.value.length / 1024 / 1024, 2)} MB  (target <= ${TARGETS.pdfMs} ms) ${verdict(pass.pdf)}`,
  );
  console.log(
    `zpl        ${CARTONS} outer labels at 203 dpi: ${round(zpl.wallMs, 0)} ms wall, ${round(zpl.cpuMs, 0)} ms CPU, ` +
      `${round(zpl.value.length / 1024, 0)} KB  (target <= ${TARGETS.zplMs} ms) ${verdict(pass.zpl)}`,
  );
  console.log(
    `memory     RSS growth, one delivery packed + PDF + ZPL: ${round(rssGrowthMb, 1)} MB (${hwmReset ? 'VmHWM' : 'sampled VmRSS'}; ` +
      `baseline ${round((baselineKb ?? 0) / 1024, 0)} MB)  (target <= ${TARGETS.rssMb} MB) ${verdict(pass.rss)}`,
  );

  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(
    path.join(RESULTS_DIR, 'labels.json'),
    JSON.stringify(
      {
        cartons: CARTONS,
        labels: { inner: inners.length, outer: outers.length, pallet: pallets.length },
        coldFirstLabelMs: round(warm.wallMs, 0),
        packing: { wallMs: round(pack.wallMs, 0), cpuMs: round(pack.cpuMs, 0) },
        pdf: {
          wallMs: round(pdf.wallMs, 0),
          cpuMs: round(pdf.cpuMs, 0),
          mb: round(pdf.value.length / 1048576, 3),
        },
        zpl: {
          wallMs: round(zpl.wallMs, 0),
          cpuMs: round(zpl.cpuMs, 0),
          kb: round(zpl.value.length / 1024, 0),
        },
        rssGrowthMb: round(rssGrowthMb, 1),
        loadAverage: loadavg()[0],
        targets: TARGETS,
        pass,
      },
      null,
      2,
    ) + '\n',
  );
  if (process.env.BENCH_LABELS_PDF) writeFileSync(process.env.BENCH_LABELS_PDF, pdf.value);
}

main().catch((err) => {
  console.error('bench:labels failed:', err);
  process.exit(1);
});
