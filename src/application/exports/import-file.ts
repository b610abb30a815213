import {
  MAX_IMPORT_BYTES,
  IMPORT_TOO_LARGE,
  type ImportEncoding,
  type ImportKind,
} from '../../domain/exports/spreadsheet-limits';
import { describeFailure, HttpFailure } from '../errors';
import type { IdGenerator } from '../ports/id-generator.port';
import type { ExportsApi, ImportAppliedDto, ImportSession, StockChoice } from './exports-api.port';

type Problem = ImportSession['problems'][number];

/** Why a step of an import failed, in Czech, with the problems by row and column when the server sent them. */
export interface ImportFailure {
  detail: string;
  problems: readonly Problem[] | null;
}

/** A step's answer: the import's session as it now is, or why it failed. */
export type ImportStep<T = ImportSession> = { ok: T } | { failed: ImportFailure };

/**
 * Importing a spreadsheet (/exports, sklad.export_import): upload it, map its columns, choose what a stock file
 * does, and apply all or nothing. One idempotency key per session and choice, so pressing "apply" again after a
 * lost answer replays the first apply instead of a second.
 */
export class ImportFile {
  private applyKey: string | null = null;

  constructor(private readonly deps: { api: ExportsApi; ids: IdGenerator }) {}

  /** A new file, kind or stock choice: the next apply is a new request. */
  forgetApply(): void {
    this.applyKey = null;
  }

  /** Uploads a file (refused before sending when it is too large), reporting the fraction sent. */
  upload(
    kind: ImportKind,
    file: File,
    encoding: ImportEncoding,
    progress: (fraction: number) => void,
  ): Promise<ImportStep> {
    this.forgetApply();
    if (file.size > MAX_IMPORT_BYTES) return Promise.resolve({ failed: { detail: IMPORT_TOO_LARGE, problems: null } });
    return attempt(() => this.deps.api.upload(kind, file, progress, encoding));
  }

  /** The stock file's mode or skipping changed: its preview is fetched again. */
  choose(session: ImportSession, choice: StockChoice): Promise<ImportStep> {
    this.forgetApply();
    return attempt(() => this.deps.api.session(session.id, choice));
  }

  /** A column mapped to a field (or unmapped); with a stock choice the preview follows the new mapping. */
  remap(session: ImportSession, field: string, column: number | null, choice: StockChoice | null): Promise<ImportStep> {
    return attempt(async () => {
      const remapped = await this.deps.api.remap(session.id, { ...session.mapping, [field]: column });
      return choice ? await this.deps.api.session(session.id, choice) : remapped;
    });
  }

  apply(session: ImportSession, choice: StockChoice | null): Promise<ImportStep<ImportAppliedDto>> {
    this.applyKey ??= this.deps.ids.uuid();
    const key = this.applyKey;
    const stock = session.kind === 'stock' ? (choice ?? undefined) : undefined;
    return attempt(() => this.deps.api.apply(session.id, key, stock));
  }
}

/** Whether a session can be applied: no problems, not applied yet, and a stock file's choice with its preview. */
export function canApplyImport(session: ImportSession | null, choice: StockChoice | null): boolean {
  if (session === null || session.problem_count !== 0 || session.applied_at) return false;
  return session.kind !== 'stock' || (choice !== null && !!session.stock_change);
}

/** A stock file's choice after the worker changed its mode or skipping; null while no mode is chosen. */
export function stockChoiceAfter(current: StockChoice | null, patch: Partial<StockChoice>): StockChoice | null {
  const mode = patch.mode ?? current?.mode;
  return mode ? { mode, skipUnknown: patch.skipUnknown ?? current?.skipUnknown ?? false } : null;
}

async function attempt<T>(call: () => Promise<T>): Promise<ImportStep<T>> {
  try {
    return { ok: await call() };
  } catch (e) {
    const payload = e instanceof HttpFailure ? (e.payload as { problems?: Problem[] } | null) : null;
    return { failed: { detail: describeFailure(e), problems: payload?.problems ?? null } };
  }
}
