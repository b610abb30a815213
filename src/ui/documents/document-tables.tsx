import { Button, Callout, Intent } from '@blueprintjs/core';
import type { PostedMovementDto, PostQueuedDto, QueuedRowDto } from '../../application/documents/documents-api.port';
import { rowsCs } from '../../domain/documents/document-types';
import { ResponsiveTable, type TableColumn } from '../global/responsive-table';
import { formatInstant } from './document-format';

const product = (r: { product_code: string; product_name: string | null }) => (
  <span className="sk-doc__product">
    <strong>{r.product_code}</strong> {r.product_name ?? ''}
  </span>
);

export function QueueTable({
  rows,
  editable,
  onRemove,
}: {
  rows: readonly QueuedRowDto[];
  editable: boolean;
  onRemove: (row: QueuedRowDto) => void;
}) {
  const columns: TableColumn<QueuedRowDto>[] = [
    {
      key: 'product',
      header: 'Produkt',
      render: (r) => (
        <>
          {product(r)}
          {r.error && (
            <div className="sk-doc__row-error" role="note">
              {r.error}
            </div>
          )}
        </>
      ),
    },
    { key: 'location', header: 'Pozice', render: (r) => r.location_name },
    { key: 'batch', header: 'Šarže', render: (r) => r.sarze_name ?? '—' },
    { key: 'amount', header: 'Množství', numeric: true, render: (r) => r.amount },
  ];
  if (editable)
    columns.push({
      key: 'remove',
      header: 'Odebrat',
      render: (r) => (
        <Button
          size="small"
          variant="minimal"
          intent={Intent.DANGER}
          icon="trash"
          aria-label={`Odebrat ${r.product_code} z fronty`}
          onClick={() => onRemove(r)}
        />
      ),
    });
  return (
    <ResponsiveTable
      columns={columns}
      rows={rows}
      rowKey={(r) => `${r.location_id}|${r.product_code}|${r.sarze_id ?? 0}`}
      empty="Fronta je prázdná: naskenujte pozici a produkty."
      testId="document-queue"
    />
  );
}

export function PostedTable({ movements }: { movements: readonly PostedMovementDto[] }) {
  const columns: TableColumn<PostedMovementDto>[] = [
    { key: 'product', header: 'Produkt', render: product },
    { key: 'location', header: 'Pozice', render: (m) => m.location_name },
    { key: 'batch', header: 'Šarže', render: (m) => m.sarze_name ?? '—' },
    { key: 'amount', header: 'Pohyb', numeric: true, render: (m) => (m.amount > 0 ? `+${m.amount}` : m.amount) },
    { key: 'when', header: 'Zaúčtováno', render: (m) => formatInstant(m.created_at), hideOnMobile: true },
  ];
  return (
    <ResponsiveTable
      columns={columns}
      rows={movements}
      rowKey={(m) => m.movement_id}
      empty="Zatím nic nezaúčtováno."
      testId="document-posted"
    />
  );
}

/** R-DOC-01: what the post did, counted, with every refused row and its reason. */
export function PostSummary({ summary }: { summary: PostQueuedDto }) {
  const intent =
    summary.failed_count === 0 ? Intent.SUCCESS : summary.posted_count === 0 ? Intent.DANGER : Intent.WARNING;
  return (
    <Callout intent={intent} className="sk-doc__message" data-testid="document-post-summary" role="status">
      <strong>
        Zaúčtováno {rowsCs(summary.posted_count)}
        {summary.failed_count > 0
          ? `, nezaúčtováno ${rowsCs(summary.failed_count)} (${summary.failed_count === 1 ? 'zůstává' : 'zůstávají'} ve frontě)`
          : ''}
        .
      </strong>
      {summary.errors.length > 0 && (
        <ul className="sk-doc__errors">
          {summary.errors.map((e) => (
            <li key={`${e.location_id}|${e.product_code}|${e.sarze_id ?? 0}`}>
              {e.product_code} na {e.location_name}: {e.detail}
            </li>
          ))}
        </ul>
      )}
    </Callout>
  );
}
