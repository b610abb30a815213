import { formatDayCs } from '../../domain/dates/format-date';
import { Button, InputGroup, Intent, Spinner, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { BatchesApi, type BatchRowDto } from '../../application/batches/batches-api.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { useService } from '../di/container-context';
import { EditFormDialog } from '../global/edit-form-dialog';
import { ResponsiveTable, type TableColumn } from '../global/responsive-table';
import { RefusalCallout } from '../global/screen-messages';
import { SearchInput } from '../global/search-input';
import { TextFields } from '../global/text-field';
import { BatchesViewModel } from './batches.view-model';
import './batches.css';

const czechDay = (iso: string | null) => (iso ? formatDayCs(iso) : 'bez expirace');

/** /batches: batches by expiry with stock per location; search, "expires within N days", edits. */
export default observer(function BatchesScreen() {
  const api = useService<BatchesApi>(BatchesApi);
  const ids = useService<IdGenerator>(IdGenerator);
  const [vm] = useState(() => new BatchesViewModel(api, ids));
  useEffect(() => {
    void vm.load();
  }, [vm]);

  const columns: TableColumn<BatchRowDto>[] = [
    {
      key: 'product',
      header: 'Produkt',
      render: (b) => (
        <span className="sk-batches__product">
          {b.code}
          {b.product_name && <small>{b.product_name}</small>}
        </span>
      ),
    },
    { key: 'name', header: 'Šarže', render: (b) => b.name },
    {
      key: 'expiry',
      header: 'Expirace',
      render: (b) => (
        <span>
          {czechDay(b.expires_at)}{' '}
          {b.expired && (
            <Tag intent={Intent.DANGER} minimal>
              po expiraci
            </Tag>
          )}
        </span>
      ),
    },
    {
      key: 'stock',
      header: 'Zásoba',
      render: (b) =>
        b.stock.length ? (
          <ul className="sk-batches__stock">
            {b.stock.map((s) => (
              <li key={s.location_name}>
                {s.location_name}: {s.amount} ks
              </li>
            ))}
          </ul>
        ) : (
          '0 ks'
        ),
    },
    {
      key: 'actions',
      header: 'Akce',
      render: (b) => (
        <Button size="small" icon="edit" aria-label={`Upravit šarži ${b.name}`} onClick={() => vm.editOpened(b)} />
      ),
    },
  ];
  return (
    <div className="sk-batches" data-testid="batches">
      <header className="sk-batches__head">
        <h2 className="sk-batches__title">Šarže</h2>
        {vm.loading && <Spinner size={18} />}
      </header>
      <div className="sk-batches__filters">
        <SearchInput
          label="Hledat produkt nebo šarži"
          placeholder="Produkt nebo šarže"
          value={vm.query}
          onChange={(q) => void vm.queryTyped(q)}
        />
        <InputGroup
          inputMode="numeric"
          leftIcon="time"
          placeholder="Expiruje do (dní)"
          aria-label="Expiruje do (dní)"
          value={vm.within}
          onValueChange={(d) => void vm.withinTyped(d)}
        />
      </div>
      <RefusalCallout message={vm.error} />
      <ResponsiveTable
        columns={columns}
        rows={vm.batches}
        rowKey={(b) => b.id}
        testId="batches-table"
        empty="Žádné šarže"
      />
      <EditFormDialog
        form={vm.form}
        title="Upravit šarži"
        onClose={() => vm.formClosed()}
        onSubmit={() => void vm.formSubmitted()}
        error={vm.formError}
      >
        {(form) => (
          <TextFields
            form={form}
            onChange={(patch) => vm.formChanged(patch)}
            fields={[
              { key: 'name', id: 'batch-name', label: 'Název šarže' },
              { key: 'expires_at', id: 'batch-expiry', label: 'Expirace', type: 'date' },
            ]}
          />
        )}
      </EditFormDialog>
    </div>
  );
});
