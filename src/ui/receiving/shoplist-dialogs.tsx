import { Callout, Checkbox, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { processAfterSending } from '../../application/receiving/process-after-sending';
import { countCs } from '../../domain/text/czech-plural';
import { ConfirmAlert } from '../global/confirm-alert';
import type { ShoplistExtrasViewModel } from './shoplist-extras.view-model';
import type { ShoplistReceivingViewModel } from './shoplist-receiving.view-model';

/** Over the expected amount asks; ten times it warns; a product not on the list asks too. */
export const QuestionDialog = observer(function QuestionDialog({ vm }: { vm: ShoplistReceivingViewModel }) {
  const q = vm.question;
  const text = !q
    ? ''
    : q.kind === 'tenfold'
      ? `Pozor: ${q.total} ks produktu ${q.code} je desetkrát víc, než seznam očekává (${q.expected} ks). Nejde o překlep nebo naskenované balení místo kusů?`
      : q.kind === 'unlisted'
        ? `Produkt ${q.code} (${q.name}) na seznamu není. Naskladnit ho přesto jako přebytek?`
        : `Naskladňujete ${q.total} ks produktu ${q.code}, seznam očekává ${q.expected} ks. Opravdu přijmout víc, než se čeká?`;
  return (
    <ConfirmAlert
      isOpen={q !== null}
      intent={q?.kind === 'tenfold' ? Intent.DANGER : Intent.WARNING}
      icon={q?.kind === 'tenfold' ? 'warning-sign' : 'help'}
      cancelText="Ne, nepřijímat"
      confirmText="Ano, přijmout"
      onCancel={() => vm.questionAnswered(false)}
      onConfirm={() => vm.questionAnswered(true)}
    >
      <p data-testid="receipt-question">{text}</p>
    </ConfirmAlert>
  );
});

export const ProcessDialog = observer(function ProcessDialog({
  vm,
  receipt,
}: {
  vm: ShoplistExtrasViewModel;
  receipt: ShoplistReceivingViewModel;
}) {
  const unsent = receipt.hasUnsentItems;
  return (
    <ConfirmAlert
      isOpen={vm.processOpen}
      intent={Intent.PRIMARY}
      icon="tick-circle"
      confirmText={unsent ? 'Naskladnit a zpracovat' : 'Zpracovat'}
      loading={vm.busy || receipt.submitting}
      onCancel={() => vm.processCancelled()}
      onConfirm={() =>
        void processAfterSending(receipt, () => vm.processConfirmed()).then((done) => {
          if (!done) vm.processCancelled();
        })
      }
    >
      {unsent && (
        <Callout intent={Intent.WARNING} data-testid="process-unsent">
          Naskenované kusy ještě nejsou naskladněné ({countCs(receipt.receipt.length, 'položka', 'položky', 'položek')},{' '}
          {receipt.piecesNow} ks). Před zpracováním se naskladní na pozici {receipt.location}.
        </Callout>
      )}
      <p>Zpracováním se seznam uzavře a už do něj nepůjde naskladňovat.</p>
      <Checkbox
        checked={vm.moveMissing}
        label="Chybějící kusy přesunout do doobjednávky"
        onChange={(e) => vm.optionsChanged({ moveMissing: e.currentTarget.checked })}
      />
      <Checkbox
        checked={vm.createExtras}
        label="Přebytky zapsat do seznamu přebytků"
        onChange={(e) => vm.optionsChanged({ createExtras: e.currentTarget.checked })}
      />
    </ConfirmAlert>
  );
});

export const ArchiveDialog = observer(function ArchiveDialog({
  vm,
  reference,
}: {
  vm: ShoplistExtrasViewModel;
  reference: string;
}) {
  return (
    <ConfirmAlert
      isOpen={vm.archiveOpen}
      icon="archive"
      confirmText="Archivovat"
      loading={vm.busy}
      onCancel={() => vm.archiveCancelled()}
      onConfirm={() => void vm.archiveConfirmed()}
    >
      <p>Archivovat seznam {reference}? Zmizí z přehledu a nepůjde do něj naskladňovat; najdete ho hledáním.</p>
    </ConfirmAlert>
  );
});
