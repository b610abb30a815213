import { Schema } from 'effect';
import { Scope } from '../domain/permissions/scopes';
import { sklad, type ApiEndpoint } from './endpoint';
import { Flag, Id, labelled, List, NoErrors, PositiveInt, Text } from './fields';

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

// ---- answers ----

const CheckSector = Schema.Struct({ id: Schema.Number, sector_name: Schema.String });
export type CheckSector = typeof CheckSector.Type;
const CheckLocationRef = Schema.Struct({ id: Schema.Number, name: Schema.String });
export type CheckLocationRef = typeof CheckLocationRef.Type;
const CheckProgress = Schema.Struct({
  counted_locations: Schema.Number,
  total_locations: Schema.Number,
  lines: Schema.Number,
});
export type CheckProgress = typeof CheckProgress.Type;
const CheckStatus = Schema.NullOr(Schema.Literals(['cancelled', 'committed']));
/** SPEC 3 "Stock taking", as the list shows it. status null = new or running. */
const CheckSummary = Schema.Struct({
  id: Schema.Number,
  inventory_check_id: Schema.Number,
  name: Schema.String,
  status: CheckStatus,
  blind: Schema.Boolean,
  sectors: Schema.Array(CheckSector),
  locations: Schema.Array(CheckLocationRef),
  changed: Schema.String,
  created_by_name: Schema.String,
  progress: CheckProgress,
});
export type CheckSummary = typeof CheckSummary.Type;
const CheckPage = Schema.Struct({
  page: Schema.Number,
  per_page: Schema.Number,
  total_pages: Schema.Number,
  total_entries: Schema.Number,
  results: Schema.Array(CheckSummary),
});
export type CheckPage = typeof CheckPage.Type;
/** A product (and batch) at a location, as a counted line and a committed record line name it. */
const lineKey = {
  location_name: Schema.String,
  code: Schema.String,
  name: Schema.NullOr(Schema.String),
  sarze_id: Schema.NullOr(Schema.Number),
  sarze_name: Schema.NullOr(Schema.String),
};
const CountedLine = Schema.Struct({
  ...lineKey,
  amount: Schema.Number,
  entries: Schema.Number,
  /** What the ledger holds there now; null in a blind check. */
  expected: Schema.NullOr(Schema.Number),
});
export type CountedLine = typeof CountedLine.Type;
const CheckLocationState = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  sector_id: Schema.Number,
  sector_name: Schema.String,
  counted: Schema.Boolean,
  counted_by: Schema.NullOr(Schema.String),
  lines: Schema.Number,
});
export type CheckLocationState = typeof CheckLocationState.Type;
const CounterPresence = Schema.Struct({ client_name: Schema.String, location_name: Schema.String, at: Schema.String });
export type CounterPresence = typeof CounterPresence.Type;
/** One line a committed check applied: its audit record (issue 24 item 12). */
const CheckRecordLine = Schema.Struct({
  ...lineKey,
  counted: Schema.Number,
  /** What the ledger held there when it was counted. */
  expected: Schema.Number,
  /** counted − expected: + found, − missing. */
  difference: Schema.Number,
});
export type CheckRecordLine = typeof CheckRecordLine.Type;
const CheckDetail = Schema.Struct({
  ...CheckSummary.fields,
  location_states: Schema.Array(CheckLocationState),
  counters: Schema.Array(CounterPresence),
  /** The lines of `?location=`, when asked. */
  lines: Schema.NullOr(Schema.Array(CountedLine)),
  /** The ledger change a commit wrote (its movements in the movement log); null until committed. */
  committed_change_id: Schema.NullOr(Schema.Number),
  /** Every line the commit applied; null until committed. */
  record: Schema.NullOr(Schema.Array(CheckRecordLine)),
});
export type CheckDetail = typeof CheckDetail.Type;
/** SPEC 3 "Changes" of a check, with what the review before commit needs. */
const CheckChange = Schema.Struct({
  location_name: Schema.String,
  code: Schema.String,
  name: Schema.NullOr(Schema.String),
  sarze_id: Schema.NullOr(Schema.Number),
  /** Stock when counted; null when hidden (blind check, not its starter). */
  before_amount: Schema.NullOr(Schema.Number),
  /** Counted. */
  after_amount: Schema.Number,
  stock_now: Schema.NullOr(Schema.Number),
  /** Net movements after the count; non-zero = the two commit choices differ. */
  moved_after_count: Schema.NullOr(Schema.Number),
});
export type CheckChange = typeof CheckChange.Type;
const CheckChanges = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  status: CheckStatus,
  blind: Schema.Boolean,
  list_all: Schema.Boolean,
  changes: Schema.Array(CheckChange),
});
export type CheckChanges = typeof CheckChanges.Type;
const AddProductAnswer = Schema.Struct({ errors: NoErrors, duplicate: Schema.Boolean, line: CountedLine });
export type AddProductAnswer = typeof AddProductAnswer.Type;
const CommitAnswer = Schema.Struct({
  errors: NoErrors,
  change_id: Schema.Number,
  shoptet_sync: Schema.Boolean,
  lines: Schema.Number,
  movements: Schema.Number,
});
export type CommitAnswer = typeof CommitAnswer.Type;
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
  response: CheckPage,
});
export const ReadCheckChanges = sklad('GET', '/inventory_check/list/{id}/', 'Rozdíly inventury', scopes, {
  query: LinesQuery,
  response: CheckChanges,
});
export const ReadCheck = sklad('GET', '/inventory_check/detail/{id}/', 'Inventura s postupem počítání', scopes, {
  query: DetailQuery,
  response: CheckDetail,
});
export const EditCheck = sklad('POST', '/inventory_check/edit/{id}/', 'Úprava inventury', scopes, {
  body: EditBody,
  response: CheckDetail,
  ...keyed,
});
export const StartCheck = sklad('POST', '/inventory_check/start/', 'Založení inventury', scopes, {
  body: StartBody,
  response: CheckDetail,
  ...keyed,
});
export const CancelCheck = sklad('DELETE', '/inventory_check/cancel/{id}/', 'Zrušení inventury', scopes, {
  response: Schema.Struct({
    id: Schema.Number,
    inventory_check_id: Schema.Number,
    status: Schema.Literal('cancelled'),
  }),
  ...keyed,
});
/** Idempotent by the request's own client_entry_id, and also behind the key when one is sent. */
export const AddProduct = sklad('POST', '/inventory_check/add_product/', 'Spočítaný sken', scopes, {
  body: AddProductBody,
  response: AddProductAnswer,
  headers: ['Idempotency-Key'],
});
export const RemoveProduct = sklad('DELETE', '/inventory_check/remove_product/', 'Odebrání řádku nebo skenu', scopes, {
  body: RemoveProductBody,
  response: Schema.Struct({ errors: NoErrors, removed: Schema.Number }),
  ...keyed,
});
export const CommitCheck = sklad('POST', '/inventory_check/commit/', 'Zaúčtování inventury', scopes, {
  body: CommitBody,
  response: CommitAnswer,
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
