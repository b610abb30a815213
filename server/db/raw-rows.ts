interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Rows of one statement run on the transaction's own connection, past drizzle's SQL building (the
 * query builder's work is a measured share of a stock write's CPU, bench/server/THROUGHPUT.md). The
 * call is made before this returns, so the statement keeps its place among the transaction's
 * pipelined statements. Both drivers keep their client on the transaction's session and answer `{ rows }`;
 * `tx` is a drizzle transaction (`Tx`) or database, typed loosely so that server/db/client.ts's helpers may use it.
 */
export function rawRows<T>(tx: object, text: string, params: unknown[]): Promise<T[]> {
  const { client } = (tx as unknown as { session: { client: RawClient } }).session;
  return client.query(text, params).then((result) => result.rows as T[]);
}
