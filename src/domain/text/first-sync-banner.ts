import { countCs } from './czech-plural';
import { formatDateTimeCs } from '../dates/format-date';

// SPEC 2.4 / R-UI-05: the banner shown while the e-shop's first synchronisation runs.

export interface FirstSyncStatus {
  stage: string | null;
  last_update: string | null;
  counter: number | null;
}

export function firstSyncBannerText(status: FirstSyncStatus): string {
  const last = status.last_update ? formatDateTimeCs(new Date(status.last_update)) : '';
  return (
    `Vyčkejte prosím, právě probíhá prvotní synchronizace. Aktuálně se nachází ve stavu: ${status.stage ?? ''} ` +
    `(poslední aktualizace proběhla: ${last} | zpracováno ${countCs(status.counter ?? 0, 'položka', 'položky', 'položek')})`
  );
}
