import { action, makeObservable, observable } from 'mobx';
import type { BarcodeFormat } from '../../domain/scanner/barcode-format';

/** What a screen asks of the camera panel when it opens it. */
export interface ScannerOpenRequest {
  /** Only the formats the screen's labels carry; fewer formats decode faster. */
  readonly formats?: readonly BarcodeFormat[];
}

/**
 * The shell's camera panel slot. The panel loads lazily, the first time a screen opens it; once active
 * it stays mounted. A screen calls open(); the mounted panel connects and receives every request,
 * including the one made before it had loaded.
 */
export class ScannerSlotStore {
  active = false;
  private pending: ScannerOpenRequest | null = null;
  private panel: ((request: ScannerOpenRequest) => void) | null = null;

  constructor() {
    makeObservable(this, { active: observable, activate: action });
  }

  activate(): void {
    this.active = true;
  }

  open(request: ScannerOpenRequest = {}): void {
    this.activate();
    if (this.panel) this.panel(request);
    else this.pending = request;
  }

  /** The mounted panel takes the requests until the returned function disconnects it. */
  connect(panel: (request: ScannerOpenRequest) => void): () => void {
    this.panel = panel;
    const waiting = this.pending;
    this.pending = null;
    if (waiting) panel(waiting);
    return () => {
      if (this.panel === panel) this.panel = null;
    };
  }
}
