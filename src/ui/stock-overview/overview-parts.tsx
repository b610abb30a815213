import { Button, Spinner } from '@blueprintjs/core';
import { parseISO } from 'date-fns';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { OverviewRowDto } from '../../application/layout/layout-api.port';
import { formatDateCs } from '../../domain/dates/format-date';
import type { TableColumn } from '../global/responsive-table';
import type { StockOverviewViewModel } from './stock-overview.view-model';

// parseISO reads a bare date as local midnight, so the shown day never shifts with the time zone.
const expiry = (value: string | null) => (value ? formatDateCs(parseISO(value)) : '—');

export const OVERVIEW_COLUMNS: TableColumn<OverviewRowDto>[] = [
  {
    key: 'location',
    header: 'Pozice',
    // opens what the location holds (OverviewTable listens for the click on the table)
    render: (r) => (
      <button
        type="button"
        className="sk-overview__location"
        data-location-id={r.location_id}
        data-location-name={r.location}
        title="Zobrazit produkty na pozici"
      >
        {r.location}
      </button>
    ),
  },
  { key: 'sector', header: 'Sektor', render: (r) => r.sector },
  { key: 'zone', header: 'Zóna', render: (r) => r.zone ?? '—' },
  { key: 'code', header: 'Kód', render: (r) => r.code },
  { key: 'ean', header: 'EAN', render: (r) => r.ean ?? '—' },
  { key: 'name', header: 'Název', render: (r) => (r.variant_name ? `${r.name} – ${r.variant_name}` : r.name) },
  { key: 'batch', header: 'Šarže', render: (r) => r.batch ?? '—' },
  { key: 'expiry', header: 'Expirace', render: (r) => expiry(r.expires_at) },
  { key: 'amount', header: 'Množství', numeric: true, render: (r) => r.amount.toLocaleString('cs-CZ') },
];

/** How full each sector is: occupied locations / all locations, as horizontal bars. */
export const FillBars = observer(function FillBars({ vm }: { vm: StockOverviewViewModel }) {
  if (vm.fillBars.length === 0) return null;
  return (
    <figure className="sk-overview__fill" aria-label="Zaplnění sektorů" data-testid="overview-fill">
      {vm.fillBars.map((b) => (
        <div key={b.id} className="sk-overview__bar-row">
          <span className="sk-overview__bar-label">{b.label}</span>
          <span
            className="sk-overview__bar"
            role="meter"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={b.percent}
            aria-label={b.label}
          >
            <span className="sk-overview__bar-fill" style={{ width: `${b.percent}%` }} />
          </span>
          <span className="sk-overview__bar-detail">
            {b.percent} % · {b.detail}
          </span>
        </div>
      ))}
    </figure>
  );
});

/** Loads the next page when it scrolls into view; the button does the same for keyboards and old browsers. */
export const LoadMore = observer(function LoadMore({ vm }: { vm: StockOverviewViewModel }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void vm.loadMore();
      },
      { rootMargin: '400px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [vm]);
  return (
    <div ref={ref} className="sk-overview__more">
      {vm.loading && <Spinner size={20} />}
      {vm.hasMore && !vm.loading && (
        <Button icon="more" text="Načíst další" onClick={() => void vm.loadMore()} data-testid="overview-more" />
      )}
    </div>
  );
});
