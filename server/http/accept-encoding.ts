export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send from those at hand (best first), as RFC 9110 §12.5.3 reads Accept-Encoding: a coding with
 * q=0 is refused, `*` stands for any coding not named, and identity is acceptable unless refused by name or by `*;q=0`.
 * Returns undefined only when nothing at hand — identity included — is acceptable.
 */
export function chooseEncoding(header: string | undefined, atHand: readonly Encoding[]): Encoding | undefined {
  if (header === undefined) return 'identity';
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (coding: Encoding): number =>
    q.get(coding) ?? (coding === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? (coding === 'identity' ? 1 : 0);
  let best: { coding: Encoding; q: number } | undefined;
  for (const coding of [...atHand.filter((c) => c !== 'identity'), 'identity' as const]) {
    const w = weight(coding);
    if (w > 0 && (!best || w > best.q)) best = { coding, q: w };
  }
  return best?.coding;
}
