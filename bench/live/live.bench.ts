// Live updates: event latency from a committed stock-in to a second client's stream (PGlite, and two
// nodes on one PostgreSQL), and idle streams one node holds. Run: npx tsx bench/live/live.bench.ts
import { readFileSync } from 'node:fs';
import { callApi, signInAt } from '../../tests/support/api-client';
import { openLiveStream } from '../../tests/support/live-stream-client';
import { createDatabase, startPostgresCluster } from '../../tests/support/postgres-cluster';
import { startServerProcess, type ServerProcess } from '../../tests/support/server-process';

const WRITES = Number(process.env.LIVE_WRITES ?? 200);
const IDLE = Number(process.env.LIVE_IDLE_STREAMS ?? 1000);

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
};
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `p50 ${pct(s, 50).toFixed(1)} ms, p95 ${pct(s, 95).toFixed(1)} ms, max ${s[s.length - 1].toFixed(1)} ms`;
};

/** Stock-ins through `writer`; the time until the stream on `reader` hears each (one write at a time). */
async function latency(
  writer: ServerProcess,
  reader: ServerProcess,
): Promise<{ fromSend: number[]; fromAnswer: number[] }> {
  const token = (await signInAt(writer.url, 'admin')).body.access_token as string;
  const stream = await openLiveStream(reader.url, token);
  await stream.waitFor((m) => m.event === 'ready');
  const fromSend: number[] = [];
  const fromAnswer: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    const heardBefore = stream.received.filter((m) => m.event === 'stock').length;
    const sent = performance.now();
    const heard = stream
      .waitFor(() => stream.received.filter((m) => m.event === 'stock').length > heardBefore, 10_000)
      .then(() => performance.now());
    const res = await callApi(writer.url, 'POST', '/api/sklad/inventory/', {
      token,
      headers: { 'idempotency-key': `bench-live-${Date.now()}-${i}` },
      body: {
        products: [{ code: 'ZAH0010', amount: 1 }],
        location_name: 'A-01-1',
        source: 'Sklad',
        shoptet_sync: true,
      },
    });
    const answered = performance.now();
    if (res.status !== 200) throw new Error(`stock-in failed: ${JSON.stringify(res.body)}`);
    const at = await heard;
    fromSend.push(at - sent);
    fromAnswer.push(at - answered);
  }
  stream.close();
  return { fromSend, fromAnswer };
}

async function idleStreams(node: ServerProcess): Promise<string[]> {
  const lines: string[] = [];
  const token = (await signInAt(node.url, 'admin')).body.access_token as string;
  const before = rssMb(node.pid);
  lines.push(`| before any stream | ${before} MB |`);
  const streams = [];
  for (let i = 0; i < IDLE; i += 50) {
    streams.push(
      ...(await Promise.all(Array.from({ length: Math.min(50, IDLE - i) }, () => openLiveStream(node.url, token)))),
    );
  }
  await Promise.all(streams.map((s) => s.waitFor((m) => m.event === 'ready', 60_000)));
  lines.push(`| ${IDLE} streams open | ${rssMb(node.pid)} MB |`);
  for (let t = 1; t <= 6; t++) {
    await new Promise((r) => setTimeout(r, 10_000));
    lines.push(`| idle ${t * 10} s | ${rssMb(node.pid)} MB |`);
  }
  const started = performance.now();
  await callApi(node.url, 'POST', '/api/sklad/inventory/', {
    token,
    headers: { 'idempotency-key': `bench-live-fanout-${Date.now()}` },
    body: { products: [{ code: 'ZAH0010', amount: 1 }], location_name: 'A-01-1', source: 'Sklad', shoptet_sync: true },
  });
  await Promise.all(streams.map((s) => s.waitFor((m) => m.event === 'stock', 60_000)));
  lines.push(
    `| one stock-in heard by all ${IDLE} | ${(performance.now() - started).toFixed(0)} ms after it was sent |`,
  );
  streams.forEach((s) => s.close());
  await new Promise((r) => setTimeout(r, 2000));
  lines.push(`| streams closed (2 s later) | ${rssMb(node.pid)} MB |`);
  return lines;
}

const out: string[] = [];
const pglite = await startServerProcess();
try {
  const r = await latency(pglite, pglite);
  out.push(
    `PGlite, one node: request sent → event on the other stream: ${summary(r.fromSend)}; after the answer: ${summary(r.fromAnswer)}`,
  );
  out.push(...(await idleStreams(pglite)));
} finally {
  await pglite.stop();
}
const cluster = await startPostgresCluster();
if (cluster) {
  const databaseUrl = createDatabase(cluster.url, `sklad_live_bench_${process.pid}`);
  const a = await startServerProcess({ databaseUrl });
  const b = await startServerProcess({ databaseUrl, demo: false });
  try {
    const r = await latency(a, b);
    out.push(
      `PostgreSQL, written on node A, heard on node B: request sent → event: ${summary(r.fromSend)}; after the answer: ${summary(r.fromAnswer)}`,
    );
  } finally {
    await a.stop();
    await b.stop();
    cluster.stop();
  }
}
console.log(out.join('\n'));
