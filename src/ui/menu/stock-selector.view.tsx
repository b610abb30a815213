import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { SideMenuViewModel } from './side-menu.view-model';

/** R-MENU-09: 'Sklad', shown when the organisation has more than one stock. */
export const StockSelector = observer(function StockSelector({ vm }: { vm: SideMenuViewModel }) {
  if (!vm.showStockSelector) return null;
  return (
    <FormGroup label="Sklad" labelFor="sk-stock-select" className="sk-menu__stock">
      <HTMLSelect
        id="sk-stock-select"
        fill
        value={vm.currentEshopId}
        disabled={vm.switchingStock}
        data-testid="stock-select"
        onChange={(e) => void vm.stockChosen(Number(e.currentTarget.value))}
        options={vm.stocks.map((s) => ({ value: s.eshop_id, label: s.eshop_name }))}
      />
    </FormGroup>
  );
});
