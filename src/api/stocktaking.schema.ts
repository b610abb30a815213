import { Schema } from 'effect';
import { Scope } from '../domain/permissions/scopes';
import { answer, sklad, type ApiEndpoint } from './endpoint';
import { Flag, Id, labelled, List, PositiveInt, Text } from './fields';

// Wire shapes of the nine stock-taking calls (SPEC 7 "Stock-taking"); the payloads the spec does not
// show are designed in docs/decisions/stocktaking.md. The server validates with these, the app's
// port types derive from them.

const CheckId = Id('Inventura');
const LocationName = Text('Pozice', 100, 1);
const Code = Text('Kód produktu', 100, 1);
const SarzeId = labelled(Schema.NullOr(Id('Šarže')), 'Šarže');
const ClientEntryId = Text('Identifikátor skenu', 100, 1);
const Ids = (title: string) => List(PositiveInt, title, 10000);

/** R-INV-03: one page is 50 checks. */
import { CHECK_PAGE_SIZE } from '../domain/stocktaking/check-paging';
export { CHECK_PAGE_SIZE } from '../domain/stocktaking/check-paging';
export const CHECK_STATUS_FILTERS = ['active', 'cancelled', 'committed', 'all'] as const;
export type CheckStatusFilter = (typeof CHECK_STATUS_FILTERS)[number];

export const CheckListBody = Schema.Struct({
  name: Schema.optionalKey(labelled(Schema.NullOr(Text('Název', 100)), 'Název')),
  page: Schema.optionalKey(Id('Stránka')),
  per_page: Schema.optionalKey(
    labelled(
      Schema.Int.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(CHECK_PAGE_SIZE)),
      'Počet na stránku',
    ),
  ),
  sectors: Schema.optionalKey(labelled(Schema.NullOr(Ids('Sektory')), 'Sektory')),
  locations: Schema.optionalKey(labelled(Schema.NullOr(Ids('Pozice')), 'Pozice')),
  /** Omitted or null: the active list (status null); cancelled checks never appear there (R-INV-01). */
  status: Schema.optionalKey(labelled(Schema.NullOr(labelled(Schema.Literals(CHECK_STATUS_FILTERS), 'Stav')), 'Stav')),
  /** YYYY-MM-DD: checks changed on or after that day. */
  changed: Schema.optionalKey(labelled(Schema.NullOr(Text('Změněno od', 10)), 'Změněno od')),
});
export type CheckListRequest = typeof CheckListBody.Type;

export const LinesQuery = Schema.Struct({
  list_all: Schema.optionalKey(labelled(Schema.Literals(['', '0', '1', 'true', 'false']), 'Všechny řádky')),
});

export const DetailQuery = Schema.Struct({
  location: Schema.optionalKey(Text('Pozice', 100)),
});

export const StartBody = Schema.Struct({
  name: Text('Název inventury', 100, 1),
  sectors: Schema.optionalKey(labelled(Schema.NullOr(Ids('Sektory')), 'Sektory')),
  locations: Schema.optionalKey(labelled(Schema.NullOr(Ids('Pozice')), 'Pozice')),
  blind: Schema.optionalKey(Flag('Slepá inventura')),
});
export type StartRequest = typeof StartBody.Type;

export const EDIT_ACTIONS = ['rename', 'mark_counted', 'unmark_counted', 'recount', 'set_amount'] as const;

/** One call for everything that changes a running check besides scanning; `action` says what. */
export const EditBody = Schema.Struct({
  action: labelled(Schema.Literals(EDIT_ACTIONS), 'Akce'),
  name: Schema.optionalKey(Text('Název inventury', 100, 1)),
  blind: Schema.optionalKey(Flag('Slepá inventura')),
  location_name: Schema.optionalKey(LocationName),
  code: Schema.optionalKey(Code),
  sarze_id: Schema.optionalKey(SarzeId),
  amount: Schema.optionalKey(labelled(Schema.Number, 'Množství')),
  client_entry_id: Schema.optionalKey(ClientEntryId),
});
export type EditRequest = typeof EditBody.Type;

export const AddProductBody = Schema.Struct({
  id: CheckId,
  /** The device's own id of this scan: sending it again never counts it twice. */
  client_entry_id: ClientEntryId,
  location_name: LocationName,
  code: Code,
  /** Plain number on purpose: a negative or fractional count is a refused line (400 with errors). */
  amount: labelled(Schema.Number, 'Množství'),
  sarze_id: Schema.optionalKey(SarzeId),
  new_sarze: Schema.optionalKey(
    labelled(
      Schema.NullOr(
        Schema.Struct({
          name: Text('Název šarže', 100),
          expires_at: Schema.optionalKey(labelled(Schema.NullOr(Text('Expirace', 20)), 'Expirace')),
        }),
      ),
      'Nová šarže',
    ),
  ),
});
export type AddProductRequest = typeof AddProductBody.Type;

export const RemoveProductBody = Schema.Struct({
  id: CheckId,
  location_name: LocationName,
  /** Removes the whole line of this product and batch… */
  code: Schema.optionalKey(Code),
  sarze_id: Schema.optionalKey(SarzeId),
  /** …or just one scan. */
  client_entry_id: Schema.optionalKey(ClientEntryId),
});
export type RemoveProductRequest = typeof RemoveProductBody.Type;

export const MOVED_CHOICES = ['difference', 'counted'] as const;
export type MovedChoice = (typeof MOVED_CHOICES)[number];
const Keep = labelled(Schema.Literals(MOVED_CHOICES), 'Volba u řádku změněného po spočítání');

export const CommitBody = Schema.Struct({
  id: CheckId,
  shoptet_sync: Schema.optionalKey(Flag('Synchronizace s e-shopem')),
  /** What to do with every line whose stock moved after it was counted; required when there are any. */
  resolution: Schema.optionalKey(labelled(Schema.NullOr(Keep), 'Volba u řádků změněných po spočítání')),
  overrides: Schema.optionalKey(
    List(
      Schema.Struct({ location_name: LocationName, code: Code, sarze_id: SarzeId, keep: Keep }),
      'Volby u jednotlivých řádků',
      100000,
    ),
  ),
});
export type CommitRequest = typeof CommitBody.Type;

// Answers (plain types: the server builds them, the app relies on them).

export interface CheckSector {
  id: number;
  sector_name: string;
}
export interface CheckLocationRef {
  id: number;
  name: string;
}
export interface CheckProgress {
  counted_locations: number;
  total_locations: number;
  lines: number;
}
/** SPEC 3 "Stock taking", as the list shows it. status null = new or running. */
export interface CheckSummary {
  id: number;
  inventory_check_id: number;
  name: string;
  status: null | 'cancelled' | 'committed';
  blind: boolean;
  sectors: CheckSector[];
  locations: CheckLocationRef[];
  changed: string;
  created_by_name: string;
  progress: CheckProgress;
}
export interface CheckPage {
  page: number;
  per_page: number;
  total_pages: number;
  total_entries: number;
  results: CheckSummary[];
}
export interface CountedLine {
  location_name: string;
  code: string;
  name: string | null;
  sarze_id: number | null;
  sarze_name: string | null;
  amount: number;
  entries: number;
  /** What the ledger holds there now; null in a blind check. */
  expected: number | null;
}
export interface CheckLocationState {
  id: number;
  name: string;
  sector_id: number;
  sector_name: string;
  counted: boolean;
  counted_by: string | null;
  lines: number;
}
export interface CounterPresence {
  client_name: string;
  location_name: string;
  at: string;
}
/** One line a committed check applied: its audit record (issue 24 item 12). */
export interface CheckRecordLine {
  location_name: string;
  code: string;
  name: string | null;
  sarze_id: number | null;
  sarze_name: string | null;
  counted: number;
  /** What the ledger held there when it was counted. */
  expected: number;
  /** counted − expected: + found, − missing. */
  difference: number;
}
export interface CheckDetail extends CheckSummary {
  location_states: CheckLocationState[];
  counters: CounterPresence[];
  /** The lines of `?location=`, when asked. */
  lines: CountedLine[] | null;
  /** The ledger change a commit wrote (its movements in the movement log); null until committed. */
  committed_change_id: number | null;
  /** Every line the commit applied; null until committed. */
  record: CheckRecordLine[] | null;
}
/** SPEC 3 "Changes" of a check, with what the review before commit needs. */
export interface CheckChange {
  location_name: string;
  code: string;
  name: string | null;
  sarze_id: number | null;
  /** Stock when counted; null when hidden (blind check, not its starter). */
  before_amount: number | null;
  /** Counted. */
  after_amount: number;
  stock_now: number | null;
  /** Net movements after the count; non-zero = the two commit choices differ. */
  moved_after_count: number | null;
}
export interface CheckChanges {
  id: number;
  name: string;
  status: CheckSummary['status'];
  blind: boolean;
  list_all: boolean;
  changes: CheckChange[];
}
export interface AddProductAnswer {
  errors: [];
  duplicate: boolean;
  line: CountedLine;
}
export interface CommitAnswer {
  errors: [];
  change_id: number;
  shoptet_sync: boolean;
  lines: number;
  movements: number;
}
export interface CommitError {
  code: string;
  location_name: string;
  sarze_id: number | null;
  reason: 'moved_after_count' | 'negative_result' | 'unknown_location' | 'nothing_counted';
  detail: string;
}

const scopes = [Scope.stocktaking];
/** Writes take an Idempotency-Key (add_product is idempotent by its client_entry_id instead). */
const keyed = { headers: ['Idempotency-Key'] } as const;
/** The nine calls, each declared once: the server mounts, the app calls and OpenAPI describes these. */
export const ListChecks = sklad('POST', '/inventory_check/list/', 'Inventury, 50 na stránku', scopes, {
  body: CheckListBody,
  answer: answer<CheckPage>(),
});
export const ReadCheckChanges = sklad('GET', '/inventory_check/list/{id}/', 'Rozdíly inventury', scopes, {
  query: LinesQuery,
  answer: answer<CheckChanges>(),
});
export const ReadCheck = sklad('GET', '/inventory_check/detail/{id}/', 'Inventura s postupem počítání', scopes, {
  query: DetailQuery,
  answer: answer<CheckDetail>(),
});
export const EditCheck = sklad('POST', '/inventory_check/edit/{id}/', 'Úprava inventury', scopes, {
  body: EditBody,
  answer: answer<CheckDetail>(),
  ...keyed,
});
export const StartCheck = sklad('POST', '/inventory_check/start/', 'Založení inventury', scopes, {
  body: StartBody,
  answer: answer<CheckDetail>(),
  ...keyed,
});
export const CancelCheck = sklad('DELETE', '/inventory_check/cancel/{id}/', 'Zrušení inventury', scopes, {
  answer: answer<{ id: number; inventory_check_id: number; status: 'cancelled' }>(),
  ...keyed,
});
/** Idempotent by the request's own client_entry_id, and also behind the key when one is sent. */
export const AddProduct = sklad('POST', '/inventory_check/add_product/', 'Spočítaný sken', scopes, {
  body: AddProductBody,
  answer: answer<AddProductAnswer>(),
  headers: ['Idempotency-Key'],
});
export const RemoveProduct = sklad('DELETE', '/inventory_check/remove_product/', 'Odebrání řádku nebo skenu', scopes, {
  body: RemoveProductBody,
  answer: answer<{ errors: []; removed: number }>(),
  ...keyed,
});
export const CommitCheck = sklad('POST', '/inventory_check/commit/', 'Zaúčtování inventury', scopes, {
  body: CommitBody,
  answer: answer<CommitAnswer>(),
  ...keyed,
});

export const stocktakingEndpoints: readonly ApiEndpoint[] = [
  ListChecks,
  ReadCheckChanges,
  ReadCheck,
  EditCheck,
  StartCheck,
  CancelCheck,
  AddProduct,
  RemoveProduct,
  CommitCheck,
];
