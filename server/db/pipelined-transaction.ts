import type { SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect, PgTransactionConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { rawRows } from './raw-rows';

type TransactionConfig = PgTransactionConfig | undefined;
/** A transaction as the use cases hold it (server/db/client.ts's Tx); only `execute` is needed here. */
interface Executes {
  execute(statement: SQL): PromiseLike<unknown>;
}

/** A statement already written as plain SQL with its parameters (sent past drizzle's SQL building). */
export interface PlainStatement {
  text: string;
  params: unknown[];
}
type Statement = SQL | PlainStatement;
const isPlain = (s: Statement): s is PlainStatement => typeof (s as PlainStatement).text === 'string';

/** The statement a transaction leaves to send together with its COMMIT (pipelined transactions only). */
const lastStatements = new WeakMap<object, Statement[]>();

/**
 * Runs `statement` as the transaction's last one. On a pipelined PostgreSQL transaction it is sent
 * with the COMMIT (one round trip for both) and its failure still fails the transaction: COMMIT
 * after a failed statement only rolls back. Elsewhere (PGlite) it runs here and now. Nothing may
 * read the transaction's data after it, since it has not run yet when this returns.
 */
export async function withCommit(tx: Executes, statement: Statement): Promise<void> {
  const queued = lastStatements.get(tx);
  if (queued) queued.push(statement);
  else if (isPlain(statement)) await rawRows(tx, statement.text, statement.params);
  else await tx.execute(statement);
}

/**
 * drizzle's transaction on node-postgres waits for BEGIN's answer before the work's first statement,
 * and for the work's last statement before COMMIT: two round trips that carry nothing. On a
 * pipelining pool, BEGIN is sent without waiting (it leaves in the same socket write as the work's
 * first statements, and PostgreSQL runs them in order on the connection), and COMMIT leaves with
 * the statements given to `withCommit`. Same transaction, same isolation, same savepoints (the
 * transaction object is drizzle's own); only the waiting is gone.
 *
 * BEGIN on an idle pooled connection fails only when the connection itself is lost, and then the
 * statements behind it are lost too; its outcome is still checked before COMMIT is trusted.
 */
export function pipelineTransactions(db: object, pool: pg.Pool): void {
  type Session = ConstructorParameters<typeof NodePgSession>;
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: { transaction: unknown } };
  const { schema, options } = session as unknown as { schema: Session[2]; options: Session[3] };
  session.transaction = async <T>(
    work: (tx: NodePgTransaction<never, never>) => Promise<T>,
    config?: TransactionConfig,
  ): Promise<T> => {
    const client = await pool.connect();
    const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, schema, options), schema);
    const begun = client.query(beginOf(config));
    begun.catch(() => undefined); // its outcome is awaited below; this only keeps it from counting as unhandled
    const last: Statement[] = [];
    lastStatements.set(tx, last);
    let broken: Error | undefined;
    try {
      const result = await work(tx as unknown as NodePgTransaction<never, never>);
      await begun;
      const sent = last.map((s) => {
        const q = isPlain(s) ? { sql: s.text, params: s.params } : dialect.sqlToQuery(s);
        return client.query(q.sql, q.params);
      });
      const committed = client.query('commit');
      const outcomes = await Promise.allSettled([...sent, committed]);
      for (const o of outcomes) if (o.status === 'rejected') throw o.reason;
      if ((outcomes.at(-1) as PromiseFulfilledResult<pg.QueryResult>).value.command !== 'COMMIT')
        throw new Error('Transakce nebyla potvrzena.');
      return result;
    } catch (error) {
      await client.query('rollback').catch((e: Error) => (broken = e));
      throw error;
    } finally {
      client.release(broken);
    }
  };
}

/** BEGIN with the transaction's settings, as drizzle writes them. */
function beginOf(config: TransactionConfig): string {
  const parts = ['begin'];
  if (config?.isolationLevel) parts.push(`isolation level ${config.isolationLevel}`);
  if (config?.accessMode) parts.push(config.accessMode);
  if (typeof config?.deferrable === 'boolean') parts.push(config.deferrable ? 'deferrable' : 'not deferrable');
  return parts.join(' ');
}
