import { Button, Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { BatchesApi } from '../../application/batches/batches-api.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { KeyboardWedge } from '../../application/scanning/keyboard-wedge.port';
import { useService } from '../di/container-context';
import { NoticeCallout, RefusalCallout } from '../global/screen-messages';
import { TextFields } from '../global/text-field';
import { BatchInitViewModel } from './batch-init.view-model';
import './batches.css';

const focusName = () => document.getElementById('init-name')?.focus();

/** /batchInit: a product's untracked pieces become pieces of one batch (at a location or everywhere). */
export default observer(function BatchInitScreen() {
  const api = useService<BatchesApi>(BatchesApi);
  const ids = useService<IdGenerator>(IdGenerator);
  const wedge = useService<KeyboardWedge>(KeyboardWedge);
  const [vm] = useState(() => new BatchInitViewModel(api, ids));
  useEffect(
    () =>
      wedge.attach({
        scanned: (code) => {
          const location = document.activeElement?.id === 'init-location';
          vm.scanned(code, location ? 'location' : 'code');
          if (!location) focusName();
        },
        submitted: () => undefined,
      }),
    [wedge, vm],
  );
  return (
    <form
      className="sk-batches sk-batches--init"
      data-testid="batch-init"
      onSubmit={(e) => {
        e.preventDefault();
        void vm.submitted();
      }}
    >
      <h2 className="sk-batches__title">Inicializace šarží</h2>
      <p className="sk-batches__hint">
        Kusy produktu bez šarže se stanou kusy zadané šarže; počet kusů se nemění a změna se zapíše do logu pohybů.
      </p>
      <RefusalCallout message={vm.error} />
      <NoticeCallout message={vm.notice} />
      <TextFields
        form={vm.form}
        onChange={(patch) => vm.changed(patch)}
        fields={[
          {
            key: 'code',
            id: 'init-code',
            label: 'Kód produktu',
            helperText: 'Kód, EAN nebo EAN balení produktu.',
            onEnter: focusName,
          },
          { key: 'name', id: 'init-name', label: 'Název šarže' },
          { key: 'expires_at', id: 'init-expiry', label: 'Expirace', type: 'date' },
          {
            key: 'location_name',
            id: 'init-location',
            label: 'Pozice',
            helperText: 'Prázdné: všechny pozice s kusy bez šarže.',
          },
        ]}
      />
      <div>
        <Button type="submit" intent={Intent.PRIMARY} icon="layers" text="Založit šarži" loading={vm.busy} />
      </div>
    </form>
  );
});
