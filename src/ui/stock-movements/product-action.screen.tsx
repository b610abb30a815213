import { Button, Checkbox, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { ConfirmAlert } from '../global/confirm-alert';
import { useCallback, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { KeyValueStore } from '../../application/ports/key-value-store.port';
import { draftSlot } from '../../application/scanning/scan-drafts';
import { ScanningServiceToken, type ScanningService } from '../../application/scanning/scanning-service';
import { ScanSounds } from '../../application/scanning/scan-sounds';
import { productActionSpec, type ProductActionSpec } from '../../application/stock-movements/product-actions';
import { useService } from '../di/container-context';
import { AppConfigStore } from '../di/tokens';
import { ScanSpinnerStore } from '../shell/shell-tokens';
import { ProductActionViewModel } from './product-action.view-model';
import { ScanEntry } from '../global/scan-entry';
import { ProductPickerDialog } from '../global/product-picker-dialog';
import { OfflineScanning } from '../global/offline-scanning';
import type { SubmitsSeen } from '../../application/offline/queued-notice';
import { useScanScreen } from '../global/use-scan-screen';
import { usePrintAfterStockIn } from '../global/use-print-after-stock-in';
import { CheckReviewDialog, DraftOffer, ExpectedContents } from './scan-screen-parts';
import { ScanProblemList } from '../global/scan-problems.view';
import { ScannedListView } from '../global/scanned-list.view';
import { ScanFooter } from '../global/scan-footer';
import { ScanNoticeCallout } from '../global/scan-notice.view';
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
  const offlineSeen = useCallback((seen: SubmitsSeen) => vm.notices.offlineSubmitsSeen(seen), [vm]);
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

      <ScanNoticeCallout notice={vm.notice}>
        {vm.undo.last && vm.notice?.intent === 'success' && (
          <Button
            variant="minimal"
            icon="undo"
            text="Vrátit"
            onClick={() => vm.undo.requested()}
            loading={vm.undo.undoing}
            data-testid="undo-last"
          />
        )}
        {vm.list.removed && vm.notice?.intent === 'primary' && (
          <Button
            variant="minimal"
            icon="undo"
            text="Vrátit"
            onClick={() => vm.list.removalUndone()}
            data-testid="undo-removal"
          />
        )}
      </ScanNoticeCallout>

      <ExpectedContents vm={vm} />
      <ScannedListView
        list={vm.list}
        details={vm.details}
        onClear={() => vm.clearClicked()}
        empty={
          vm.location
            ? 'Naskenujte produkty.'
            : `Nejprve naskenujte nebo zadejte pozici (${spec.locationLabel.toLowerCase()}).`
        }
      />

      <ScanFooter
        lines={vm.lines.length}
        pieces={vm.totalPieces}
        submitLabel={spec.submitLabel}
        canSubmit={vm.canSubmit}
        submitting={vm.submitting}
        onSubmit={() => void vm.submitClicked()}
        above={
          vm.needsMultipleBatchAck && (
            <Checkbox
              checked={vm.acknowledgeMultipleSarze}
              onChange={(e) => vm.acknowledgeChanged(e.currentTarget.checked)}
              label="Potvrzuji naskladnění více šarží na jednu pozici"
            />
          )
        }
      >
        {vm.undo.last && !vm.hasUnsentItems && (
          <Button
            variant="outlined"
            icon="undo"
            text="Vrátit poslední"
            onClick={() => vm.undo.requested()}
            loading={vm.undo.undoing}
          />
        )}
      </ScanFooter>

      <CheckReviewDialog vm={vm} />
      <ConfirmAlert
        isOpen={vm.undo.confirmOpen}
        icon="undo"
        confirmText="Ano, vrátit"
        onCancel={() => vm.undo.cancelled()}
        onConfirm={() => void vm.undo.confirmed()}
      >
        {vm.undo.last && (
          <p>
            Vrátit poslední odeslání ({vm.undo.last.lines} pol., {vm.undo.last.pieces} ks, {vm.undo.last.location})?
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
