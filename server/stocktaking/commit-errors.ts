import type { CommitError } from '../../src/api/stocktaking.schema';

export interface ErrorRow {
  location_name: string | null;
  code: string;
  sarze_id: number;
  counted: number;
  stock_now: number;
  net_after: number;
  final: number | null;
  keep: string | null;
}

/** Every refused line of a commit, in Czech; amounts only where the caller may see them (blind checks). */
export function commitErrors(problems: readonly ErrorRow[], reveal: boolean): CommitError[] {
  return problems.map((p) => {
    const at = { code: p.code, location_name: p.location_name ?? '', sarze_id: Number(p.sarze_id) || null };
    if (p.location_name === null)
      return { ...at, reason: 'unknown_location', detail: `Pozice produktu ${p.code} mezitím přestala existovat.` };
    if (p.keep === null) {
      const how = reveal ? ` (${p.net_after > 0 ? '+' : ''}${p.net_after} ks)` : '';
      return {
        ...at,
        reason: 'moved_after_count',
        detail: `Zásoba produktu ${p.code} na pozici ${p.location_name} se po spočítání změnila${how}: vyberte, zda ponechat rozdíl z inventury, nebo spočítané množství.`,
      };
    }
    return {
      ...at,
      reason: 'negative_result',
      detail: `Produkt ${p.code} na pozici ${p.location_name}: po spočítání odešlo víc kusů, než bylo spočítáno; ponechte spočítané množství, nebo pozici přepočítejte.`,
    };
  });
}
