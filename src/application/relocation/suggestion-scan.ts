import type { SuggestionItem } from '../../domain/relocation/suggestions';
import type { ScanLookup } from '../scanning/scan-lookup.port';
import { scannedProductCode } from '../scanning/scanned-product';

/** What a scan means on a suggestion list, where the worker stands at `atLocation`. */
export type SuggestionScan =
  | { kind: 'location'; location: string }
  | { kind: 'lines'; lines: SuggestionItem[] }
  | { kind: 'refused'; text: string };

/**
 * A location of the list, or the product's lines on the place the worker stands: by code at once,
 * by EAN or multi-EAN box (R-SCAN-06) through the one scan lookup, so every screen that takes a
 * product takes it the same way. Undefined: the text is empty.
 */
export function readSuggestionScan(
  list: readonly SuggestionItem[],
  atLocation: string | null,
  raw: string,
  lookup: ScanLookup,
): SuggestionScan | Promise<SuggestionScan> | undefined {
  const text = raw.trim();
  const upper = text.toUpperCase();
  if (!upper) return undefined;
  const location = list.find((i) => i.location_name.toUpperCase() === upper);
  if (location) return { kind: 'location', location: location.location_name };
  if (!atLocation) return { kind: 'refused', text: 'Nejdřív naskenujte pozici ze seznamu.' };
  const here = list.filter((i) => i.location_name === atLocation);
  const typed = here.filter((i) => i.code.toUpperCase() === upper);
  if (typed.length) return { kind: 'lines', lines: typed };
  return scannedProductCode(lookup, text).then((code): SuggestionScan => {
    const lines = code ? here.filter((i) => i.code === code) : [];
    if (lines.length) return { kind: 'lines', lines };
    const what = code && code !== text ? `${text} (${code})` : text;
    return { kind: 'refused', text: `${what} na pozici ${atLocation} v seznamu není.` };
  });
}
