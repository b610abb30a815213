import { format, isValid } from 'date-fns';
import { cs } from 'date-fns/locale';

// R-UI-10: dates in cs-CZ with seconds and 24-hour time, as Intl's cs-CZ prints them ("3. 11. 2025 9:05:07").

export function formatDateTimeCs(date: Date): string {
  return isValid(date) ? format(date, 'd. M. yyyy H:mm:ss', { locale: cs }) : '';
}

/**
 * A calendar day as stored ("2027-03-31", an expiry) written as everywhere else: "31. 3. 2027". Read
 * from the text, not through a Date, so no time zone can move it by a day. Other text stays as it is.
 */
export function formatDayCs(iso: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return day ? `${Number(day[3])}. ${Number(day[2])}. ${day[1]}` : iso;
}

export function formatDateCs(date: Date): string {
  return isValid(date) ? format(date, 'd. M. yyyy', { locale: cs }) : '';
}

/** A moment to the minute ("26. 11. 2026 17:52"), where seconds would only be noise (last e-shop push). */
export function formatMinuteCs(date: Date): string {
  return isValid(date) ? format(date, 'd. M. yyyy H:mm', { locale: cs }) : '';
}
