import type { MovementLogApi } from '../../application/movement-log/movement-log.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { ScanSink } from '../../application/scanning/scan-sink.port';
import type { KeyboardWedge } from '../../application/stock-movements/keyboard-wedge.port';
import type { ScanSounds } from '../../application/stock-movements/scan-sounds';
import type { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';

/**
 * Everything the stock-movement and log screens take from the container, resolved once by
 * stock-movements.module. The shell and camera parts are optional: a screen works without them.
 */
export interface StockScreenContext {
  api: StockMovementsApi;
  log: MovementLogApi;
  sounds: ScanSounds;
  ids: IdGenerator;
  wedge: KeyboardWedge;
  /** The camera panel's sink; the screen attaches its scan queue while it is shown. */
  cameraSink?: { attach(sink: ScanSink): () => void };
  /** Opens the camera scanner panel (mounting it first). */
  openCamera?: () => void;
  preventLeave?: { enable(save?: () => unknown): void; disable(): void };
  spinner?: { started(): void; finished(): void };
  /** A product image's URL: the e-shop's 'category' image cut (SPEC 3) before the file name. */
  imageUrl(image: string): string;
  snackbar?: {
    show(text: string, options?: { kind?: 'info' | 'warning' | 'error' | 'success'; timeoutMs?: number | null }): void;
  };
}
export const StockScreenContextToken = Symbol.for('StockScreenContext');
