// What a scanned location means for a scanning list (the six stock actions): where the list is taken
// from, where a relocation goes, or a refusal that says why the code cannot be used now.

/** What the scan field expects next: the list's location, a relocation's target, or products. */
export type ScanPhase = 'location' | 'products' | 'target';

export interface PlaceScan {
  /** The code as it was scanned or typed. */
  readonly code: string;
  readonly phase: ScanPhase;
  /** A relocation takes a second location (the target); the other actions one. */
  readonly takesTarget: boolean;
  readonly location: string | null;
  readonly listed: number;
  /** The location the code names, when it names one. */
  readonly found: string | null;
  /** The product the code names, when it names one (told when a location was expected). */
  readonly product: { readonly code: string; readonly name: string } | null;
}

export type PlaceDecision =
  | { readonly ok: true; readonly phase: 'location' | 'target'; readonly name: string }
  | {
      readonly ok: false;
      readonly text: string;
      /** What the refusal is about, when not the scanned code. */
      readonly about?: string;
      /** What the scan field asks for next, when the refusal changes it. */
      readonly phase?: ScanPhase;
    };

/**
 * A location scanned while a location was expected sets it; among products it is where a relocation
 * goes, or a new location for a new list (refused while the list for another location is unsent).
 */
export function placeScanned(scan: PlaceScan): PlaceDecision {
  const { code, found } = scan;
  if (found === null) {
    if (scan.product)
      return refuse(
        `„${code}“ je produkt ${scan.product.code} (${scan.product.name}), ne pozice. Nejprve naskenujte ${scan.phase === 'target' ? 'cílovou pozici' : 'pozici'}.`,
      );
    return refuse(
      scan.phase === 'products' ? `Kód „${code}“ není produkt ani pozice.` : `Pozice „${code}“ neexistuje.`,
    );
  }
  let phase: 'location' | 'target' = scan.phase === 'target' ? 'target' : 'location';
  if (scan.phase === 'products') {
    if (scan.takesTarget && scan.listed > 0) phase = 'target';
    else if (scan.listed > 0 && found !== scan.location)
      return refuse(
        `Pozice ${found}: seznam pro pozici ${scan.location} ještě není odeslaný. Odešlete ho nebo vyprázdněte a pak naskenujte novou pozici.`,
      );
  }
  if (phase === 'target' && found === scan.location)
    // the list's own location among a relocation's products: the field now asks for the target
    return { ok: false, text: `Cílová pozice musí být jiná než ${found}.`, about: found, phase: 'target' };
  return { ok: true, phase, name: found };
}

const refuse = (text: string): PlaceDecision => ({ ok: false, text });
