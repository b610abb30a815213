import { Button, FormGroup, Intent, NonIdealState, Tab, Tabs, Tag, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { DocumentsApi, type MovementDocumentDto } from '../../application/documents/documents-api.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { isDocumentType, pragueDay, type DocumentType } from '../../domain/documents/document-types';
import { useService } from '../di/container-context';
import { TargetAlert } from '../global/confirm-alert';
import { EditFormDialog } from '../global/edit-form-dialog';
import { ResponsiveTable, type TableColumn } from '../global/responsive-table';
import { useLiveRefetch } from '../global/use-live-refetch';
import { NoticeCallout, RefusalCallout } from '../global/screen-messages';
import { SearchInput } from '../global/search-input';
import { TextField } from '../global/text-field';
import type { DocumentTab } from '../../application/documents/document-listing';
import { DocumentListViewModel } from './document-list.view-model';
import { formatDay } from './document-format';
import './documents.css';

/** /documents/:type: receipts or issues (the route lets only these two through, R-ROUTE-03). */
export default function DocumentListScreen() {
  const { type = '' } = useParams<{ type: string }>();
  if (!isDocumentType(type))
    return <NonIdealState icon="document" title="Neznámý typ dokladu" description={`Typ „${type}“ neexistuje.`} />;
  return <DocumentListView key={type} type={type} />;
}

const DocumentListView = observer(function DocumentListView({ type }: { type: DocumentType }) {
  const api = useService<DocumentsApi>(DocumentsApi);
  const ids = useService<IdGenerator>(IdGenerator);
  const [vm] = useState(() => new DocumentListViewModel(api, ids, type));
  const [, navigate] = useLocation();
  useEffect(() => {
    void vm.load();
    void vm.loadTypeInfo();
  }, [vm]);
  useLiveRefetch(['documents'], () => void vm.load());

  const columns: TableColumn<MovementDocumentDto>[] = [
    {
      key: 'number',
      header: 'Číslo',
      render: (d) => (
        <Link href={`/documents/detail/${d.document_id}`} className="sk-docs__number">
          {d.number}
        </Link>
      ),
    },
    { key: 'partner', header: 'Partner', render: (d) => d.partner || '—' },
    { key: 'date', header: 'Datum', render: (d) => formatDay(d.document_date) },
    { key: 'author', header: 'Vystavil', render: (d) => d.author_name, hideOnMobile: true },
    {
      key: 'rows',
      header: 'Řádky',
      render: (d) => (
        <span className="sk-docs__counts">
          <Tag minimal intent={d.posted_count ? Intent.SUCCESS : Intent.NONE}>
            {d.posted_count} zaúčtováno
          </Tag>
          {d.queued_count > 0 && (
            <Tag minimal intent={Intent.WARNING}>
              {d.queued_count} ve frontě
            </Tag>
          )}
        </span>
      ),
    },
    {
      key: 'actions',
      header: 'Akce',
      render: (d) => (
        <span className="sk-docs__actions">
          <Button
            size="small"
            icon={d.archived ? 'unarchive' : 'archive'}
            text={d.archived ? 'Obnovit' : 'Archivovat'}
            onClick={() => void vm.archiveToggled(d)}
          />
          {d.posted_count === 0 && (
            <Button
              size="small"
              intent={Intent.DANGER}
              variant="minimal"
              icon="trash"
              aria-label={`Smazat doklad ${d.number}`}
              onClick={() => vm.deleteAsk.requested(d)}
            />
          )}
        </span>
      ),
    },
  ];

  const create = async () => {
    const id = await vm.createSubmitted();
    if (id !== null) navigate(`/documents/detail/${id}`);
  };

  return (
    <div className="sk-docs" data-testid={`documents-${type}`}>
      <header className="sk-docs__head">
        <h2 className="sk-docs__title">{vm.info.plural}</h2>
        <Button
          intent={Intent.PRIMARY}
          icon="add"
          text={`Nová ${vm.info.name.toLowerCase()}`}
          onClick={() => vm.createOpened(pragueDay(new Date()))}
        />
      </header>
      <div className="sk-docs__filters">
        <Tabs id="documents-tab" selectedTabId={vm.tab} onChange={(t) => void vm.tabChosen(t as DocumentTab)}>
          <Tab id="active" title="Aktivní" />
          <Tab id="archived" title="Archiv" />
        </Tabs>
        <SearchInput
          label="Hledat číslo nebo partnera"
          value={vm.query}
          onChange={(q) => void vm.queryTyped(q)}
          loading={vm.loading}
        />
      </div>
      <RefusalCallout message={vm.error} />
      <NoticeCallout message={vm.notice} />
      <ResponsiveTable
        columns={columns}
        rows={vm.documents}
        rowKey={(d) => d.document_id}
        testId="documents-table"
        empty={vm.query ? 'Nic nenalezeno' : vm.tab === 'active' ? 'Žádné aktivní doklady' : 'Archiv je prázdný'}
      />
      <EditFormDialog
        form={vm.form}
        title={`Nová ${vm.info.name.toLowerCase()}`}
        onClose={() => vm.createClosed()}
        onSubmit={() => void create()}
        submitText="Vytvořit"
      >
        {(form) => (
          <>
            <TextField
              id="doc-partner"
              label="Partner"
              autoFocus
              value={form.partner}
              onChange={(partner) => vm.formChanged({ partner })}
            />
            <TextField
              id="doc-date"
              label="Datum dokladu"
              type="date"
              value={form.document_date}
              onChange={(document_date) => vm.formChanged({ document_date })}
            />
            <FormGroup label="Poznámka" labelFor="doc-note">
              <TextArea
                id="doc-note"
                fill
                value={form.note}
                onChange={(e) => vm.formChanged({ note: e.target.value })}
              />
            </FormGroup>
          </>
        )}
      </EditFormDialog>
      <TargetAlert ask={vm.deleteAsk} onConfirm={() => void vm.deleteConfirmed()}>
        {(doc) => <p>Opravdu smazat doklad {doc.number}? Jeho fronta se zahodí a číslo se už znovu nepoužije.</p>}
      </TargetAlert>
    </div>
  );
});
