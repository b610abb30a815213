// Time from a code appearing in the camera's video to the stock-in screen showing it, in the real
// app: `npx tsx bench/decode/app-latency.ts [products] [blur sigmas…]`. Builds the app into a
// temporary dist, starts the real server (in-memory PGlite, demo data), and for each blur (0 =
// sharp; default 0 and 1.1) signs in on a phone-sized Chromium whose fake camera films a location
// label and then `products` EAN-13 labels (blurred by that Gaussian sigma in px), opens
// /products/add, and starts the camera by the screen's button. Prints Markdown for RESULTS.md.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRuntime } from '../../server/runtime';
import {
  cameraProducts,
  installProbe,
  openStockInWithCamera,
  readProbe,
  startCamera,
  stockInScript,
} from '../../tests/e2e/support/fake-camera-stock-in';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const productCount = Number(process.argv[2] ?? 20);
const blurs = process.argv.length > 3 ? process.argv.slice(3).map(Number) : [0, 1.1];
const HOLD_SECONDS = 2;
// 4.2 s a round: the label appears 200 ms later in the 500 ms frame cycle each round, so the rounds
// sample every phase of the cycle instead of drifting through a few
const GAP_SECONDS = 2.2;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const dist = await mkdtemp(join(tmpdir(), 'sklad-latency-dist-'));
const build = spawnSync(
  process.execPath,
  [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  },
);
if (build.status !== 0) throw new Error('vite build failed');
const runtime = await startRuntime({ memory: true, demo: true, port: 0, host: '0.0.0.0', distDir: dist });
const products = cameraProducts(productCount);
try {
  for (const blurSigma of blurs) {
    const script = await stockInScript(products, HOLD_SECONDS, GAP_SECONDS, blurSigma);
    const app = await openStockInWithCamera(runtime, script);
    try {
      console.log(`\n### Product labels ${blurSigma > 0 ? `blurred (Gaussian, sigma ${blurSigma} px)` : 'sharp'}\n`);
      await installProbe(app.page);
      await startCamera(app.page);
      // the video plays from the start when the camera opens; one pass plus a margin
      const videoSeconds = script.scenes.reduce((s, x) => s + x.seconds, 0);
      await app.page.waitForTimeout((videoSeconds + 3) * 1000);
      const probe = await readProbe(app.page);
      const rounds: Array<{ label: string; ms: number | null; decodedMs: number | null }> = [];
      // pair each appearance with the first change of the screen before the next appearance
      const firstPass = probe.appeared.slice(0, script.labels.length);
      firstPass.forEach((at, i) => {
        const next = probe.appeared[i + 1] ?? Infinity;
        const change = probe.changes.find((c) => c.at >= at && c.at < next);
        const flash = probe.flashes.find((f) => f >= at && f < next);
        rounds.push({
          label: script.labels[i],
          ms: change ? change.at - at : null,
          decodedMs: flash === undefined ? null : flash - at,
        });
      });
      const read = rounds.filter((r) => r.ms !== null).map((r) => r.ms!);
      const location = rounds[0];
      const eans = rounds
        .slice(1)
        .filter((r) => r.ms !== null)
        .map((r) => r.ms!);
      console.log(
        `Run ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model} (load average ${loadavg()[0].toFixed(1)}), ${products.length} EAN labels after one location label, each held ${HOLD_SECONDS} s after ${GAP_SECONDS} s of empty desk.`,
      );
      console.log(`appearances seen: ${probe.appeared.length}, screen changes: ${probe.changes.length}`);
      console.log(
        '\n| labels | reached the screen | median ms | p95 ms | min ms | max ms |\n|---|---:|---:|---:|---:|---:|',
      );
      const row = (name: string, v: number[], of: number) =>
        `| ${name} | ${v.length}/${of} | ${v.length ? percentile(v, 50).toFixed(0) : '–'} | ${v.length ? percentile(v, 95).toFixed(0) : '–'} | ${v.length ? Math.min(...v).toFixed(0) : '–'} | ${v.length ? Math.max(...v).toFixed(0) : '–'} |`;
      console.log(row('location (Code 128) → location chip', location.ms === null ? [] : [location.ms], 1));
      console.log(row('product EAN-13 → line in the list', eans, rounds.length - 1));
      console.log(row('all', read, rounds.length));
      const decoded = rounds.filter((r) => r.decodedMs !== null).map((r) => r.decodedMs!);
      console.log(row('all, to the panel\'s "scanned" flash (code handed to the screen)', decoded, rounds.length));
      console.log(
        '\nper round (to the flash / to the screen, ms):',
        rounds
          .map(
            (r) =>
              `${r.label}: ${r.decodedMs === null ? '–' : r.decodedMs.toFixed(0)} / ${r.ms === null ? 'missed' : r.ms.toFixed(0)}`,
          )
          .join(', '),
      );
      console.log('page errors:', app.errors);
      // the frames decoded from each appearance to its flash: ms after the appearance, pass, codes found
      firstPass.forEach((at, i) => {
        const next = probe.appeared[i + 1] ?? Infinity;
        const flash = probe.flashes.find((f) => f >= at && f < next) ?? next;
        const frames = probe.decodes.filter((d) => d.at >= at - 600 && d.at <= flash);
        console.log(
          `${script.labels[i]}: ` +
            frames
              .map(
                (d) =>
                  `${(d.at - at).toFixed(0)}ms ${d.effort} ${d.width}×${d.height} ${d.done ? (d.done - d.at).toFixed(0) : '?'}ms →${d.found}`,
              )
              .join(', '),
        );
      });
    } finally {
      await app.close();
    }
  }
} finally {
  await runtime.close();
  await rm(dist, { recursive: true, force: true });
}
