// What decoding an answer by its declared schema costs (issue 26 item 3): the app decodes every declared
// answer (src/infrastructure/http/decode-answer.ts); the server checks its own answers outside production
// (server/http/answer-check.ts: JSON round trip and exact decode). `npx tsx bench/answers/answer-decoding.bench.ts [runs]`.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { ReadDocument } from '../../src/api/documents.schema';
import type { ApiEndpoint } from '../../src/api/endpoint';
import { ReadOfflineCatalogue } from '../../src/api/offline.schema';
import { ReadCheck } from '../../src/api/stocktaking.schema';
import { decodeAnswer } from '../../src/infrastructure/http/decode-answer';
import { checkAnswer } from '../../server/http/answer-check';
import { ms, writeResults, type Table } from '../lib/results';

const RUNS = Number(process.argv[2] ?? 30);
const RESULTS = join(fileURLToPath(new URL('.', import.meta.url)), 'RESULTS.md');
process.env.NODE_ENV = 'test'; // the server's check runs (and throws) under test

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const catalogue = (n: number) => ({
  eshop_id: 101,
  products: range(n).map((i) => ({
    code: `P${i}`,
    ean: `859${String(i).padStart(10, '0')}`,
    name: `Produkt ${i}`,
    variant_name: 'Varianta',
    image: i % 3 ? `P${i}.jpg` : null,
    require_batch: i % 7 === 0,
  })),
  locations: range(n / 10).map((i) => `A-${i}`),
  boxes: range(n / 20).map((i) => ({ ean: `99${i}`, code: `P${i}`, amount: 12 })),
  delimiters: { delimiters: ['*'], num: 1 },
});
const checkDetail = (lines: number) => ({
  id: 1,
  inventory_check_id: 1,
  name: 'Jaro',
  status: null,
  blind: false,
  sectors: [{ id: 1, sector_name: 'A' }],
  locations: [],
  changed: '2026-11-26',
  created_by_name: 'Admin',
  progress: { counted_locations: 1, total_locations: 50, lines },
  location_states: range(50).map((i) => ({
    id: i + 1,
    name: `A-${i}`,
    sector_id: 1,
    sector_name: 'A',
    counted: i === 0,
    counted_by: null,
    lines: 0,
  })),
  counters: [],
  lines: range(lines).map((i) => ({
    location_name: 'A-0',
    code: `P${i}`,
    name: `Produkt ${i}`,
    sarze_id: null,
    sarze_name: null,
    amount: i,
    entries: 1,
    expected: i,
  })),
  committed_change_id: null,
  record: null,
});
const documentDetail = (movements: number) => ({
  document_id: 1,
  type: 'receipt',
  number: 'P-2026-1',
  partner: 'Dodavatel',
  document_date: '2026-11-26',
  note: '',
  author_name: 'Admin',
  created_at: '2026-11-26T10:00:00.000Z',
  archived: false,
  queued_count: 0,
  posted_count: movements,
  movements: range(movements).map((i) => ({
    location_name: 'A-0',
    product_code: `P${i}`,
    product_name: `Produkt ${i}`,
    sarze_id: null,
    sarze_name: null,
    amount: 1,
    movement_id: i + 1,
    change_id: 1,
    created_at: '2026-11-26T10:00:00.000Z',
  })),
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function time(run: () => void): number {
  for (let i = 0; i < 3; i++) run(); // warm up
  const runs = range(RUNS).map(() => {
    const start = performance.now();
    run();
    return performance.now() - start;
  });
  return median(runs);
}

const cases: Array<[string, ApiEndpoint & { response: NonNullable<ApiEndpoint['response']> }, unknown]> = [
  ['GET /offline/catalogue/, 20,000 products', ReadOfflineCatalogue, catalogue(20000)],
  ['GET /inventory_check/detail/{id}/, 2,000 lines', ReadCheck, checkDetail(2000)],
  ['GET /movement_documents/{id}, 1,000 movements', ReadDocument, documentDetail(1000)],
];
const rows = cases.map(([name, endpoint, answer]) => {
  const text = JSON.stringify(answer);
  const parse = time(() => JSON.parse(text));
  const decode = time(() => decodeAnswer(endpoint, endpoint.response, JSON.parse(text)));
  const check = time(() => checkAnswer(endpoint, answer));
  return [name, `${(text.length / 1024).toFixed(0)} KB`, ms(parse), ms(decode), ms(decode - parse), ms(check)];
});
const table: Table = {
  title: `Median of ${RUNS} runs, ms`,
  columns: ['answer', 'JSON', 'JSON.parse', 'parse + app decode', 'decode alone', 'server check (not in production)'],
  rows,
};
writeResults(
  RESULTS,
  "# Decoding answers by their declared schemas\n\n`npx tsx bench/answers/answer-decoding.bench.ts [runs]`. CPU only, in Node: what the app adds to a call by decoding its answer (beside the JSON.parse it always paid), and what the server's answer check costs where it runs (tests, dev and demo servers; never production).",
  [table],
  { runs: RUNS, rows },
);
console.log(rows.map((r) => r.join(' | ')).join('\n'));
