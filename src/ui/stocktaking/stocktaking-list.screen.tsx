import { rowsCs } from '../../domain/text/czech-plural';
import {
  Button,
  Callout,
  Card,
  HTMLSelect,
  InputGroup,
  Intent,
  NonIdealState,
  ProgressBar,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { TargetAlert } from '../global/confirm-alert';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { LayoutApi } from '../../application/layout/layout-api.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { StocktakingApi } from '../../application/stocktaking/stocktaking-api.port';
import type { CheckStatusFilter, CheckSummary } from '../../application/stocktaking/stocktaking-api.port';
import { formatDateTimeCs } from '../../domain/dates/format-date';
import { progressText } from '../../domain/stocktaking/counted-lines';
import { useService } from '../di/container-context';
import { useLiveRefetch } from '../global/use-live-refetch';
import { StartCheckDialog } from './start-check.dialog';
import { StocktakingListViewModel } from './stocktaking-list.view-model';
import './stocktaking.css';

const STATUS_OPTIONS: { value: CheckStatusFilter; label: string }[] = [
  { value: 'active', label: 'Běžící' },
  { value: 'committed', label: 'Zaúčtované' },
  { value: 'cancelled', label: 'Zrušené' },
  { value: 'all', label: 'Všechny' },
];

/** /stocktaking: the checks, 50 a page, with filters; start and cancel. */
const StocktakingListScreen = observer(function StocktakingListScreen() {
  const api = useService<StocktakingApi>(StocktakingApi);
  const layout = useService<LayoutApi>(LayoutApi);
  const ids = useService<IdGenerator>(IdGenerator);
  const [vm] = useState(() => new StocktakingListViewModel(api, layout, ids));
  const [, navigate] = useLocation();
  useEffect(() => {
    void vm.load();
    void vm.loadLayout();
  }, [vm]);
  useLiveRefetch(['stocktaking'], () => void vm.load());
  useEffect(() => {
    if (vm.started !== null) navigate(`/stocktaking/detail/${vm.started}`);
  }, [vm.started, navigate]);
  const data = vm.data;

  return (
    <div className="sk-inv" data-testid="stocktaking-list">
      <div className="sk-inv__toolbar">
        <h2 className="sk-inv__title">Inventury</h2>
        <Button intent={Intent.PRIMARY} icon="add" text="Nová inventura" onClick={() => vm.startOpened()} />
      </div>
      <div className="sk-inv__filters" role="search">
        <InputGroup
          leftIcon="search"
          placeholder="Název"
          aria-label="Hledat podle názvu"
          value={vm.filters.name}
          onValueChange={(name) => void vm.filterChanged({ name })}
        />
        <HTMLSelect
          aria-label="Stav"
          value={vm.filters.status}
          options={STATUS_OPTIONS}
          onChange={(e) => void vm.filterChanged({ status: e.currentTarget.value as CheckStatusFilter })}
        />
        <HTMLSelect
          aria-label="Sektor"
          value={vm.filters.sectorId ?? ''}
          options={[
            { value: '', label: 'Všechny sektory' },
            ...vm.sectors.map((s) => ({ value: s.id, label: `Sektor ${s.sector_name}` })),
          ]}
          onChange={(e) =>
            void vm.filterChanged({ sectorId: e.currentTarget.value ? Number(e.currentTarget.value) : null })
          }
        />
        <InputGroup
          type="date"
          aria-label="Změněno od"
          value={vm.filters.changed}
          onValueChange={(changed) => void vm.filterChanged({ changed })}
        />
      </div>
      {vm.error && (
        <Callout intent={Intent.DANGER} role="alert">
          {vm.error}
        </Callout>
      )}
      {vm.loading && !data && <Spinner size={24} />}
      {data && data.results.length === 0 && (
        <NonIdealState
          icon="clipboard"
          title="Žádné inventury"
          description="Založte novou inventuru tlačítkem nahoře."
        />
      )}
      <div className="sk-inv__cards">
        {data?.results.map((check) => (
          <CheckCard key={check.id} check={check} onCancel={() => vm.cancelAsk.requested(check)} />
        ))}
      </div>
      {data && data.total_pages > 1 && (
        <div className="sk-inv__pager" aria-label="Stránkování">
          <Button
            icon="chevron-left"
            aria-label="Předchozí strana"
            disabled={data.page <= 1}
            onClick={() => void vm.pageChanged(data.page - 1)}
          />
          <span data-testid="stocktaking-page">{vm.pageText}</span>
          <Button
            icon="chevron-right"
            aria-label="Další strana"
            disabled={data.page >= data.total_pages}
            onClick={() => void vm.pageChanged(data.page + 1)}
          />
        </div>
      )}
      {data && data.total_pages <= 1 && <p className="sk-inv__muted">{vm.pageText}</p>}
      <StartCheckDialog vm={vm} />
      <TargetAlert
        ask={vm.cancelAsk}
        cancelText="Zpět"
        confirmText="Zrušit inventuru"
        onConfirm={() => void vm.cancelConfirmed()}
      >
        {(check) => (
          <p>
            Opravdu zrušit inventuru „{check.name}“? Všechno, co se v ní spočítalo, se zahodí a zásoby zůstanou, jak
            jsou.
          </p>
        )}
      </TargetAlert>
    </div>
  );
});
export default StocktakingListScreen;

function statusTag(check: CheckSummary) {
  if (check.status === 'cancelled') return <Tag intent={Intent.NONE}>Zrušená</Tag>;
  if (check.status === 'committed') return <Tag intent={Intent.SUCCESS}>Zaúčtovaná</Tag>;
  return <Tag intent={Intent.PRIMARY}>Běží</Tag>;
}

function CheckCard({ check, onCancel }: { check: CheckSummary; onCancel: () => void }) {
  const { counted_locations: counted, total_locations: total } = check.progress;
  const scope = check.sectors.length
    ? `Sektory ${check.sectors.map((s) => s.sector_name).join(', ')}`
    : `Pozice ${check.locations
        .slice(0, 6)
        .map((l) => l.name)
        .join(', ')}${check.locations.length > 6 ? '…' : ''}`;
  return (
    <Card className="sk-inv__card" data-testid="stocktaking-row" data-check-id={check.id}>
      <div className="sk-inv__card-head">
        <Link href={`/stocktaking/detail/${check.id}`} className="sk-inv__name">
          {check.name}
        </Link>
        {statusTag(check)}
        {check.blind && <Tag minimal>Slepá</Tag>}
      </div>
      <div className="sk-inv__muted">{scope}</div>
      <ProgressBar
        className="sk-inv__progress"
        intent={Intent.PRIMARY}
        stripes={false}
        animate={false}
        value={total ? counted / total : 0}
      />
      <div className="sk-inv__card-foot">
        <span>
          {progressText(counted, total)} · {rowsCs(check.progress.lines)}
        </span>
        <span className="sk-inv__muted">
          {check.created_by_name} · {formatDateTimeCs(new Date(check.changed))}
        </span>
        {check.status === null && (
          <Button size="small" variant="minimal" intent={Intent.DANGER} icon="cross" text="Zrušit" onClick={onCancel} />
        )}
      </div>
    </Card>
  );
}
