import pg from 'pg';
import type { LiveKind } from '../../src/domain/live/live-kinds';
import type { Database } from '../db/client';

/** One committed change as the stream tells it: its id (the e-shop's own count), its e-shop and its kind, nothing more. */
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

  /** Writes one batch of (e-shop, kind) pairs as events and tells every node. */
  const write = async (eshopIds: number[], kinds: LiveKind[]) => {
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await database.query(`DELETE FROM live_events WHERE created_at < now() - interval '${KEEP_MINUTES} minutes'`);
    }
    // Each e-shop numbers its own events (ids tell nothing of other tenants): the counter row is
    // bumped by the batch's count and the rows take the numbers below the new value, in one statement.
    const numbered = `input AS (
        SELECT e, k, row_number() OVER (PARTITION BY e ORDER BY o) AS n, count(*) OVER (PARTITION BY e) AS c
        FROM unnest($1::int[], $2::text[]) WITH ORDINALITY AS u(e, k, o)),
      bump AS (
        INSERT INTO live_event_counters (eshop_id, last) SELECT e, max(c) FROM input GROUP BY e
        ON CONFLICT (eshop_id) DO UPDATE SET last = live_event_counters.last + EXCLUDED.last
        RETURNING eshop_id, last),
      ins AS (
        INSERT INTO live_events (eshop_id, kind, seq)
        SELECT i.e, i.k, b.last - i.c + i.n FROM input i JOIN bump b ON b.eshop_id = i.e
        RETURNING seq AS id, eshop_id, kind)`;
    if (notifier) {
      // One statement: the rows and their NOTIFY commit together, so no node hears of an event it cannot replay.
      await database.query(
        `WITH ${numbered} SELECT pg_notify('${CHANNEL}', id || ':' || eshop_id || ':' || kind) FROM ins`,
        [eshopIds, kinds],
      );
      return;
    }
    const insert = `WITH ${numbered} SELECT id, eshop_id, kind FROM ins`;
    const rows = await database.query<Row>(insert, [eshopIds, kinds]);
    for (const row of rows) emit(eventOf(row));
  };

  // Group publishing: while one batch is being written, the writes committed meanwhile wait and go out together as
  // the next batch, one row per e-shop and kind. An idle server publishes at once; a busy one writes one event
  // statement (and one NOTIFY transaction) per batch instead of per request. Events carry kinds only, so one event
  // for several changes of a kind tells clients the same: refetch.
  let pending = new Map<number, Set<LiveKind>>();
  let waiting: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  let flushing = false;
  const flush = async () => {
    while (pending.size > 0) {
      const batch = pending;
      const waiters = waiting;
      pending = new Map();
      waiting = [];
      const eshopIds: number[] = [];
      const kinds: LiveKind[] = [];
      for (const [eshopId, set] of batch)
        for (const kind of set) {
          eshopIds.push(eshopId);
          kinds.push(kind);
        }
      try {
        await write(eshopIds, kinds);
        for (const w of waiters) w.resolve();
      } catch (error) {
        for (const w of waiters) w.reject(error);
      }
    }
    flushing = false;
  };

  return {
    publish(eshopId, kinds) {
      if (kinds.length === 0) return Promise.resolve();
      const set = pending.get(eshopId) ?? new Set<LiveKind>();
      for (const kind of kinds) set.add(kind);
      pending.set(eshopId, set);
      const published = new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
      if (!flushing) {
        flushing = true;
        // Publishes of the same turn of the event loop join the first batch.
        setImmediate(() => void flush());
      }
      return published;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async since(eshopId, lastId) {
      const [bounds] = await database.query<{ first: string | null; last: string | null }>(
        `SELECT (SELECT min(seq) FROM live_events WHERE eshop_id = $1) AS first,
                (SELECT last FROM live_event_counters WHERE eshop_id = $1) AS last`,
        [eshopId],
      );
      const first = bounds?.first === null || bounds?.first === undefined ? null : Number(bounds.first);
      const last = bounds?.last === null || bounds?.last === undefined ? 0 : Number(bounds.last);
      // Ids from the future belong to another database (a reset server); ids before the oldest kept
      // (or any, once all were pruned) may have been pruned.
      if (lastId > last) return { events: [], gap: true };
      if (lastId < last && (first === null || lastId < first - 1)) return { events: [], gap: true };
      const rows = await database.query<Row>(
        'SELECT seq AS id, eshop_id, kind FROM live_events WHERE eshop_id = $1 AND seq > $2 ORDER BY seq LIMIT $3',
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
