import { formatDayCs } from '../../domain/dates/format-date';
import { Button, Classes, Dialog, InputGroup, Intent, NumericInput } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { ConfirmAlert } from '../global/confirm-alert';
import { useState } from 'react';
import type { StocktakingCountViewModel } from './stocktaking-count.view-model';

/** A product that requires a batch asks which one was counted (or a new one found on the shelf). */
export const BatchDialog = observer(function BatchDialog({ vm }: { vm: StocktakingCountViewModel }) {
  const q = vm.batchQuestion;
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState('');
  return (
    <Dialog isOpen={q !== null} onClose={() => vm.batchDismissed()} title="Šarže">
      {q && (
        <div className={Classes.DIALOG_BODY}>
          <p>
            {q.product.name} ({q.product.variant.code}) vyžaduje šarži. Kterou jste spočítali ({q.amount} ks)?
          </p>
          <div className="sk-inv__choices">
            {q.product.sarze.map((b) => (
              <Button key={b.id} fill alignText="left" onClick={() => void vm.batchChosen(b.id)}>
                {b.name}
                {b.expires_at ? ` · exp. ${formatDayCs(b.expires_at)}` : ''}
              </Button>
            ))}
          </div>
          <p className="sk-inv__muted">Nebo nová šarže:</p>
          <InputGroup placeholder="Název šarže" aria-label="Název nové šarže" value={name} onValueChange={setName} />
          <InputGroup type="date" aria-label="Expirace nové šarže" value={expiry} onValueChange={setExpiry} />
          <Button
            intent={Intent.PRIMARY}
            text="Použít novou šarži"
            disabled={!name.trim()}
            onClick={() => void vm.batchChosen(null, { name: name.trim(), expires_at: expiry || null })}
          />
        </div>
      )}
    </Dialog>
  );
});

/** Correcting a line: the counted amount becomes exactly what is typed. */
export const EditAmountDialog = observer(function EditAmountDialog({ vm }: { vm: StocktakingCountViewModel }) {
  const line = vm.editing;
  const [value, setValue] = useState<number | null>(null);
  const amount = value ?? line?.amount ?? 0;
  return (
    <Dialog
      isOpen={line !== null}
      onClose={() => {
        setValue(null);
        vm.editOpened(null);
      }}
      title={line ? `Spočítané množství ${line.code}` : ''}
    >
      {line && (
        <form
          className={Classes.DIALOG_BODY}
          onSubmit={(e) => {
            e.preventDefault();
            setValue(null);
            void vm.amountEdited(amount);
          }}
        >
          <NumericInput
            autoFocus
            fill
            size="large"
            min={0}
            stepSize={1}
            minorStepSize={null}
            aria-label="Spočítané množství"
            value={amount}
            onValueChange={(n) => setValue(Number.isFinite(n) ? n : 0)}
          />
          <Button type="submit" intent={Intent.PRIMARY} text="Uložit" className="sk-inv__dialog-submit" />
        </form>
      )}
    </Dialog>
  );
});

/** "Přepočítat" drops what everyone counted at the location, so it asks first. */
export const RecountButton = observer(function RecountButton({ vm }: { vm: StocktakingCountViewModel }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="minimal" icon="reset" text="Přepočítat" onClick={() => setAsking(true)} />
      <ConfirmAlert
        isOpen={asking}
        intent={Intent.WARNING}
        icon="reset"
        cancelText="Zpět"
        confirmText="Přepočítat"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void vm.recountConfirmed();
        }}
      >
        <p>Přepočítat pozici {vm.location}? Všechno, co na ní kdokoli spočítal, se zahodí a počítá se znovu.</p>
      </ConfirmAlert>
    </>
  );
});
