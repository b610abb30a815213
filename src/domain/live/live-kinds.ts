import { READ_LAYOUT_SCOPES } from '../layout/layout-scopes';
import { Scope, type ScopeName } from '../permissions/scopes';

/** What changed, as the live stream names it: clients refetch what they show of that kind. */
export type LiveKind = 'stock' | 'stocktaking' | 'documents' | 'printing' | 'layout' | 'shoplists' | 'eshop-sync';

/**
 * Who hears a kind: a session permitted any one of these scopes. Whoever reads locations (every
 * scanning screen, the overview, the relocation rules) hears stock and layout changes; the
 * movement log hears stock changes too.
 */
export const LIVE_KIND_SCOPES: Readonly<Record<LiveKind, readonly ScopeName[]>> = {
  stock: [...READ_LAYOUT_SCOPES, Scope.movementLog],
  stocktaking: [Scope.stocktaking],
  documents: [Scope.documents, Scope.receipts, Scope.issues],
  printing: [Scope.printing],
  layout: READ_LAYOUT_SCOPES,
  shoplists: [Scope.stockInFromList],
  // The e-shop connection panel (docs/decisions/eshop-sync.md): settings admins.
  'eshop-sync': [Scope.settings],
};

export const isLiveKind = (value: string): value is LiveKind => Object.hasOwn(LIVE_KIND_SCOPES, value);

/** Sent by the server when it cannot replay every event since the client's Last-Event-ID: refetch all. */
export const LIVE_RESYNC = 'resync';

/** A write route of the warehouse API and the kind of change it commits (reads sent as POST are absent). */
const WRITE_ROUTES: ReadonlyArray<readonly [RegExp, readonly LiveKind[]]> = [
  [/^\/inventory_check\/commit\//, ['stocktaking', 'stock']],
  [/^\/inventory_check\//, ['stocktaking']],
  [/^\/inventory\//, ['stock']],
  [/^\/movement_documents\/\d+\/post_queued\/?$/, ['documents', 'stock']],
  [/^\/movement_documents\//, ['documents']],
  [/^\/(request_v2|generate_v2)\//, ['printing']],
  [/^\/(location|sector|zone)\//, ['layout']],
  [/^\/ao\/shoplist\/\d+\/process\//, ['shoplists', 'stock']],
  [/^\/ao\/(integration\/shoplist|shoplist\/\d+)\//, ['shoplists']],
  [/^\/relocation\/chaos_move\//, ['stock']],
  [/^\/batches\//, ['stock']],
  // An import's kind is not in its path: applying one may add locations, stock or shopping lists.
  [/^\/imports\/\d+\/apply\//, ['stock', 'layout', 'shoplists']],
];
const READS_SENT_AS_WRITES =
  /^\/(inventory\/(scan|search)|log|search\/fulltext|inventory_check\/list|ao\/shoplist\/search)\/$/;

/**
 * The kinds of change a successful write to `path` (below /api/sklad) committed; none for a read.
 * A stock-taking commit, a posted document and a processed shopping list move stock too.
 */
export function liveKindsOfWrite(method: string, path: string): readonly LiveKind[] {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return [];
  if (READS_SENT_AS_WRITES.test(path)) return [];
  for (const [pattern, kinds] of WRITE_ROUTES) if (pattern.test(path)) return kinds;
  return [];
}
