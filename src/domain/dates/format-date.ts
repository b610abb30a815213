import { format, isValid } from 'date-fns';
import { cs } from 'date-fns/locale';

// R-UI-10: dates in cs-CZ with seconds and 24-hour time, as Intl's cs-CZ prints them ("3. 11. 2025 9:05:07").

export function formatDateTimeCs(date: Date): string {
  return isValid(date) ? format(date, 'd. M. yyyy H:mm:ss', { locale: cs }) : '';
}

export function formatDateCs(date: Date): string {
  return isValid(date) ? format(date, 'd. M. yyyy', { locale: cs }) : '';
}
