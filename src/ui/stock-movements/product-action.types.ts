import type { ImageCut } from '../../domain/eshop/product-image-url';
import type { ScannedLine } from '../../domain/stock/scanned-list';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { ScanSounds } from '../../application/scanning/scan-sounds';
import type { DraftSlot } from '../../application/scanning/scan-drafts';
import type { ScanLookup } from '../../application/scanning/scan-lookup.port';
import type { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';

export type Phase = 'location' | 'products' | 'target';
export interface Notice {
  intent: 'success' | 'danger' | 'warning' | 'primary';
  text: string;
}
export interface LastSubmit {
  changeId: number;
  pieces: number;
  lines: number;
  location: string;
}

export interface ProductActionDeps {
  api: StockMovementsApi;
  /** What a scanned code is: every location scan, and product scans the search does not know. */
  lookup: ScanLookup;
  /** Where the unsent list is kept on the device (per user, e-shop and screen). */
  drafts?: DraftSlot;
  now?: () => Date;
  sounds: ScanSounds;
  ids: IdGenerator;
  /** The shell's scan spinner (R-UI-03: it shows itself only after 500 ms). */
  spinner?: { started(): void; finished(): void };
  /** Unexpected failures (defects) are logged once. */
  logDefect?: (error: unknown) => void;
  /** The e-shop's image cuts, read when a row is drawn (SPEC 3: the 'category' cut gives the image path). */
  imageCuts?: () => readonly ImageCut[];
  /** Told of every stock-in that went through (automatic label printing, SPEC 4). */
  stockedIn?: (lines: readonly ScannedLine[]) => void;
}
