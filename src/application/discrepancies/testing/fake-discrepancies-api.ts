import type {
  ClearRequest,
  DiscrepanciesApi,
  DuplicateEanDto,
  StockLineDto,
  StockReport,
  StockWriteDto,
} from '../discrepancies-api.port';

/** A strict fake: lists as set up; a clear removes the cleared lines and records the call. */
export class FakeDiscrepanciesApi implements DiscrepanciesApi {
  lists: Partial<Record<StockReport, StockLineDto[]>> = {};
  duplicates: DuplicateEanDto[] | undefined;
  cleared: Array<{ what: 'orphan' | 'set'; body: ClearRequest; key: string }> = [];
  failClear: unknown = null;

  async stockLines(report: StockReport): Promise<StockLineDto[]> {
    const list = this.lists[report];
    if (!list) throw new Error(`FakeDiscrepanciesApi: no ${report} list set up`);
    return [...list];
  }

  async duplicateEans(): Promise<DuplicateEanDto[]> {
    if (!this.duplicates) throw new Error('FakeDiscrepanciesApi: no duplicate EANs set up');
    return this.duplicates;
  }

  async clear(what: 'orphan' | 'set', body: ClearRequest, key: string): Promise<StockWriteDto> {
    this.cleared.push({ what, body, key });
    if (this.failClear) throw this.failClear;
    const gone = (l: StockLineDto) =>
      body.products.some((p) => p.code === l.code && p.location_name === l.location_name);
    this.lists[what] = (this.lists[what] ?? []).filter((l) => !gone(l));
    return { change_id: this.cleared.length, shoptet_sync: false, movements: [] };
  }
}
