import { Button, Callout, Checkbox, HTMLTable, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { countCs } from '../../domain/text/czech-plural';
import type { StockComparisonViewModel } from './stock-comparison.view-model';

const figure = (n: number | null) => (n === null ? '–' : String(n));

/** "Porovnání se skladem e-shopu" inside the e-shop card: the differing products, and setting the chosen ones. */
export const StockComparisonSection = observer(function StockComparisonSection({
  vm,
}: {
  vm: StockComparisonViewModel;
}) {
  const c = vm.comparison;
  return (
    <div className="sk-settings__comparison" data-testid="eshop-comparison">
      <h4>Porovnání se skladem e-shopu</h4>
      <div>
        <Button icon="comparison" loading={vm.busy === 'compare'} onClick={() => void vm.compareClicked()}>
          Porovnat sklad s e-shopem
        </Button>
      </div>
      {vm.error && (
        <Callout intent={Intent.DANGER} role="alert" data-testid="eshop-comparison-error">
          {vm.error}
        </Callout>
      )}
      {vm.done && (
        <Callout intent={Intent.SUCCESS} role="status" data-testid="eshop-comparison-done">
          {vm.done}
        </Callout>
      )}
      {c && (
        <>
          <span data-testid="eshop-comparison-summary">
            Porovnáno {countCs(c.compared, 'produkt', 'produkty', 'produktů')}, liší se{' '}
            {countCs(c.differences.length, 'produkt', 'produkty', 'produktů')}.
            {c.rows_waiting > 0 &&
              ` E-shop může být pozadu o ${countCs(c.rows_waiting, 'změnu', 'změny', 'změn')}, které čekají na odeslání.`}
          </span>
          {c.differences.length > 0 && (
            <>
              <div className="sk-settings__table">
                <HTMLTable compact striped>
                  <thead>
                    <tr>
                      <th>
                        <Checkbox checked={vm.allChosen} onChange={() => vm.allToggled()} aria-label="Vybrat vše" />
                      </th>
                      <th>Kód</th>
                      <th>Název</th>
                      <th>Sklad</th>
                      <th>E-shop</th>
                      <th>Rozdíl</th>
                    </tr>
                  </thead>
                  <tbody>
                    {c.differences.map((r) => (
                      <tr key={r.code}>
                        <td>
                          <Checkbox
                            checked={vm.chosen.has(r.code)}
                            onChange={() => vm.toggled(r.code)}
                            aria-label={`Vybrat ${r.code}`}
                          />
                        </td>
                        <td>
                          <code>{r.code}</code>
                        </td>
                        <td>{r.name}</td>
                        <td>{r.warehouse}</td>
                        <td>{r.eshop === null ? 'v e-shopu není' : figure(r.eshop)}</td>
                        <td>{figure(r.difference)}</td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              </div>
              <div>
                <Button
                  intent={Intent.PRIMARY}
                  disabled={vm.chosen.size === 0}
                  loading={vm.busy === 'apply'}
                  onClick={() => void vm.applyClicked()}
                >
                  Nastavit e-shopu stav skladu ({vm.chosen.size})
                </Button>
              </div>
            </>
          )}
        </>
      )}
    </div>
  );
});
