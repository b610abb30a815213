import { SourceLabel } from '../../domain/stock/source-labels';
import { countCs } from '../../domain/text/czech-plural';
import type { IdGenerator } from '../ports/id-generator.port';
import type {
  ClearRequest,
  DiscrepanciesApi,
  DuplicateEanDto,
  StockLineDto,
  StockReport,
} from './discrepancies-api.port';

/** What a confirmed removal clears: one line, or every line of the list. */
export interface RemovalTarget {
  what: 'orphan' | 'set';
  lines: StockLineDto[];
}

/** The discrepancy lists as the screen shows them. */
interface Reports {
  lists: Record<StockReport, StockLineDto[]>;
  duplicates: DuplicateEanDto[];
}

const piecesCs = (n: number) => countCs(n, 'kus', 'kusy', 'kusů');

/**
 * SPEC 7 "Deleted products and sets": the four lists, and clearing orphans or sets as one ledger change each.
 * One idempotency key per removal asked: a retry after a lost or refused answer sends the same key, so the
 * stock is cleared once.
 */
export class StockClearing {
  private pendingKey: string | null = null;

  constructor(private readonly ports: { api: DiscrepanciesApi; ids: IdGenerator }) {}

  async reports(): Promise<Reports> {
    const { api } = this.ports;
    const [orphan, invisible, set, duplicates] = await Promise.all([
      api.stockLines('orphan'),
      api.stockLines('invisible'),
      api.stockLines('set'),
      api.duplicateEans(),
    ]);
    return { lists: { orphan, invisible, set }, duplicates };
  }

  /** A new removal was asked about: it gets its own key when confirmed. */
  asked(): void {
    this.pendingKey = null;
  }

  /** Clears the target's stock; answers the notice to show (a refusal throws, and the key is kept for a retry). */
  async clear(target: RemovalTarget): Promise<string> {
    this.pendingKey ??= this.ports.ids.uuid();
    const answer = await this.ports.api.clear(target.what, clearRequest(target), this.pendingKey);
    this.pendingKey = null;
    const pieces = target.lines.reduce((sum, l) => sum + l.amount, 0);
    return `Vyskladněno ${piecesCs(pieces)} jako změna č. ${answer.change_id}; najdete ji v logu pohybů, kde ji lze vrátit.`;
  }
}

function clearRequest({ what, lines }: RemovalTarget): ClearRequest {
  return {
    products: lines.map(({ code, amount, sarze_id, location_name }) => ({ code, amount, sarze_id, location_name })),
    source: what === 'orphan' ? SourceLabel.deletedProduct : SourceLabel.deletedSet,
    shoptet_sync: false,
  };
}
