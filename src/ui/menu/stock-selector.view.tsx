import { FormGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { SelectMenu } from '../global/select-menu';
import type { SideMenuViewModel } from './side-menu.view-model';

/** R-MENU-09: 'Sklad', shown when the organisation has more than one stock. */
export const StockSelector = observer(function StockSelector({ vm }: { vm: SideMenuViewModel }) {
  if (!vm.showStockSelector) return null;
  return (
    <FormGroup label="Sklad" labelFor="sk-stock-select" className="sk-menu__stock">
      <SelectMenu
        id="sk-stock-select"
        value={vm.currentEshopId ?? null}
        disabled={vm.switchingStock}
        testId="stock-select"
        onChange={(id) => void vm.stockChosen(id)}
        options={vm.stocks.map((s) => ({ value: s.eshop_id, label: s.eshop_name }))}
      />
    </FormGroup>
  );
});
