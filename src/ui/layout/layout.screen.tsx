import { Button, Card, Intent, NonIdealState, Spinner, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { LayoutApi, type SectorDto, type SectorFlag } from '../../application/layout/layout-api.port';
import { KeyboardWedge } from '../../application/scanning/keyboard-wedge.port';
import { useService } from '../di/container-context';
import { TargetAlert } from '../global/confirm-alert';
import { NoticeCallout, RefusalCallout } from '../global/screen-messages';
import { BulkDialog } from './bulk-dialog';
import { LocationList } from './location-list';
import { MoveButtons, NameForm, RenameField } from './layout-parts';
import { locationsCs } from '../../domain/text/czech-plural';
import { LayoutViewModel, type ZoneNode } from './layout.view-model';
import './layout.css';

const FLAGS: { flag: SectorFlag; label: string }[] = [
  { flag: 'picking', label: 'Vychystávací' },
  { flag: 'multiple_batches', label: 'Více šarží na jedné pozici' },
  { flag: 'non_stock', label: 'Neskladový' },
];

/** /inventory/layout: zones → sectors → locations; every change goes through the view-model. */
const LayoutScreen = observer(function LayoutScreen() {
  const api = useService<LayoutApi>(LayoutApi);
  const wedge = useService<KeyboardWedge>(KeyboardWedge);
  const [vm] = useState(() => new LayoutViewModel(api));
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  useEffect(() => vm.listenTo(wedge), [vm, wedge]);
  // After a scan, bring the selected location into view (its sector has just been opened).
  const reveal = vm.revealCount;
  const selected = vm.selectedLocationId;
  useEffect(() => {
    if (!reveal || selected === null) return;
    const frame = requestAnimationFrame(() => {
      const el = root.current?.querySelector<HTMLElement>(`[data-location-id="${selected}"]`);
      el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
  }, [reveal, selected]);
  const zoneCount = vm.tree.filter((n) => n.zone).length;

  return (
    <div className="sk-layout" data-testid="layout-screen" ref={root}>
      <div className="sk-layout__toolbar">
        <NameForm
          placeholder="Název nové zóny"
          buttonText="Přidat zónu"
          disabled={vm.busy}
          onSubmit={(n) => vm.zoneCreated(n)}
          testId="zone-create"
        />
        <NameForm
          placeholder="Nový sektor bez zóny"
          buttonText="Přidat sektor"
          disabled={vm.busy}
          onSubmit={(n) => vm.sectorCreated(null, n)}
        />
        {vm.busy && <Spinner size={18} />}
      </div>
      {/* sticky under the top bar: on a phone the tree is long, and a refusal must be seen where the user is */}
      {(vm.error || vm.notice) && (
        <div className="sk-layout__messages">
          <RefusalCallout message={vm.error} onDismiss={() => vm.errorDismissed()} testId="layout-error" />
          <NoticeCallout message={vm.notice} />
        </div>
      )}
      {!vm.busy && vm.tree.length === 0 && !vm.error && (
        <NonIdealState icon="office" title="Sklad zatím nemá žádné zóny ani sektory" />
      )}
      {vm.tree.map((node, index) => (
        <ZoneCard key={node.zone?.id ?? 'none'} vm={vm} node={node} index={index} count={zoneCount} />
      ))}
      <TargetAlert ask={vm.deleteAsk} onConfirm={() => void vm.deleteConfirmed()}>
        {(target) => (
          <p>
            Opravdu smazat: {target.label}?{deleteHint(target.kind)}
          </p>
        )}
      </TargetAlert>
      <BulkDialog vm={vm} />
    </div>
  );
});
export default LayoutScreen;

function deleteHint(kind: 'zone' | 'sector' | 'location'): string {
  if (kind === 'zone') return ' Sektory zóny zůstanou, jen nebudou v žádné zóně.';
  if (kind === 'sector') return ' Smažou se i jeho prázdné pozice.';
  return ' Sektor bez poslední pozice se smaže také.';
}

const ZoneCard = observer(function ZoneCard({
  vm,
  node,
  index,
  count,
}: {
  vm: LayoutViewModel;
  node: ZoneNode;
  index: number;
  count: number;
}) {
  const zone = node.zone;
  return (
    <Card className="sk-layout__zone" data-testid="layout-zone" data-zone-id={zone?.id ?? ''}>
      <div className="sk-layout__head">
        {zone ? (
          <>
            <RenameField
              value={zone.name}
              label={`zónu ${zone.name}`}
              disabled={vm.busy}
              onRename={(n) => vm.zoneRenamed(zone.id, n)}
            />
            <MoveButtons
              label={`zónu ${zone.name}`}
              index={index}
              count={count}
              disabled={vm.busy}
              onMove={(d) => vm.zoneMoved(index, d)}
            />
            <Button
              size="small"
              variant="minimal"
              intent={Intent.DANGER}
              icon="trash"
              aria-label={`Smazat zónu ${zone.name}`}
              onClick={() => vm.deleteAsk.requested({ kind: 'zone', id: zone.id, label: `Zóna ${zone.name}` })}
            />
          </>
        ) : (
          <strong>Sektory bez zóny</strong>
        )}
      </div>
      {node.sectors.map((s, i) => (
        <SectorRow key={s.id} vm={vm} sector={s} zoneId={zone?.id ?? null} index={i} count={node.sectors.length} />
      ))}
      {zone && (
        <NameForm
          placeholder={`Nový sektor v zóně ${zone.name}`}
          buttonText="Přidat sektor"
          disabled={vm.busy}
          onSubmit={(n) => vm.sectorCreated(zone.id, n)}
        />
      )}
    </Card>
  );
});

const SectorRow = observer(function SectorRow({
  vm,
  sector,
  zoneId,
  index,
  count,
}: {
  vm: LayoutViewModel;
  sector: SectorDto;
  zoneId: number | null;
  index: number;
  count: number;
}) {
  const open = vm.expanded.has(sector.id);
  const locations = vm.locationsOf(sector.id);
  const label = `sektor ${sector.sector_name}`;
  return (
    <div className="sk-layout__sector" data-testid="layout-sector" data-sector-id={sector.id}>
      <div className="sk-layout__head">
        <Button
          size="small"
          variant="minimal"
          icon={open ? 'chevron-down' : 'chevron-right'}
          aria-expanded={open}
          aria-label={`${open ? 'Sbalit' : 'Rozbalit'} ${label}`}
          onClick={() => vm.sectorToggled(sector.id)}
        />
        <RenameField
          value={sector.sector_name}
          label={label}
          disabled={vm.busy}
          onRename={(n) => vm.sectorRenamed(sector.id, n)}
        />
        <span className="sk-layout__muted">{locationsCs(locations.length)}</span>
        {zoneId !== null && (
          <MoveButtons
            label={label}
            index={index}
            count={count}
            disabled={vm.busy}
            onMove={(d) => vm.sectorMoved(zoneId, index, d)}
          />
        )}
        <Button size="small" variant="minimal" icon="layers" text="Hromadně" onClick={() => vm.bulkOpened(sector.id)} />
        <Button
          size="small"
          variant="minimal"
          intent={Intent.DANGER}
          icon="trash"
          aria-label={`Smazat ${label}`}
          onClick={() =>
            vm.deleteAsk.requested({ kind: 'sector', id: sector.id, label: `Sektor ${sector.sector_name}` })
          }
        />
      </div>
      <div className="sk-layout__flags">
        {FLAGS.map(({ flag, label: text }) => (
          <Switch
            key={flag}
            inline
            label={text}
            checked={sector[flag]}
            disabled={vm.busy}
            onChange={() => void vm.flagToggled(sector.id, flag)}
          />
        ))}
      </div>
      {open && <LocationList vm={vm} sectorId={sector.id} locations={locations} />}
    </div>
  );
});
