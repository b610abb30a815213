import { Button, Card, Intent, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { PrinterSelect, TemplateSelect } from '../global/print-fields';
import type { PrintingViewModel } from './printing.view-model';

/** The manual and automated settings of this device, and the shop's defaults (SPEC 3, 4). */
export const PrintSettingsCard = observer(function PrintSettingsCard({ vm }: { vm: PrintingViewModel }) {
  const { manual, automated } = vm;
  return (
    <Card className="sk-printing__card sk-printing__wide" data-testid="print-settings">
      <h3>Nastavení tisku</h3>
      <h4>Ruční tisk</h4>
      <Switch
        label="Použít výchozí nastavení e-shopu (tiskárny lze změnit jen pro toto zařízení)"
        checked={vm.manualUseDefaults}
        onChange={(e) => vm.flagChanged('manualPrintUseDefaults', e.currentTarget.checked)}
      />
      <div className="sk-printing__row">
        <PrinterSelect
          label="Tiskárna"
          printers={vm.visiblePrinters}
          value={manual.printer}
          onChange={(v) => vm.manualChanged({ printer: v })}
        />
        <PrinterSelect
          label="Tiskárna produktů"
          printers={vm.visiblePrinters}
          value={manual.productPrinter}
          onChange={(v) => vm.manualChanged({ productPrinter: v })}
        />
        <PrinterSelect
          label="Tiskárna pozic"
          printers={vm.visiblePrinters}
          value={manual.locationPrinter}
          onChange={(v) => vm.manualChanged({ locationPrinter: v })}
        />
        <TemplateSelect
          label="Šablona produktů"
          templates={vm.productTemplates}
          value={manual.productTemplate}
          onChange={(v) => vm.manualChanged({ productTemplate: v })}
        />
        <TemplateSelect
          label="Šablona pozic"
          templates={vm.locationTemplates}
          value={manual.locationTemplate}
          onChange={(v) => vm.manualChanged({ locationTemplate: v })}
        />
      </div>
      <h4>Automatický tisk při naskladnění</h4>
      <Switch
        label="Tisknout při skenování na tomto zařízení"
        checked={vm.printOnScan}
        onChange={(e) => vm.flagChanged('printOnScan', e.currentTarget.checked)}
        data-testid="print-on-scan"
      />
      <Switch
        label="Použít výchozí nastavení e-shopu (tiskárny lze změnit jen pro toto zařízení)"
        checked={vm.autoUseDefaults}
        onChange={(e) => vm.flagChanged('autoPrintUseDefaults', e.currentTarget.checked)}
      />
      <div className="sk-printing__row">
        <Switch
          label="Štítky produktů"
          checked={!!automated.product}
          onChange={(e) => vm.automatedChanged({ product: e.currentTarget.checked })}
        />
        <Switch
          label="Jen jeden štítek na produkt"
          checked={!!automated.productSingle}
          onChange={(e) => vm.automatedChanged({ productSingle: e.currentTarget.checked })}
        />
        <Switch
          label="Štítky pozic"
          checked={!!automated.location}
          onChange={(e) => vm.automatedChanged({ location: e.currentTarget.checked })}
        />
      </div>
      <div className="sk-printing__row">
        <PrinterSelect
          label="Tiskárna produktů"
          printers={vm.visiblePrinters}
          value={automated.productPrinter}
          onChange={(v) => vm.automatedChanged({ productPrinter: v })}
          testId="auto-product-printer"
        />
        <TemplateSelect
          label="Šablona produktů"
          templates={vm.productTemplates}
          value={automated.productTemplate}
          onChange={(v) => vm.automatedChanged({ productTemplate: v })}
          testId="auto-product-template"
        />
        <PrinterSelect
          label="Tiskárna pozic"
          printers={vm.visiblePrinters}
          value={automated.locationPrinter}
          onChange={(v) => vm.automatedChanged({ locationPrinter: v })}
        />
        <TemplateSelect
          label="Šablona pozic"
          templates={vm.locationTemplates}
          value={automated.locationTemplate}
          onChange={(v) => vm.automatedChanged({ locationTemplate: v })}
        />
      </div>
      <div className="sk-printing__actions">
        <Button intent={Intent.PRIMARY} icon="floppy-disk" onClick={() => vm.saveDeviceClicked()}>
          Uložit v tomto zařízení
        </Button>
        <Button icon="office" loading={vm.busy} onClick={() => void vm.saveShopDefaultsClicked()}>
          Uložit jako výchozí pro e-shop
        </Button>
      </div>
    </Card>
  );
});
