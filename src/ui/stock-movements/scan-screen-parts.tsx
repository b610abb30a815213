import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable, Intent } from '@blueprintjs/core';
import { format } from 'date-fns';
import { observer } from 'mobx-react-lite';
import type { CheckDifference } from '../../domain/stock/location-check-review';
import { countCs } from '../../domain/text/czech-plural';
import type { ProductActionViewModel } from './product-action.view-model';

/** A list left unsent on this device, offered back before anything else is scanned. */
export const DraftOffer = observer(function DraftOffer({ vm }: { vm: ProductActionViewModel }) {
  const draft = vm.offeredDraft;
  if (!draft) return null;
  const pieces = draft.lines.reduce((sum, l) => sum + l.amount, 0);
  const when = format(new Date(draft.savedAt), 'd. M. H:mm');
  return (
    <Callout intent={Intent.PRIMARY} icon="history" className="sk-scan__draft" data-testid="draft-offer">
      <p>
        Neodeslaný seznam z {when}: {countCs(draft.lines.length, 'položka', 'položky', 'položek')}, {pieces} ks
        {draft.location ? ` (pozice ${draft.location})` : ''}.
      </p>
      <div className="sk-scan__draft-actions">
        <Button intent={Intent.PRIMARY} icon="import" text="Obnovit" onClick={() => vm.draftRestored()} />
        <Button variant="minimal" text="Zahodit" onClick={() => vm.draftDiscarded()} />
      </div>
    </Callout>
  );
});

const KIND_TEXT: Record<CheckDifference['kind'], string> = {
  changed: 'změna',
  confirmed: 'souhlasí',
  missing: 'nenaskenováno → 0',
  found: 'navíc',
};

/** Location check: what confirming will write, products nobody scanned included, before it is written. */
export const CheckReviewDialog = observer(function CheckReviewDialog({ vm }: { vm: ProductActionViewModel }) {
  const review = vm.check.review ?? [];
  const changes = review.filter((d) => d.kind !== 'confirmed').length;
  return (
    <Dialog
      isOpen={vm.check.open}
      onClose={() => vm.check.opened(false)}
      title={`Kontrola pozice ${vm.location ?? ''}`}
      className="sk-check-review"
    >
      <DialogBody>
        <p>
          {changes === 0
            ? 'Stav pozice souhlasí se skladem. Potvrzením se kontrola zapíše do logu.'
            : `Zapíše se ${countCs(changes, 'rozdíl', 'rozdíly', 'rozdílů')}:`}
        </p>
        <HTMLTable compact striped className="sk-check-review__table" data-testid="check-review">
          <thead>
            <tr>
              <th>Produkt</th>
              <th className="sk-num">Sklad</th>
              <th className="sk-num">Napočteno</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {review.map((d) => (
              <tr
                key={`${d.code}|${d.batchId ?? d.batchName ?? ''}`}
                data-code={d.code}
                data-kind={d.kind}
                className={d.kind === 'missing' ? 'sk-check-review__missing' : undefined}
              >
                <td>
                  <strong>{d.code}</strong>
                  {d.name && <div className="sk-check-review__name">{d.name}</div>}
                  {d.batchName && <div className="sk-check-review__name">šarže {d.batchName}</div>}
                </td>
                <td className="sk-num">{d.expected}</td>
                <td className="sk-num">{d.counted}</td>
                <td>{KIND_TEXT[d.kind]}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Zpět" onClick={() => vm.check.opened(false)} />
            <Button
              intent={Intent.PRIMARY}
              icon="tick"
              text="Zapsat stav pozice"
              onClick={() => void vm.reviewConfirmed()}
              data-testid="check-review-confirm"
            />
          </>
        }
      />
    </Dialog>
  );
});

/** Location check: what the ledger says the location holds, shown while counting. */
export const ExpectedContents = observer(function ExpectedContents({ vm }: { vm: ProductActionViewModel }) {
  const contents = vm.check.contents;
  if (vm.spec.kind !== 'check' || contents === null || vm.location === null) return null;
  if (contents.length === 0)
    return (
      <p className="sk-scan__expected-empty" data-testid="expected-contents">
        Podle skladu je pozice {vm.location} prázdná.
      </p>
    );
  return (
    <details className="sk-scan__expected" open data-testid="expected-contents">
      <summary>Podle skladu na pozici {vm.location}</summary>
      <ul>
        {contents.map((c) => (
          <li key={`${c.code}|${c.sarze?.id ?? ''}`}>
            <span className="sk-scan__expected-code">{c.code}</span> {c.name}
            {c.sarze ? `, šarže ${c.sarze.name}` : ''} <strong>{c.amount} ks</strong>
          </li>
        ))}
      </ul>
    </details>
  );
});
