import { format } from 'date-fns';
import type { ExportKind, SpreadsheetFormat } from '../../domain/exports/spreadsheet-limits';
import type { ExportRequest, ExportsApi } from './exports-api.port';

/** What the export card holds when "Stáhnout" is pressed. */
export interface ExportChoice {
  kind: ExportKind;
  search: string;
  zeroAmounts: boolean;
  /** The movements' period, ISO days. */
  from: string;
  to: string;
}

const isoDay = (d: Date) => format(d, 'yyyy-MM-dd');

/** The period a movements export opens with: from the first of this month to today, as ISO days. */
export function defaultPeriod(today: Date): { from: string; to: string } {
  return { from: isoDay(new Date(today.getFullYear(), today.getMonth(), 1)), to: isoDay(today) };
}

export const PERIOD_REFUSAL = 'Zadejte období: začátek nejpozději v den konce.';

/** The request a choice makes; a movements export needs a period whose start is not after its end. */
export function exportRequestFor(choice: ExportChoice): ExportRequest | { refusal: string } {
  if (choice.kind === 'stock') {
    const q = choice.search.trim();
    return {
      kind: 'stock',
      filter: { ...(q ? { q } : {}), ...(choice.zeroAmounts ? { zero_amounts: '1' as const } : {}) },
    };
  }
  if (choice.kind === 'movements') {
    if (!choice.from || !choice.to || choice.from > choice.to) return { refusal: PERIOD_REFUSAL };
    return { kind: 'movements', filter: { from: choice.from, to: choice.to } };
  }
  return { kind: choice.kind };
}

/** Downloads an export, reporting the bytes received as they come, hands the file to `save` and resolves its name. */
export async function downloadExport(
  deps: { api: ExportsApi; save(blob: Blob, fileName: string): void },
  request: ExportRequest,
  format: SpreadsheetFormat,
  progress: (receivedBytes: number) => void,
): Promise<string> {
  const file = await deps.api.exportFile(request, format, progress);
  deps.save(file.blob, file.fileName);
  return file.fileName;
}
