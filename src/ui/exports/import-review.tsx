import { rowsCs } from '../../domain/text/czech-plural';
import { Button, Callout, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ExportsViewModel } from './exports.view-model';
import { StockImportChoice } from './stock-import-choice';

const stamp = (iso: string) => new Date(iso).toLocaleString('cs-CZ');

/** An uploaded file: its columns, its first rows, every problem by row and column, and the apply. */
export const ImportReview = observer(function ImportReview({ vm }: { vm: ExportsViewModel }) {
  const session = vm.session!;
  const problems = vm.problems;
  return (
    <div className="sk-exports__review" data-testid="import-review">
      <div>
        <strong>{session.file_name}</strong>: {rowsCs(session.row_count)}
      </div>
      {session.encoding === 'windows-1250' && (
        <Callout intent={Intent.PRIMARY} icon="translate" data-testid="import-encoding">
          Soubor je v kódování Windows-1250 (starší Excel); česká písmena jsme převedli.
        </Callout>
      )}
      {session.applied_before && !session.applied_at && (
        <Callout intent={Intent.WARNING} data-testid="import-duplicate">
          Stejný soubor už byl použit {stamp(session.applied_before)}; podruhé se nepoužije.
        </Callout>
      )}
      <div className="sk-exports__mapping">
        {vm.fields.map((f) => (
          <FormGroup key={f.key} label={`${f.label}${f.required ? '' : ' (nepovinné)'}`} labelFor={`map-${f.key}`}>
            <HTMLSelect
              id={`map-${f.key}`}
              fill
              disabled={vm.busy || session.applied_at !== null}
              value={session.mapping[f.key] ?? ''}
              onChange={(e) =>
                void vm.columnChosen(f.key, e.currentTarget.value === '' ? null : Number(e.currentTarget.value))
              }
            >
              <option value="">— nepoužít —</option>
              {session.headers.map((h, i) => (
                <option key={i} value={i}>
                  {h}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        ))}
      </div>
      <div className="sk-exports__preview">
        <table className="bp6-html-table bp6-compact bp6-html-table-striped" data-testid="import-preview">
          <thead>
            <tr>
              <th>Řádek</th>
              {session.headers.map((h, i) => (
                <th key={i}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {session.preview.map((row, r) => (
              <tr key={r}>
                <td>{r + 2}</td>
                {row.map((cell, c) => (
                  <td key={c}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {session.kind === 'stock' && <StockImportChoice vm={vm} />}
      {problems.length > 0 && (
        <Callout
          intent={Intent.DANGER}
          title="Soubor nelze použít, dokud problémy neopravíte"
          data-testid="import-problems"
        >
          <ul>
            {problems.map((p, i) => (
              <li key={i}>
                {p.row > 0 ? `Řádek ${p.row}` : 'Soubor'}
                {p.column ? `, sloupec ${p.column}` : ''}: {p.message}
              </li>
            ))}
          </ul>
          {session.problem_count > problems.length && <div>… a dalších {session.problem_count - problems.length}.</div>}
        </Callout>
      )}
      {vm.applied && (
        <Callout intent={Intent.SUCCESS} role="status" data-testid="import-applied">
          Použito: {rowsCs(vm.applied.rows)}.
        </Callout>
      )}
      <div>
        <Button
          intent={Intent.PRIMARY}
          icon="import"
          disabled={!vm.canApply}
          loading={vm.busy}
          onClick={() => void vm.applyClicked()}
          data-testid="import-apply"
        >
          Použít vše ({rowsCs(session.row_count)})
        </Button>
      </div>
    </div>
  );
});
