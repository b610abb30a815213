import { countCs } from '../../src/domain/text/czech-plural';
import type { AuthKind } from './connection-repository';

/** The panel's sentence when the e-shop refuses our tokens: sync has stopped until an admin reconnects. */
export function authFailedDetail(kind: AuthKind): string {
  return kind === 'private'
    ? 'E-shop odmítl přístupový token (byl zrušen nebo vypršel). Synchronizace skladu stojí, dokud nevložíte nový token.'
    : 'E-shop odmítl přístup doplňku (doplněk byl odinstalován nebo byl zrušen jeho přístup). Synchronizace skladu stojí, dokud e-shop znovu nepřipojíte.';
}

/** Shoptet's reason for a refused row, in Czech (its own message kept alongside for support). */
export function rowFailureCs(reason: string): string {
  switch (reason) {
    case 'unknown-product':
      return 'Produkt s tímto kódem v e-shopu neexistuje.';
    case 'stock-change-not-allowed':
      return 'Sklad sady v e-shopu měnit nelze, počítá se z jejích položek.';
    case 'negative-stock':
      return 'E-shop nedovolí záporný stav skladu.';
    case 'invalid-request-data':
      return 'E-shop změnu odmítl jako neplatnou.';
    default:
      return `E-shop změnu odmítl (${reason}).`;
  }
}

export const STALLED_QUEUE_CS = 'Fronta změn pro e-shop se už 5 minut nepohnula.';

export function failedRowsCs(n: number): string {
  return `${countCs(n, 'změnu', 'změny', 'změn')} se nepodařilo odeslat do e-shopu.`;
}
