/** The product lines of one logged change, as far as its summary needs them. */
export interface SummarisedLine {
  location_name: string;
  amount: number;
}

/**
 * The change in a few words for its toggle: a move nets to 0 pieces, so it says how many pieces
 * went from where to where instead of "(0 ks)".
 */
export function changeSummary(change: { details: readonly SummarisedLine[] }): string {
  const lines = `${change.details.length} pol.`;
  const out = change.details.filter((d) => d.amount < 0);
  const into = change.details.filter((d) => d.amount > 0);
  if (out.length > 0 && into.length > 0) {
    const moved = into.reduce((s, d) => s + d.amount, 0);
    const names = (ds: readonly SummarisedLine[]) => [...new Set(ds.map((d) => d.location_name))].join(', ');
    return `${lines} (přesun ${moved} ks: ${names(out)} → ${names(into)})`;
  }
  const total = change.details.reduce((s, d) => s + d.amount, 0);
  return `${lines} (${total > 0 ? '+' : ''}${total} ks)`;
}

const ChangeView = observer(function ChangeView({ vm, change }: { vm: MovementLogViewModel; change: LogChange }) {
  const open = vm.expanded.has(change.id);
  const layout = useTableLayout();
  const summary = changeSummary(change);
  return (
    <li
      className={`sk-log__change${change.reverted_by_id ? ' sk-log__change--reverted' : ''}`}
      data-testid="log-change"
      data-change-id={change.id}
    >
      <div className="sk-log__head">
        <span className="sk-log__time">{changeTime(change)}</span>
        <Tag intent={change.reverts_id ? Intent.WARNING : Intent.PRIMARY} minimal>
          {actionLabel(change.action)}
        </Tag>
        {change.location_name && (
          <Tag minimal icon="map-marker">
            {change.location_name}
          </Tag>
        )}
        <span className="sk-log__who">
          {change.client_name} · {change.source}
          {change.shoptet_sync ? '' : ' · bez synchronizace'}
        </span>
        {change.reverts_id && <Tag minimal>vrací pohyb {change.reverts_id}</Tag>}
        {change.reverted_by_id && (
          <Tag minimal intent={Intent.WARNING}>
            vráceno ({change.reverted_by_id})
          </Tag>
        )}
        <span className="sk-log__actions">
          <Button
            variant="minimal"
            icon={open ? 'chevron-up' : 'chevron-down'}
            text={summary}
            onClick={() => vm.detailsToggled(change.id)}
            aria-expanded={open}
            data-testid="log-details-toggle"
          />
          {vm.canRevert(change) && (
            <Button
              variant="outlined"
              intent={Intent.DANGER}
              icon="undo"
              text="Vrátit"
              loading={vm.reverting && vm.revertTarget === null}
              onClick={() => vm.revertRequested(change)}
              data-testid="log-revert"
            />
          )}
        </span>
      </div>
      {open && (
        <table className={`sk-log__details${layout === 'cards' ? ' sk-log__details--cards' : ''}`} data-layout={layout}>
          <thead>
            <tr>
              <th>Produkt</th>
              <th>Pozice</th>
              <th>Šarže</th>
              <th>Změna</th>
              <th>Před</th>
              <th>Po</th>
            </tr>
          </thead>
          <tbody>
            {change.details.map((d) => (
              <tr key={d.id} data-testid="log-detail">
                <td data-label="Produkt">
                  <strong>{d.code}</strong>
                  {d.name ? ` ${d.name}` : ''}
                </td>
                <td data-label="Pozice">{d.location_name}</td>
                <td data-label="Šarže">{batchText(d) ?? '—'}</td>
                <td data-label="Změna" className="num">
                  {signedAmount(d)}
                </td>
                <td data-label="Před" className="num">
                  {d.before}
                </td>
                <td data-label="Po" className="num">
                  {d.after}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
});
