#!/usr/bin/env node
// `npm run lint`: no SQL in server/http (docs/architecture.md, issue 26 item 5). The HTTP edge reads
// input, names its policy and calls a use case of server/<area>/; queries live there. Fails on a
// tagged sql`…`, an .execute( / .query( call, a drizzle db.select/insert/update/delete, or a SQL
// statement in a string, in any non-test file of server/http.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = 'server/http';
const RULES = [
  [/\bsql`/, 'sql`…` template'],
  [/\.execute\(/, '.execute('],
  [/\b(database|db|tx|pool|client)\s*\.\s*query\s*[<(]/, '.query('],
  [/\b(db|tx)\s*\.\s*(select|insert|update|delete)\s*\(/, 'drizzle query builder'],
  [/\bc\.var\.db\s*\.\s*(select|insert|update|delete)\s*\(/, 'drizzle query builder'],
  [/['"`]\s*(SELECT|INSERT\s+INTO|UPDATE|DELETE\s+FROM|WITH)\s[^'"`]*\b(FROM|INTO|SET|AS)\b/, 'SQL in a string'],
];

const files = readdirSync(DIR, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const found = [];
for (const file of files) {
  const lines = readFileSync(join(DIR, file), 'utf8').split('\n');
  lines.forEach((line, i) => {
    for (const [pattern, what] of RULES)
      if (pattern.test(line)) found.push(`${DIR}/${file}:${i + 1}  ${what}: ${line.trim()}`);
  });
}
if (found.length) {
  console.error(`SQL in server/http (move it into a use case of server/<area>/):\n${found.join('\n')}`);
  process.exit(1);
}
console.log(`no SQL in server/http (${files.length} files)`);
