import { Schema } from 'effect';
import type { ApiEndpoint } from './endpoint';

// Wire shapes of the nine stock-taking calls (SPEC 7 "Stock-taking"); the payloads the spec does not
// show are designed in docs/decisions/stocktaking.md. The server validates with these, the app's
// port types derive from them.

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const Name = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100));
const Code = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100));
const Ids = Schema.Array(Id).check(Schema.isMaxLength(10000));
const ClientEntryId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100));

/** R-INV-03: one page is 50 checks. */
export const CHECK_PAGE_SIZE = 50;
export const CHECK_STATUS_FILTERS = ['active', 'cancelled', 'committed', 'all'] as const;
export type CheckStatusFilter = (typeof CHECK_STATUS_FILTERS)[number];

export const CheckListBody = Schema.Struct({
  name: Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxLength(100)))),
  page: Schema.optionalKey(Id),
  per_page: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(CHECK_PAGE_SIZE))),
  sectors: Schema.optionalKey(Schema.NullOr(Ids)),
  locations: Schema.optionalKey(Schema.NullOr(Ids)),
  /** Omitted or null: the active list (status null); cancelled checks never appear there (R-INV-01). */
  status: Schema.optionalKey(Schema.NullOr(Schema.Literals(CHECK_STATUS_FILTERS))),
  /** YYYY-MM-DD: checks changed on or after that day. */
  changed: Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxLength(10)))),
});
export type CheckListRequest = typeof CheckListBody.Type;

export const LinesQuery = Schema.Struct({
  list_all: Schema.optionalKey(Schema.Literals(['', '0', '1', 'true', 'false'])),
});

export const DetailQuery = Schema.Struct({
  location: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(100))),
});

export const StartBody = Schema.Struct({
  name: Name,
  sectors: Schema.optionalKey(Schema.NullOr(Ids)),
  locations: Schema.optionalKey(Schema.NullOr(Ids)),
  blind: Schema.optionalKey(Schema.Boolean),
});
export type StartRequest = typeof StartBody.Type;

export const EDIT_ACTIONS = ['rename', 'mark_counted', 'unmark_counted', 'recount', 'set_amount'] as const;
export type EditAction = (typeof EDIT_ACTIONS)[number];

/** One call for everything that changes a running check besides scanning; `action` says what. */
export const EditBody = Schema.Struct({
  action: Schema.Literals(EDIT_ACTIONS),
  name: Schema.optionalKey(Name),
  blind: Schema.optionalKey(Schema.Boolean),
  location_name: Schema.optionalKey(Name),
  code: Schema.optionalKey(Code),
  sarze_id: Schema.optionalKey(Schema.NullOr(Id)),
  amount: Schema.optionalKey(Schema.Number),
  client_entry_id: Schema.optionalKey(ClientEntryId),
});
export type EditRequest = typeof EditBody.Type;

export const AddProductBody = Schema.Struct({
  id: Id,
  /** The device's own id of this scan: sending it again never counts it twice. */
  client_entry_id: ClientEntryId,
  location_name: Name,
  code: Code,
  /** Plain number on purpose: a negative or fractional count is a refused line (400 with errors). */
  amount: Schema.Number,
  sarze_id: Schema.optionalKey(Schema.NullOr(Id)),
  new_sarze: Schema.optionalKey(
    Schema.NullOr(
      Schema.Struct({
        name: Schema.String.check(Schema.isMaxLength(100)),
        expires_at: Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxLength(20)))),
      }),
    ),
  ),
});
export type AddProductRequest = typeof AddProductBody.Type;

export const RemoveProductBody = Schema.Struct({
  id: Id,
  location_name: Name,
  /** Removes the whole line of this product and batch… */
  code: Schema.optionalKey(Code),
  sarze_id: Schema.optionalKey(Schema.NullOr(Id)),
  /** …or just one scan. */
  client_entry_id: Schema.optionalKey(ClientEntryId),
});
export type RemoveProductRequest = typeof RemoveProductBody.Type;

export const MOVED_CHOICES = ['difference', 'counted'] as const;
export type MovedChoice = (typeof MOVED_CHOICES)[number];

export const CommitBody = Schema.Struct({
  id: Id,
  shoptet_sync: Schema.optionalKey(Schema.Boolean),
  /** What to do with every line whose stock moved after it was counted; required when there are any. */
  resolution: Schema.optionalKey(Schema.NullOr(Schema.Literals(MOVED_CHOICES))),
  overrides: Schema.optionalKey(
    Schema.Array(
      Schema.Struct({
        location_name: Name,
        code: Code,
        sarze_id: Schema.NullOr(Id),
        keep: Schema.Literals(MOVED_CHOICES),
      }),
    ).check(Schema.isMaxLength(100000)),
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
export interface CheckDetail extends CheckSummary {
  location_states: CheckLocationState[];
  counters: CounterPresence[];
  /** The lines of `?location=`, when asked. */
  lines: CountedLine[] | null;
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

const scopes = ['sklad.inventura'] as const;
export const stocktakingEndpoints: readonly ApiEndpoint[] = [
  {
    method: 'POST',
    host: 'sklad',
    path: '/inventory_check/list/',
    summary: 'Stock-taking checks, 50 a page',
    scopes,
    body: CheckListBody,
  },
  {
    method: 'GET',
    host: 'sklad',
    path: '/inventory_check/list/{id}/',
    summary: 'Changes of a check',
    scopes,
    query: LinesQuery,
  },
  {
    method: 'GET',
    host: 'sklad',
    path: '/inventory_check/detail/{id}/',
    summary: 'A check with progress',
    scopes,
    query: DetailQuery,
  },
  {
    method: 'POST',
    host: 'sklad',
    path: '/inventory_check/edit/{id}/',
    summary: 'Edit a check',
    scopes,
    body: EditBody,
  },
  { method: 'POST', host: 'sklad', path: '/inventory_check/start/', summary: 'Start a check', scopes, body: StartBody },
  { method: 'DELETE', host: 'sklad', path: '/inventory_check/cancel/{id}/', summary: 'Cancel a check', scopes },
  {
    method: 'POST',
    host: 'sklad',
    path: '/inventory_check/add_product/',
    summary: 'Count entry',
    scopes,
    body: AddProductBody,
  },
  {
    method: 'DELETE',
    host: 'sklad',
    path: '/inventory_check/remove_product/',
    summary: 'Remove a line or a scan',
    scopes,
    body: RemoveProductBody,
  },
  {
    method: 'POST',
    host: 'sklad',
    path: '/inventory_check/commit/',
    summary: 'Apply the counts',
    scopes,
    body: CommitBody,
  },
];
