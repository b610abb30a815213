import { Button, Callout, Dialog, DialogBody, DialogFooter, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { LayoutViewModel } from './layout.view-model';
import { locationsCs } from '../../domain/text/czech-plural';

const PREVIEW_LIMIT = 60;

/** Bulk creation: the pattern is expanded locally as the server will (dry run), before anything is created. */
export const BulkDialog = observer(function BulkDialog({ vm }: { vm: LayoutViewModel }) {
  const bulk = vm.bulk;
  const preview = vm.bulkPreview;
  const sector = bulk ? vm.sectors.find((s) => s.id === bulk.sectorId) : undefined;
  const taken = new Set(preview.taken);
  const ready = !preview.error && preview.taken.length === 0 && preview.names.length > 0;
  return (
    <Dialog
      isOpen={bulk !== null}
      onClose={() => vm.bulkClosed()}
      title={`Hromadné vytvoření pozic${sector ? ` – sektor ${sector.sector_name}` : ''}`}
      icon="layers"
    >
      <DialogBody>
        <p>
          Vzor se rozvine jako v shellu:{' '}
          <code>
            A-{'{01..20}'}-{'{1..5}'}
          </code>
          , <code>{'{A..C}'}</code>, <code>{'{1,3,7}'}</code>. Najednou nejvýše 5000 pozic.
        </p>
        <InputGroup
          autoFocus
          value={bulk?.pattern ?? ''}
          placeholder="např. A-{01..20}-{1..5}"
          aria-label="Vzor názvů pozic"
          onValueChange={(v) => vm.bulkPatternChanged(v)}
          data-testid="bulk-pattern"
        />
        {preview.error && (
          <Callout intent={Intent.DANGER} role="alert" className="sk-layout__gap">
            {preview.error}
          </Callout>
        )}
        {preview.taken.length > 0 && (
          <Callout intent={Intent.WARNING} className="sk-layout__gap">
            Již existují: {preview.taken.slice(0, 20).join(', ')}
            {preview.taken.length > 20 ? ' …' : ''}
          </Callout>
        )}
        {preview.names.length > 0 && (
          <div className="sk-layout__gap" data-testid="bulk-preview">
            <p>Vytvoří se {locationsCs(preview.names.length)}:</p>
            <div className="sk-layout__preview">
              {preview.names.slice(0, PREVIEW_LIMIT).map((n) => (
                <Tag key={n} minimal intent={taken.has(n) ? Intent.DANGER : Intent.NONE}>
                  {n}
                </Tag>
              ))}
              {preview.names.length > PREVIEW_LIMIT && <span>… a dalších {preview.names.length - PREVIEW_LIMIT}</span>}
            </div>
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Zrušit" onClick={() => vm.bulkClosed()} />
            <Button
              intent={Intent.PRIMARY}
              text={preview.names.length ? `Vytvořit ${locationsCs(preview.names.length)}` : 'Vytvořit pozice'}
              disabled={!ready || vm.busy}
              loading={vm.busy}
              onClick={() => void vm.bulkConfirmed()}
              data-testid="bulk-confirm"
            />
          </>
        }
      />
    </Dialog>
  );
});
