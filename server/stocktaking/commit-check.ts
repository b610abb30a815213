import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { refused } from '../failures';
import { applyStagedChange } from '../ledger/apply-staged';
import type { LedgerActor } from '../ledger/ledger-actor';
import { rowsOf as rows } from '../db/sql-rows';
import { SourceLabel } from '../../src/domain/stock/source-labels';
import type { CommitAnswer, CommitError, CommitRequest } from '../../src/api/stocktaking.schema';
import { runningCheck } from './check-record';
import { commitLinesSql } from './commit-lines.sql';
import { commitErrors, type ErrorRow } from './commit-errors';
import { refusalDetail } from '../../src/domain/stock/line-errors';

/**
 * POST /inventory_check/commit/: applies every line through the ledger's set-based entry (applyStagedChange) in one
 * transaction and a handful of set-based statements, whatever the number of lines. Each line keeps the difference seen
 * at count time (final = counted + net movements after the count), or the counted amount where the
 * caller chose so. Every problem of every line is reported at once and nothing is written (R-HTTP-08).
 * Afterwards the check is committed and its counts cleared (R-INV-02); what was applied stays as its record.
 */
export async function commitCheck(tx: Tx, actor: LedgerActor, input: CommitRequest, now: Date): Promise<CommitAnswer> {
  const check = await runningCheck(tx, actor.eshopId, input.id);
  const e = actor.eshopId;
  // The commit sorts and hashes its 50,000-line tables several times: at the default 4 MB each spilled to disk.
  // For this transaction only (SET LOCAL ends with it).
  await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
  // Stock writers at these locations finish first, new ones wait for this commit (see ledger-position.ts). Every
  // balance a line names is at one of them, so this lock, in key order, is the ledger's lock too (balancesLocked).
  await tx.execute(sql`SELECT l.id FROM locations l JOIN inventory_check_locations cl ON cl.location_id = l.id
      WHERE cl.check_id = ${check.id} AND l.eshop_id = ${e} ORDER BY l.id FOR NO KEY UPDATE OF l`);
  await tx.execute(sql`SELECT 1 FROM stock_balances b JOIN inventory_check_locations cl ON cl.location_id = b.location_id
      WHERE cl.check_id = ${check.id} AND b.eshop_id = ${e} ORDER BY b.location_id, b.code, b.sarze_id FOR UPDATE OF b`);

  await tx.execute(sql`DROP TABLE IF EXISTS inventory_commit_lines`);
  // keep: where nothing moved after the count both choices agree (the difference); elsewhere the caller's choice.
  // final: the domain's finalAmount (src/domain/stocktaking/count-outcome.ts) in SQL, so 50,000 lines need not
  // travel to the server and back; count-outcome-commit.test.ts holds the two equal.
  const keep = sql`CASE WHEN x.net_after = 0 THEN 'difference' ELSE ${input.resolution ?? null}::text END`;
  await tx.execute(sql`CREATE TEMP TABLE inventory_commit_lines ON COMMIT DROP AS
      SELECT x.*, k.keep, CASE k.keep WHEN 'counted' THEN x.counted ELSE x.counted + x.net_after END AS final
      FROM (${commitLinesSql(e, check.id)}) x CROSS JOIN LATERAL (SELECT ${keep} AS keep) k`);
  if (input.overrides?.length) {
    await tx.execute(sql`UPDATE inventory_commit_lines t SET keep = o.keep,
        final = CASE o.keep WHEN 'counted' THEN t.counted ELSE t.counted + t.net_after END
      FROM (VALUES ${sql.join(
        input.overrides.map(
          (o) => sql`(${o.location_name}::text, ${o.code}::text, ${o.sarze_id ?? 0}::int, ${o.keep}::text)`,
        ),
        sql`, `,
      )}) AS o(location_name, code, sarze_id, keep)
      WHERE lower(t.location_name) = lower(o.location_name) AND t.code = o.code AND t.sarze_id = o.sarze_id`);
  }

  const problems = await rows<ErrorRow>(
    tx,
    sql`SELECT location_name, code, sarze_id, counted, stock_now, net_after, final, keep FROM inventory_commit_lines
        WHERE location_name IS NULL OR keep IS NULL OR final < 0 ORDER BY location_name, code, sarze_id`,
  );
  const [{ lines, counted_locations }] = await rows<{ lines: number; counted_locations: number }>(
    tx,
    sql`SELECT (SELECT count(*) FROM inventory_commit_lines)::int AS lines,
        (SELECT count(*) FROM inventory_check_locations WHERE check_id = ${check.id} AND counted_at IS NOT NULL)::int AS counted_locations`,
  );
  const errors: CommitError[] = commitErrors(problems, !check.blind || check.createdBy === actor.clientId);
  if (!lines && !counted_locations)
    errors.push({
      code: '',
      location_name: '',
      sarze_id: null,
      reason: 'nothing_counted',
      detail: `Inventura „${check.name}“ zatím nemá nic spočítáno.`,
    });
  if (errors.length) throw refused(refusalDetail(errors), { errors });

  // The ledger's set-based entry writes the change: each line's balance becomes its final amount (the movement is
  // final − what the place holds now), balances locked in key order, outbox per product (apply-staged.ts).
  const applied = await applyStagedChange(
    tx,
    actor,
    {
      action: 'stocktaking',
      source: SourceLabel.warehouse,
      locationName: null,
      shoptetSync: input.shoptet_sync ?? true,
      createdAt: now,
    },
    'set',
    sql`SELECT location_id, location_name, code, sarze_id, final AS amount FROM inventory_commit_lines`,
    { balancesLocked: true },
  );
  const changeId = applied.changeId;
  // The audit record (issue 24 item 12): the lines just applied, as counted; expected is what the place held when
  // it was counted (stock now less what moved since), so the difference is the one seen at count time. In key order:
  // its primary key's index is then filled at its right edge instead of at random pages.
  await tx.execute(sql`INSERT INTO inventory_check_record_lines
        (check_id, eshop_id, location_id, location_name, code, sarze_id, counted, expected, difference, final)
      SELECT ${check.id}, ${e}, location_id, location_name, code, sarze_id, counted, stock_now - net_after,
        counted - (stock_now - net_after), final
      FROM inventory_commit_lines ORDER BY location_id, code, sarze_id`);
  // Clearing the changes (R-INV-02): counts and the zero positions go; who counted which location stays.
  await tx.execute(sql`DELETE FROM inventory_check_entries WHERE check_id = ${check.id}`);
  await tx.execute(sql`UPDATE inventory_check_locations SET counted_position = NULL WHERE check_id = ${check.id}`);
  await tx.execute(sql`UPDATE inventory_checks SET status = 'committed', changed = ${now.toISOString()}::timestamptz,
      committed_change_id = ${changeId} WHERE id = ${check.id}`);
  await tx.execute(sql`DROP TABLE inventory_commit_lines`);
  return { errors: [], change_id: changeId, shoptet_sync: applied.shoptetSync, lines, movements: applied.movements };
}
