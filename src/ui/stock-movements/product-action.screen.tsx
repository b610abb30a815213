import { Alert, Button, Callout, Checkbox, InputGroup, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'wouter';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { ActiveScanSink } from '../../application/scanning/active-scan-sink';
import { KeyboardWedge, SCAN_FIELD_ATTRIBUTE } from '../../application/scanning/keyboard-wedge.port';
import { ScanSounds } from '../../application/scanning/scan-sounds';
import { productActionSpec, type ProductActionSpec } from '../../application/stock-movements/product-actions';
import { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import { useService } from '../di/container-context';
import { AppConfigStore } from '../di/tokens';
import { PreventLeaveService, ScannerSlotStore, ScanSpinnerStore } from '../shell/shell-tokens';
import { ProductActionViewModel } from './product-action.view-model';
import { ScannedLineView } from './scanned-line.view';
import './stock-movements.css';

/** /products/:actionType — a new screen (and view-model) per action type. */
export default function ProductActionScreen() {
  const { actionType = '' } = useParams<{ actionType: string }>();
  const spec = productActionSpec(actionType);
  if (!spec)
    return <NonIdealState icon="search" title="Neznámá akce" description={`Akce „${actionType}“ neexistuje.`} />;
  return <ProductActionView key={spec.type} spec={spec} />;
}

const ProductActionView = observer(function ProductActionView({ spec }: { spec: ProductActionSpec }) {
  const api = useService<StockMovementsApi>(StockMovementsApi);
  const sounds = useService<ScanSounds>(ScanSounds);
  const ids = useService<IdGenerator>(IdGenerator);
  const spinner = useService<ScanSpinnerStore>(ScanSpinnerStore);
  const config = useService<AppConfigStore>(AppConfigStore);
  const wedge = useService<KeyboardWedge>(KeyboardWedge);
  const camera = useService<ActiveScanSink>(ActiveScanSink);
  const scanner = useService<ScannerSlotStore>(ScannerSlotStore);
  const guard = useService<PreventLeaveService>(PreventLeaveService);
  const [vm] = useState(
    () =>
      new ProductActionViewModel(spec, {
        api,
        sounds,
        ids,
        spinner,
        imageCuts: () => config.config?.eshop.data.imageCuts ?? [],
      }),
  );
  const field = useRef<HTMLInputElement>(null);
  const [soundsOn, setSoundsOn] = useState(() => sounds.enabled);

  useEffect(
    () => wedge.attach({ scanned: (code) => vm.accept(code, 'keyboard'), submitted: () => vm.codeSubmitted() }),
    [wedge, vm],
  );
  useEffect(() => camera.attach(vm), [camera, vm]);
  useEffect(() => {
    // Leaving with unsent items asks first; "Uložit změny a odejít" sends them, and stays if that fails.
    const stop = reaction(
      () => vm.hasUnsentItems,
      (unsent) => {
        if (unsent)
          guard.enable(async () => {
            if (!(await vm.submitClicked())) throw new Error(vm.notice?.text ?? 'Odeslání selhalo');
          });
        else guard.disable();
      },
      { fireImmediately: true },
    );
    return () => {
      stop();
      guard.disable();
      vm.dispose();
    };
  }, [guard, vm]);

  const onSubmitCode = (e: FormEvent) => {
    e.preventDefault();
    vm.codeSubmitted();
    field.current?.focus();
  };

  return (
    <div className="sk-scan" data-testid={`product-action-${spec.type}`}>
      <section className="sk-scan__where" aria-label="Pozice">
        <LocationChip
          label={spec.locationLabel}
          value={vm.location}
          active={vm.phase === 'location'}
          onChange={() => {
            vm.changeLocationClicked();
            field.current?.focus();
          }}
          testId="location"
        />
        {vm.needsTarget && (
          <LocationChip
            label="Na pozici"
            value={vm.target}
            active={vm.phase === 'target'}
            onChange={() => {
              vm.targetScanRequested();
              field.current?.focus();
            }}
            testId="target"
          />
        )}
      </section>

      <form className="sk-scan__entry" onSubmit={onSubmitCode}>
        <InputGroup
          inputRef={field}
          size="large"
          fill
          autoFocus
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...{ [SCAN_FIELD_ATTRIBUTE]: '' }}
          data-testid="scan-input"
          aria-label={vm.inputLabel}
          placeholder={vm.inputPlaceholder}
          leftIcon={vm.phase === 'products' ? 'barcode' : 'map-marker'}
          value={vm.codeInput}
          onValueChange={(v) => vm.codeTyped(v)}
        />
        <Button type="submit" size="large" intent={Intent.PRIMARY} icon="key-enter" aria-label="Potvrdit kód" />
        <Button
          size="large"
          icon="camera"
          aria-label="Skenovat kamerou"
          onClick={() => scanner.open()}
          data-testid="open-camera"
        />
        <Button
          size="large"
          variant="minimal"
          icon={soundsOn ? 'volume-up' : 'volume-off'}
          aria-pressed={soundsOn}
          aria-label={soundsOn ? 'Vypnout zvuky' : 'Zapnout zvuky'}
          onClick={() => {
            sounds.setEnabled(!soundsOn);
            setSoundsOn(!soundsOn);
          }}
        />
      </form>

      {vm.notice && (
        <Callout
          intent={vm.notice.intent}
          className="sk-scan__notice"
          role={vm.notice.intent === 'success' ? 'status' : 'alert'}
          data-testid="scan-notice"
        >
          <span>{vm.notice.text}</span>
          {vm.lastSubmit && vm.notice.intent === 'success' && (
            <Button
              variant="minimal"
              icon="undo"
              text="Vrátit"
              onClick={() => vm.undoRequested()}
              loading={vm.undoing}
              data-testid="undo-last"
            />
          )}
        </Callout>
      )}

      {vm.lines.length === 0 ? (
        <p className="sk-scan__empty">
          {vm.location
            ? 'Naskenujte produkty.'
            : `Nejprve naskenujte nebo zadejte pozici (${spec.locationLabel.toLowerCase()}).`}
        </p>
      ) : (
        <ul className="sk-scan__lines" aria-label="Naskenované produkty">
          {vm.lines.map((line) => (
            <ScannedLineView key={`${line.code}|${JSON.stringify(line.batch)}`} vm={vm} line={line} />
          ))}
        </ul>
      )}

      <footer className="sk-scan__bar">
        {vm.needsMultipleBatchAck && (
          <Checkbox
            checked={vm.acknowledgeMultipleSarze}
            onChange={(e) => vm.acknowledgeChanged(e.currentTarget.checked)}
            label="Potvrzuji naskladnění více šarží na jednu pozici"
          />
        )}
        <div className="sk-scan__bar-row">
          <span className="sk-scan__totals" data-testid="scan-totals">
            {vm.lines.length} pol. · {vm.totalPieces} ks
          </span>
          {vm.lines.length > 0 && <Button variant="minimal" text="Vyprázdnit" onClick={() => vm.clearClicked()} />}
          {vm.lastSubmit && !vm.hasUnsentItems && (
            <Button
              variant="outlined"
              icon="undo"
              text="Vrátit poslední"
              onClick={() => vm.undoRequested()}
              loading={vm.undoing}
            />
          )}
          <Button
            size="large"
            intent={Intent.PRIMARY}
            icon="tick"
            text={spec.submitLabel}
            className="sk-scan__submit"
            disabled={!vm.canSubmit}
            loading={vm.submitting}
            onClick={() => void vm.submitClicked()}
            data-testid="submit-movement"
          />
        </div>
      </footer>

      <Alert
        isOpen={vm.undoConfirmOpen}
        intent={Intent.DANGER}
        icon="undo"
        cancelButtonText="Zrušit"
        confirmButtonText="Ano, vrátit"
        onCancel={() => vm.undoCancelled()}
        onConfirm={() => void vm.undoConfirmed()}
      >
        {vm.lastSubmit && (
          <p>
            Vrátit poslední odeslání ({vm.lastSubmit.lines} pol., {vm.lastSubmit.pieces} ks, {vm.lastSubmit.location})?
            Zapíše se zpětný záznam.
          </p>
        )}
      </Alert>
    </div>
  );
});

function LocationChip({
  label,
  value,
  active,
  onChange,
  testId,
}: {
  label: string;
  value: string | null;
  active: boolean;
  onChange: () => void;
  testId: string;
}) {
  return (
    <div className={`sk-scan__location${active ? ' sk-scan__location--active' : ''}`} data-testid={`${testId}-chip`}>
      <span className="sk-scan__location-label">{label}</span>
      {value ? (
        <Tag size="large" intent={Intent.PRIMARY} data-testid={`${testId}-value`}>
          {value}
        </Tag>
      ) : (
        <Tag size="large" minimal>
          {active ? 'naskenujte…' : '—'}
        </Tag>
      )}
      {value && !active && <Button variant="minimal" size="small" text="Změnit" onClick={onChange} />}
      {!value && !active && <Button variant="minimal" size="small" text="Zadat" onClick={onChange} />}
    </div>
  );
}
