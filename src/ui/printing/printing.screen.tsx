import {
  AnchorButton,
  Button,
  Callout,
  Card,
  Dialog,
  DialogBody,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  Spinner,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { runInAction } from 'mobx';
import { useEffect, useRef, useState } from 'react';
import { LayoutApi } from '../../application/layout/layout-api.port';
import { ConfigApi } from '../../application/ports/config-api.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { KeyValueStore } from '../../application/ports/key-value-store.port';
import { PrintingApi } from '../../application/printing/printing-api.port';
import { useService } from '../di/container-context';
import { AppConfigStore } from '../di/tokens';
import { useLiveRefetch } from '../global/use-live-refetch';
import { RefusalCallout } from '../global/screen-messages';
import { ProductSearch } from '../global/product-search';
import { ConnectByCode } from './connect-by-code';
import { printInBrowser } from './print-in-browser';
import { CopiesField, LabelOutput } from './label-output';
import { PrintSettingsCard } from './printing-settings';
import { PrintingViewModel, type LocationScope } from './printing.view-model';
import './printing.css';

const SCOPES: { value: LocationScope; label: string }[] = [
  { value: 'location', label: 'Jedna pozice' },
  { value: 'sector', label: 'Celý sektor' },
  { value: 'zone', label: 'Celá zóna' },
  { value: 'all', label: 'Všechny pozice' },
];

const JOB_STATUS_CS = { queued: 'čeká ve frontě', sending: 'tiskne se', printed: 'vytištěno', failed: 'tisk selhal' };

/** /printing (sklad.tisk_stitku). */
const PrintingScreen = observer(function PrintingScreen() {
  const api = useService<PrintingApi>(PrintingApi);
  const configApi = useService<ConfigApi>(ConfigApi);
  const layout = useService<LayoutApi>(LayoutApi);
  const store = useService<KeyValueStore>(KeyValueStore);
  const ids = useService<IdGenerator>(IdGenerator);
  const config = useService<AppConfigStore>(AppConfigStore);
  const previewFrame = useRef<HTMLIFrameElement>(null);
  const [vm] = useState(() => {
    const eshop = config.config?.eshop;
    return new PrintingViewModel(
      { api, config: configApi, layout, store, ids, pause: (ms) => new Promise((r) => setTimeout(r, ms)) },
      {
        eshopId: eshop?.eshop_id ?? 0,
        printSettings: eshop?.print_settings ?? { manual: {}, automated: {} },
        shopDefaultsSaved: (settings) =>
          runInAction(() => {
            if (config.config)
              config.config = { ...config.config, eshop: { ...config.config.eshop, print_settings: settings } };
          }),
      },
    );
  });
  const [computerName, setComputerName] = useState('');
  useEffect(() => {
    void vm.load();
  }, [vm]);
  useLiveRefetch(['printing'], () => void vm.printingChanged());

  return (
    <div className="sk-printing" data-testid="printing-screen">
      {(vm.error || vm.notice || vm.job) && (
        <div className="sk-printing__wide">
          <RefusalCallout message={vm.error} onDismiss={() => vm.errorDismissed()} testId="printing-error" />
          {vm.notice && (
            <Callout
              intent={vm.job && !vm.job.is_present ? Intent.WARNING : Intent.SUCCESS}
              role="status"
              data-testid="printing-notice"
            >
              {vm.notice}
              {vm.job && (
                <div data-testid="printing-job">
                  Úloha č. {vm.job.job_id}: {JOB_STATUS_CS[vm.job.status]}
                  {vm.job.status === 'failed' && vm.job.detail ? ` – ${vm.job.detail}` : ''}
                </div>
              )}
            </Callout>
          )}
        </div>
      )}
      {vm.loading && <Spinner size={24} />}
      {!vm.loading && vm.printers.length === 0 && (
        <Callout className="sk-printing__wide" intent={Intent.PRIMARY} icon="print">
          E-shop zatím nemá žádnou tiskárnu. Připojte počítač s tiskárnou (níže) a spusťte na něm tiskového agenta.
        </Callout>
      )}

      <Card className="sk-printing__card" data-testid="product-labels">
        <h3>Štítky produktů</h3>
        <FormGroup label="Kód nebo EAN produktu" labelFor="print-product-code">
          <InputGroup
            id="print-product-code"
            value={vm.productCode}
            onValueChange={(v) => vm.fieldChanged('productCode', v)}
            leftIcon="barcode"
            placeholder="Naskenujte nebo napište"
          />
        </FormGroup>
        <FormGroup label="Nebo najděte produkt podle názvu">
          <ProductSearch testId="print-product-search" onPicked={(p) => vm.fieldChanged('productCode', p.code)} />
        </FormGroup>
        <div className="sk-printing__row">
          <FormGroup label="Šarže (nepovinné)" labelFor="print-batch">
            <InputGroup id="print-batch" value={vm.batchName} onValueChange={(v) => vm.fieldChanged('batchName', v)} />
          </FormGroup>
          <CopiesField
            id="print-product-copies"
            value={vm.productCopies}
            onChange={(v) => vm.fieldChanged('productCopies', v)}
          />
        </div>
        <LabelOutput vm={vm} kind="product" printText="Tisknout štítky produktu" />
      </Card>

      <Card className="sk-printing__card" data-testid="location-labels">
        <h3>Štítky pozic</h3>
        <FormGroup label="Co tisknout" labelFor="print-location-scope">
          <HTMLSelect
            id="print-location-scope"
            fill
            value={vm.locationScope}
            onChange={(e) => vm.locationScopeChanged(e.currentTarget.value as LocationScope)}
          >
            {SCOPES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        {vm.locationScope === 'location' && (
          <FormGroup label="Pozice" labelFor="print-location-name">
            <InputGroup
              id="print-location-name"
              value={vm.locationName}
              onValueChange={(v) => vm.fieldChanged('locationName', v)}
              leftIcon="barcode"
            />
          </FormGroup>
        )}
        {vm.locationScope === 'sector' && (
          <FormGroup label="Sektor" labelFor="print-sector">
            <HTMLSelect
              id="print-sector"
              fill
              value={vm.sectorId ?? ''}
              onChange={(e) => vm.sectorChosen(Number(e.currentTarget.value))}
            >
              {vm.sectors.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.sector_name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        )}
        {vm.locationScope === 'zone' && (
          <FormGroup label="Zóna" labelFor="print-zone">
            <HTMLSelect
              id="print-zone"
              fill
              value={vm.zoneId ?? ''}
              onChange={(e) => vm.zoneChosen(Number(e.currentTarget.value))}
            >
              {vm.zones.map((z) => (
                <option key={z.id} value={z.id}>
                  {z.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        )}
        <CopiesField
          id="print-location-copies"
          value={vm.locationCopies}
          onChange={(v) => vm.fieldChanged('locationCopies', v)}
        />
        <LabelOutput vm={vm} kind="location" printText="Tisknout štítky pozic" />
      </Card>

      <PrintSettingsCard vm={vm} />

      <Card className="sk-printing__card sk-printing__wide" data-testid="connect-computer">
        <h3>Připojit počítač s tiskárnou</h3>
        <p>
          Tiskový agent běží na počítači u tiskáren a tiskne úlohy Skladu přes IPP (fronta CUPS nebo síťová tiskárna).
        </p>
        <ConnectByCode api={api} />
        <p>Nebo klíč pro ruční spuštění agenta (pro správce):</p>
        <div className="sk-printing__row">
          <InputGroup
            placeholder="Název počítače, např. PC u příjmu"
            value={computerName}
            onValueChange={setComputerName}
          />
          <Button icon="key" disabled={vm.busy} onClick={() => void vm.connectComputerClicked(computerName)}>
            Vytvořit klíč pro agenta
          </Button>
        </div>
        {vm.agentToken && (
          <Callout intent={Intent.PRIMARY} icon="key">
            Klíč se zobrazí jen teď. Na počítači spusťte:
            <div className="sk-printing__token">
              npm run print-agent -- --server {window.location.origin} --token {vm.agentToken} --printer
              &quot;Štítky=ipp://localhost:631/printers/Stitky&quot;
            </div>
          </Callout>
        )}
      </Card>

      <Dialog
        isOpen={vm.previewUrl !== null}
        onClose={() => vm.previewClosed()}
        title="Náhled štítků"
        style={{ width: 'min(900px, 96vw)' }}
      >
        <DialogBody>
          {vm.previewUrl && (
            // Phones' browsers rarely show a PDF inside a page: the link opens it in their own viewer.
            <AnchorButton href={vm.previewUrl} target="_blank" rel="noopener" icon="document-open" variant="minimal">
              Otevřít PDF
            </AnchorButton>
          )}
          {vm.previewUrl && (
            <Button icon="print" onClick={() => printInBrowser(previewFrame.current, vm.previewUrl ?? '')}>
              Tisknout v prohlížeči
            </Button>
          )}
          {vm.previewUrl && (
            <iframe
              ref={previewFrame}
              className="sk-printing__preview"
              src={vm.previewUrl}
              title="Náhled PDF se štítky"
              data-testid="printing-preview"
            />
          )}
        </DialogBody>
      </Dialog>
    </div>
  );
});
export default PrintingScreen;
