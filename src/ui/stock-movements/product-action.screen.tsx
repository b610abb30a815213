import { Button, Callout, Checkbox, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { ConfirmAlert } from '../global/confirm-alert';
import { useCallback, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { amountConfirmationText } from '../../domain/stock/amount-input';
import { countCs } from '../../domain/text/czech-plural';
import { KeyValueStore } from '../../application/ports/key-value-store.port';
import { draftSlot } from '../../application/scanning/scan-drafts';
import { ScanningServiceToken, type ScanningService } from '../../application/scanning/scanning-service';
import { ScanSounds } from '../../application/scanning/scan-sounds';
import { productActionSpec, type ProductActionSpec } from '../../application/stock-movements/product-actions';
import { useService } from '../di/container-context';
import { AppConfigStore } from '../di/tokens';
import { ScanSpinnerStore } from '../shell/shell-tokens';
import { ProductActionViewModel } from './product-action.view-model';
import { ScannedLineView } from './scanned-line.view';
import { ScanEntry } from '../global/scan-entry';
import { ProductPickerDialog } from '../global/product-picker-dialog';
import { OfflineScanning } from '../global/offline-scanning';
import type { SubmitsSeen } from '../../application/offline/queued-notice';
import { useScanScreen } from '../global/use-scan-screen';
import { usePrintAfterStockIn } from '../global/use-print-after-stock-in';
import { CheckReviewDialog, DraftOffer, ExpectedContents, ScanProblemList } from './scan-screen-parts';
import '../global/scan-screen.css';

/** /products/:actionType — a new screen (and view-model) per action type. */
export default function ProductActionScreen() {
  const { actionType = '' } = useParams<{ actionType: string }>();
  const spec = productActionSpec(actionType);
  if (!spec)
    return <NonIdealState icon="search" title="Neznámá akce" description={`Akce „${actionType}“ neexistuje.`} />;
  return <ProductActionView key={spec.type} spec={spec} />;
}

const ProductActionView = observer(function ProductActionView({ spec }: { spec: ProductActionSpec }) {
  const scanning = useService<ScanningService>(ScanningServiceToken);
  const store = useService<KeyValueStore>(KeyValueStore);
  const sounds = useService<ScanSounds>(ScanSounds);
  const spinner = useService<ScanSpinnerStore>(ScanSpinnerStore);
  const config = useService<AppConfigStore>(AppConfigStore);
  const stockedIn = usePrintAfterStockIn();
  const [vm] = useState(
    () =>
      new ProductActionViewModel(spec, {
        scanning,
        drafts: config.config
          ? draftSlot(store, {
              clientId: config.config.client.client_id,
              eshopId: config.config.client.stock_eshop_id,
              screen: spec.type,
            })
          : undefined,
        sounds,
        spinner,
        imageCuts: () => config.config?.eshop.data.imageCuts ?? [],
        stockedIn,
      }),
  );
  const offlineSeen = useCallback((seen: SubmitsSeen) => vm.offlineSubmitsSeen(seen), [vm]);
  const field = useRef<HTMLInputElement>(null);
  const [soundsOn, setSoundsOn] = useState(() => sounds.enabled);

  useScanScreen(vm);

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

      <ScanEntry
        field={field}
        label={vm.inputLabel}
        placeholder={vm.inputPlaceholder}
        icon={vm.phase === 'products' ? 'barcode' : 'map-marker'}
        value={vm.codeInput}
        onChange={(v) => vm.codeTyped(v)}
        onSubmit={() => vm.codeSubmitted()}
      >
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
      </ScanEntry>
      <ProductPickerDialog disabled={vm.phase !== 'products'} onPicked={(code) => vm.accept(code, 'keyboard')} />

      {vm.offeredDraft && <DraftOffer vm={vm} />}
      <ScanProblemList problems={vm.problems} />
      <OfflineScanning onSeen={offlineSeen} />

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
          {vm.removed && vm.notice.intent === 'primary' && (
            <Button
              variant="minimal"
              icon="undo"
              text="Vrátit"
              onClick={() => vm.removalUndone()}
              data-testid="undo-removal"
            />
          )}
        </Callout>
      )}

      <ExpectedContents vm={vm} />
      {vm.lines.length === 0 ? (
        <p className="sk-scan__empty">
          {vm.location
            ? 'Naskenujte produkty.'
            : `Nejprve naskenujte nebo zadejte pozici (${spec.locationLabel.toLowerCase()}).`}
        </p>
      ) : (
        <>
          <ClearList vm={vm} />
          <ul className="sk-scan__lines" aria-label="Naskenované produkty">
            {vm.lines.map((line) => (
              <ScannedLineView key={`${line.code}|${JSON.stringify(line.batch)}`} vm={vm} line={line} />
            ))}
          </ul>
        </>
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

      <CheckReviewDialog vm={vm} />
      <ConfirmAlert
        isOpen={vm.pendingAmount !== null}
        intent={Intent.WARNING}
        icon="warning-sign"
        cancelText="Zpět"
        confirmText="Ano, použít"
        onCancel={() => vm.amountConfirmCancelled()}
        onConfirm={() => vm.amountConfirmed()}
      >
        {vm.pendingAmount && <p>{amountConfirmationText(vm.pendingAmount.line.code, vm.pendingAmount.amount)}</p>}
      </ConfirmAlert>
      <ConfirmAlert
        isOpen={vm.undoConfirmOpen}
        icon="undo"
        confirmText="Ano, vrátit"
        onCancel={() => vm.undoCancelled()}
        onConfirm={() => void vm.undoConfirmed()}
      >
        {vm.lastSubmit && (
          <p>
            Vrátit poslední odeslání ({vm.lastSubmit.lines} pol., {vm.lastSubmit.pieces} ks, {vm.lastSubmit.location})?
            Zapíše se zpětný záznam.
          </p>
        )}
      </ConfirmAlert>
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

/**
 * "Vyprázdnit" drops the whole unsent list, so it asks first, and it sits above the list rather than in
 * the bottom bar beside the submit button, where a thumb reaching for "Naskladnit" found it on a phone.
 */
const ClearList = observer(function ClearList({ vm }: { vm: ProductActionViewModel }) {
  const [asking, setAsking] = useState(false);
  return (
    <div className="sk-scan__list-head">
      <Button
        variant="minimal"
        intent={Intent.DANGER}
        icon="trash"
        text="Vyprázdnit"
        onClick={() => setAsking(true)}
        data-testid="clear-list"
      />
      <ConfirmAlert
        isOpen={asking && vm.lines.length > 0}
        confirmText="Ano, vyprázdnit"
        cancelText="Ponechat"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          vm.clearClicked();
        }}
      >
        <p data-testid="clear-question">
          Zahodit celý naskenovaný seznam ({countCs(vm.lines.length, 'položka', 'položky', 'položek')}, {vm.totalPieces}{' '}
          ks)? Nic z něj se neodešle.
        </p>
      </ConfirmAlert>
    </div>
  );
});
