import type { ReactNode } from 'react';
import { tableLayoutClass, useTableLayout } from './table-layout';

export interface TableColumn<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** Right-aligned numbers. */
  numeric?: boolean;
  /** Left out of the phone card (e.g. a column the card's title already shows). */
  hideOnMobile?: boolean;
}

/**
 * A data table that becomes one card per row below the md breakpoint (SPEC 9, `useTableLayout`):
 * each cell carries its header as data-label, which the card layout prints in front of it.
 */
export function ResponsiveTable<Row>({
  columns,
  rows,
  rowKey,
  empty = 'Žádné záznamy',
  onRowClick,
  testId,
}: {
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  empty?: ReactNode;
  onRowClick?: (row: Row) => void;
  testId?: string;
}) {
  const layout = useTableLayout();
  return (
    <table
      className={`${tableLayoutClass(layout)} bp6-html-table bp6-compact`}
      data-layout={layout}
      data-testid={testId}
    >
      <TableHead columns={columns} />
      <tbody>
        {rows.length === 0 && <EmptyRow span={columns.length}>{empty}</EmptyRow>}
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
            className={onRowClick ? 'sk-rtable__clickable' : undefined}
          >
            <DataCells columns={columns} row={row} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The header row of a table in ResponsiveTable's markup. */
export function TableHead<Row>({ columns }: { columns: ReadonlyArray<TableColumn<Row>> }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c.key} className={c.numeric ? 'sk-rtable__num' : undefined}>
            {c.header}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A row's cells, each carrying its header as data-label for the phone card. */
export function DataCells<Row>({ columns, row }: { columns: ReadonlyArray<TableColumn<Row>>; row: Row }) {
  return columns.map((c) => (
    <td
      key={c.key}
      data-label={c.header}
      className={
        [c.numeric ? 'sk-rtable__num' : '', c.hideOnMobile ? 'sk-rtable__hide-mobile' : ''].join(' ').trim() ||
        undefined
      }
    >
      {c.render(row)}
    </td>
  ));
}

/** The one row of a table with nothing to show. */
export function EmptyRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr className="sk-rtable__empty">
      <td colSpan={span}>{children}</td>
    </tr>
  );
}
