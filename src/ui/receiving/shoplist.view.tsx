import { Button, Callout, Checkbox, HTMLSelect, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { ReceivingApi } from '../../application/receiving/receiving-api.port';
import { ScanSounds } from '../../application/scanning/scan-sounds';
import { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import { useService } from '../di/container-context';
import { ScanSpinnerStore } from '../shell/shell-tokens';
import { ScanEntry } from '../global/scan-entry';
import { useScanScreen } from '../global/use-scan-screen';
import { usePrintAfterStockIn } from '../global/use-print-after-stock-in';
import { Comments } from './comments.view';
import { GroupSection } from './group-section.view';
import { ReceiptLine } from './receipt-line.view';
import { ArchiveDialog, ProcessDialog, QuestionDialog } from './shoplist-dialogs';
import { ShoplistReceivingViewModel } from './shoplist-receiving.view-model';
import { StateTag } from './state-tag';
import { fieldFirst } from '../global/field-first-button';

/** One shopping list: its header and actions, the scan entry, what is being received, and the three groups. */
const ShoplistView = observer(function ShoplistView({ id }: { id: number }) {
  const api = useService<ReceivingApi>(ReceivingApi);
  const stock = useService<StockMovementsApi>(StockMovementsApi);
  const sounds = useService<ScanSounds>(ScanSounds);
  const ids = useService<IdGenerator>(IdGenerator);
  const spinner = useService<ScanSpinnerStore>(ScanSpinnerStore);
  const stockedIn = usePrintAfterStockIn();
  const [vm] = useState(() => new ShoplistReceivingViewModel(id, { api, stock, sounds, ids, spinner, stockedIn }));
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  useScanScreen(vm);

  const list = vm.list;
  if (vm.loadError) return <NonIdealState icon="error" title="Seznam nelze otevřít" description={vm.loadError} />;
  if (!list) return <Spinner className="sk-ao__spinner" size={40} />;
  const extras = vm.extras;
  const groups = vm.groups;

  return (
    <div className="sk-ao sk-scan" data-testid="shoplist">
      <header className="sk-ao__head">
        <Link href="/products/add-ao" className="sk-ao__back">
          ← Seznamy
        </Link>
        <div className="sk-ao__card-head">
          <h2 className="sk-ao__title" data-testid="shoplist-reference">
            {list.reference}
          </h2>
          <StateTag list={list} />
        </div>
        <span className="sk-ao__card-name">{list.name}</span>
        <span className="sk-ao__card-meta">
          {list.supplier} · {list.pieces_stocked_up}/{list.pieces_expected} ks
        </span>
        <Links list={list} />
        <div className="sk-ao__actions">
          <HTMLSelect
            aria-label="Vlastní stav"
            value={list.status ?? ''}
            disabled={list.archived || extras.busy}
            onChange={(e) => void extras.statusChosen(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
          >
            <option value="">Bez stavu</option>
            {extras.states.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </HTMLSelect>
          {vm.canReceive && (
            <Button
              icon="tick-circle"
              text="Zpracovat"
              {...fieldFirst(() => void vm.processClicked())}
              data-testid="process"
            />
          )}
          {!list.archived && (
            <Button icon="archive" variant="minimal" text="Archivovat" onClick={() => extras.archiveClicked()} />
          )}
        </div>
      </header>

      {vm.canReceive && (
        <>
          <div className={`sk-scan__location${vm.phase === 'location' ? ' sk-scan__location--active' : ''}`}>
            <span className="sk-scan__location-label">Pozice naskladnění</span>
            {vm.location ? (
              <Tag size="large" intent={Intent.PRIMARY} data-testid="location-value">
                {vm.location}
              </Tag>
            ) : (
              <Tag size="large" minimal>
                naskenujte…
              </Tag>
            )}
            {vm.location && vm.phase !== 'location' && (
              <Button variant="minimal" size="small" text="Změnit" onClick={() => vm.changeLocationClicked()} />
            )}
          </div>
          <ScanEntry
            field={field}
            label={
              vm.phase === 'location'
                ? 'Naskenujte nebo zadejte pozici naskladnění'
                : 'Naskenujte nebo zadejte kód produktu'
            }
            placeholder={vm.phase === 'location' ? 'Pozice naskladnění' : 'Kód nebo EAN produktu'}
            icon={vm.phase === 'location' ? 'map-marker' : 'barcode'}
            value={vm.field.value}
            onChange={(v) => vm.field.typed(v)}
            onSubmit={() => vm.field.submitted()}
          />
        </>
      )}

      {vm.notice && (
        <Callout
          intent={vm.notice.intent}
          className="sk-scan__notice"
          role={vm.notice.intent === 'success' ? 'status' : 'alert'}
          data-testid="scan-notice"
        >
          <span>{vm.notice.text}</span>
          <Button variant="minimal" icon="cross" aria-label="Zavřít" onClick={() => vm.noticeDismissed()} />
        </Callout>
      )}
      {vm.placed.length > 0 && (
        <Callout icon="map-marker" className="sk-ao__placed" data-testid="placed">
          {vm.placed.map((p) => (
            <div key={p.code}>
              <strong>{p.code}</strong> leží na {p.location} ({p.amountThere} ks)
              {p.elsewhere.length > 0 && (
                <> · také na {p.elsewhere.map((e) => `${e.location_name} (${e.amount} ks)`).join(', ')}</>
              )}
            </div>
          ))}
        </Callout>
      )}

      {vm.receipt.length > 0 && (
        <section aria-label="Přijímáno nyní">
          <h3 className="sk-ao__group-title">Přijímáno nyní</h3>
          <ul className="sk-card-list">
            {vm.receipt.map((line) => (
              <ReceiptLine key={`${line.code}|${JSON.stringify(line.batch)}`} vm={vm.lines} line={line} />
            ))}
          </ul>
        </section>
      )}

      <GroupSection group="lacking" title="Chybí" lines={groups.lacking} />
      <GroupSection group="excess" title="Přebývá" lines={groups.excess} />
      <GroupSection group="correct" title="Sedí" lines={groups.correct} />

      <Comments vm={extras} />

      {vm.canReceive && (
        <footer className="sk-scan__bar">
          {vm.needsMultipleBatchAck && (
            <Checkbox
              checked={vm.acknowledgeMultipleSarze}
              onChange={(e) => vm.acknowledgeChanged(e.currentTarget.checked)}
              label="Potvrzuji naskladnění více šarží na jednu pozici"
            />
          )}
          <div className="sk-scan__bar-row">
            <span className="sk-scan__totals" data-testid="receipt-totals">
              {vm.receipt.length} pol. · {vm.piecesNow} ks
            </span>
            <Button
              size="large"
              intent={Intent.PRIMARY}
              icon="tick"
              text="Naskladnit"
              className="sk-scan__submit"
              disabled={!vm.canSubmit}
              loading={vm.submitting}
              {...fieldFirst(() => void vm.submitClicked())}
              data-testid="submit-receipt"
            />
          </div>
        </footer>
      )}

      <QuestionDialog vm={vm} />
      <ProcessDialog vm={extras} receipt={vm} />
      <ArchiveDialog vm={extras} reference={list.reference} />
    </div>
  );
});
export default ShoplistView;

function Links({
  list,
}: {
  list: {
    backorder_of: number | null;
    backorder_id: number | null;
    extras_of: number | null;
    extras_id: number | null;
  };
}) {
  const links: Array<[string, number]> = [];
  if (list.backorder_of !== null) links.push(['Původní seznam', list.backorder_of]);
  if (list.extras_of !== null) links.push(['Původní seznam', list.extras_of]);
  if (list.backorder_id !== null) links.push(['Doobjednávka', list.backorder_id]);
  if (list.extras_id !== null) links.push(['Přebytky', list.extras_id]);
  if (!links.length) return null;
  return (
    <div className="sk-ao__links">
      {links.map(([label, id]) => (
        <Link key={`${label}${id}`} href={`/products/add-ao/${id}`} data-testid={`link-${label}`}>
          {label} →
        </Link>
      ))}
    </div>
  );
}
