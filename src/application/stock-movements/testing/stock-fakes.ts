// Fakes for the stock-movement view-model tests: each throws on anything a test did not set up.
import { strictFake } from '../../scanning/testing/strict-fake';
import { MemoryStore } from '../../testing/memory-store';
import { StoredSwitchScanSounds, type ScanSounds } from '../../scanning/scan-sounds';
import type { ScanSound } from '../../scanning/sound-player.port';
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
