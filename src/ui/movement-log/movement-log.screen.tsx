import { Button, ButtonGroup, Callout, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { TargetAlert } from '../global/confirm-alert';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { changeFromSearch } from '../../domain/routing/movement-log-link';
import { MovementLogApi, type LogChange } from '../../application/movement-log/movement-log.port';
import { changeSummary } from '../../domain/stock/change-summary';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import { KeyValueStore } from '../../application/ports/key-value-store.port';
import { PrintingApi } from '../../application/printing/printing-api.port';
import { mayPrintLabels } from '../../domain/printing/print-scopes';
import { useService } from '../di/container-context';
import { AppConfigStore } from '../di/tokens';
import { useTableLayout } from '../global/table-layout';
import { useLiveRefetch } from '../global/use-live-refetch';
import { actionLabel, batchText, changeTime, signedAmount } from './log-labels';
import { LabelReprintDialog } from './label-reprint.dialog';
import { LabelReprintViewModel } from './label-reprint.view-model';
import { MovementLogViewModel } from './movement-log.view-model';
import './movement-log.css';

/** /movementLog and Home: the movement log, 25 changes a page. */
const MovementLogScreen = observer(function MovementLogScreen() {
  const log = useService<MovementLogApi>(MovementLogApi);
  const stock = useService<StockMovementsApi>(StockMovementsApi);
  const ids = useService<IdGenerator>(IdGenerator);
  const printing = useService<PrintingApi>(PrintingApi);
  const store = useService<KeyValueStore>(KeyValueStore);
  const config = useService<AppConfigStore>(AppConfigStore);
  const [vm] = useState(() => new MovementLogViewModel({ log, stock, ids }));
  const [reprint] = useState(
    () =>
      new LabelReprintViewModel({
        api: printing,
        ids,
        store,
        shop: () => {
          const eshop = config.config?.eshop;
          return eshop ? { eshopId: eshop.eshop_id, printSettings: eshop.print_settings } : null;
        },
      }),
  );
  // The server decides (printing or a stock-in scope); the button only spares others a refusal.
  const canPrint = config.config ? mayPrintLabels(config.config.role) : false;
  const fromChange = changeFromSearch(useSearch());
  useEffect(() => {
    void vm.load(fromChange);
  }, [vm, fromChange]);
  useLiveRefetch(['stock'], () => void vm.liveChanged());
  // A new page starts at its top, whichever paging buttons (above or below the list) loaded it.
  const top = useRef<HTMLDivElement>(null);
  const firstId = vm.changes[0]?.id;
  useEffect(() => {
    if (firstId !== undefined) top.current?.scrollIntoView({ block: 'start' });
  }, [firstId]);

  const paging = (
    <div className="sk-log__paging">
      <ButtonGroup>
        <Button
          icon="chevron-left"
          text="Novější"
          disabled={!vm.hasNewer || vm.loading}
          onClick={() => void vm.newerClicked()}
          data-testid="log-newer"
        />
        <Button
          rightIcon="chevron-right"
          text="Starší"
          disabled={!vm.hasOlder || vm.loading}
          onClick={() => void vm.olderClicked()}
          data-testid="log-older"
        />
      </ButtonGroup>
      {vm.loading ? (
        <Spinner size={20} />
      ) : (
        <Button variant="minimal" icon="refresh" aria-label="Obnovit" onClick={() => void vm.load()} />
      )}
    </div>
  );

  return (
    <div className="sk-log" data-testid="movement-log" ref={top}>
      {vm.notice && (
        <Callout intent={vm.notice.intent} role="status" data-testid="log-notice">
          {vm.notice.text}
        </Callout>
      )}
      {reprint.result && (
        <Callout intent={reprint.result.intent} role="status" data-testid="log-print-notice">
          {reprint.result.text}
        </Callout>
      )}
      {vm.error && (
        <Callout intent={Intent.DANGER} role="alert">
          {vm.error} <Button variant="minimal" text="Zkusit znovu" onClick={() => void vm.load()} />
        </Callout>
      )}
      {paging}
      {!vm.loading && !vm.error && vm.changes.length === 0 && (
        <NonIdealState icon="history" title="Zatím žádné pohyby" />
      )}
      <ul className="sk-card-list">
        {vm.changes.map((c) => (
          <ChangeView key={c.id} vm={vm} change={c} onPrint={canPrint ? () => void reprint.opened(c) : undefined} />
        ))}
      </ul>
      {vm.changes.length > 5 && paging}
      <LabelReprintDialog vm={reprint} />
      <TargetAlert ask={vm.revertAsk} icon="undo" confirmText="Ano, vrátit" onConfirm={() => void vm.revertConfirmed()}>
        {(change) => (
          <p>
            Vrátit pohyb {change.id} ({actionLabel(change.action)}, {changeTime(change)})? Zapíše se zpětný záznam,
            který jeho změny obrátí.
          </p>
        )}
      </TargetAlert>
    </div>
  );
});
export default MovementLogScreen;

const ChangeView = observer(function ChangeView({
  vm,
  change,
  onPrint,
}: {
  vm: MovementLogViewModel;
  change: LogChange;
  /** Offered where the user may print labels and the movement names products. */
  onPrint?: () => void;
}) {
  const open = vm.expanded.has(change.id);
  const layout = useTableLayout();
  const summary = changeSummary(change);
  return (
    <li
      className={`sk-log__change${change.reverted_by_id ? ' sk-log__change--reverted' : ''}`}
      data-testid="log-change"
      data-change-id={change.id}
    >
      <div className="sk-log__head">
        <span className="sk-log__time">{changeTime(change)}</span>
        <Tag intent={change.reverts_id ? Intent.WARNING : Intent.PRIMARY} minimal>
          {actionLabel(change.action)}
        </Tag>
        {change.location_name && (
          <Tag minimal icon="map-marker">
            {change.location_name}
          </Tag>
        )}
        <span className="sk-log__who">
          {change.client_name} · {change.source}
          {change.shoptet_sync ? '' : ' · bez synchronizace'}
        </span>
        {change.reverts_id && <Tag minimal>vrací pohyb {change.reverts_id}</Tag>}
        {change.document_id && (
          <Link href={`/documents/detail/${change.document_id}`} data-testid="log-document">
            <Tag minimal interactive icon="document">
              doklad {change.document_number}
            </Tag>
          </Link>
        )}
        {change.reverted_by_id && (
          <Tag minimal intent={Intent.WARNING}>
            vráceno ({change.reverted_by_id})
          </Tag>
        )}
        <span className="sk-log__actions">
          <Button
            variant="minimal"
            icon={open ? 'chevron-up' : 'chevron-down'}
            text={summary}
            onClick={() => vm.detailsToggled(change.id)}
            aria-expanded={open}
            data-testid="log-details-toggle"
          />
          {onPrint && change.details.length > 0 && (
            <Button variant="minimal" icon="print" text="Štítky" onClick={onPrint} data-testid="log-print" />
          )}
          {vm.canRevert(change) && (
            <Button
              variant="outlined"
              intent={Intent.DANGER}
              icon="undo"
              text="Vrátit"
              loading={vm.reverting && vm.revertAsk.target === null}
              onClick={() => vm.revertRequested(change)}
              data-testid="log-revert"
            />
          )}
        </span>
      </div>
      {open && (
        <table className={`sk-log__details${layout === 'cards' ? ' sk-log__details--cards' : ''}`} data-layout={layout}>
          <thead>
            <tr>
              <th>Produkt</th>
              <th>Pozice</th>
              <th>Šarže</th>
              <th>Změna</th>
              <th>Před</th>
              <th>Po</th>
            </tr>
          </thead>
          <tbody>
            {change.details.map((d) => (
              <tr key={d.id} data-testid="log-detail">
                <td data-label="Produkt">
                  <strong>{d.code}</strong>
                  {d.name ? ` ${d.name}` : ''}
                  {d.variant_name ? ` – ${d.variant_name}` : ''}
                </td>
                <td data-label="Pozice">{d.location_name}</td>
                <td data-label="Šarže">{batchText(d) ?? '—'}</td>
                <td data-label="Změna" className="num">
                  {signedAmount(d)}
                </td>
                <td data-label="Před" className="num">
                  {d.before}
                </td>
                <td data-label="Po" className="num">
                  {d.after}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
});
