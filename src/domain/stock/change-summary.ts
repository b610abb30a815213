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
