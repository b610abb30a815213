import type { ScannedLine } from './scanned-list';

/** What a location holds by the ledger, one row per product and batch. */
export interface ExpectedContent {
  code: string;
  name: string;
  batchId: number | null;
  batchName: string | null;
  amount: number;
}

export type DifferenceKind =
  /** Counted, and the count differs from the ledger. */
  | 'changed'
  /** Counted as the ledger says. */
  | 'confirmed'
  /** On the location by the ledger but not scanned: the check sets it to 0. */
  | 'missing'
  /** Scanned but not on the location by the ledger. */
  | 'found';

export interface CheckDifference {
  code: string;
  name: string | null;
  batchId: number | null;
  batchName: string | null;
  expected: number;
  counted: number;
  kind: DifferenceKind;
}

const batchIdOf = (line: ScannedLine) => (line.batch?.kind === 'existing' ? line.batch.id : null);

/**
 * What confirming a location check will write: every counted line against the ledger, and every
 * product the ledger has there that nobody scanned, which the check sets to 0. Shown before the
 * check is written, so a forgotten shelf corner is a visible 0, never a silent one.
 */
export function locationCheckReview(
  expected: readonly ExpectedContent[],
  counted: readonly ScannedLine[],
): CheckDifference[] {
  const rows: CheckDifference[] = counted.map((line) => {
    const batchId = batchIdOf(line);
    const known =
      line.batch?.kind === 'new' ? undefined : expected.find((e) => e.code === line.code && e.batchId === batchId);
    const amount = known?.amount ?? 0;
    return {
      code: line.code,
      name: known?.name ?? null,
      batchId,
      batchName: line.batch?.kind === 'new' ? line.batch.name : (known?.batchName ?? null),
      expected: amount,
      counted: line.amount,
      kind: !known ? 'found' : amount === line.amount ? 'confirmed' : 'changed',
    };
  });
  for (const e of expected) {
    if (e.amount === 0) continue;
    const scanned = counted.some((l) => l.code === e.code && batchIdOf(l) === e.batchId && l.batch?.kind !== 'new');
    if (!scanned) rows.push({ ...e, expected: e.amount, counted: 0, kind: 'missing' });
  }
  return rows;
}

/** Lines that set the products nobody scanned to 0, sent with the counted ones. */
export function zeroLinesOf(review: readonly CheckDifference[]): ScannedLine[] {
  return review
    .filter((d) => d.kind === 'missing')
    .map((d) => ({
      code: d.code,
      ean: null,
      amount: 0,
      requireBatch: false,
      isMultiean: false,
      batch: d.batchId === null ? null : { kind: 'existing', id: d.batchId },
    }));
}
