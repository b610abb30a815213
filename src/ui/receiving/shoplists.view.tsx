import { Button, Callout, HTMLSelect, InputGroup, NonIdealState, Spinner, Switch, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ReceivingApi, type ShoplistSummaryDto } from '../../application/receiving/receiving-api.port';
import { useService } from '../di/container-context';
import { ShoplistsViewModel } from './shoplists.view-model';
import { StateTag } from './state-tag';

/** The shopping lists: search, state and status filters, newest first. */
const ShoplistsView = observer(function ShoplistsView() {
  const api = useService<ReceivingApi>(ReceivingApi);
  const [vm] = useState(() => new ShoplistsViewModel(api));
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    void vm.searchSubmitted();
  };
  return (
    <div className="sk-ao sk-scan" data-testid="shoplists">
      <form className="sk-ao__search" onSubmit={onSearch} role="search">
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder="Číslo, dodavatel, kód nebo EAN"
          aria-label="Hledat seznam"
          value={vm.query}
          onValueChange={(v) => vm.queryTyped(v)}
          fill
        />
        <Button type="submit" text="Hledat" />
      </form>
      <div className="sk-ao__filters">
        <HTMLSelect
          aria-label="Stav seznamu"
          value={vm.filter.state}
          onChange={(e) => vm.filterChanged({ state: e.currentTarget.value as 'open' | 'processed' | 'all' })}
        >
          <option value="open">Otevřené</option>
          <option value="processed">Zpracované</option>
          <option value="all">Všechny</option>
        </HTMLSelect>
        <HTMLSelect
          aria-label="Vlastní stav"
          value={vm.filter.status ?? ''}
          onChange={(e) => vm.filterChanged({ status: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
        >
          <option value="">Jakýkoli stav</option>
          {vm.states.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </HTMLSelect>
        <Switch
          label="Archiv"
          checked={vm.filter.archived}
          onChange={(e) => vm.filterChanged({ archived: e.currentTarget.checked })}
          className="sk-ao__archive-switch"
        />
        {vm.loading && <Spinner size={18} />}
      </div>
      {vm.searching && (
        <Callout compact intent="primary">
          Výsledky hledání „{vm.query}“ (i zpracované a archivované seznamy)
        </Callout>
      )}
      {vm.error && <Callout intent="danger">{vm.error}</Callout>}
      {!vm.loading && !vm.error && vm.lists.length === 0 ? (
        <NonIdealState icon="shopping-cart" title="Žádné seznamy" description="Zkuste jiný filtr nebo hledání." />
      ) : (
        <ul className="sk-ao__lists" aria-label="Nákupní seznamy">
          {vm.lists.map((l) => (
            <ListCard key={l.shoplist_id} list={l} status={vm.stateName(l.status)} />
          ))}
        </ul>
      )}
    </div>
  );
});
export default ShoplistsView;

function ListCard({ list, status }: { list: ShoplistSummaryDto; status?: { name: string; color: string } }) {
  const done = list.pieces_expected
    ? Math.min(100, Math.round((list.pieces_stocked_up / list.pieces_expected) * 100))
    : 0;
  return (
    <li>
      <Link href={`/products/add-ao/${list.shoplist_id}`} className="sk-ao__card" data-testid="shoplist-card">
        <div className="sk-ao__card-head">
          <strong>{list.reference}</strong>
          <StateTag list={list} />
          {status && <Tag style={{ background: status.color }}>{status.name}</Tag>}
        </div>
        <span className="sk-ao__card-name">{list.name}</span>
        <span className="sk-ao__card-meta">
          {list.supplier} · {list.lines} pol. · {list.pieces_stocked_up}/{list.pieces_expected} ks ({done} %)
        </span>
        {list.backorder_of !== null && (
          <span className="sk-ao__card-meta">Doobjednávka k seznamu {list.backorder_of}</span>
        )}
      </Link>
    </li>
  );
}
