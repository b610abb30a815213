import type { DeepMutable } from '../../api/endpoint';
import type {
  LogChange as LogChangeSchema,
  LogDetail as LogDetailSchema,
  LogPage as LogPageSchema,
} from '../../api/movement-log.schema';

// The answer's shapes are declared with the call (src/api/movement-log.schema.ts).
/** One product line of a logged change. */
export type LogDetail = DeepMutable<typeof LogDetailSchema.Type>;
/** One stock change of the movement log (SPEC 3 "Log"). */
export type LogChange = DeepMutable<typeof LogChangeSchema.Type>;
export type LogPage = DeepMutable<typeof LogPageSchema.Type>;

/** Which page: the first (newest), older than next_id, or newer than previous_id. */
export type LogPageRequest = { next_id?: number; previous_id?: number };

/** R-LOG-01, R-HTTP-06: POST /log/ with a 60 s timeout. */
export interface MovementLogApi {
  page(request: LogPageRequest): Promise<LogPage>;
}
export const MovementLogApi = Symbol.for('MovementLogApi');

/** SPEC 9: the log call times out after 60 s (every other call has none). */
export const LOG_TIMEOUT_MS = 60_000;
