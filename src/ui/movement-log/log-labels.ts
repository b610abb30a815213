import type { LogChange, LogDetail } from '../../application/movement-log/movement-log.port';
import { formatDateTimeCs, formatDayCs } from '../../domain/dates/format-date';

export { actionLabel } from '../../domain/stock/action-labels';

/** R-UI-10: cs-CZ with seconds and 24-hour time. */
export const changeTime = (change: LogChange) => formatDateTimeCs(new Date(change.created_at));

/** "+3", "−2", "0": the signed amount of a movement. */
export const signedAmount = (d: LogDetail) => (d.amount > 0 ? `+${d.amount}` : d.amount < 0 ? `−${-d.amount}` : '0');

export function batchText(d: LogDetail): string | null {
  if (!d.sarze_name) return null;
  return d.expires_at ? `${d.sarze_name} (exp. ${formatDayCs(d.expires_at)})` : d.sarze_name;
}
