import type {
  Category,
  ChaosMove,
  ChaosQueue,
  Consolidation,
  ConsolidationCandidate,
  QueueItem,
  RuleData,
  SaveCategory,
  Suggestions,
} from '../../api/relocation.schema';

// The relocation calls (server: server/http/relocation.routes.ts); types derive from the wire schemas.

export type {
  Category,
  ChaosMove,
  ChaosQueue,
  Consolidation,
  ConsolidationCandidate,
  QueueItem,
  RuleData,
  SaveCategory,
  Suggestions,
};
export type SuggestionListName = 'collect' | 'deposit';

/** Relocation rules and their suggestions (SPEC 7 "Relocation rules"). */
export interface RelocationRulesApi {
  listRules(): Promise<Category[]>;
  save(category: SaveCategory): Promise<Category>;
  /** R-SUG-04: rejects with the server's detail when the answer is not 200. */
  remove(id: number): Promise<void>;
  suggestions(categoryId: number, list: SuggestionListName, guid: string): Promise<Suggestions>;
  /** Products spread over several locations that moving onto one would free (B4). */
  consolidation(): Promise<Consolidation>;
}
export const RelocationRulesApi = Symbol.for('RelocationRulesApi');

/** The chaos queue of /locations/chaos_change. */
export interface ChaosQueueApi {
  queue(): Promise<ChaosQueue>;
  /** One move out of the queue; answers the queue's new guid. */
  move(move: ChaosMove, options: { idempotencyKey: string }): Promise<{ guid: string; change_id: number }>;
}
export const ChaosQueueApi = Symbol.for('ChaosQueueApi');
