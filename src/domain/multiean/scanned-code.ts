/** The e-shop's multi-EAN delimiters (eshops.multiean_delimiters). */
export interface MultieanDelimiters {
  delimiters: readonly string[];
  num: number;
}

/** What a scanned text may mean: a code to look up and how many pieces it stands for. */
export interface CodeCandidate {
  code: string;
  quantity: number;
}

/** A quantity in a scanned code: 1 to 99 999 pieces, plain digits. */
const QUANTITY = /^[1-9]\d{0,4}$/;
const MAX_SCAN_LENGTH = 200;

/**
 * R-SCAN-06: a scanned text like "8594100000015*12" or "12x8594100000015" means 12 pieces of the
 * code on the other side of one of the e-shop's delimiters. The literal text always comes first
 * (a product code may itself contain the delimiter, e.g. "box-x2"); the delimited readings follow.
 * When both sides could be a quantity ("12*24"), `num` says which: 1 = the first part, 2 = the
 * second; any other value reads the first.
 */
export function scannedCodeCandidates(text: string, settings: MultieanDelimiters): CodeCandidate[] {
  const scanned = text.trim().slice(0, MAX_SCAN_LENGTH);
  if (!scanned) return [];
  const candidates: CodeCandidate[] = [{ code: scanned, quantity: 1 }];
  for (const delimiter of settings.delimiters) {
    if (!delimiter) continue;
    const at = scanned.indexOf(delimiter);
    if (at <= 0 || at + delimiter.length >= scanned.length) continue;
    const first = scanned.slice(0, at).trim();
    const second = scanned.slice(at + delimiter.length).trim();
    const firstQty = QUANTITY.test(first);
    const secondQty = QUANTITY.test(second);
    let reading: CodeCandidate | undefined;
    if (firstQty && secondQty)
      reading =
        settings.num === 2 ? { code: first, quantity: Number(second) } : { code: second, quantity: Number(first) };
    else if (firstQty && second) reading = { code: second, quantity: Number(first) };
    else if (secondQty && first) reading = { code: first, quantity: Number(second) };
    if (reading && !candidates.some((c) => c.code === reading!.code && c.quantity === reading!.quantity))
      candidates.push(reading);
  }
  return candidates;
}

/** R-SCAN-06: the pieces a scan yields: the delimited quantity times the multi-EAN box amount. */
export function scanQuantity(candidate: CodeCandidate, boxAmount: number | null): number {
  return candidate.quantity * (boxAmount && boxAmount > 0 ? boxAmount : 1);
}

export const duplicateEanMessage = (ean: string) => `EAN ${ean} již existuje`;
