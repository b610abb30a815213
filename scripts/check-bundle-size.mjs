#!/usr/bin/env node
// First-load budget of the signed-in shell: the JavaScript and CSS that index.html pulls in before
// any route chunk (its entry script, everything that statically imports, its stylesheets), gzipped.
// Usage: node scripts/check-bundle-size.mjs [distDir] [--json]. Exits 1 above the budget.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET = { jsGzipKb: 130, cssGzipKb: 60 };

const args = process.argv.slice(2);
const dist = args.find((a) => !a.startsWith('--')) ?? 'dist';
const asJson = args.includes('--json');

const indexPath = join(dist, 'index.html');
if (!existsSync(indexPath)) {
  console.error(`${indexPath} not found: run \`npx vite build\` first.`);
  process.exit(2);
}
const html = readFileSync(indexPath, 'utf8');
const attr = (tag, name) => tag.match(new RegExp(`${name}=["']([^"']+)["']`))?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const entryJs = tags
  .filter((t) => t.startsWith('<script') && /type=["']module["']/.test(t))
  .map((t) => attr(t, 'src'))
  .filter(Boolean);
const preloads = tags
  .filter((t) => /rel=["']modulepreload["']/.test(t))
  .map((t) => attr(t, 'href'))
  .filter(Boolean);
const css = tags
  .filter((t) => /rel=["']stylesheet["']/.test(t))
  .map((t) => attr(t, 'href'))
  .filter(Boolean);

// Static imports only: `import x from "./a.js"`, `import "./a.js"`, `export * from "./a.js"`; never `import("./a.js")`.
const STATIC_IMPORT = /(?:^|[^.\w$])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'`]([^"'`]+\.js)["'`]/g;
const toFile = (url) => join(dist, url.replace(/^\//, ''));
const seenJs = new Map();
function visit(url) {
  if (seenJs.has(url)) return;
  const file = toFile(url);
  if (!existsSync(file)) return;
  const code = readFileSync(file);
  seenJs.set(url, code);
  const text = code.toString('utf8');
  for (const m of text.matchAll(STATIC_IMPORT)) {
    if (text.slice(Math.max(0, m.index), m.index + 8).includes('import(')) continue;
    visit(posix.join(posix.dirname(url), m[1]));
  }
}
for (const url of [...entryJs, ...preloads]) visit(url.startsWith('/') ? url : `/${url}`);

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const rows = [...seenJs].map(([url, code]) => ({ file: url, kind: 'js', raw: code.length, gzip: gz(code) }));
for (const url of css) {
  const file = toFile(url.startsWith('/') ? url : `/${url}`);
  if (existsSync(file)) {
    const code = readFileSync(file);
    rows.push({ file: url, kind: 'css', raw: code.length, gzip: gz(code) });
  }
}
const sum = (kind, key) => rows.filter((r) => r.kind === kind).reduce((a, r) => a + r[key], 0);
const kb = (n) => (n / 1024).toFixed(1);
const totals = {
  jsRaw: sum('js', 'raw'),
  jsGzip: sum('js', 'gzip'),
  cssRaw: sum('css', 'raw'),
  cssGzip: sum('css', 'gzip'),
};
const over = [];
if (totals.jsGzip > BUDGET.jsGzipKb * 1024)
  over.push(`JavaScript ${kb(totals.jsGzip)} KB gzip > ${BUDGET.jsGzipKb} KB`);
if (totals.cssGzip > BUDGET.cssGzipKb * 1024) over.push(`CSS ${kb(totals.cssGzip)} KB gzip > ${BUDGET.cssGzipKb} KB`);
// Blueprint's all-icons chunks must never be part of the first load.
const bannedIcons = rows.filter((r) =>
  /\/(paths|allPaths|splitPathsBySizeLoader|allPathsLoader)-[\w-]+\.js$/.test(r.file),
);
if (bannedIcons.length)
  over.push(`Blueprint's all-icons chunks are loaded up front: ${bannedIcons.map((r) => r.file).join(', ')}`);

if (asJson) {
  console.log(JSON.stringify({ budget: BUDGET, totals, files: rows, ok: over.length === 0 }, null, 2));
} else {
  console.log(`First load of ${dirname(indexPath)}/index.html (gzip level 9):`);
  for (const r of rows)
    console.log(
      `  ${r.kind.padEnd(3)} ${r.file.padEnd(52)} ${kb(r.raw).padStart(8)} KB raw ${kb(r.gzip).padStart(7)} KB gzip`,
    );
  console.log(`  JavaScript: ${kb(totals.jsRaw)} KB raw, ${kb(totals.jsGzip)} KB gzip (budget ${BUDGET.jsGzipKb} KB)`);
  console.log(
    `  CSS:        ${kb(totals.cssRaw)} KB raw, ${kb(totals.cssGzip)} KB gzip (budget ${BUDGET.cssGzipKb} KB)`,
  );
  console.log(over.length ? `OVER BUDGET:\n  ${over.join('\n  ')}` : 'Within budget.');
}
process.exit(over.length ? 1 : 0);
