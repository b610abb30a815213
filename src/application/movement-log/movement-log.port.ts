/** One product line of a logged change. */
export interface LogDetail {
  id: number;
  code: string;
  name: string | null;
  /** The product's variant (size, colour), where it has one. */
  variant_name?: string | null;
  location_name: string;
  sarze_id: number | null;
  sarze_name: string | null;
  expires_at: string | null;
  amount: number;
  before: number;
  after: number;
}

/** One stock change of the movement log (SPEC 3 "Log"). */
export interface LogChange {
  id: number;
  created_at: string;
  client_id: number;
  client_name: string;
  action: string;
  source: string;
  location_name: string | null;
  shoptet_sync: boolean;
  /** Set on a reverse record: the change it undid. */
  reverts_id: number | null;
  /** Set on a change that has been undone. */
  reverted_by_id: number | null;
  /** Set on a change a movement document posted: the document and its printed number. */
  document_id?: number | null;
  document_number?: string | null;
  details: LogDetail[];
}

export interface LogPage {
  changes: LogChange[];
  next_id: number | null;
  previous_id: number | null;
}

/** Which page: the first (newest), older than next_id, or newer than previous_id. */
export type LogPageRequest = { next_id?: number; previous_id?: number };

/** R-LOG-01, R-HTTP-06: POST /log/ with a 60 s timeout. */
export interface MovementLogApi {
  page(request: LogPageRequest): Promise<LogPage>;
}
export const MovementLogApi = Symbol.for('MovementLogApi');

/** SPEC 9: the log call times out after 60 s (every other call has none). */
export const LOG_TIMEOUT_MS = 60_000;
