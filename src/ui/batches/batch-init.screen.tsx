import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { BatchesApi } from '../../application/batches/batches-api.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { useService } from '../di/container-context';
import { BatchInitViewModel } from './batch-init.view-model';
import './batches.css';

/** /batchInit: a product's untracked pieces become pieces of one batch (at a location or everywhere). */
export default observer(function BatchInitScreen() {
  const api = useService<BatchesApi>(BatchesApi);
  const ids = useService<IdGenerator>(IdGenerator);
  const [vm] = useState(() => new BatchInitViewModel(api, ids));
  const f = vm.form;
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
      {vm.error && (
        <Callout intent={Intent.DANGER} role="alert">
          {vm.error}
        </Callout>
      )}
      {vm.notice && (
        <Callout intent={Intent.SUCCESS} role="status">
          {vm.notice}
        </Callout>
      )}
      <FormGroup label="Kód produktu" labelFor="init-code">
        <InputGroup id="init-code" value={f.code} onValueChange={(code) => vm.changed({ code })} />
      </FormGroup>
      <FormGroup label="Název šarže" labelFor="init-name">
        <InputGroup id="init-name" value={f.name} onValueChange={(name) => vm.changed({ name })} />
      </FormGroup>
      <FormGroup label="Expirace" labelFor="init-expiry">
        <InputGroup
          id="init-expiry"
          type="date"
          value={f.expires_at}
          onValueChange={(expires_at) => vm.changed({ expires_at })}
        />
      </FormGroup>
      <FormGroup label="Pozice" labelFor="init-location" helperText="Prázdné: všechny pozice s kusy bez šarže.">
        <InputGroup
          id="init-location"
          value={f.location_name}
          onValueChange={(location_name) => vm.changed({ location_name })}
        />
      </FormGroup>
      <div>
        <Button type="submit" intent={Intent.PRIMARY} icon="layers" text="Založit šarži" loading={vm.busy} />
      </div>
    </form>
  );
});
