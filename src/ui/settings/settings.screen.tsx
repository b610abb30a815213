import { QuantityPartSelect } from '../global/quantity-part-select';
import { Button, Callout, Card, FormGroup, InputGroup, Intent, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import type { EshopConfig } from '../../application/config/config-types';
import { ConfigApi } from '../../application/ports/config-api.port';
import { KeyValueStore } from '../../application/ports/key-value-store.port';
import { PrintingApi } from '../../application/printing/printing-api.port';
import { isScopePermitted } from '../../domain/permissions/role-permissions';
import { Scope } from '../../domain/permissions/scopes';
import type { ScanMode } from '../../domain/scanner/scan-mode';
import { ChoiceSelect } from '../global/choice-select';
import { COMMON_SWITCHES } from '../../domain/settings/common-settings';
import { useService } from '../di/container-context';
import { AppConfigStore } from '../di/tokens';
import { PrinterSelect, TemplateSelect } from '../global/print-fields';
import { SettingsViewModel, type SettingsPart } from './settings.view-model';
import { OrganisationCard, TagManagerCard } from './organisation-cards';
import { OrganisationViewModel } from './organisation.view-model';
import { EshopSyncCard } from './eshop-sync-card';
import { EshopSyncViewModel } from './eshop-sync.view-model';
import { StockComparisonViewModel } from './stock-comparison.view-model';
import { EshopSyncApi } from '../../application/eshop-sync/eshop-sync-api.port';
import { TagManagerViewModel } from './tag-manager.view-model';
import './settings.css';

const MODE_LABELS: Record<ScanMode, string> = {
  continious: 'Nepřetržitě (skenuje kód za kódem)',
  confirm: 'S potvrzením každého kódu',
  once: 'Jednou (po kódu se zavře)',
};

/** /settings (sklad.nastaveni). */
const SettingsScreen = observer(function SettingsScreen() {
  const configStore = useService<AppConfigStore>(AppConfigStore);
  const configApi = useService<ConfigApi>(ConfigApi);
  const printing = useService<PrintingApi>(PrintingApi);
  const store = useService<KeyValueStore>(KeyValueStore);
  const eshopSaved = (patch: Partial<EshopConfig>) => configStore.eshopSaved(patch);
  const [vm] = useState(() => {
    const loaded = configStore.config!;
    return new SettingsViewModel({
      config: configApi,
      printing,
      store,
      eshop: loaded.eshop,
      eshopSaved,
      may: {
        print: isScopePermitted(loaded.role, Scope.printing),
        delimiters: isScopePermitted(loaded.role, Scope.multiEan),
      },
    });
  });
  const [tagManager] = useState(
    () =>
      new TagManagerViewModel({
        config: configApi,
        eshop: configStore.config!.eshop,
        eshopSaved,
      }),
  );
  const [organisation] = useState(() => new OrganisationViewModel(configApi));
  const eshopSyncApi = useService<EshopSyncApi>(EshopSyncApi);
  const maySync = isScopePermitted(configStore.config!.role, Scope.settings);
  const [eshopSync] = useState(() => new EshopSyncViewModel(eshopSyncApi, (url) => window.location.assign(url)));
  const [comparison] = useState(() => new StockComparisonViewModel(eshopSyncApi));
  const may = vm.may;
  useEffect(() => {
    void vm.load();
    void organisation.load();
    if (maySync) void eshopSync.load();
  }, [vm, organisation, eshopSync, maySync]);

  return (
    <div className="sk-settings" data-testid="settings-screen">
      <Card className="sk-settings__card" data-testid="settings-device">
        <h3>Toto zařízení</h3>
        <Switch
          label="Zvuky při skenování"
          checked={vm.playSounds}
          onChange={(e) => vm.soundsToggled(e.currentTarget.checked)}
          data-testid="setting-play-sounds"
        />
        <ChoiceSelect
          id="settings-scan-mode"
          label="Režim skeneru kamerou"
          fill
          value={vm.scanMode}
          choices={MODE_LABELS}
          onChange={(mode) => vm.scanModeChosen(mode)}
        />
        <Switch
          label="Skener nechat otevřený (nezavírat klepnutím vedle)"
          checked={vm.persistent}
          onChange={(e) => vm.persistentToggled(e.currentTarget.checked)}
          data-testid="setting-persistent"
        />
        <div className="sk-settings__row">
          <span data-testid="setting-camera">
            Kamera: {vm.cameraId ? 'uložená, spustí se sama' : 'vybere se při prvním skenování'}
          </span>
          {vm.cameraId && (
            <Button size="small" icon="reset" onClick={() => vm.cameraForgotten()}>
              Zapomenout kameru
            </Button>
          )}
        </div>
      </Card>

      <Card className="sk-settings__card" data-testid="settings-common">
        <h3>Společná nastavení e-shopu</h3>
        {COMMON_SWITCHES.map((s) => {
          const locked = vm.lockedReason(s.key);
          return (
            <div key={s.key}>
              <Switch
                label={s.label}
                checked={vm.common[s.key]}
                disabled={locked !== null}
                onChange={(e) => vm.commonToggled(s.key, e.currentTarget.checked)}
                data-testid={`common-${s.key}`}
              />
              {locked && (
                <Callout intent={Intent.WARNING} icon="lock" data-testid="stock-sync-forced-off">
                  {locked}
                </Callout>
              )}
            </div>
          );
        })}
        <PartFooter vm={vm} part="common" onSave={() => void vm.saveCommonClicked()} />
      </Card>

      {maySync && <EshopSyncCard vm={eshopSync} comparison={comparison} />}
      <TagManagerCard vm={tagManager} />
      <OrganisationCard vm={organisation} />

      {may.print && (
        <Card className="sk-settings__card" data-testid="settings-print">
          <h3>Výchozí tisk štítků e-shopu</h3>
          <div className="sk-settings__row">
            <PrinterSelect
              label="Tiskárna pro ruční tisk"
              printers={vm.printers}
              value={vm.manual.printer}
              onChange={(v) => vm.manualChanged({ printer: v })}
              testId="default-printer"
            />
            <TemplateSelect
              label="Šablona štítku produktu"
              templates={vm.templates.filter((t) => t.type.type === 'shoptet-product')}
              value={vm.manual.productTemplate}
              onChange={(v) => vm.manualChanged({ productTemplate: v })}
              testId="default-product-template"
            />
          </div>
          <Switch
            label="Tisknout štítky produktů při naskladnění"
            checked={vm.automated.product ?? false}
            onChange={(e) => vm.automatedChanged({ product: e.currentTarget.checked })}
            data-testid="auto-product"
          />
          <Switch
            label="Jeden štítek na produkt (ne na každý kus)"
            checked={vm.automated.productSingle ?? false}
            onChange={(e) => vm.automatedChanged({ productSingle: e.currentTarget.checked })}
            data-testid="auto-product-single"
          />
          <Switch
            label="Tisknout štítky pozic"
            checked={vm.automated.location ?? false}
            onChange={(e) => vm.automatedChanged({ location: e.currentTarget.checked })}
          />
          <PartFooter vm={vm} part="print" onSave={() => void vm.savePrintClicked()} />
        </Card>
      )}

      {may.delimiters && (
        <Card className="sk-settings__card" data-testid="settings-delimiters">
          <h3>Oddělovače multi-EAN kódů</h3>
          <p className="bp6-text-muted">Kód „8594001234567*12“ naskladní 12 kusů. Každý znak je jeden oddělovač.</p>
          <div className="sk-settings__row">
            <FormGroup label="Oddělovače" labelFor="settings-delimiters">
              <InputGroup id="settings-delimiters" value={vm.delimiters} onValueChange={(v) => vm.delimitersTyped(v)} />
            </FormGroup>
            <QuantityPartSelect id="settings-num" value={Number(vm.num)} onChange={(n) => vm.numTyped(String(n))} />
          </div>
          <PartFooter vm={vm} part="delimiters" onSave={() => void vm.saveDelimitersClicked()} />
        </Card>
      )}
    </div>
  );
});
export default SettingsScreen;

const PartFooter = observer(function PartFooter(props: {
  vm: SettingsViewModel;
  part: SettingsPart;
  onSave: () => void;
}): ReactNode {
  const { vm, part } = props;
  return (
    <>
      {vm.error?.part === part && (
        <Callout intent={Intent.DANGER} role="alert" data-testid={`settings-error-${part}`}>
          {vm.error.text}
        </Callout>
      )}
      {vm.saved === part && (
        <Callout intent={Intent.SUCCESS} role="status" data-testid={`settings-saved-${part}`}>
          Uloženo.
        </Callout>
      )}
      <div>
        <Button intent={Intent.PRIMARY} icon="floppy-disk" loading={vm.saving === part} onClick={props.onSave}>
          Uložit
        </Button>
      </div>
    </>
  );
});
