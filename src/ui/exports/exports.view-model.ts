import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import { canApplyImport, ImportFile, stockChoiceAfter, type ImportStep } from '../../application/exports/import-file';
import { defaultPeriod, downloadExport, exportRequestFor } from '../../application/exports/download-export';
import type { ExportsApi, ImportSession, StockChoice } from '../../application/exports/exports-api.port';
import type { StockImportSummary } from '../../domain/exports/stock-import-plan';
import type { Clock } from '../../application/ports/clock.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import { IMPORT_FIELDS, type ImportField } from '../../domain/exports/import-columns';
import type {
  ExportKind,
  ImportEncoding,
  ImportKind,
  SpreadsheetFormat,
} from '../../domain/exports/spreadsheet-limits';

export interface ExportsDeps {
  api: ExportsApi;
  ids: IdGenerator;
  clock: Clock;
  /** Hands the downloaded file to the browser (a link click in the app, a record in tests). */
  save(blob: Blob, fileName: string): void;
}

type Problem = ImportSession['problems'][number];

/**
 * /exports (sklad.export_import): download an export as CSV or XLSX with its progress; import a file:
 * upload with progress, map its columns, see every problem by row and column, apply all or nothing.
 */
export class ExportsViewModel {
  exportKind: ExportKind = 'stock';
  format: SpreadsheetFormat = 'xlsx';
  search = '';
  zeroAmounts = false;
  from: string;
  to: string;
  downloading = false;
  downloadedBytes = 0;
  exportError: string | null = null;
  exported: string | null = null;

  importKind: ImportKind = 'stock';
  /** How a CSV's bytes are read: UTF-8, or Windows-1250 as Czech Excel saves "CSV" (XLSX ignores it). */
  importEncoding: ImportEncoding = 'utf-8';
  uploadProgress: number | null = null;
  session: ImportSession | null = null;
  /** Problems the apply answered (the e-shop may have changed since the preview). */
  applyProblems: readonly Problem[] | null = null;
  busy = false;
  importError: string | null = null;
  applied: { rows: number; stock: StockImportSummary | null } | null = null;
  /** A stock file does nothing until the user says what: set counted amounts, or add received goods. */
  stockChoice: StockChoice | null = null;
  private readonly importing: ImportFile;

  constructor(private readonly deps: ExportsDeps) {
    this.importing = new ImportFile(deps);
    ({ from: this.from, to: this.to } = defaultPeriod(deps.clock.now()));
    makeAutoObservable<this, 'deps' | 'importing'>(
      this,
      {
        deps: false,
        importing: false,
        session: observableRef,
        applyProblems: observableRef,
        applied: observableRef,
        stockChoice: observableRef,
      },
      { autoBind: true },
    );
  }

  exportKindChosen(kind: ExportKind): void {
    this.exportKind = kind;
    this.exported = null;
  }
  formatChosen(format: SpreadsheetFormat): void {
    this.format = format;
  }
  filterChanged(patch: Partial<Pick<ExportsViewModel, 'search' | 'zeroAmounts' | 'from' | 'to'>>): void {
    Object.assign(this, patch);
  }

  async exportClicked(): Promise<void> {
    const { exportKind: kind, search, zeroAmounts, from, to } = this;
    const request = exportRequestFor({ kind, search, zeroAmounts, from, to });
    if ('refusal' in request) {
      runInAction(() => (this.exportError = request.refusal));
      return;
    }
    runInAction(() => {
      this.downloading = true;
      this.downloadedBytes = 0;
      this.exportError = null;
      this.exported = null;
    });
    try {
      const fileName = await downloadExport(this.deps, request, this.format, (received) =>
        runInAction(() => (this.downloadedBytes = received)),
      );
      runInAction(() => (this.exported = fileName));
    } catch (e) {
      runInAction(() => (this.exportError = describeFailure(e)));
    } finally {
      runInAction(() => (this.downloading = false));
    }
  }

  importKindChosen(kind: ImportKind): void {
    this.importKind = kind;
    this.importReset();
  }
  importReset(): void {
    this.session = null;
    this.applyProblems = null;
    this.applied = null;
    this.importError = null;
    this.uploadProgress = null;
    this.stockChoice = null;
    this.importing.forgetApply();
  }

  importEncodingChosen(encoding: ImportEncoding): void {
    this.importEncoding = encoding;
  }

  async fileChosen(file: File): Promise<void> {
    this.importReset();
    runInAction(() => (this.uploadProgress = 0));
    await this.step(
      this.importing.upload(this.importKind, file, this.importEncoding, (fraction) =>
        runInAction(() => (this.uploadProgress = fraction)),
      ),
      (session) => (this.session = session),
    );
    runInAction(() => (this.uploadProgress = null));
  }

  get fields(): readonly ImportField[] {
    return IMPORT_FIELDS[this.session?.kind ?? this.importKind];
  }
  get problems(): readonly Problem[] {
    return this.applyProblems ?? this.session?.problems ?? [];
  }
  get canApply(): boolean {
    return !this.busy && !this.applied && canApplyImport(this.session, this.stockChoice);
  }

  /** The stock file's mode or skipping changed: the preview is fetched again, and a new apply is a new request. */
  async stockChoiceChanged(patch: Partial<StockChoice>): Promise<void> {
    const session = this.session;
    const choice = stockChoiceAfter(this.stockChoice, patch);
    if (!session || !choice) return;
    runInAction(() => {
      this.stockChoice = choice;
      this.applyProblems = null;
    });
    await this.step(this.importing.choose(session, choice), (next) => (this.session = next));
  }

  async columnChosen(field: string, column: number | null): Promise<void> {
    const session = this.session;
    if (!session) return;
    await this.step(this.importing.remap(session, field, column, this.stockChoice), (next) => {
      this.session = next;
      this.applyProblems = null;
    });
  }

  async applyClicked(): Promise<void> {
    const session = this.session;
    if (!session || !this.canApply) return;
    await this.step(this.importing.apply(session, this.stockChoice), (result) => {
      this.applied = { rows: result.applied_rows, stock: result.stock_change ?? null };
      this.session = { ...session, applied_at: this.deps.clock.now().toISOString() };
    });
  }

  private async step<T>(pending: Promise<ImportStep<T>>, done: (value: T) => void): Promise<void> {
    runInAction(() => {
      this.busy = true;
      this.importError = null;
    });
    const answer = await pending;
    runInAction(() => {
      this.busy = false;
      if ('ok' in answer) return done(answer.ok);
      this.importError = answer.failed.detail;
      if (answer.failed.problems) this.applyProblems = answer.failed.problems;
    });
  }
}
