// Label printing: (1) generate_v2 of 500 product labels and of 500 location labels (A4 sheets) through the
// real HTTP stack: time and memory; (2) request_v2 → the job's PDF in a private CUPS spool, through the real
// print agent (long poll, IPP Print-Job): p50/p95 over 30 jobs. Run: npx tsx bench/printing/labels.ts
// Results are copied by hand into RESULTS.md.
import { connectAgent, printApiAs } from '../../server/printing/printing-test-support';
import { cupsAvailable, startPrivateCups } from '../../tests/support/private-cups';
import { startTestServer } from '../../tests/support/test-server';

if (!cupsAvailable()) throw new Error('needs root and cupsd/lpadmin (cups-daemon, cups-client)');
const server = await startTestServer();
const cups = await startPrivateCups(['Labels']);
const admin = await printApiAs(server, 'admin', 101);
const agent = await connectAgent(server, admin, [{ identifier: 'Zebra', name: 'Zebra', uri: cups.uriOf('Labels') }]);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const codes = (
  await server.database.query<{ code: string }>(
    `SELECT code FROM products WHERE eshop_id = 101 ORDER BY code LIMIT 100`,
  )
).map((r) => r.code);
const productItems = codes.map((code) => ({
  data_source: 'shoptet-product',
  copies: 5,
  data: { code },
  template_id: 1,
  eshop_id: 101,
}));

async function generate(label: string, body: unknown, runs = 5) {
  const ms: number[] = [];
  let size = 0;
  let labels = 0;
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const res = await admin.call('POST', '/generate_v2/', body);
    ms.push(performance.now() - start);
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    labels = res.body.data.labels;
    size = (await admin.bytes(res.body.data.pdf)).bytes.length;
  }
  clearInterval(sampler);
  console.log(
    `${label}: ${labels} labels, PDF ${mb(size)}, p50 ${pct(ms, 50).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms, ` +
      `peak RSS +${mb(peakRss - before.rss)} (RSS ${mb(peakRss)})`,
  );
}

await generate('500 product labels 50×30 (100 products × 5)', { data: productItems });
await generate('500 product labels 100×50 with QR', { data: productItems.map((i) => ({ ...i, template_id: 3 })) });
const locations = (
  await server.database.query<{ name: string }>(`SELECT name FROM locations WHERE eshop_id = 101 ORDER BY id`)
).length;
await generate(`all ${locations} locations × 10 copies on A4 sheets`, {
  data: [{ data_source: 'stock-position', copies: 10, data: { all: true }, template_id: 8, eshop_id: 101 }],
});

// request_v2 → the document in the spool.
const doc = (await admin.call('POST', '/generate_v2/', { data: productItems.slice(0, 2) })).body.data;
const spoolMs: number[] = [];
for (let i = 0; i < 30; i++) {
  const before = cups.spooled().length;
  const start = performance.now();
  const res = await admin.call('POST', '/request_v2/', {
    url: doc.pdf,
    printer: 'Zebra',
    computer: (await admin.call('GET', '/printers/')).body[0].computer.uuid,
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  await cups.waitForSpooled(before + 1);
  spoolMs.push(performance.now() - start);
}
console.log(
  `request_v2 → job in the CUPS spool (30 jobs): p50 ${pct(spoolMs, 50).toFixed(0)} ms, p95 ${pct(spoolMs, 95).toFixed(0)} ms`,
);

await agent.stop();
await server.close();
await cups.stop();
