import { formatDayCs } from '../../domain/dates/format-date';
import {
  Button,
  Callout,
  Card,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  NonIdealState,
  Spinner,
  Tag,
  TextArea,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import { DocumentsApi } from '../../application/documents/documents-api.port';
import { LayoutApi } from '../../application/layout/layout-api.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { ActiveScanSink } from '../../application/scanning/active-scan-sink';
import { KeyboardWedge } from '../../application/scanning/keyboard-wedge.port';
import { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import { rowsCs } from '../../domain/documents/document-types';
import { useService } from '../di/container-context';
import { useLiveRefetch } from '../global/use-live-refetch';
import { ScanEntry } from '../global/scan-entry';
import { RefusalCallout } from '../global/screen-messages';
import { DocumentDetailViewModel } from './document-detail.view-model';
import { PostedTable, PostSummary, QueueTable } from './document-tables';
import { downloadBase64 } from '../global/download';
import '../global/scan-screen.css';
import './documents.css';

/** /documents/detail/:id */
export default function DocumentDetailScreen() {
  const { id = '' } = useParams<{ id: string }>();
  if (!/^\d{1,9}$/.test(id) || Number(id) === 0)
    return <NonIdealState icon="document" title="Doklad nenalezen" description={`Doklad „${id}“ neexistuje.`} />;
  return <DocumentDetailView key={id} id={Number(id)} />;
}

const DocumentDetailView = observer(function DocumentDetailView({ id }: { id: number }) {
  const documents = useService<DocumentsApi>(DocumentsApi);
  // The stock screens' product lookup (their port), keyboard wedge and camera panel.
  const products = useService<StockMovementsApi>(StockMovementsApi);
  const layout = useService<LayoutApi>(LayoutApi);
  const ids = useService<IdGenerator>(IdGenerator);
  const wedge = useService<KeyboardWedge>(KeyboardWedge);
  const camera = useService<ActiveScanSink>(ActiveScanSink);
  const [vm] = useState(() => new DocumentDetailViewModel({ documents, products, layout, ids }, id));
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  useLiveRefetch(['documents'], () => void vm.changedElsewhere());
  useEffect(
    () => wedge.attach({ scanned: (code) => void vm.scanned(code), submitted: () => void vm.codeSubmitted() }),
    [vm, wedge],
  );
  useEffect(() => camera.attach(vm), [vm, camera]);

  const doc = vm.document;
  if (!doc)
    return vm.loadFailed ? (
      <NonIdealState icon="document" title="Doklad nelze otevřít" description={vm.error ?? ''} />
    ) : (
      <Spinner />
    );
  const info = vm.info!;
  const pdf = async () => {
    const file = await vm.pdfRequested();
    if (file) downloadBase64(file.file_name, 'application/pdf', file.content_base64);
  };

  return (
    <div className="sk-doc" data-testid="document-detail">
      <header className="sk-doc__head">
        <Link href={`/documents/${doc.type}`} className="sk-doc__back">
          ← {info.plural}
        </Link>
        <h2 className="sk-doc__title" data-testid="document-number">
          {info.name} {doc.number}
        </h2>
        {doc.archived && <Tag intent={Intent.WARNING}>Archivovaný</Tag>}
        <span className="sk-doc__head-actions">
          <Button icon="document" text="PDF" onClick={() => void pdf()} data-testid="document-pdf" />
          <Button
            icon={doc.archived ? 'unarchive' : 'archive'}
            text={doc.archived ? 'Obnovit z archivu' : 'Archivovat'}
            onClick={() => void vm.archiveToggled()}
            disabled={vm.busy}
          />
        </span>
      </header>

      <RefusalCallout message={vm.error} onDismiss={() => vm.errorDismissed()} testId="document-error" />
      {vm.notice && !vm.error && (
        <Callout intent={Intent.SUCCESS} role="status" className="sk-doc__message">
          {vm.notice}
        </Callout>
      )}
      {vm.summary && <PostSummary summary={vm.summary} />}

      {vm.editable && (
        <Card className="sk-doc__card">
          <h3>Skenování</h3>
          <div className="sk-doc__location" data-testid="document-location">
            <span>Pozice:</span>
            {vm.location ? (
              <Tag large intent={Intent.PRIMARY} onRemove={() => vm.locationCleared()}>
                {vm.location.name}
              </Tag>
            ) : (
              <span className="sk-doc__hint">naskenujte pozici</span>
            )}
          </div>
          <ScanEntry
            field={field}
            testId="document-scan"
            label={vm.location ? 'Kód produktu nebo pozice' : 'Kód pozice'}
            placeholder={vm.location ? 'Produkt nebo jiná pozice' : 'Naskenujte pozici'}
            icon={vm.location ? 'barcode' : 'map-marker'}
            value={vm.field.value}
            onChange={(v) => vm.field.typed(v)}
            onSubmit={() => void vm.codeSubmitted()}
            beside={
              <InputGroup
                className="sk-doc__amount"
                size="large"
                inputMode="numeric"
                aria-label="Množství"
                placeholder="Počet"
                data-testid="document-amount"
                value={vm.amountInput}
                onValueChange={(v) => vm.amountTyped(v)}
              />
            }
          />
          {vm.pending && <PendingBatchForm vm={vm} inbound={info.direction === 'in'} />}
        </Card>
      )}

      <Card className="sk-doc__card">
        <div className="sk-doc__card-head">
          <h3>
            Fronta{' '}
            <span className="sk-doc__count">
              ({rowsCs(vm.queue.length)}, {vm.queuedPieces} ks)
            </span>
          </h3>
          {vm.editable && (
            <Button
              intent={Intent.PRIMARY}
              icon="tick"
              text="Zaúčtovat frontu"
              disabled={vm.queue.length === 0 || vm.busy}
              loading={vm.busy}
              onClick={() => void vm.postClicked()}
              data-testid="document-post"
            />
          )}
        </div>
        <QueueTable rows={vm.queue} editable={vm.editable} onRemove={(row) => void vm.queueRemoved(row)} />
      </Card>

      <Card className="sk-doc__card">
        <h3>Hlavička</h3>
        <div className="sk-doc__header-form">
          <FormGroup label="Partner" labelFor="doc-partner">
            <InputGroup
              id="doc-partner"
              value={vm.header.partner}
              disabled={!vm.editable}
              onValueChange={(partner) => vm.headerEdited({ partner })}
            />
          </FormGroup>
          <FormGroup
            label="Datum dokladu"
            labelFor="doc-date"
            helperText={doc.posted_count > 0 ? 'Po zaúčtování nelze měnit.' : undefined}
          >
            <InputGroup
              id="doc-date"
              type="date"
              value={vm.header.document_date}
              disabled={!vm.editable || doc.posted_count > 0}
              onValueChange={(document_date) => vm.headerEdited({ document_date })}
            />
          </FormGroup>
          <FormGroup label="Poznámka" labelFor="doc-note" className="sk-doc__note">
            <TextArea
              id="doc-note"
              fill
              value={vm.header.note}
              disabled={!vm.editable}
              onChange={(e) => vm.headerEdited({ note: e.target.value })}
            />
          </FormGroup>
        </div>
        <p className="sk-doc__meta">Vystavil {doc.author_name}</p>
        {vm.editable && (
          <Button
            icon="floppy-disk"
            text="Uložit hlavičku"
            disabled={!vm.headerChanged || vm.busy}
            onClick={() => void vm.headerSaved()}
          />
        )}
      </Card>

      <Card className="sk-doc__card">
        <h3>
          Zaúčtované pohyby <span className="sk-doc__count">({rowsCs(doc.movements.length)})</span>
        </h3>
        <PostedTable movements={doc.movements} />
      </Card>
    </div>
  );
});

const PendingBatchForm = observer(function PendingBatchForm({
  vm,
  inbound,
}: {
  vm: DocumentDetailViewModel;
  inbound: boolean;
}) {
  const p = vm.pending!;
  return (
    <div className="sk-doc__pending" data-testid="document-pending">
      <p>
        <strong>{p.product.variant.code}</strong> {p.product.name} × {p.amount}: vyberte šarži
      </p>
      <HTMLSelect
        aria-label="Šarže"
        value={p.sarzeId ?? ''}
        onChange={(e) => vm.pendingChanged({ sarzeId: e.target.value ? Number(e.target.value) : null })}
      >
        {inbound && <option value="">Nová šarže…</option>}
        {p.product.sarze.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
            {s.expires_at ? ` (exp. ${formatDayCs(s.expires_at)})` : ''}
          </option>
        ))}
      </HTMLSelect>
      {inbound && p.sarzeId === null && (
        <>
          <InputGroup
            aria-label="Název nové šarže"
            placeholder="Název šarže"
            value={p.newName}
            onValueChange={(newName) => vm.pendingChanged({ newName })}
          />
          <InputGroup
            aria-label="Expirace"
            type="date"
            value={p.newExpiry}
            onValueChange={(newExpiry) => vm.pendingChanged({ newExpiry })}
          />
        </>
      )}
      <Button intent={Intent.PRIMARY} text="Přidat do fronty" onClick={() => void vm.pendingConfirmed()} />
      <Button variant="minimal" text="Zrušit" onClick={() => vm.pendingCancelled()} />
    </div>
  );
});
