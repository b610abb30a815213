// Fakes for the stock-movement view-model tests: each throws on anything a test did not set up.
import { strictFake } from '../../testing/strict-fake';
import { MemoryStore } from '../../testing/memory-store';
import { StoredSwitchScanSounds, type ScanSounds } from '../../scanning/scan-sounds';
import type { ScanSound } from '../../scanning/sound-player.port';
import type { ScanLookup, ScanLookupAnswer } from '../../scanning/scan-lookup.port';
import { ScanningService } from '../../scanning/scanning-service';
import type { ScannedProduct, StockMovementsApi, StockWrite } from '../stock-movements.port';

export function product(
  code: string,
  extra: Partial<ScannedProduct> & { customQuantity?: number | null; ean?: string } = {},
): ScannedProduct {
  const { customQuantity = null, ean = `ean-${code}`, ...rest } = extra;
  return {
    name: `Produkt ${code}`,
    variant: { code, ean, name: null, image: null, custom_quantity: customQuantity },
    sarze: [],
    multiean: customQuantity !== null,
    vynutit_zadani_sarze: false,
    amount: 0,
    invalidLocation: false,
    stock: [],
    ...rest,
  };
}

export const written = (changeId = 1): StockWrite => ({ change_id: changeId, shoptet_sync: true, movements: [] });

export function fakeApi(setUp: Partial<StockMovementsApi>): StockMovementsApi {
  return strictFake<StockMovementsApi>('StockMovementsApi', setUp);
}

export function soundsRecorder(initial: Record<string, string> = {}): {
  sounds: ScanSounds;
  played: ScanSound[];
  store: MemoryStore;
} {
  const played: ScanSound[] = [];
  const store = new MemoryStore(initial);
  return {
    sounds: new StoredSwitchScanSounds(
      {
        play: (s) => {
          played.push(s);
        },
      },
      store,
    ),
    played,
    store,
  };
}

export function sequentialIds(): { uuid(): string } {
  let n = 0;
  return { uuid: () => `key-${++n}` };
}

/** The demo locations the view-model tests scan. */
export const TEST_LOCATIONS = ['A-01-1', 'A-01-2', 'B-01-1', 'B-02-1', 'R-1', 'Z-9'];

/**
 * A lookup that knows the given locations (with their contents) and, besides them, only the
 * products `products` answers for; anything else is neither.
 */
export function fakeLookup(
  locations: readonly string[] = TEST_LOCATIONS,
  products: (code: string) => ScannedProduct | null = () => null,
  contents: Record<string, NonNullable<ScanLookupAnswer['contents']>> = {},
): ScanLookup {
  return {
    lookUp: async (code, { withContents }) => {
      const name = locations.find((l) => l.toLowerCase() === code.toLowerCase());
      return {
        location: name ? { id: locations.indexOf(name) + 1, name, sector_name: name[0], non_stock: false } : null,
        contents: name && withContents ? (contents[name] ?? []) : null,
        product: name ? null : products(code),
      };
    },
  };
}

/** The scanning use case over strict fakes (ids counted from 1 unless given). */
export function scanningOver(api: StockMovementsApi, lookup: ScanLookup = fakeLookup(), ids = sequentialIds()) {
  return new ScanningService({ api, lookup, ids });
}
