import { Button, Callout, Card, InputGroup, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { ChaosQueueApi } from '../../application/relocation/relocation-api.port';
import { ScanLookup } from '../../application/scanning/scan-lookup.port';
import { useService } from '../di/container-context';
import { ScanEntry } from '../global/scan-entry';
import { useScanScreen } from '../global/use-scan-screen';
import { ChaosQueueViewModel } from './chaos-queue.view-model';
import '../global/scan-screen.css';
import './relocation.css';

const LABEL = {
  product: 'Naskenujte produkt nebo příjmovou pozici',
  to: 'Naskenujte cílovou pozici',
  confirm: 'Potvrďte přesun (nebo naskenujte jinou cílovou pozici)',
} as const;
/** Short enough for a phone's field beside its buttons (390 px, tests/e2e/phone-placeholders); the label says it all. */
const PLACEHOLDER: Record<keyof typeof LABEL, string> = {
  product: 'Produkt nebo pozice',
  to: 'Cílová pozice',
  confirm: 'Potvrďte přesun',
};

/** /locations/chaos_change/:mode?: the queue of goods waiting to be put away, worked by scanning. */
const ChaosQueueScreen = observer(function ChaosQueueScreen() {
  const { mode } = useParams<{ mode?: string }>();
  const api = useService<ChaosQueueApi>(ChaosQueueApi);
  const ids = useService<IdGenerator>(IdGenerator);
  const lookup = useService<ScanLookup>(ScanLookup);
  const [vm] = useState(() => new ChaosQueueViewModel({ api, ids, lookup }, mode ? decodeURIComponent(mode) : null));
  const field = useRef<HTMLInputElement>(null);
  useScanScreen(vm);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const selected = vm.selected;

  return (
    <div className="sk-scan sk-reloc" data-testid="chaos-queue">
      <div className="sk-reloc__head">
        <h2 className="sk-reloc__title">Přeskladnění z příjmu{vm.mode ? ` – ${vm.mode}` : ''}</h2>
        <Button
          variant="minimal"
          icon="refresh"
          aria-label="Načíst frontu znovu"
          loading={vm.loading}
          onClick={() => void vm.load()}
        />
      </div>
      <ScanEntry
        field={field}
        label={LABEL[vm.step]}
        placeholder={PLACEHOLDER[vm.step]}
        icon={vm.step === 'product' ? 'barcode' : 'map-marker'}
        value={vm.field.value}
        onChange={(v) => vm.field.typed(v)}
        onSubmit={() => vm.field.submitted()}
      />
      {vm.notice && (
        <Callout
          intent={vm.notice.intent}
          role={vm.notice.intent === 'success' ? 'status' : 'alert'}
          data-testid="chaos-notice"
        >
          {vm.notice.text}
        </Callout>
      )}
      {selected && (
        <Card className="sk-reloc__move" data-testid="chaos-move">
          <div className="sk-reloc__move-product">
            <strong>{selected.code}</strong> {selected.name}
            {selected.batch && <Tag minimal>šarže {selected.batch}</Tag>}
          </div>
          <div className="sk-reloc__move-places">
            <span>
              Odkud: <strong data-testid="move-from">{vm.locationToMoveFrom}</strong>
            </span>
            <span>
              Kam: <strong data-testid="move-to">{vm.locationToMoveTo ?? '—'}</strong>
              {!vm.locationToMoveTo && selected.suggested_location && (
                <Button
                  size="small"
                  variant="minimal"
                  intent={Intent.PRIMARY}
                  text={`Navrženo ${selected.suggested_location}`}
                  onClick={() => vm.accept(selected.suggested_location!)}
                  data-testid="use-suggested"
                />
              )}
            </span>
          </div>
          <div className="sk-reloc__move-actions">
            <InputGroup
              type="number"
              min={1}
              max={selected.amount}
              aria-label="Množství"
              value={String(vm.amount)}
              onValueChange={(v) => vm.amountChanged(Number(v))}
              rightElement={<Tag minimal>z {selected.amount} ks</Tag>}
              data-testid="move-amount"
            />
            <Button
              size="large"
              intent={Intent.PRIMARY}
              icon="swap-horizontal"
              text="Přesunout"
              disabled={!vm.canConfirm}
              loading={vm.busy}
              onClick={() => void vm.confirm()}
              data-testid="move-confirm"
            />
            <Button size="large" variant="minimal" text="Zrušit" onClick={() => vm.cancelMove()} />
          </div>
        </Card>
      )}
      {vm.loading && !vm.chaosLocationData.length ? (
        <Spinner />
      ) : vm.items.length === 0 ? (
        <NonIdealState icon="tick-circle" title="Fronta je prázdná" description="Nic nečeká na přeskladnění." />
      ) : (
        <ul className="sk-card-list" aria-label="Fronta k přeskladnění">
          {vm.items.map((item) => (
            <li key={`${item.location_id}-${item.code}-${item.sarze_id}`}>
              <button
                type="button"
                className={`sk-reloc__item${selected === item ? ' sk-reloc__item--active' : ''}`}
                onClick={() => vm.pick(item)}
                data-testid="queue-item"
              >
                <span className="sk-reloc__item-main">
                  <strong>{item.code}</strong>
                  <span className="sk-reloc__item-name">{item.name}</span>
                </span>
                <span className="sk-reloc__item-side">
                  <Tag minimal icon="map-marker">
                    {item.location_name}
                  </Tag>
                  <Tag intent={Intent.PRIMARY} round>
                    {item.amount} ks
                  </Tag>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});

export default ChaosQueueScreen;
