import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every call the app makes to the server goes through a public method of a `Fetch…` adapter, and every such
 * call must have a Pact interaction exercised over that adapter (contracts/README.md). This reads the adapters'
 * public methods and the consumer specs, so a new adapter method without a contract case fails here rather
 * than reaching the server unverified.
 */
const ROOT = join(__dirname, '../../..');
const ADAPTER_DIRS = ['src/infrastructure/http', 'src/infrastructure/live'];
/** The transport itself: its methods are exercised by every adapter's cases, not called by screens. */
const TRANSPORT = new Set(['FetchHttpClient']);

interface Adapter {
  className: string;
  file: string;
  methods: string[];
}

/** A public method, or a public property holding an arrow function (`zones = () => …`). */
function isPublicCall(member: ts.ClassElement): boolean {
  const hidden = ts
    .getModifiers(member as ts.HasModifiers)
    ?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword || m.kind === ts.SyntaxKind.ProtectedKeyword);
  if (hidden || !member.name || !ts.isIdentifier(member.name)) return false;
  if (ts.isMethodDeclaration(member)) return true;
  return ts.isPropertyDeclaration(member) && !!member.initializer && ts.isArrowFunction(member.initializer);
}

function adapters(): Adapter[] {
  const found: Adapter[] = [];
  for (const dir of ADAPTER_DIRS) {
    for (const name of readdirSync(join(ROOT, dir))) {
      if (!/^fetch-.*\.ts$/.test(name) || name.endsWith('.test.ts')) continue;
      const file = join(dir, name);
      const source = ts.createSourceFile(name, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest);
      for (const statement of source.statements) {
        if (!ts.isClassDeclaration(statement) || !statement.name) continue;
        const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
        if (!exported || TRANSPORT.has(statement.name.text)) continue;
        const methods = statement.members.filter(isPublicCall).map((m) => (m.name as ts.Identifier).text);
        found.push({ className: statement.name.text, file, methods });
      }
    }
  }
  return found;
}

function contractSources(): { specs: string; all: string } {
  const read = (dir: string, match: RegExp) =>
    readdirSync(join(ROOT, dir))
      .filter((n) => match.test(n))
      .map((n) => readFileSync(join(ROOT, dir, n), 'utf8'))
      .join('\n');
  const specs = read('contracts', /\.pact\.spec\.ts$/);
  return { specs, all: specs + read('contracts/support', /\.ts$/) };
}

describe('every adapter call has a Pact interaction', () => {
  const found = adapters();
  const { specs, all } = contractSources();

  it('finds the adapters', () => {
    expect(found.length).toBeGreaterThanOrEqual(15);
    expect(found.every((a) => a.methods.length > 0)).toBe(true);
  });

  it.each(found.map((a) => [a.className, a] as const))(
    '%s: each public method is exercised by a consumer spec',
    (_, adapter) => {
      expect(all, `${adapter.className} is never built in contracts/`).toMatch(
        new RegExp(`\\b${adapter.className}\\b`),
      );
      const missing = adapter.methods.filter((m) => !new RegExp(`\\.${m}\\(`).test(specs));
      expect(missing, `${adapter.file}: no consumer spec calls these`).toEqual([]);
    },
  );
});
