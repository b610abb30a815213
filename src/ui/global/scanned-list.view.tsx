import { Button, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { amountConfirmationText } from '../../domain/stock/amount-input';
import { countCs } from '../../domain/text/czech-plural';
import { ConfirmAlert } from './confirm-alert';
import { ScannedLineView, type ScannedLineDetails } from './scanned-line.view';
import type { ScannedListViewModel } from './scanned-list.view-model';

/**
 * A scanning screen's list: its rows (ScannedLineView), "Vyprázdnit" above them, and `empty` while
 * there is nothing; an implausible typed amount asks first here. `onClear` drops the whole list.
 */
export const ScannedListView = observer(function ScannedListView(props: {
  list: ScannedListViewModel;
  details?: ScannedLineDetails;
  empty: ReactNode;
  onClear(): void;
}) {
  const { list } = props;
  const pending = list.pendingAmount;
  const confirmAmount = (
    <ConfirmAlert
      isOpen={pending !== null}
      intent={Intent.WARNING}
      icon="warning-sign"
      cancelText="Zpět"
      confirmText="Ano, použít"
      onCancel={() => list.amountConfirmCancelled()}
      onConfirm={() => list.amountConfirmed()}
    >
      {pending && <p>{amountConfirmationText(pending.line.code, pending.amount)}</p>}
    </ConfirmAlert>
  );
  if (list.lines.length === 0)
    return (
      <>
        <p className="sk-scan__empty">{props.empty}</p>
        {confirmAmount}
      </>
    );
  return (
    <>
      {confirmAmount}
      <ClearList
        count={list.lines.length}
        pieces={list.lines.reduce((s, l) => s + l.amount, 0)}
        onClear={props.onClear}
      />
      <ul className="sk-card-list" aria-label="Naskenované produkty">
        {list.lines.map((line) => (
          <ScannedLineView
            key={`${line.code}|${JSON.stringify(line.batch)}`}
            list={list}
            line={line}
            details={props.details}
          />
        ))}
      </ul>
    </>
  );
});

/**
 * "Vyprázdnit" drops the whole unsent list, so it asks first, and it sits above the list rather than in
 * the bottom bar beside the submit button, where a thumb reaching for "Naskladnit" found it on a phone.
 */
function ClearList({ count, pieces, onClear }: { count: number; pieces: number; onClear(): void }) {
  const [asking, setAsking] = useState(false);
  return (
    <div className="sk-scan__list-head">
      <Button
        variant="minimal"
        intent={Intent.DANGER}
        icon="trash"
        text="Vyprázdnit"
        onClick={() => setAsking(true)}
        data-testid="clear-list"
      />
      <ConfirmAlert
        isOpen={asking && count > 0}
        confirmText="Ano, vyprázdnit"
        cancelText="Ponechat"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onClear();
        }}
      >
        <p data-testid="clear-question">
          Zahodit celý naskenovaný seznam ({countCs(count, 'položka', 'položky', 'položek')}, {pieces} ks)? Nic z něj se
          neodešle.
        </p>
      </ConfirmAlert>
    </div>
  );
}
