/** SPEC 9: dates in cs-CZ. A document's date is a calendar day, shown without a time. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return y && m && d ? `${d}. ${m}. ${y}` : day;
}

/** SPEC 9: cs-CZ with seconds and the 24-hour clock. */
export function formatInstant(iso: string): string {
  return new Date(iso).toLocaleString('cs-CZ', { hour12: false });
}
