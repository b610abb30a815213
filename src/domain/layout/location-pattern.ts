import type { LayoutProblem } from './layout-problem';
import { locationNameProblem, nameKey } from './layout-name';

/** The most locations one bulk creation may make (a typo like {1..9999} must not flood the warehouse). */
export const MAX_BULK_LOCATIONS = 5000;

/**
 * A bulk pattern is literal text with groups, expanded left to right like a shell brace expansion:
 *   A-{01..20}-{1..5}  → A-01-1, A-01-2, …, A-20-5 (100 names)
 *   {A..C}-{1..3}      → letter ranges
 *   P-{1,3,7}          → lists
 * A numeric range is zero-padded to the width of its longer bound when either bound has a leading zero.
 */
type Part = { kind: 'text'; text: string } | { kind: 'choice'; values: string[] };

export type PatternResult = { ok: true; names: string[] } | { ok: false; problem: LayoutProblem };

export function expandLocationPattern(pattern: string, max = MAX_BULK_LOCATIONS): PatternResult {
  const parsed = parsePattern(pattern.trim(), max);
  if ('problem' in parsed) return { ok: false, problem: parsed.problem };
  const count = parsed.parts.reduce((n, part) => (part.kind === 'choice' ? n * part.values.length : n), 1);
  if (count > max) return { ok: false, problem: { kind: 'pattern-too-many', count, max } };

  let names = [''];
  for (const part of parsed.parts) {
    const values = part.kind === 'text' ? [part.text] : part.values;
    names = names.flatMap((prefix) => values.map((value) => prefix + value));
  }
  for (const name of names) {
    const problem = locationNameProblem(name);
    if (problem) return { ok: false, problem };
  }
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of names) (seen.has(nameKey(name)) ? repeated : seen).add(nameKey(name));
  if (repeated.size) return { ok: false, problem: { kind: 'pattern-duplicates', names: [...repeated] } };
  return { ok: true, names };
}

function parsePattern(pattern: string, max: number): { parts: Part[] } | { problem: LayoutProblem } {
  if (pattern === '') return { problem: { kind: 'pattern-empty' } };
  const parts: Part[] = [];
  let i = 0;
  while (i < pattern.length) {
    const open = pattern.indexOf('{', i);
    const close = pattern.indexOf('}', i);
    if (close !== -1 && (open === -1 || close < open)) return syntax(close, 'unopened');
    if (open === -1) {
      parts.push({ kind: 'text', text: pattern.slice(i) });
      break;
    }
    if (open > i) parts.push({ kind: 'text', text: pattern.slice(i, open) });
    if (close === -1) return syntax(open, 'unclosed');
    const nested = pattern.indexOf('{', open + 1);
    if (nested !== -1 && nested < close) return syntax(nested, 'unclosed');
    const body = pattern.slice(open + 1, close);
    const size = numericRangeSize(body);
    if (size > max) return { problem: { kind: 'pattern-too-many', count: size, max } };
    const values = groupValues(body);
    if (typeof values === 'string') return syntax(open, values);
    parts.push({ kind: 'choice', values });
    i = close + 1;
  }
  return { parts };
}

function groupValues(body: string): string[] | 'empty-group' | 'bad-range' | 'mixed-range' {
  if (body.trim() === '') return 'empty-group';
  if (!body.includes('..')) {
    const items = body.split(',').map((s) => s.trim());
    return items.some((s) => s === '') ? 'empty-group' : items;
  }
  const bounds = body.split('..').map((s) => s.trim());
  if (bounds.length !== 2) return 'bad-range';
  const [from, to] = bounds;
  if (/^\d{1,6}$/.test(from) && /^\d{1,6}$/.test(to)) return numericRange(from, to);
  if (/^[A-Za-z]$/.test(from) && /^[A-Za-z]$/.test(to)) {
    if ((from === from.toUpperCase()) !== (to === to.toUpperCase())) return 'bad-range';
    return range(from.charCodeAt(0), to.charCodeAt(0)).map((code) => String.fromCharCode(code));
  }
  if ((/^\d+$/.test(from) && /^[A-Za-z]$/.test(to)) || (/^[A-Za-z]$/.test(from) && /^\d+$/.test(to)))
    return 'mixed-range';
  return 'bad-range';
}

/** Checked before expanding, so {1..999999} is refused without building a million strings. */
function numericRangeSize(body: string): number {
  const m = /^\s*(\d{1,6})\s*\.\.\s*(\d{1,6})\s*$/.exec(body);
  return m ? Math.abs(Number(m[2]) - Number(m[1])) + 1 : 0;
}

function numericRange(from: string, to: string): string[] {
  const padded = (from.length > 1 && from.startsWith('0')) || (to.length > 1 && to.startsWith('0'));
  const width = padded ? Math.max(from.length, to.length) : 0;
  return range(Number(from), Number(to)).map((n) => String(n).padStart(width, '0'));
}

function range(from: number, to: number): number[] {
  const step = from <= to ? 1 : -1;
  const out: number[] = [];
  for (let n = from; ; n += step) {
    out.push(n);
    if (n === to) break;
  }
  return out;
}

const syntax = (position: number, reason: Extract<LayoutProblem, { kind: 'pattern-syntax' }>['reason']) => ({
  problem: { kind: 'pattern-syntax', position, reason } as LayoutProblem,
});
