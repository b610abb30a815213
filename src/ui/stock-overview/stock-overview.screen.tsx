import { Button, Callout, HTMLSelect, InputGroup, Intent, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { LayoutApi, type OverviewSort, type SectorDto, type ZoneDto } from '../../application/layout/layout-api.port';
import { KeyboardWedge } from '../../application/scanning/keyboard-wedge.port';
import { useService } from '../di/container-context';
import { NoneOrSelect } from '../global/none-or-select';
import { useLiveRefetch } from '../global/use-live-refetch';
import { FillBars, LoadMore } from './overview-parts';
import { OverviewTable } from './overview-table';
import { ProductSearch } from '../global/product-search';
import { LocationContentsDialog } from './location-contents.dialog';
import { LocationContentsViewModel } from './location-contents.view-model';
import { StockOverviewViewModel } from './stock-overview.view-model';
import './stock-overview.css';

const SORTS: { value: OverviewSort; label: string }[] = [
  { value: 'location', label: 'Podle pozice' },
  { value: 'product', label: 'Podle produktu' },
  { value: 'expiry', label: 'Podle expirace' },
  { value: 'amount', label: 'Podle množství' },
];

/** /inventory/overview: stock by zone, sector and location; only the pages loaded so far are rendered. */
const StockOverviewScreen = observer(function StockOverviewScreen() {
  const api = useService<LayoutApi>(LayoutApi);
  const [vm] = useState(() => new StockOverviewViewModel(api));
  const [contents] = useState(() => new LocationContentsViewModel(api));
  const wedge = useService<KeyboardWedge>(KeyboardWedge);
  const [choices, setChoices] = useState<{ zones: ZoneDto[]; sectors: SectorDto[] }>({ zones: [], sectors: [] });
  useEffect(() => vm.listenTo(wedge), [vm, wedge]);
  useLiveRefetch(['stock', 'layout'], () => vm.changedElsewhere());
  useEffect(() => {
    void vm.load();
    // the filter choices; without them the overview still works, so a failure here is not shown
    Promise.all([api.zones(), api.sectors()]).then(
      ([zones, sectors]) => setChoices({ zones, sectors }),
      () => {},
    );
  }, [vm, api]);

  const f = vm.filters;
  const sectors = choices.sectors.filter((s) => f.zoneId === null || s.zone_id === f.zoneId);
  const search = (e: FormEvent) => {
    e.preventDefault();
    void vm.searchSubmitted();
  };
  const num = (v: string | null) => (v ? Number(v) : null);

  return (
    <div className="sk-overview" data-testid="overview-screen">
      <form className="sk-overview__filters" onSubmit={search} role="search">
        <InputGroup
          type="search"
          leftIcon="search"
          value={vm.searchText}
          onValueChange={(v) => vm.searchTextChanged(v)}
          placeholder="Produkt, EAN nebo pozice"
          aria-label="Hledat produkt, EAN nebo pozici"
          rightElement={<Button type="submit" variant="minimal" icon="arrow-right" aria-label="Hledat" />}
          data-testid="overview-search"
        />
        <NoneOrSelect
          ariaLabel="Zóna"
          noneText="Všechny zóny"
          value={f.zoneId}
          options={choices.zones.map((z) => ({ key: z.id, value: z.id, label: z.name }))}
          onChange={(v) => void vm.filtersChanged({ zoneId: num(v), sectorId: null })}
        />
        <NoneOrSelect
          ariaLabel="Sektor"
          noneText="Všechny sektory"
          value={f.sectorId}
          options={sectors.map((s) => ({ key: s.id, value: s.id, label: s.sector_name }))}
          onChange={(v) => void vm.filtersChanged({ sectorId: num(v) })}
        />
        <HTMLSelect
          aria-label="Řazení"
          value={f.sort}
          onChange={(e) => void vm.filtersChanged({ sort: e.currentTarget.value as OverviewSort })}
        >
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </HTMLSelect>
        <Switch
          label="I nulové stavy"
          checked={f.zeroAmounts}
          onChange={(e) => void vm.filtersChanged({ zeroAmounts: e.currentTarget.checked })}
        />
      </form>
      <ProductSearch
        label="Najít produkt podle názvu"
        testId="overview-product-search"
        onPicked={(product) => void vm.scanned(product.code)}
      />
      {vm.error && (
        <Callout intent={Intent.DANGER} role="alert">
          {vm.error} <Button variant="minimal" text="Zkusit znovu" onClick={() => void vm.load()} />
        </Callout>
      )}
      {vm.outdated && (
        <Callout intent={Intent.PRIMARY} data-testid="overview-outdated">
          Stav skladu se mezitím změnil. <Button variant="minimal" text="Obnovit" onClick={() => void vm.load()} />
        </Callout>
      )}
      {vm.totals && (
        <div className="sk-overview__totals" data-testid="overview-totals">
          <span>
            Řádků: <strong>{vm.totals.rows.toLocaleString('cs-CZ')}</strong>
          </span>
          <span>
            Kusů: <strong>{vm.totals.amount.toLocaleString('cs-CZ')}</strong>
          </span>
          <span>
            Produktů: <strong>{vm.totals.products.toLocaleString('cs-CZ')}</strong>
          </span>
          <span>
            Pozic: <strong>{vm.totals.locations.toLocaleString('cs-CZ')}</strong>
          </span>
        </div>
      )}
      <FillBars vm={vm} />
      <OverviewTable
        pages={vm.pages}
        empty={vm.loading ? 'Načítám…' : 'Nic nenalezeno'}
        testId="overview-rows"
        onLocationOpened={(location) => void contents.opened(location)}
      />
      <LocationContentsDialog vm={contents} />
      <LoadMore vm={vm} />
    </div>
  );
});
export default StockOverviewScreen;
