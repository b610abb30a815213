import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Db } from '../db/client';

/** The PostgreSQL pool behind `db`; undefined on PGlite, which has no COPY that streams out. */
export function postgresPoolOf(db: Db): pg.Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

const dialect = new PgDialect();
// COPY's binary file header: signature, flags (no OIDs), header extension length (none).
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const HEADER = SIGNATURE.length + 8;
const TUPLE_HEADER = 6; // field count (int16) + the field's length (int32)

/**
 * The one text column of `query`, row after row, as COPY … TO STDOUT streams it (issue #29: the database sends the
 * rows as it makes them, no page waits for the one before): `onRows` hears how many rows each piece holds. The
 * binary format carries each value's bytes as they are with a length in front, so the bytes out are exactly the
 * column's (the text and CSV formats would escape or quote them).
 *
 * COPY is a query of its own connection (the pool pipelines its queries, and a COPY cannot share a pipeline); a
 * consumer that stops early (the client went away) closes that connection, which ends the COPY in the backend too.
 */
export async function* copyOutText(
  pool: pg.Pool,
  query: SQL,
  onRows: (rows: number) => void = () => {},
): AsyncGenerator<Uint8Array> {
  const client = new pg.Client({ ...pool.options, pipeline: false } as pg.ClientConfig);
  client.on('error', (error) => console.error('PostgreSQL: an export connection broke:', error.message));
  await client.connect();
  let finished = false;
  try {
    const text = dialect.sqlToQuery(query.inlineParams()).sql;
    const stream = client.query(copyTo(`COPY (${text}) TO STDOUT (FORMAT binary)`));
    const reader = new CopyTextReader();
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const piece = reader.read(chunk);
      if (reader.rows) onRows(reader.takeRows());
      if (piece.length) yield piece;
    }
    if (!reader.ended) throw new Error('COPY ended before its trailer');
    finished = true;
  } finally {
    // Early: end() destroys the socket of a connection whose query still runs, and the backend stops with it.
    if (!finished) client.connection.stream.destroy();
    await client.end().catch(() => undefined);
  }
}

/**
 * Reads COPY's binary format of one column, chunk by chunk as the socket delivers it (a header may be split between
 * two chunks), and returns each chunk's values' bytes one after the other.
 */
export class CopyTextReader {
  ended = false;
  rows = 0;
  private started = false;
  private carry: Buffer | undefined;
  private dataLeft = 0;

  takeRows(): number {
    const n = this.rows;
    this.rows = 0;
    return n;
  }

  read(input: Buffer): Buffer {
    let chunk = this.carry ? Buffer.concat([this.carry, input]) : input;
    this.carry = undefined;
    let i = 0;
    if (!this.started) {
      if (chunk.length < HEADER) {
        this.carry = chunk;
        return Buffer.alloc(0);
      }
      if (!chunk.subarray(0, SIGNATURE.length).equals(SIGNATURE) || chunk.readUInt32BE(SIGNATURE.length + 4) !== 0)
        throw new Error('Not a COPY binary stream of this form');
      this.started = true;
      i = HEADER;
    }
    const out = Buffer.allocUnsafe(chunk.length);
    let o = 0;
    while (i < chunk.length && !this.ended) {
      if (this.dataLeft > 0) {
        const n = Math.min(this.dataLeft, chunk.length - i);
        chunk.copy(out, o, i, i + n);
        o += n;
        i += n;
        this.dataLeft -= n;
        if (this.dataLeft === 0) this.rows++;
        continue;
      }
      if (chunk.length - i >= 2 && chunk.readInt16BE(i) === -1) {
        this.ended = true; // the trailer
        break;
      }
      if (chunk.length - i < TUPLE_HEADER) {
        this.carry = chunk.subarray(i);
        break;
      }
      if (chunk.readInt16BE(i) !== 1) throw new Error('COPY row of more than one column');
      const length = chunk.readInt32BE(i + 2);
      i += TUPLE_HEADER;
      if (length > 0) this.dataLeft = length;
      else this.rows++; // empty or NULL: no bytes
    }
    chunk = out;
    return chunk.subarray(0, o);
  }
}
