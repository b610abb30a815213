import {
  Button,
  Callout,
  Checkbox,
  Classes,
  Dialog,
  InputGroup,
  Intent,
  Radio,
  RadioGroup,
  Switch,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { StocktakingListViewModel } from './stocktaking-list.view-model';

const toggle = (list: readonly number[], id: number) =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

/** Starting a check: a name, and either sectors or single locations (R-INV-02); optionally blind. */
export const StartCheckDialog = observer(function StartCheckDialog({ vm }: { vm: StocktakingListViewModel }) {
  const form = vm.form;
  const [filter, setFilter] = useState('');
  const shown = vm.locations.filter((l) => l.name.toLowerCase().includes(filter.trim().toLowerCase())).slice(0, 200);
  return (
    <Dialog isOpen={form !== null} onClose={() => vm.startClosed()} title="Nová inventura" className="sk-inv__dialog">
      {form && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void vm.startConfirmed();
          }}
        >
          <div className={Classes.DIALOG_BODY}>
            <InputGroup
              autoFocus
              placeholder="Název inventury"
              aria-label="Název inventury"
              value={form.name}
              onValueChange={(name) => vm.formChanged({ name })}
            />
            <RadioGroup
              inline
              label="Počítat"
              selectedValue={form.mode}
              onChange={(e) => vm.formChanged({ mode: e.currentTarget.value as 'sectors' | 'locations' })}
            >
              <Radio value="sectors" label="celé sektory" />
              <Radio value="locations" label="vybrané pozice" />
            </RadioGroup>
            {form.mode === 'sectors' ? (
              <div className="sk-inv__choices" role="group" aria-label="Sektory">
                {vm.sectors.map((s) => (
                  <Checkbox
                    key={s.id}
                    label={`Sektor ${s.sector_name}`}
                    checked={form.sectorIds.includes(s.id)}
                    onChange={() => vm.formChanged({ sectorIds: toggle(form.sectorIds, s.id) })}
                  />
                ))}
              </div>
            ) : (
              <>
                <InputGroup
                  leftIcon="filter"
                  placeholder="Filtr pozic"
                  aria-label="Filtr pozic"
                  value={filter}
                  onValueChange={setFilter}
                />
                <div className="sk-inv__choices sk-inv__choices--scroll" role="group" aria-label="Pozice">
                  {shown.map((l) => (
                    <Checkbox
                      key={l.id}
                      label={l.name}
                      checked={form.locationIds.includes(l.id)}
                      onChange={() => vm.formChanged({ locationIds: toggle(form.locationIds, l.id) })}
                    />
                  ))}
                </div>
                <p className="sk-inv__muted">Vybráno pozic: {form.locationIds.length}</p>
              </>
            )}
            <Switch
              label="Slepá inventura (počítající nevidí očekávané množství)"
              checked={form.blind}
              onChange={(e) => vm.formChanged({ blind: e.currentTarget.checked })}
            />
            {vm.formError && (
              <Callout intent={Intent.DANGER} role="alert">
                {vm.formError}
              </Callout>
            )}
          </div>
          <div className={Classes.DIALOG_FOOTER}>
            <div className={Classes.DIALOG_FOOTER_ACTIONS}>
              <Button text="Zrušit" onClick={() => vm.startClosed()} />
              <Button type="submit" intent={Intent.PRIMARY} text="Založit" />
            </div>
          </div>
        </form>
      )}
    </Dialog>
  );
});
