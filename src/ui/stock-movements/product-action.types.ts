import type { ImageCut } from '../../domain/eshop/product-image-url';
import type { ScannedLine } from '../../domain/stock/scanned-list';
import type { ScanPhase } from '../../domain/stock/scanned-place';
import type { ScanSounds } from '../../application/scanning/scan-sounds';
import type { DraftSlot } from '../../application/scanning/scan-drafts';
import type { ScanningService } from '../../application/scanning/scanning-service';

export type Phase = ScanPhase;

export interface ProductActionDeps {
  /** The use case: what a scan means, sending the list (or storing it offline), undoing a submit. */
  scanning: ScanningService;
  /** Where the unsent list is kept on the device (per user, e-shop and screen). */
  drafts?: DraftSlot;
  now?: () => Date;
  sounds: ScanSounds;
  /** The shell's scan spinner (R-UI-03: it shows itself only after 500 ms). */
  spinner?: { started(): void; finished(): void };
  /** Unexpected failures (defects) are logged once. */
  logDefect?: (error: unknown) => void;
  /** The e-shop's image cuts, read when a row is drawn (SPEC 3: the 'category' cut gives the image path). */
  imageCuts?: () => readonly ImageCut[];
  /** Told of every stock-in that went through (automatic label printing, SPEC 4). */
  stockedIn?: (lines: readonly ScannedLine[]) => void;
}
