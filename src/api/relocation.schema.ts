import { Schema } from 'effect';
import { CHAOS_QUEUE_SCOPES, RULE_SCOPES } from '../domain/relocation/relocation-scopes';
import { sklad, type ApiEndpoint } from './endpoint';
import { DeletedRow, Id, List, NoErrors, PositiveInt, Text, labelled, locationRef } from './fields';

// SPEC 7 "Relocation rules" and the chaos queue of /locations/chaos_change (docs/decisions/relocation.md).

const Amount = (title: string) => labelled(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)), title);
const Ids = (title: string) => Schema.mutable(List(Id(title), title, 500));

/** One rule of a category (src/domain/relocation/relocation-rule.ts). */
export const RuleData = Schema.Struct({
  name: Text('Název pravidla', 100),
  from_sector_ids: Ids('Zdrojové sektory'),
  from_zone_ids: Ids('Zdrojové zóny'),
  to_sector_ids: Ids('Cílové sektory'),
  to_zone_ids: Ids('Cílové zóny'),
  code_prefix: Text('Začátek kódu produktu', 100),
  min: Amount('Minimum na cíli'),
  max: Amount('Maximum na cíli'),
  priority: Amount('Priorita pravidla'),
});
export type RuleData = typeof RuleData.Type;

/** SPEC 3 Relocation rule category: id, name, data (its rules). */
export const Category = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  data: Schema.mutable(Schema.Array(RuleData)),
});
export type Category = typeof Category.Type;

export const SaveCategory = Schema.Struct({
  id: Schema.optionalKey(labelled(Schema.NullOr(PositiveInt), 'Kategorie')),
  name: Text('Název kategorie', 100, 1),
  data: Schema.mutable(List(RuleData, 'Pravidla kategorie', 50)),
});
export type SaveCategory = typeof SaveCategory.Type;

/**
 * SPEC 3 Suggestion item (collect); the deposit list uses the same shape. Each line is one batch
 * (`sarze_id` 0: none), named with its expiry for display, so exactly that batch is moved.
 */
export const SuggestionItem = Schema.Struct({
  code: Schema.String,
  name: labelled(Schema.String, 'Název produktu'),
  location_name: Schema.String,
  location_id: Schema.Number,
  sarze_id: Schema.Number,
  batch: labelled(Schema.NullOr(Schema.String), 'Šarže'),
  expires_at: labelled(Schema.NullOr(Schema.String), 'Expirace šarže'),
  amount_to_collect: Schema.Number,
  amount_to_deposit: Schema.Number,
  index: Schema.Number,
  hidden: Schema.Boolean,
});
export const Suggestions = Schema.Struct({
  guid: labelled(Schema.NullOr(Schema.String), 'Značka aktualizace'),
  items: Schema.mutable(Schema.Array(SuggestionItem)),
});
export type Suggestions = typeof Suggestions.Type;
export const SuggestionsQuery = Schema.Struct({ guid: Schema.optionalKey(Text('Značka aktualizace', 100)) });

/**
 * A consolidation candidate (B4): one product and batch over several locations of one sector; the
 * smaller lines (`from`) go onto the location holding most (`to_location`), freeing `frees` locations.
 */
export const ConsolidationCandidate = Schema.Struct({
  code: Schema.String,
  name: Schema.String,
  sarze_id: Schema.Number,
  batch: labelled(Schema.NullOr(Schema.String), 'Šarže'),
  expires_at: labelled(Schema.NullOr(Schema.String), 'Expirace šarže'),
  to_location_id: Schema.Number,
  to_location: Schema.String,
  to_amount: Schema.Number,
  from: Schema.mutable(Schema.Array(Schema.Struct({ ...locationRef, amount: Schema.Number }))),
  frees: Schema.Number,
});
export type ConsolidationCandidate = typeof ConsolidationCandidate.Type;
export const Consolidation = Schema.Struct({ items: Schema.mutable(Schema.Array(ConsolidationCandidate)) });
export type Consolidation = typeof Consolidation.Type;

/** One line of the chaos queue: stock waiting on a non-stock location, with where it could go. */
export const QueueItem = Schema.Struct({
  code: Schema.String,
  name: Schema.String,
  ean: labelled(Schema.NullOr(Schema.String), 'EAN'),
  ...locationRef,
  sector_name: Schema.String,
  sarze_id: Schema.Number,
  batch: labelled(Schema.NullOr(Schema.String), 'Šarže'),
  amount: Schema.Number,
  suggested_location: labelled(Schema.NullOr(Schema.String), 'Navržená pozice'),
});
export type QueueItem = typeof QueueItem.Type;
export const ChaosQueue = Schema.Struct({
  guid: Schema.String,
  items: Schema.mutable(Schema.Array(QueueItem)),
});
export type ChaosQueue = typeof ChaosQueue.Type;

/** One move out of the queue; `guid` is the queue's lastUpdateGuid the worker saw. */
export const ChaosMove = Schema.Struct({
  guid: Text('Značka fronty', 100, 1),
  code: Text('Kód produktu', 100, 1),
  sarze_id: Schema.optionalKey(labelled(Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))), 'Šarže')),
  from_location: Text('Odkud', 100, 1),
  to_location: Text('Kam', 100, 1),
  amount: Id('Množství'),
});
export type ChaosMove = typeof ChaosMove.Type;
export const ChaosMoveAnswer = Schema.Struct({ guid: Schema.String, change_id: Schema.Number, errors: NoErrors });

export const ListRuleCategories = sklad(
  'GET',
  '/relocation_rules/list_rules/',
  'Kategorie pravidel pro přesun',
  RULE_SCOPES,
  {
    response: Schema.Array(Category),
  },
);
export const SaveRuleCategory = sklad('POST', '/relocation_rules/save/', 'Uložení kategorie pravidel', RULE_SCOPES, {
  body: SaveCategory,
  response: Category,
});
export const DeleteRuleCategory = sklad(
  'DELETE',
  '/relocation_rules/delete/{id}/',
  'Smazání kategorie pravidel (R-SUG-04)',
  RULE_SCOPES,
  { response: DeletedRow },
);
export const CollectSuggestions = sklad(
  'GET',
  '/relocation_rules/suggestions/{categoryId}/collect/',
  'Co vzít (návrhy přesunu)',
  RULE_SCOPES,
  { query: SuggestionsQuery, response: Suggestions },
);
export const DepositSuggestions = sklad(
  'GET',
  '/relocation_rules/suggestions/{categoryId}/deposit/',
  'Kam uložit (návrhy přesunu)',
  RULE_SCOPES,
  { query: SuggestionsQuery, response: Suggestions },
);
export const ReadConsolidation = sklad(
  'GET',
  '/relocation_rules/consolidation/',
  'Zásoby ke sloučení na méně pozic',
  RULE_SCOPES,
  { response: Consolidation },
);
export const ReadChaosQueue = sklad(
  'GET',
  '/relocation/chaos_queue/',
  'Fronta zboží k přeskladnění (chaos)',
  CHAOS_QUEUE_SCOPES,
  {
    response: ChaosQueue,
  },
);
export const MoveFromChaosQueue = sklad(
  'POST',
  '/relocation/chaos_move/',
  'Přesun z fronty na skladovou pozici',
  CHAOS_QUEUE_SCOPES,
  {
    body: ChaosMove,
    headers: ['Idempotency-Key'],
    response: ChaosMoveAnswer,
  },
);

export const relocationEndpoints: readonly ApiEndpoint[] = [
  ListRuleCategories,
  SaveRuleCategory,
  DeleteRuleCategory,
  CollectSuggestions,
  DepositSuggestions,
  ReadConsolidation,
  ReadChaosQueue,
  MoveFromChaosQueue,
];
