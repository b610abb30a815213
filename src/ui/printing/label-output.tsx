import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { PrinterSelect, TemplateSelect } from '../global/print-fields';
import type { LabelKind, PrintingViewModel } from './printing.view-model';

/** How many copies of each label: a whole number typed on the phone's number pad. */
export function CopiesField(props: { id: string; value: string; onChange: (copies: string) => void }) {
  return (
    <FormGroup label="Počet kopií" labelFor={props.id}>
      <InputGroup
        id={props.id}
        type="number"
        inputMode="numeric"
        min={1}
        value={props.value}
        onValueChange={props.onChange}
      />
    </FormGroup>
  );
}

/**
 * Where one kind of label goes (this device's printer and template for it, changed in place) and the
 * buttons that print it or show it first as a PDF.
 */
export const LabelOutput = observer(function LabelOutput(props: {
  vm: PrintingViewModel;
  kind: LabelKind;
  printText: string;
}) {
  const { vm, kind } = props;
  return (
    <>
      <div className="sk-printing__row">
        <PrinterSelect
          label="Tiskárna"
          printers={vm.visiblePrinters}
          value={vm.printerFor(kind)}
          onChange={(v) => vm.manualChanged(kind === 'product' ? { productPrinter: v } : { locationPrinter: v })}
          testId={`${kind}-printer`}
        />
        <TemplateSelect
          label="Šablona"
          templates={kind === 'product' ? vm.productTemplates : vm.locationTemplates}
          value={vm.templateFor(kind)}
          onChange={(v) => vm.manualChanged(kind === 'product' ? { productTemplate: v } : { locationTemplate: v })}
          testId={`${kind}-template`}
        />
      </div>
      <div className="sk-printing__actions">
        <Button intent={Intent.PRIMARY} icon="print" loading={vm.busy} onClick={() => void vm.printClicked(kind)}>
          {props.printText}
        </Button>
        <Button icon="eye-open" disabled={vm.busy} onClick={() => void vm.previewClicked(kind)}>
          Náhled
        </Button>
      </div>
    </>
  );
});
