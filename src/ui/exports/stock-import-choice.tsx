import { Callout, Checkbox, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import {
  STOCK_IMPORT_MODES,
  type StockImportMode,
  type StockImportSummary,
} from '../../domain/exports/stock-import-plan';
import { countCs } from '../../domain/text/czech-plural';
import type { ExportsViewModel } from './exports.view-model';

const rowsCs = (n: number) => countCs(n, 'řádek', 'řádky', 'řádků');
const linesCs = (n: number) => countCs(n, 'položka', 'položky', 'položek');
const pieces = (n: number) => n.toLocaleString('cs-CZ');

/** The change in words: which stock lines change and by how many pieces up and down. */
function changeText(c: StockImportSummary): string {
  if (c.lines_changed === 0) return `Sklad se nezmění: soubor (${rowsCs(c.rows)}) odpovídá tomu, co na pozicích je.`;
  return `Změní se ${linesCs(c.lines_changed)} skladu (pozice × produkt): +${pieces(c.pieces_in)} ks, −${pieces(c.pieces_out)} ks; použije se ${rowsCs(c.rows)} souboru.`;
}

/**
 * A stock file's choice (issue 24): what the file does to the warehouse, chosen explicitly, and the change it
 * leads to before "Použít"; rows of products the e-shop deleted may be skipped.
 */
export const StockImportChoice = observer(function StockImportChoice({ vm }: { vm: ExportsViewModel }) {
  const session = vm.session!;
  const applied = vm.applied?.stock ?? null;
  const change = session.stock_change ?? null;
  const unknown = session.unknown_products ?? 0;
  const done = session.applied_at !== null;
  return (
    <div className="sk-exports__stock-choice" data-testid="stock-import-choice">
      <RadioGroup
        label="Co import se skladem udělá"
        selectedValue={vm.stockChoice?.mode}
        disabled={vm.busy || done}
        onChange={(e) => void vm.stockChoiceChanged({ mode: e.currentTarget.value as StockImportMode })}
      >
        <Radio value="set" label={STOCK_IMPORT_MODES.set}>
          <div className="sk-exports__hint">
            Množství v souboru je spočítaný stav pozice; zapíše se rozdíl. Stejný soubor podruhé nic nezmění.
          </div>
        </Radio>
        <Radio value="add" label={STOCK_IMPORT_MODES.add}>
          <div className="sk-exports__hint">Množství v souboru se přičte k tomu, co na pozicích už je.</div>
        </Radio>
      </RadioGroup>
      {unknown > 0 && (
        <Checkbox
          checked={vm.stockChoice?.skipUnknown ?? false}
          disabled={vm.busy || done || !vm.stockChoice}
          label={`Vynechat ${rowsCs(unknown)} s produkty, které e-shop už nemá`}
          onChange={(e) => void vm.stockChoiceChanged({ skipUnknown: e.currentTarget.checked })}
          data-testid="stock-import-skip"
        />
      )}
      {!vm.stockChoice && !done && (
        <Callout intent={Intent.WARNING} data-testid="stock-import-no-mode">
          Zvolte, co import udělá; do té doby ho nelze použít.
        </Callout>
      )}
      {change && !applied && (
        <Callout intent={Intent.PRIMARY} title="Náhled změny" data-testid="stock-import-change">
          {changeText(change)}
          {change.skipped_rows > 0 && ` Vynecháno: ${rowsCs(change.skipped_rows)}.`} Celý import je jedna změna, vrátíte
          ho jedním „Vrátit“ v logu pohybů.
        </Callout>
      )}
      {applied && (
        <Callout intent={Intent.SUCCESS} data-testid="stock-import-done">
          {changeText(applied)}
        </Callout>
      )}
    </div>
  );
});
