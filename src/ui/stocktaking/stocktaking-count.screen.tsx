import { movementsCs, rowsCs } from '../../domain/text/czech-plural';
import { Button, Callout, InputGroup, Intent, NonIdealState, ProgressBar, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { ConfirmAlert } from '../global/confirm-alert';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { ActiveScanSink } from '../../application/scanning/active-scan-sink';
import { KeyboardWedge } from '../../application/scanning/keyboard-wedge.port';
import { ScanSounds } from '../../application/scanning/scan-sounds';
import { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import { StocktakingApi } from '../../application/stocktaking/stocktaking-api.port';
import { progressText } from '../../domain/stocktaking/counted-lines';
import { useService } from '../di/container-context';
import { useLiveRefetch } from '../global/use-live-refetch';
import { ScanEntry } from '../global/scan-entry';
import '../global/scan-screen.css';
import { BatchDialog, EditAmountDialog, RecountButton } from './count-dialogs';
import { CheckRecord } from './check-record';
import { CountedLines, LocationStates } from './count-parts';
import { ReviewDialog } from './review.dialog';
import { StocktakingCountViewModel } from './stocktaking-count.view-model';
import './stocktaking.css';

/**
 * The live stream moves progress at once (`useLiveRefetch`) and tells of any gap; this slow poll is only
 * a safety net for a stream that cannot be held at all (a proxy that buffers it).
 */
const POLL_MS = 30_000;

/** /stocktaking/detail/:id — the counting screen, made for a phone held in one hand. */
export default function StocktakingCountScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const checkId = Number(id);
  if (!Number.isSafeInteger(checkId) || checkId <= 0)
    return <NonIdealState icon="search" title="Inventura nenalezena" description={`Inventura „${id}“ neexistuje.`} />;
  return <CountView key={checkId} id={checkId} />;
}

const CountView = observer(function CountView({ id }: { id: number }) {
  const api = useService<StocktakingApi>(StocktakingApi);
  const products = useService<StockMovementsApi>(StockMovementsApi);
  const ids = useService<IdGenerator>(IdGenerator);
  const sounds = useService<ScanSounds>(ScanSounds);
  const wedge = useService<KeyboardWedge>(KeyboardWedge);
  const camera = useService<ActiveScanSink>(ActiveScanSink);
  const [vm] = useState(() => new StocktakingCountViewModel(id, { api, products, ids, sounds }));
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    void vm.refresh();
    const timer = setInterval(() => void vm.refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [vm]);
  useLiveRefetch(['stocktaking', 'stock'], () => void vm.changedElsewhere());
  useEffect(
    () => wedge.attach({ scanned: (code) => vm.accept(code, 'keyboard'), submitted: () => vm.field.submitted() }),
    [vm, wedge],
  );
  useEffect(() => camera.attach(vm), [camera, vm]);

  const detail = vm.detail;
  if (!detail)
    return vm.notice ? (
      <NonIdealState icon="error" title="Inventuru nelze otevřít" description={vm.notice.text} />
    ) : (
      <div className="sk-inv" />
    );
  const { counted_locations: counted, total_locations: total } = detail.progress;

  return (
    <div className="sk-inv sk-inv--count" data-testid="stocktaking-count">
      <header className="sk-inv__head">
        <Link href="/stocktaking" className="sk-inv__back" aria-label="Zpět na inventury">
          ‹ Inventury
        </Link>
        <h2 className="sk-inv__title">{detail.name}</h2>
        {detail.status === 'committed' && <Tag intent={Intent.SUCCESS}>Zaúčtovaná</Tag>}
        {detail.status === 'cancelled' && <Tag>Zrušená</Tag>}
        {detail.blind && <Tag minimal>Slepá</Tag>}
      </header>
      <div className="sk-inv__progress-row">
        <ProgressBar intent={Intent.PRIMARY} animate={false} stripes={false} value={total ? counted / total : 0} />
        <span data-testid="count-progress">{progressText(counted, total)}</span>
      </div>
      {detail.counters.length > 0 && (
        <div className="sk-inv__counters" aria-label="Kdo počítá" data-testid="counters">
          {detail.counters.map((c) => (
            <Tag key={c.client_name} minimal icon="person">
              {c.client_name}: {c.location_name}
            </Tag>
          ))}
        </div>
      )}

      {vm.running && (
        <>
          <ScanEntry
            field={field}
            testId="count-input"
            label={vm.location ? 'Kód produktu nebo pozice' : 'Kód pozice'}
            placeholder={vm.location ? 'Kód produktu' : 'Kód pozice'}
            icon={vm.location ? 'barcode' : 'map-marker'}
            value={vm.field.value}
            onChange={(v) => vm.field.typed(v)}
            onSubmit={() => vm.field.submitted()}
          />
          <LocationBar vm={vm} />
        </>
      )}
      {vm.notice && (
        <Callout
          intent={vm.notice.intent}
          role={vm.notice.intent === 'success' ? 'status' : 'alert'}
          data-testid="count-notice"
          className="sk-inv__notice"
        >
          {vm.notice.text}
        </Callout>
      )}
      {vm.unsent.length > 0 && (
        <Callout intent={Intent.WARNING} className="sk-inv__notice">
          Neodeslané skeny: {vm.unsent.length}{' '}
          <Button size="small" icon="refresh" text="Odeslat znovu" onClick={() => void vm.resendClicked()} />
        </Callout>
      )}
      {detail.status === 'committed' && <CheckRecord detail={detail} />}
      {vm.location && <CountedLines vm={vm} />}
      {!vm.location && <LocationStates vm={vm} />}
      {vm.review.committed && (
        <Callout intent={Intent.SUCCESS} role="status" data-testid="commit-done">
          Inventura zaúčtována: {rowsCs(vm.review.committed.lines)}, {movementsCs(vm.review.committed.movements)}.
        </Callout>
      )}
      {vm.running && (
        <footer className="sk-inv__bar">
          <Button
            size="large"
            fill
            intent={Intent.PRIMARY}
            icon="th-list"
            text="Zkontrolovat rozdíly a zaúčtovat"
            onClick={() => void vm.review.opened()}
            data-testid="open-review"
          />
        </footer>
      )}
      <BatchDialog vm={vm} />
      <EditAmountDialog vm={vm} />
      <ReviewDialog
        review={vm.review}
        blind={detail.blind}
        uncounted={detail.location_states.filter((l) => !l.counted && l.lines === 0).map((l) => l.name)}
      />
    </div>
  );
});

const LocationBar = observer(function LocationBar({ vm }: { vm: StocktakingCountViewModel }) {
  const state = vm.locationState;
  if (!vm.location) return <p className="sk-inv__muted">Naskenujte nebo zadejte pozici, kterou budete počítat.</p>;
  return (
    <div className="sk-inv__where">
      <Tag size="large" intent={Intent.PRIMARY} icon="map-marker" data-testid="count-location">
        {vm.location}
      </Tag>
      {state?.counted ? (
        <>
          <Tag size="large" intent={Intent.SUCCESS} icon="tick" data-testid="location-counted">
            Spočítáno
          </Tag>
          <Button variant="minimal" text="Vrátit" onClick={() => void vm.unmarkCounted()} />
        </>
      ) : (
        <MarkCounted vm={vm} />
      )}
      <RecountButton vm={vm} />
      <Button variant="minimal" icon="cross" aria-label="Jiná pozice" onClick={() => vm.locationCleared()} />
    </div>
  );
});

/**
 * "Pozice spočítána" on a location where nothing was scanned says it is empty: its stock goes to 0 at commit.
 * That is asked first, as a tap on the wrong location must not zero a shelf.
 */
const MarkCounted = observer(function MarkCounted({ vm }: { vm: StocktakingCountViewModel }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        intent={Intent.SUCCESS}
        icon="tick"
        text="Pozice spočítána"
        onClick={() => (vm.lines.length === 0 ? setAsking(true) : void vm.markCounted())}
        data-testid="mark-counted"
      />
      <ConfirmAlert
        isOpen={asking}
        intent={Intent.WARNING}
        icon="warning-sign"
        confirmText="Ano, pozice je prázdná"
        cancelText="Zpět"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void vm.markCounted();
        }}
      >
        <p data-testid="mark-empty-question">
          Na pozici {vm.location} jste nic nenaskenovali. Označit ji jako spočítanou a prázdnou? Co na ní podle skladu
          leží, se při zaúčtování odepíše na 0.
        </p>
      </ConfirmAlert>
    </>
  );
});
