import { refusalDetail } from '../../domain/stock/line-errors';
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

/** The Czech sentence for a failed stock call: the refusal summary the server gives too (refusalDetail), or the transport's text. */
export function describeStockFailure(e: unknown): string {
  if (e instanceof OperationErrors) {
    const lines = refusedLines(e);
    return lines.length ? refusalDetail(lines) : 'Server odmítl požadavek.';
  }
  return describeFailure(e);
}
