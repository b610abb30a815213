import { QuantityPartSelect } from '../global/quantity-part-select';
import { Button, Card, FormGroup, HTMLSelect, Intent, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { MultiEanApi, type CustomProductDto } from '../../application/multiean/multiean-api.port';
import { ConfigApi } from '../../application/ports/config-api.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { useService } from '../di/container-context';
import { TargetAlert } from '../global/confirm-alert';
import { EditFormDialog } from '../global/edit-form-dialog';
import { ResponsiveTable, type TableColumn } from '../global/responsive-table';
import { NoticeCallout, RefusalCallout } from '../global/screen-messages';
import { AppConfigStore } from '../di/tokens';
import { TextField, TextFields } from '../global/text-field';
import { EansViewModel } from './eans.view-model';
import './eans.css';

/** /eans: multi-EAN products (boxes) and the delimiters of a scanned "quantity*code". */
export default observer(function EansScreen() {
  const api = useService<MultiEanApi>(MultiEanApi);
  const config = useService<ConfigApi>(ConfigApi);
  const ids = useService<IdGenerator>(IdGenerator);
  const loaded = useService<AppConfigStore>(AppConfigStore);
  const [vm] = useState(
    () =>
      new EansViewModel({
        api,
        config,
        ids,
        delimiters: loaded.config?.eshop.multiean_delimiters ?? null,
        eshopSaved: (patch) => loaded.eshopSaved(patch),
      }),
  );
  useEffect(() => {
    void vm.load();
  }, [vm]);

  const columns: TableColumn<CustomProductDto>[] = [
    { key: 'ean', header: 'EAN balení', render: (b) => <span className="sk-eans__ean">{b.ean}</span> },
    { key: 'code', header: 'Produkt', render: (b) => b.code },
    { key: 'amount', header: 'Kusů v balení', numeric: true, render: (b) => `${b.amount} ks` },
    {
      key: 'actions',
      header: 'Akce',
      render: (b) => (
        <span className="sk-eans__actions">
          <Button size="small" icon="edit" aria-label={`Upravit ${b.ean}`} onClick={() => vm.formOpened(b)} />
          <Button
            size="small"
            icon="trash"
            intent={Intent.DANGER}
            variant="minimal"
            aria-label={`Smazat ${b.ean}`}
            onClick={() => vm.deleteAsk.requested(b)}
          />
        </span>
      ),
    },
  ];
  const d = vm.delimiterForm;
  return (
    <div className="sk-eans" data-testid="eans">
      <header className="sk-eans__head">
        <h2 className="sk-eans__title">Multi-EANy a balení</h2>
        {vm.loading && <Spinner size={18} />}
        <Button intent={Intent.PRIMARY} icon="add" text="Nové balení" onClick={() => vm.formOpened()} />
      </header>
      <RefusalCallout message={vm.error} />
      <NoticeCallout message={vm.notice} />
      <ResponsiveTable
        columns={columns}
        rows={vm.items}
        rowKey={(b) => b.id}
        testId="eans-table"
        empty="Zatím žádné balení"
      />
      <Card className="sk-eans__delimiters" data-testid="delimiters">
        <h3>Oddělovače množství</h3>
        <p className="sk-eans__hint">Sken „12*EAN“ znamená 12 kusů. Každý znak je jeden oddělovač.</p>
        <div className="sk-eans__row">
          <TextField
            id="delimiter-chars"
            label="Znaky"
            value={d.characters}
            onChange={(characters) => vm.delimitersChanged({ characters })}
          />
          <QuantityPartSelect id="delimiter-num" value={d.num} onChange={(num) => vm.delimitersChanged({ num })} />
        </div>
        <TextField
          id="delimiter-sample"
          label="Ukázkový sken"
          value={d.sample}
          onChange={(sample) => vm.delimitersChanged({ sample })}
        />
        <ol className="sk-eans__preview" data-testid="delimiter-preview" aria-label="Jak se sken přečte">
          {vm.preview.map((c) => (
            <li key={`${c.code}|${c.quantity}`}>
              kód <strong>{c.code}</strong> × {c.quantity} ks
            </li>
          ))}
        </ol>
        <div className="sk-eans__row">
          <Button icon="floppy-disk" text="Uložit oddělovače" onClick={() => void vm.delimitersSaved()} />
          {vm.delimiterNotice && <span role="status">{vm.delimiterNotice}</span>}
        </div>
      </Card>
      <EditFormDialog
        form={vm.form}
        title={vm.form?.id ? 'Upravit balení' : 'Nové balení'}
        onClose={() => vm.formClosed()}
        onSubmit={() => void vm.formSubmitted()}
        error={vm.formError}
        busy={vm.busy}
      >
        {(form) => (
          <TextFields
            form={form}
            onChange={(patch) => vm.formChanged(patch)}
            fields={[
              { key: 'ean', id: 'box-ean', label: 'EAN balení', autoFocus: true },
              { key: 'code', id: 'box-code', label: 'Kód produktu' },
              { key: 'amount', id: 'box-amount', label: 'Počet kusů v balení', inputMode: 'numeric' },
            ]}
          />
        )}
      </EditFormDialog>
      <TargetAlert ask={vm.deleteAsk} onConfirm={() => void vm.deleteConfirmed()}>
        {(item) => <p>Smazat balení {item.ean}?</p>}
      </TargetAlert>
    </div>
  );
});
