import { czechPlural, rowsCs } from '../../domain/text/czech-plural';
import { Button, Intent, Spinner, Tab, Tabs, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import {
  DiscrepanciesApi,
  type DuplicateEanDto,
  type StockLineDto,
} from '../../application/discrepancies/discrepancies-api.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { useService } from '../di/container-context';
import { ResponsiveTable, type TableColumn } from '../global/responsive-table';
import { ConfirmAlert } from '../global/confirm-alert';
import { NoticeCallout, RefusalCallout } from '../global/screen-messages';
import { ProductDiffsViewModel, type DiffTab } from './product-diffs.view-model';
import './discrepancies.css';

const TAB_TITLE: Record<DiffTab, string> = {
  orphan: 'Smazané produkty',
  invisible: 'Skryté produkty',
  duplicates: 'Duplicitní EANy',
  set: 'Sady',
};
const EMPTY: Record<DiffTab, string> = {
  orphan: 'Žádný smazaný produkt nemá zásobu',
  invisible: 'Žádný skrytý produkt nemá zásobu',
  duplicates: 'Žádný EAN nesdílí více produktů',
  set: 'Žádná sada nemá zásobu',
};

/** /product_diffs: the discrepancy lists, with removal of orphans' and sets' stock. */
export default observer(function ProductDiffsScreen() {
  const api = useService<DiscrepanciesApi>(DiscrepanciesApi);
  const ids = useService<IdGenerator>(IdGenerator);
  const [vm] = useState(() => new ProductDiffsViewModel(api, ids));
  useEffect(() => {
    void vm.load();
  }, [vm]);

  const stockColumns = (what: 'orphan' | 'set' | null): TableColumn<StockLineDto>[] => [
    {
      key: 'code',
      header: 'Kód',
      render: (l) => (
        <span className="sk-diffs__code">
          {l.code}
          {l.name && <small>{l.name}</small>}
        </span>
      ),
    },
    { key: 'amount', header: 'Množství', numeric: true, render: (l) => `${l.amount} ks` },
    { key: 'location', header: 'Pozice', render: (l) => l.location_name },
    { key: 'sector', header: 'Sektor', render: (l) => l.sector_name, hideOnMobile: true },
    ...(what
      ? [
          {
            key: 'actions',
            header: 'Akce',
            render: (l: StockLineDto) => (
              <Button
                size="small"
                intent={Intent.DANGER}
                icon="remove"
                text="Vyskladnit"
                aria-label={`Vyskladnit ${l.code} z ${l.location_name}`}
                onClick={() => vm.removeRequested(what, l)}
              />
            ),
          },
        ]
      : []),
  ];
  const duplicateColumns: TableColumn<DuplicateEanDto>[] = [
    { key: 'ean', header: 'EAN', render: (d) => <span className="sk-diffs__code">{d.ean}</span> },
    {
      key: 'products',
      header: 'Produkty',
      render: (d) => (
        <ul className="sk-diffs__products">
          {d.products.map((p) => (
            <li key={`${p.kind}-${p.code}`}>
              <strong>{p.code}</strong> {p.name} {p.variant_name}
              {p.kind === 'multiean' && (
                <Tag minimal intent={Intent.PRIMARY}>
                  balení
                </Tag>
              )}
            </li>
          ))}
        </ul>
      ),
    },
  ];

  const removable = vm.tab === 'orphan' || vm.tab === 'set' ? vm.tab : null;
  return (
    <div className="sk-diffs" data-testid="product-diffs">
      <header className="sk-diffs__head">
        <h2 className="sk-diffs__title">Nesrovnalosti</h2>
        {vm.loading && <Spinner size={18} />}
        <Button icon="refresh" text="Obnovit" onClick={() => void vm.load()} />
      </header>
      <Tabs id="product-diffs-tab" selectedTabId={vm.tab} onChange={(t) => vm.tabChosen(t as DiffTab)} fill>
        {(Object.keys(TAB_TITLE) as DiffTab[]).map((t) => (
          <Tab
            key={t}
            id={t}
            title={
              <>
                {TAB_TITLE[t]}{' '}
                <Tag minimal round intent={vm.count(t) ? Intent.WARNING : Intent.NONE}>
                  {vm.count(t)}
                </Tag>
              </>
            }
          />
        ))}
      </Tabs>
      <RefusalCallout message={vm.error} />
      <NoticeCallout message={vm.notice}>
        {' '}
        <Link href="/">Log pohybů</Link>
      </NoticeCallout>
      {vm.tab === 'invisible' && (
        <p className="sk-diffs__hint">Produkty skryté v e-shopu, které mají zásobu ve skladu.</p>
      )}
      {removable && vm.count(removable) > 1 && (
        <div>
          <Button
            intent={Intent.DANGER}
            icon="remove"
            text={`Vyskladnit vše (${vm.count(removable)})`}
            onClick={() => vm.removeAllRequested(removable)}
          />
        </div>
      )}
      {vm.tab === 'duplicates' ? (
        <ResponsiveTable
          columns={duplicateColumns}
          rows={vm.duplicates}
          rowKey={(d) => d.ean}
          testId="product-diffs-duplicates"
          empty={EMPTY.duplicates}
        />
      ) : (
        <ResponsiveTable
          columns={stockColumns(removable)}
          rows={vm.lists[vm.tab]}
          rowKey={(l) => `${l.code}|${l.location_name}|${l.sarze_id ?? 0}`}
          testId={`product-diffs-${vm.tab}`}
          empty={EMPTY[vm.tab]}
        />
      )}
      <ConfirmAlert
        isOpen={vm.target !== null}
        icon="remove"
        confirmText="Vyskladnit"
        loading={vm.busy}
        onCancel={() => vm.removeCancelled()}
        onConfirm={() => void vm.removeConfirmed()}
      >
        {vm.target && (
          <p>
            {vm.target.lines.length === 1
              ? `Vyskladnit ${vm.target.lines[0].amount} ks produktu ${vm.target.lines[0].code} z pozice ${vm.target.lines[0].location_name}?`
              : `Vyskladnit ${czechPlural(vm.target.lines.length, 'všechen', 'všechny', 'všech')} ${rowsCs(vm.target.lines.length)}?`}{' '}
            Změna se zapíše do logu pohybů a lze ji tam vrátit.
          </p>
        )}
      </ConfirmAlert>
    </div>
  );
});
