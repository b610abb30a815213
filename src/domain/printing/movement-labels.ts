// Reprint from the movement log: the product labels of one movement. A product (with its batch) is one line;
// its copies default to the pieces the movement moved, so a stock-in of 12 gets 12 labels again.
import { MAX_COPIES } from './print-items';

export interface MovementDetailLike {
  code: string;
  name: string | null;
  variant_name?: string | null;
  sarze_id: number | null;
  sarze_name: string | null;
  amount: number;
}

export interface MovementLabelLine {
  code: string;
  name: string;
  sarze_id: number | null;
  sarze_name: string | null;
  /** Pieces the movement moved of this product and batch (1 when it moved none, as a location check). */
  copies: number;
}

/**
 * One line per product and batch, in the order the movement lists them. A relocation takes pieces from one
 * location and puts them on another: they are the same pieces, so copies are the larger of what went in and
 * what went out, never their sum.
 */
export function movementLabelLines(details: readonly MovementDetailLike[]): MovementLabelLine[] {
  const lines = new Map<string, MovementLabelLine & { added: number; removed: number }>();
  for (const d of details) {
    const key = `${d.code}\u0000${d.sarze_id ?? ''}`;
    const name = [d.name, d.variant_name].filter(Boolean).join(' – ');
    const line = lines.get(key) ?? {
      code: d.code,
      name,
      sarze_id: d.sarze_id,
      sarze_name: d.sarze_name,
      copies: 0,
      added: 0,
      removed: 0,
    };
    if (d.amount > 0) line.added += d.amount;
    else line.removed -= d.amount;
    lines.set(key, line);
  }
  return [...lines.values()].map(({ added, removed, ...line }) => ({
    ...line,
    copies: Math.min(Math.max(added, removed, 1), MAX_COPIES),
  }));
}
