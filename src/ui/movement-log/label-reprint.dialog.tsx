import { Button, Callout, Dialog, DialogBody, DialogFooter, InputGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { PrinterSelect, TemplateSelect } from '../global/print-fields';
import type { LabelReprintViewModel } from './label-reprint.view-model';

/** Labels for the products of one movement: printer, template and copies per product, then print. */
export const LabelReprintDialog = observer(function LabelReprintDialog({ vm }: { vm: LabelReprintViewModel }) {
  const change = vm.change;
  return (
    <Dialog
      isOpen={change !== null}
      onClose={() => vm.closed()}
      title={change ? `Štítky produktů pohybu ${change.id}` : ''}
      icon="print"
    >
      <DialogBody>
        <div className="sk-log__reprint" data-testid="log-reprint">
          <PrinterSelect
            label="Tiskárna"
            printers={vm.visiblePrinters}
            value={vm.printer}
            onChange={(v) => vm.printerChosen(v)}
            testId="reprint-printer"
          />
          <TemplateSelect
            label="Šablona"
            templates={vm.templates}
            value={vm.template}
            onChange={(v) => vm.templateChosen(v)}
            testId="reprint-template"
          />
          <ul className="sk-log__reprint-lines">
            {vm.lines.map((line, i) => (
              <li key={`${line.code}|${line.sarze_id ?? ''}`} data-testid="reprint-line">
                <span className="sk-log__reprint-product">
                  <strong>{line.code}</strong> {line.name}
                  {line.sarze_name ? ` · šarže ${line.sarze_name}` : ''}
                </span>
                <InputGroup
                  aria-label={`Počet kopií ${line.code}`}
                  inputMode="numeric"
                  value={line.copiesText}
                  onChange={(e) => vm.copiesChanged(i, e.currentTarget.value)}
                  rightElement={<span className="sk-log__reprint-unit">ks</span>}
                />
              </li>
            ))}
          </ul>
          {vm.error && (
            <Callout intent={Intent.DANGER} role="alert" data-testid="reprint-error">
              {vm.error}
            </Callout>
          )}
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Zrušit" onClick={() => vm.closed()} />
            <Button
              intent={Intent.PRIMARY}
              icon="print"
              text="Tisknout štítky"
              loading={vm.busy}
              onClick={() => void vm.printClicked()}
              data-testid="reprint-submit"
            />
          </>
        }
      />
    </Dialog>
  );
});
