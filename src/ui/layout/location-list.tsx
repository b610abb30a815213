import { Button, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { LocationDto } from '../../application/layout/layout-api.port';
import { MoveButtons, NameForm, RenameField } from './layout-parts';
import type { LayoutViewModel } from './layout.view-model';

/** A sector's locations: ↑/↓ buttons for the keyboard, HTML5 drag and drop for the mouse. */
export const LocationList = observer(function LocationList({
  vm,
  sectorId,
  locations,
}: {
  vm: LayoutViewModel;
  sectorId: number;
  locations: LocationDto[];
}) {
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  return (
    <div className="sk-layout__locations">
      <ol className="sk-layout__list" data-testid="layout-locations">
        {locations.map((l, i) => (
          <li
            key={l.id}
            draggable={!vm.busy}
            data-testid="layout-location"
            data-location-id={l.id}
            aria-current={vm.selectedLocationId === l.id ? 'location' : undefined}
            className={`sk-layout__location${vm.selectedLocationId === l.id ? ' sk-layout__location--selected' : ''}${dragFrom === i ? ' sk-layout__location--dragging' : ''}`}
            onDragStart={(e) => {
              setDragFrom(i);
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(e) => {
              if (dragFrom !== null) e.preventDefault();
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragFrom !== null && dragFrom !== i) void vm.locationDropped(sectorId, dragFrom, i);
              setDragFrom(null);
            }}
            onDragEnd={() => setDragFrom(null)}
          >
            <RenameField
              value={l.name}
              label={`pozici ${l.name}`}
              disabled={vm.busy}
              onRename={(n) => vm.locationRenamed(l.id, n)}
            />
            <MoveButtons
              label={`pozici ${l.name}`}
              index={i}
              count={locations.length}
              disabled={vm.busy}
              onMove={(d) => vm.locationMoved(sectorId, i, d)}
            />
            <Button
              size="small"
              variant="minimal"
              intent={Intent.DANGER}
              icon="trash"
              aria-label={`Smazat pozici ${l.name}`}
              onClick={() => vm.deleteAsk.requested({ kind: 'location', id: l.id, label: `Pozice ${l.name}` })}
            />
          </li>
        ))}
      </ol>
      <NameForm
        placeholder="Název nové pozice"
        buttonText="Přidat pozici"
        disabled={vm.busy}
        onSubmit={(n) => vm.locationCreated(sectorId, n)}
      />
    </div>
  );
});
