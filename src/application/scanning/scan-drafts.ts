import { Result, Schema } from 'effect';
import type { ScannedLine } from '../../domain/stock/scanned-list';
import type { KeyValueStore } from '../ports/key-value-store.port';

/** A scanned list not yet sent: kept on the device so nothing scanned is lost to a reload or a sign-out. */
export interface ScanDraft {
  location: string | null;
  target: string | null;
  lines: readonly ScannedLine[];
  /** ISO time of the last change, shown when the list is offered back. */
  savedAt: string;
}

/** The screen's list as a draft, stamped with the time of the change. */
export function draftOf(list: Omit<ScanDraft, 'savedAt'>, now: Date = new Date()): ScanDraft {
  return { location: list.location, target: list.target, lines: list.lines, savedAt: now.toISOString() };
}

/** A draft taken back: scanning goes on with products once it has a location; its codes are looked up again for names. */
export function resumedDraft(draft: ScanDraft): { phase: 'location' | 'products'; codes: string[] } {
  return { phase: draft.location ? 'products' : 'location', codes: draft.lines.map((l) => l.code) };
}

const Batch = Schema.Union([
  Schema.Struct({ kind: Schema.Literal('existing'), id: Schema.Number }),
  Schema.Struct({ kind: Schema.Literal('new'), name: Schema.String, expiresAt: Schema.NullOr(Schema.String) }),
]);
const Line = Schema.Struct({
  code: Schema.String,
  ean: Schema.NullOr(Schema.String),
  amount: Schema.Number,
  requireBatch: Schema.Boolean,
  isMultiean: Schema.Boolean,
  batch: Schema.NullOr(Batch),
});
const Draft = Schema.Struct({
  location: Schema.NullOr(Schema.String),
  target: Schema.NullOr(Schema.String),
  lines: Schema.Array(Line),
  savedAt: Schema.String,
});
const decodeDraft = Schema.decodeUnknownResult(Draft);

/** Whose list it is: one user, in one e-shop, on one screen. */
export interface DraftOwner {
  clientId: number;
  eshopId: number;
  screen: string;
}

/** One owner's draft in the device's key-value store. */
export interface DraftSlot {
  load(): ScanDraft | null;
  save(draft: ScanDraft): void;
  clear(): void;
}

export function draftSlot(store: KeyValueStore, owner: DraftOwner): DraftSlot {
  const key = `scanDraft:${owner.clientId}:${owner.eshopId}:${owner.screen}`;
  return {
    load() {
      const raw = store.get(key);
      if (!raw) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return null;
      }
      // A draft written by an older app, or damaged, is dropped rather than half restored.
      const decoded = decodeDraft(parsed);
      return Result.isSuccess(decoded) && decoded.success.lines.length > 0 ? decoded.success : null;
    },
    save(draft) {
      if (draft.lines.length === 0) store.remove(key);
      else store.set(key, JSON.stringify(draft));
    },
    clear() {
      store.remove(key);
    },
  };
}
