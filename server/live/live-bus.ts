import pg from 'pg';
import type { LiveKind } from '../../src/domain/live/live-kinds';
import type { Database } from '../db/client';

/** One committed change as the stream tells it: its id, its e-shop and its kind, nothing more. */
export interface LiveEvent {
  id: number;
  eshopId: number;
  kind: LiveKind;
}

/**
 * What a listener hears: an event; that events may have been missed (every client then refetches);
 * or that the node is shutting down (streams end, clients reconnect elsewhere).
 */
export type LiveSignal = LiveEvent | { resync: true } | { closing: true };

export interface LiveBus {
  /** Records the kinds of change an e-shop has just committed and tells every node's listeners. */
  publish(eshopId: number, kinds: readonly LiveKind[]): Promise<void>;
  subscribe(listener: (signal: LiveSignal) => void): () => void;
  /** The events of an e-shop after `lastId`; `gap` when some may be gone (pruned, or another database). */
  since(eshopId: number, lastId: number): Promise<{ events: LiveEvent[]; gap: boolean }>;
  /** Ends every stream (so the HTTP server can close) and the listening connection. */
  close(): Promise<void>;
  /** Live listeners now: what the idle-streams benchmark watches. */
  readonly listeners: number;
}

const CHANNEL = 'sklad_live';
/** Events older than this are pruned; a client away longer refetches everything. */
const KEEP_MINUTES = 15;
const PRUNE_EVERY_MS = 60_000;
/** More missed events than this are not replayed one by one: refetching is cheaper. */
export const REPLAY_LIMIT = 200;

interface Row {
  id: string | number;
  eshop_id: number;
  kind: string;
}
const eventOf = (r: Row): LiveEvent => ({ id: Number(r.id), eshopId: r.eshop_id, kind: r.kind as LiveKind });

/**
 * The bus of one node. On PostgreSQL every event goes out by NOTIFY and comes back to every node's
 * LISTEN connection (this node's included), so all clients hear all nodes' changes; on PGlite,
 * one process by nature, it is handed to the listeners directly.
 */
export function createLiveBus(database: Database, databaseUrl?: string): LiveBus {
  const listeners = new Set<(signal: LiveSignal) => void>();
  const emit = (signal: LiveSignal) => {
    for (const listener of listeners) listener(signal);
  };
  const notifier = database.kind === 'postgres' && databaseUrl ? listenTo(databaseUrl, emit) : null;
  let lastPrune = 0;

  return {
    async publish(eshopId, kinds) {
      if (kinds.length === 0) return;
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await database.query(`DELETE FROM live_events WHERE created_at < now() - interval '${KEEP_MINUTES} minutes'`);
      }
      if (notifier) {
        // One statement: the rows and their NOTIFY commit together, so no node hears of an event it cannot replay.
        await database.query(
          `WITH ins AS (INSERT INTO live_events (eshop_id, kind) SELECT $1, unnest($2::text[]) RETURNING id, eshop_id, kind)
           SELECT pg_notify('${CHANNEL}', id || ':' || eshop_id || ':' || kind) FROM ins`,
          [eshopId, [...kinds]],
        );
        return;
      }
      const rows = await database.query<Row>(
        'INSERT INTO live_events (eshop_id, kind) SELECT $1, unnest($2::text[]) RETURNING id, eshop_id, kind',
        [eshopId, [...kinds]],
      );
      for (const row of rows) emit(eventOf(row));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async since(eshopId, lastId) {
      const [bounds] = await database.query<{ first: string | null; last: string | null }>(
        'SELECT min(id) AS first, max(id) AS last FROM live_events',
      );
      const first = bounds?.first === null || bounds?.first === undefined ? null : Number(bounds.first);
      const last = bounds?.last === null || bounds?.last === undefined ? 0 : Number(bounds.last);
      // Ids from the future belong to another database (a reset server); ids before the oldest kept may have been pruned.
      if (lastId > last || (first !== null && lastId < first - 1)) return { events: [], gap: true };
      const rows = await database.query<Row>(
        'SELECT id, eshop_id, kind FROM live_events WHERE eshop_id = $1 AND id > $2 ORDER BY id LIMIT $3',
        [eshopId, lastId, REPLAY_LIMIT + 1],
      );
      if (rows.length > REPLAY_LIMIT) return { events: [], gap: true };
      return { events: rows.map(eventOf), gap: false };
    },
    async close() {
      emit({ closing: true });
      listeners.clear();
      await notifier?.close();
    },
    get listeners() {
      return listeners.size;
    },
  };
}

/**
 * A dedicated LISTEN connection (a pooled one would be handed to other queries). When it drops,
 * events may pass unheard: it reconnects and every stream is told to resync.
 */
function listenTo(url: string, emit: (signal: LiveSignal) => void): { close(): Promise<void> } {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      const [id, eshopId, kind] = (message.payload ?? '').split(':');
      if (id && eshopId && kind) emit({ id: Number(id), eshopId: Number(eshopId), kind: kind as LiveKind });
    });
    const reconnect = () => {
      if (closed || client !== next) return;
      client = null;
      emit({ resync: true });
      retry = setTimeout(() => void connect(), 1000);
    };
    next.on('error', reconnect);
    next.on('end', reconnect);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      console.error('Live updates: LISTEN connection failed, retrying', error);
      reconnect();
    }
  };
  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
