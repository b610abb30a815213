import type { LogChange, LogDetail } from '../../application/movement-log/movement-log.port';
import { formatDateTimeCs } from '../../domain/dates/format-date';

const ACTION_LABELS: Record<string, string> = {
  stock_in: 'Naskladnění',
  stock_in_ao: 'Naskladnění ze seznamu',
  stock_out: 'Vyskladnění',
  stock_out_returns: 'Vyskladnění vratek/pozic',
  location_check: 'Ověření pozice',
  location_change: 'Změna pozice',
  relocation: 'Přesun',
  revert: 'Zpětný záznam',
  orphan_removal: 'Odstranění smazaného produktu',
  set_removal: 'Odstranění sady',
  batch_init: 'Inicializace šarží',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

/** R-UI-10: cs-CZ with seconds and 24-hour time. */
export const changeTime = (change: LogChange) => formatDateTimeCs(new Date(change.created_at));

/** "+3", "−2", "0": the signed amount of a movement. */
export const signedAmount = (d: LogDetail) => (d.amount > 0 ? `+${d.amount}` : d.amount < 0 ? `−${-d.amount}` : '0');

export function batchText(d: LogDetail): string | null {
  if (!d.sarze_name) return null;
  return d.expires_at ? `${d.sarze_name} (exp. ${formatExpiry(d.expires_at)})` : d.sarze_name;
}

function formatExpiry(iso: string): string {
  const [y, m, day] = iso.split('-').map(Number);
  return y && m && day ? `${day}. ${m}. ${y}` : iso;
}
