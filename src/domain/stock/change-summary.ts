/** The product lines of one logged change, as far as its summary needs them. */
export interface SummarisedLine {
  location_name: string;
  amount: number;
}

const names = (ds: readonly SummarisedLine[]) => [...new Set(ds.map((d) => d.location_name))].join(', ');
const sum = (ds: readonly SummarisedLine[]) => ds.reduce((s, d) => s + d.amount, 0);
/** "−1 / +1": what a change took away and added, with the minus sign the log's amounts use. */
function bothWays(out: readonly SummarisedLine[], into: readonly SummarisedLine[]): string {
  const parts = [out.length ? `−${-sum(out)}` : '', into.length ? `+${sum(into)}` : ''].filter(Boolean);
  return parts.length ? parts.join(' / ') : '0';
}

/** Actions whose lines take pieces from one place to another (the pieces stay in the warehouse). */
const MOVES = new Set(['relocation', 'location_change']);

/**
 * The change in a few words for its toggle, named for what it was: a stock-taking says its
 * differences ("inventura: rozdíl −1 / +1"), a batch initialisation the pieces it put into the batch,
 * a move how many pieces went from where to where (never "(0 ks)"). A shortage and a found piece of a
 * stock-taking are two differences, not a move.
 */
export function changeSummary(change: { action: string; details: readonly SummarisedLine[] }): string {
  const lines = `${change.details.length} pol.`;
  const out = change.details.filter((d) => d.amount < 0);
  const into = change.details.filter((d) => d.amount > 0);
  if (change.action === 'stocktaking') return `${lines} (inventura: rozdíl ${bothWays(out, into)})`;
  if (change.action === 'batch_init') return `${lines} (založení šarže: ${sum(into)} ks na ${names(into)})`;
  if (MOVES.has(change.action) && out.length > 0 && into.length > 0)
    return `${lines} (přesun ${sum(into)} ks: ${names(out)} → ${names(into)})`;
  if (out.length > 0 && into.length > 0) return `${lines} (${bothWays(out, into)} ks)`;
  const total = sum(change.details);
  return `${lines} (${total > 0 ? '+' : total < 0 ? '−' : ''}${Math.abs(total)} ks)`;
}
