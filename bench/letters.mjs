// Letters benchmark: `npm run bench:letters` (no build: the approved-PDF code is imported from
// source through tsx, the same code the server bundles).
//
// A letter of BENCH_LETTER_FILES (default 20) files holding BENCH_LETTER_PAGES (default 200) pages
// in all, made here with pdfkit: PDFs of 1 to 25 pages, three in four with Chinese and English text,
// a table and a drawing per page (every one embeds its own Noto Sans SC subset, as suppliers' PDFs
// embed their fonts), every fourth a scan (a JPEG per page), plus pictures: two JPEG scans and two
// PNG photos. The scans are a report page rendered by poppler's pdftoppm at 100 dpi when it is
// installed, else a small built-in JPEG. The files are written to a local blob store first; the
// seal is what `sealApprovedPdf` does after its database reads: read every file back from the
// store, merge (cover and contents by pdfkit, every page copied and stamped by pdf-lib), hash,
// and write the result to the store. Prints wall ms and CPU ms (process.cpuUsage) of the seal,
// and the resident-set growth: VmHWM (reset through /proc/self/clear_refs) minus VmRSS before one
// seal, after a warm-up seal of a small letter (font read, code compiled) and a full garbage
// collection (`--expose-gc`). Targets: seal <= 3,000 ms, RSS growth <= 200 MB. Each timed seal
// runs BENCH_RUNS (default 2) times; the fastest counts. Writes bench/results/letters.json; with
// BENCH_LETTERS_PDF=<path> also the approved PDF. A missed target prints MISS and exits 0;
// failures exit 1.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { RESULTS_DIR, round } from './lib.mjs';

const FILES = Number.parseInt(process.env.BENCH_LETTER_FILES ?? '', 10) || 20;
const PAGES = Number.parseInt(process.env.BENCH_LETTER_PAGES ?? '', 10) || 200;
const RUNS = Number.parseInt(process.env.BENCH_RUNS ?? '', 10) || 2;
const TARGETS = { sealMs: 3000, rssMb: 200 };

const { createPdf, pdfBuffer, FONT } = await import('../apps/server/src/platform/documents/index.ts');
const { mergeApprovedPdf } = await import('../apps/server/src/modules/letters/approved-pdf/merge.ts');
const { JPEG_48X32, pngImage } = await import('../apps/server/src/modules/letters/files/sample-files.ts');
const { LocalDiskStore } = await import('../apps/server/src/platform/storage/local-disk-store.ts');

async function timed(step) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await step();
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { value, wallMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const statusKb = (field) => {
  const m = new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(readFileSync('/proc/self/status', 'utf8'));
  return m ? Number(m[1]) : undefined;
};

function resetHighWaterMark() {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

/** A supplier's report: `pages` A4 pages of text, a table and a drawing. */
async function reportPdf(title, pages) {
  const doc = createPdf({ size: 'A4', margin: 0, bold: true });
  for (let p = 1; p <= pages; p++) {
    if (p > 1) doc.addPage();
    doc.font(FONT.bold).fontSize(16).text(`${title} 检测报告 Test report`, 50, 50, { lineBreak: false });
    doc.font(FONT.regular).fontSize(9);
    doc.text(
      `第 ${p} 页 / Page ${p}. 样品按 IEC 62321 测定镉、铅、汞、六价铬、多溴联苯、多溴二苯醚及四种邻苯二甲酸酯。` +
        'Samples were tested for Cd, Pb, Hg, Cr(VI), PBBs, PBDEs and four phthalates; results are below the limits of ' +
        'Directive (EU) 2015/863. '.repeat(3),
      50,
      80,
      { width: 495 },
    );
    for (let r = 0; r < 14; r++) {
      const y = 200 + r * 22;
      doc.rect(50, y, 495, 22).lineWidth(0.5).stroke();
      doc.text(`${r + 1}  Item ${r + 1} 项目  ${(r * 7.3) % 100} mg/kg  ND  PASS 合格`, 56, y + 6, {
        lineBreak: false,
      });
    }
    doc.circle(300, 620, 80).lineWidth(1).stroke();
    doc
      .moveTo(150, 620)
      .lineTo(450, 620)
      .moveTo(300, 500)
      .lineTo(300, 740)
      .dash(4, { space: 3 })
      .stroke()
      .undash();
  }
  return pdfBuffer(doc);
}

/** A scanned page as a JPEG (poppler renders a report page at 100 dpi), or the small JPEG without it. */
function scanJpeg(pdf, dir, name) {
  try {
    const base = path.join(dir, name);
    writeFileSync(`${base}.pdf`, pdf);
    execFileSync(
      'pdftoppm',
      ['-jpeg', '-r', '100', '-singlefile', '-f', '1', '-l', '1', `${base}.pdf`, base],
      {
        stdio: 'ignore',
      },
    );
    return { bytes: readFileSync(`${base}.jpg`), poppler: true };
  } catch {
    return { bytes: JPEG_48X32, poppler: false };
  }
}

/** A scanned report: every page one JPEG, as a lab's scanner makes it. */
async function scannedPdf(jpeg, pages) {
  const doc = createPdf({ size: 'A4', margin: 0 });
  for (let p = 1; p <= pages; p++) {
    if (p > 1) doc.addPage();
    doc.image(jpeg, 0, 0, { fit: [doc.page.width, doc.page.height], align: 'center', valign: 'center' });
  }
  return pdfBuffer(doc);
}

/**
 * The letter's files: FILES - 4 PDFs sharing PAGES - 4 pages (every fourth one a scan, a JPEG per
 * page), two JPEG scans and two PNG photos.
 */
async function makeFiles(dir) {
  const pdfCount = Math.max(1, FILES - 4);
  const pdfPages = Math.max(pdfCount, PAGES - (FILES - pdfCount));
  const scan = scanJpeg(await reportPdf('Scan', 1), dir, 'scan');
  const files = [];
  let left = pdfPages;
  for (let i = 0; i < pdfCount; i++) {
    const pages =
      i === pdfCount - 1 ? left : Math.max(1, Math.min(left - (pdfCount - 1 - i), 1 + ((i * 7) % 25)));
    left -= pages;
    const scanned = i % 4 === 3;
    const bytes = scanned ? await scannedPdf(scan.bytes, pages) : await reportPdf(`R${i + 1}`, pages);
    files.push({ name: `${scanned ? 'scanned' : 'report'}-${i + 1}.pdf`, ext: 'pdf', bytes, pages, scanned });
  }
  for (let i = 0; i < FILES - pdfCount; i++) {
    if (i % 2 === 0) files.push({ name: `scan-${i + 1}.jpg`, ext: 'jpg', bytes: scan.bytes, pages: 1 });
    else files.push({ name: `photo-${i + 1}.png`, ext: 'png', bytes: pngImage(640, 480), pages: 1 });
  }
  return { files, poppler: scan.poppler };
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** The letter as the seal's database reads give it, with one item per file. */
function letterData(files) {
  const now = new Date();
  const items = files.map((f, i) => ({
    itemCode: `ITEM_${i + 1}`,
    nameEn: `Check item ${i + 1}`,
    nameZhHans: `检查项目 ${i + 1}`,
    required: true,
    files: [],
  }));
  return {
    letter: {
      letterNo: 'CRS-202600123',
      revision: 1,
      letterType: 'Part',
      otherType: null,
      partNo: '201-000456-00',
      partName: '外壳',
      spec: 'PC+ABS 黑色',
      drawingRev: 'B',
      manufacturer: 'Acme Plastics',
      mpn: 'AP-456-B',
      conclusion: 'Approved',
      conditions: null,
      deviationUntil: null,
      validFrom: now.toISOString().slice(0, 10),
      validTo: '2027-03-31',
    },
    company: 'demo',
    supplierCode: 'V1001',
    supplierName: '深圳华强电子',
    timeZone: 'Asia/Shanghai',
    items,
    submitted: { name: 'Vendor Wang', time: now },
    initialCheck: { name: 'DC Li', time: now },
  };
}

async function readAll(store, key) {
  const chunks = [];
  for await (const chunk of await store.get(key)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** One seal: read the files from the store, merge and stamp, hash, store the result. */
async function seal(store, data, stored) {
  const sources = [];
  for (const [i, item] of data.items.entries()) {
    const f = stored[i];
    if (!f) break;
    sources.push({
      item,
      file: { fileName: f.name, ext: f.ext, version: 1, docValidTo: null, sha256: f.sha256 },
      bytes: await readAll(store, f.key),
    });
  }
  const approver = { name: '张工 Zhang', time: new Date() };
  const merged = await mergeApprovedPdf({
    data,
    approver,
    conclusion: 'Approved',
    sources,
    stamp: {
      title: 'APPROVED / 已承认',
      line: `2026-03-02  ${approver.name}`,
      letterNo: data.letter.letterNo,
    },
  });
  const bytes = Buffer.from(merged.bytes.buffer, merged.bytes.byteOffset, merged.bytes.byteLength);
  const hash = sha256(bytes);
  await store.put(`sealed/${hash.slice(0, 16)}`, Readable.from([bytes]));
  return { bytes, pages: merged.pages, mergedPages: merged.mergedPages, sha256: hash };
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-letters-'));
  try {
    const store = new LocalDiskStore(path.join(dir, 'files'));
    const made = await timed(() => makeFiles(dir));
    const { files, poppler } = made.value;
    const stored = [];
    for (const f of files) {
      const key = `inputs/${f.name.replace(/[^A-Za-z0-9.-]/g, '_')}`;
      await store.put(key, Readable.from([f.bytes]));
      stored.push({ ...f, key, sha256: sha256(f.bytes) });
    }
    const inputPages = files.reduce((n, f) => n + f.pages, 0);
    const inputMb = files.reduce((n, f) => n + f.bytes.length, 0) / 1048576;
    const data = letterData(stored);

    // Warm-up: a two-file letter (reads the fonts, compiles the code paths).
    const warm = await timed(() => seal(store, letterData(stored.slice(0, 2)), stored.slice(0, 2)));

    global.gc?.();
    const baselineKb = statusKb('VmRSS');
    const hwmReset = resetHighWaterMark();
    const once = await seal(store, data, stored);
    const peakKb = hwmReset ? statusKb('VmHWM') : Math.max(statusKb('VmRSS') ?? 0, baselineKb ?? 0);
    if (once.mergedPages !== inputPages)
      throw new Error(`merged ${once.mergedPages} pages of ${inputPages}: a file was left out`);

    let best;
    for (let i = 0; i < RUNS; i++) {
      global.gc?.();
      const run = await timed(() => seal(store, data, stored));
      if (!best || run.wallMs < best.wallMs) best = run;
    }
    const rssGrowthMb = ((peakKb ?? 0) - (baselineKb ?? 0)) / 1024;
    const verdict = (ok) => (ok ? 'PASS' : 'MISS');
    const pass = { seal: best.wallMs <= TARGETS.sealMs, rss: rssGrowthMb <= TARGETS.rssMb };

    console.log(
      `machine    load average ${loadavg()
        .map((l) => round(l, 1))
        .join(' / ')} (1 / 5 / 15 min)`,
    );
    console.log(
      `inputs     ${files.length} files, ${inputPages} pages, ${round(inputMb, 2)} MB ` +
        `(${files.filter((f) => f.ext === 'pdf').length} PDFs of which ${files.filter((f) => f.scanned).length} scanned, ` +
        `${files.filter((f) => f.ext !== 'pdf').length} pictures; ` +
        `JPEG scans ${poppler ? 'by pdftoppm' : 'small built-in'}), made in ${round(made.wallMs, 0)} ms`,
    );
    console.log(`warm-up    two-file letter (fonts read, cold code): ${round(warm.wallMs, 0)} ms`);
    console.log(
      `seal       read ${files.length} files + cover/contents + merge + stamp ${once.mergedPages} pages + SHA-256 + store: ` +
        `${round(best.wallMs, 0)} ms wall, ${round(best.cpuMs, 0)} ms CPU, ${best.value.pages} pages, ` +
        `${round(best.value.bytes.length / 1048576, 2)} MB  (target <= ${TARGETS.sealMs} ms) ${verdict(pass.seal)}`,
    );
    console.log(
      `memory     RSS growth, one seal: ${round(rssGrowthMb, 1)} MB (${hwmReset ? 'VmHWM' : 'sampled VmRSS'}; ` +
        `baseline ${round((baselineKb ?? 0) / 1024, 0)} MB)  (target <= ${TARGETS.rssMb} MB) ${verdict(pass.rss)}`,
    );

    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(
      path.join(RESULTS_DIR, 'letters.json'),
      JSON.stringify(
        {
          files: files.length,
          inputPages,
          inputMb: round(inputMb, 2),
          outputPages: best.value.pages,
          outputMb: round(best.value.bytes.length / 1048576, 3),
          warmUpMs: round(warm.wallMs, 0),
          seal: { wallMs: round(best.wallMs, 0), cpuMs: round(best.cpuMs, 0) },
          rssGrowthMb: round(rssGrowthMb, 1),
          loadAverage: loadavg()[0],
          targets: TARGETS,
          pass,
        },
        null,
        2,
      ) + '\n',
    );
    if (process.env.BENCH_LETTERS_PDF) writeFileSync(process.env.BENCH_LETTERS_PDF, best.value.bytes);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error('bench:letters failed:', err);
  process.exit(1);
});
