import { Button, Callout, Dialog, DialogBody, Intent, Spinner, Switch } from '@blueprintjs/core';
import { parseISO } from 'date-fns';
import { observer } from 'mobx-react-lite';
import type { LocationProductDto } from '../../application/layout/layout-api.port';
import { formatDateCs } from '../../domain/dates/format-date';
import { ResponsiveTable, type TableColumn } from '../global/responsive-table';
import type { LocationContentsViewModel } from './location-contents.view-model';

const COLUMNS: TableColumn<LocationProductDto>[] = [
  { key: 'code', header: 'Kód', render: (l) => l.code },
  { key: 'name', header: 'Název', render: (l) => (l.variant_name ? `${l.name} – ${l.variant_name}` : l.name) },
  { key: 'ean', header: 'EAN', render: (l) => l.ean ?? '—' },
  { key: 'batch', header: 'Šarže', render: (l) => l.sarze?.name ?? '—' },
  {
    key: 'expiry',
    header: 'Expirace',
    render: (l) => (l.sarze?.expires_at ? formatDateCs(parseISO(l.sarze.expires_at)) : '—'),
  },
  { key: 'amount', header: 'Množství', numeric: true, render: (l) => l.amount.toLocaleString('cs-CZ') },
];

/** The products of a location opened from the overview (GET /location/{id}/list-products/). */
export const LocationContentsDialog = observer(function LocationContentsDialog({
  vm,
}: {
  vm: LocationContentsViewModel;
}) {
  return (
    <Dialog
      isOpen={vm.location !== null}
      onClose={() => vm.closed()}
      title={vm.location ? `Pozice ${vm.location.name}` : ''}
      className="sk-overview__location-dialog"
    >
      <DialogBody>
        <div className="sk-overview__location-head" data-testid="location-contents">
          <Switch
            label="I nulové stavy"
            checked={vm.zeroAmounts}
            onChange={(e) => void vm.zeroAmountsChanged(e.currentTarget.checked)}
            data-testid="location-zero-amounts"
          />
          {vm.loading ? <Spinner size={16} /> : <span data-testid="location-summary">{vm.summary}</span>}
        </div>
        {vm.error && (
          <Callout intent={Intent.DANGER} role="alert">
            {vm.error} <Button variant="minimal" text="Zkusit znovu" onClick={() => void vm.load()} />
          </Callout>
        )}
        {vm.contents && (
          <ResponsiveTable
            columns={COLUMNS}
            rows={vm.contents.lines}
            rowKey={(l) => `${l.code}-${l.sarze?.id ?? 0}`}
            empty="Na pozici nic není."
            testId="location-products"
          />
        )}
      </DialogBody>
    </Dialog>
  );
});
