import { czechPlural } from '../../domain/text/czech-plural';
import { describeFailure, OperationErrors } from '../errors';

/** A refused line as the server lists it (SPEC 8: errors [{code, detail}], plus reason and line). */
export interface RefusedLine {
  code: string;
  detail: string;
  reason?: string;
  line?: number;
}

export function refusedLines(e: OperationErrors): RefusedLine[] {
  return e.errors.map((raw) => {
    const r = (raw ?? {}) as Partial<RefusedLine>;
    return {
      code: String(r.code ?? ''),
      detail: typeof r.detail === 'string' ? r.detail : 'Položka byla odmítnuta.',
      reason: r.reason,
      line: typeof r.line === 'number' ? r.line : undefined,
    };
  });
}

/** The Czech sentence for a failed stock call: the first refused line (and how many more), or the transport's text. */
export function describeStockFailure(e: unknown): string {
  if (e instanceof OperationErrors) {
    const lines = refusedLines(e);
    if (!lines.length) return 'Server odmítl požadavek.';
    const rest = lines.length - 1;
    return rest === 0
      ? lines[0].detail
      : `${lines[0].detail} (a ${rest} další ${czechPlural(rest, 'chyba', 'chyby', 'chyb')})`;
  }
  return describeFailure(e);
}
