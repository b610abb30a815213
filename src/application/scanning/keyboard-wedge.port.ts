/** What the keyboard tells a scanning screen. */
export interface WedgeListener {
  /** A hardware scanner typed a code and ended it with Enter or Tab. */
  scanned(code: string): void;
  /** Enter after typing by hand in the screen's scan field. */
  submitted(): void;
}

/**
 * Keyboard-wedge scanners (SPEC 1: scanning by entering codes): scans are told from typing by the
 * time between keys and read from the physical keys (src/domain/keyboard-scanner).
 */
export interface KeyboardWedge {
  /** Starts listening for the screen; the returned function stops. */
  attach(listener: WedgeListener): () => void;
}
export const KeyboardWedge = Symbol.for('KeyboardWedge');

/** The attribute marking a screen's scan field: Enter there submits what was typed. */
export const SCAN_FIELD_ATTRIBUTE = 'data-scan-field';
