import { memo } from 'react';
import type { OverviewRowDto } from '../../application/layout/layout-api.port';
import { DataCells, EmptyRow, TableHead } from '../global/responsive-table';
import { tableLayoutClass, useTableLayout } from '../global/table-layout';
import { OVERVIEW_COLUMNS } from './overview-parts';

const rowKey = (r: OverviewRowDto) => `${r.location_id}-${r.code}-${r.sarze_id}`;

/**
 * One page of rows as its own <tbody>. A page never changes once loaded, so when the next page is
 * appended React renders only that one: re-rendering every loaded row on each append cost a
 * 50–100 ms task at phone speed (bench/layout/RESULTS.md) and showed as a hitch while scrolling.
 */
const PageBody = memo(function PageBody({ rows }: { rows: readonly OverviewRowDto[] }) {
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={rowKey(row)}>
          <DataCells columns={OVERVIEW_COLUMNS} row={row} />
        </tr>
      ))}
    </tbody>
  );
});

/** The overview's rows in the markup and classes of ResponsiveTable (cards below the md breakpoint, a table from it). */
export function OverviewTable({
  pages,
  empty,
  testId,
  onLocationOpened,
}: {
  pages: readonly (readonly OverviewRowDto[])[];
  empty: string;
  testId?: string;
  onLocationOpened(location: { id: number; name: string }): void;
}) {
  const none = pages.every((p) => p.length === 0);
  const layout = useTableLayout();
  return (
    <table
      className={`${tableLayoutClass(layout)} bp6-html-table bp6-compact`}
      data-layout={layout}
      data-testid={testId}
      onClick={(e) => {
        // one listener for every row's location button: the pages stay memoised as they are
        const button = (e.target as HTMLElement).closest<HTMLElement>('[data-location-id]');
        if (button)
          onLocationOpened({ id: Number(button.dataset.locationId), name: button.dataset.locationName ?? '' });
      }}
    >
      <TableHead columns={OVERVIEW_COLUMNS} />
      {none && (
        <tbody>
          <EmptyRow span={OVERVIEW_COLUMNS.length}>{empty}</EmptyRow>
        </tbody>
      )}
      {!none && pages.map((rows, i) => <PageBody key={i} rows={rows} />)}
    </table>
  );
}
