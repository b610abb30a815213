import { Alert, Button, ButtonGroup, Callout, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { MovementLogApi, type LogChange } from '../../application/movement-log/movement-log.port';
import { changeSummary } from '../../domain/stock/change-summary';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import { useService } from '../di/container-context';
import { useTableLayout } from '../global/table-layout';
import { actionLabel, batchText, changeTime, signedAmount } from './log-labels';
import { MovementLogViewModel } from './movement-log.view-model';
import './movement-log.css';

/** /movementLog and Home: the movement log, 25 changes a page. */
const MovementLogScreen = observer(function MovementLogScreen() {
  const log = useService<MovementLogApi>(MovementLogApi);
  const stock = useService<StockMovementsApi>(StockMovementsApi);
  const ids = useService<IdGenerator>(IdGenerator);
  const [vm] = useState(() => new MovementLogViewModel({ log, stock, ids }));
  useEffect(() => {
    void vm.load();
  }, [vm]);
  // A new page starts at its top, whichever paging buttons (above or below the list) loaded it.
  const top = useRef<HTMLDivElement>(null);
  const firstId = vm.changes[0]?.id;
  useEffect(() => {
    if (firstId !== undefined) top.current?.scrollIntoView({ block: 'start' });
  }, [firstId]);

  const paging = (
    <div className="sk-log__paging">
      <ButtonGroup>
        <Button
          icon="chevron-left"
          text="Novější"
          disabled={!vm.hasNewer || vm.loading}
          onClick={() => void vm.newerClicked()}
          data-testid="log-newer"
        />
        <Button
          rightIcon="chevron-right"
          text="Starší"
          disabled={!vm.hasOlder || vm.loading}
          onClick={() => void vm.olderClicked()}
          data-testid="log-older"
        />
      </ButtonGroup>
      {vm.loading ? (
        <Spinner size={20} />
      ) : (
        <Button variant="minimal" icon="refresh" aria-label="Obnovit" onClick={() => void vm.load()} />
      )}
    </div>
  );

  return (
    <div className="sk-log" data-testid="movement-log" ref={top}>
      {vm.notice && (
        <Callout intent={vm.notice.intent} role="status" data-testid="log-notice">
          {vm.notice.text}
        </Callout>
      )}
      {vm.error && (
        <Callout intent={Intent.DANGER} role="alert">
          {vm.error} <Button variant="minimal" text="Zkusit znovu" onClick={() => void vm.load()} />
        </Callout>
      )}
      {paging}
      {!vm.loading && !vm.error && vm.changes.length === 0 && (
        <NonIdealState icon="history" title="Zatím žádné pohyby" />
      )}
      <ul className="sk-log__list">
        {vm.changes.map((c) => (
          <ChangeView key={c.id} vm={vm} change={c} />
        ))}
      </ul>
      {vm.changes.length > 5 && paging}
      <Alert
        isOpen={vm.revertTarget !== null}
        intent={Intent.DANGER}
        icon="undo"
        cancelButtonText="Zrušit"
        confirmButtonText="Ano, vrátit"
        onCancel={() => vm.revertCancelled()}
        onConfirm={() => void vm.revertConfirmed()}
      >
        {vm.revertTarget && (
          <p>
            Vrátit pohyb {vm.revertTarget.id} ({actionLabel(vm.revertTarget.action)}, {changeTime(vm.revertTarget)})?
            Zapíše se zpětný záznam, který jeho změny obrátí.
          </p>
        )}
      </Alert>
    </div>
  );
});
export default MovementLogScreen;
