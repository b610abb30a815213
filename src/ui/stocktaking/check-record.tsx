import { HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { Link } from 'wouter';
import type { CheckDetail } from '../../application/stocktaking/stocktaking-api.port';
import { rowsCs } from '../../domain/text/czech-plural';
import { changeLinkOf } from '../../domain/routing/movement-log-link';

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * A committed check's audit record (issue 24 item 12): every line its commit applied, as counted, what the
 * ledger held when it was counted and the difference, with a link to the commit's movements in the log.
 */
export function CheckRecord({ detail }: { detail: CheckDetail }) {
  const record = detail.record ?? [];
  return (
    <section className="sk-inv__record" aria-label="Záznam inventury" data-testid="check-record">
      <p>
        Zaúčtováno: {rowsCs(record.length)}.{' '}
        {detail.committed_change_id !== null && (
          <Link href={changeLinkOf(detail.committed_change_id)} data-testid="record-movements">
            Pohyby v logu pohybů
          </Link>
        )}
      </p>
      {record.length > 0 && (
        <HTMLTable compact striped className="sk-inv__table">
          <thead>
            <tr>
              <th>Pozice</th>
              <th>Produkt</th>
              <th>Spočítáno</th>
              <th>Evid.</th>
              <th>Rozdíl</th>
            </tr>
          </thead>
          <tbody>
            {record.map((r) => (
              <tr key={`${r.location_name}|${r.code}|${r.sarze_id ?? 0}`} data-testid="record-line">
                <td>{r.location_name}</td>
                <td>
                  {r.name ?? r.code}
                  {r.sarze_name && <span className="sk-inv__muted"> ({r.sarze_name})</span>}
                </td>
                <td>{r.counted}</td>
                <td>{r.expected}</td>
                <td>
                  <Tag
                    minimal
                    intent={r.difference < 0 ? Intent.DANGER : r.difference > 0 ? Intent.SUCCESS : Intent.NONE}
                  >
                    {signed(r.difference)}
                  </Tag>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
