import type { CatalogueHit } from '../../domain/multiean/catalogue-scan';
import type {
  CachedProduct as CachedProductSchema,
  OfflineCatalogue as OfflineCatalogueSchema,
} from '../../api/offline.schema';

export type CachedProduct = typeof CachedProductSchema.Type;
export type OfflineCatalogue = typeof OfflineCatalogueSchema.Type;

/** The kinds of stock write a scanning screen sends (src/application/stock-movements/submit-list.ts). */
export type SubmitKind = 'in' | 'out' | 'check' | 'move';

/** A submit made without a connection, kept on the device until the server has answered it. */
export interface WaitingSubmit {
  /** The idempotency key the submit was made with: also its id here. A replay never makes another. */
  key: string;
  eshopId: number;
  kind: SubmitKind;
  /** The call's body exactly as it was to be sent. */
  request: unknown;
  /** What the worker sent, for the list of waiting submits. */
  location: string;
  lines: ReadonlyArray<{ code: string; amount: number }>;
  createdAt: string;
  state: 'waiting' | 'accepted' | 'refused';
  /** After the replay: the change it made, or why it was refused (and which lines, in Czech). */
  changeId?: number;
  detail?: string;
  lineErrors?: ReadonlyArray<{ code: string; detail: string }>;
}

/** Products, EANs and location names of an e-shop kept on the device (IndexedDB), and the waiting submits. */
export interface OfflineStore {
  replaceCatalogue(catalogue: OfflineCatalogue, savedAt: string): Promise<void>;
  catalogueSavedAt(eshopId: number): Promise<string | null>;
  /** What a scanned text means: a product by code (any letter case) or EAN, or a box, maybe delimited (R-SCAN-06). */
  findScanned(eshopId: number, text: string): Promise<CatalogueHit<CachedProduct> | null>;
  hasLocation(eshopId: number, name: string): Promise<string | null>;
  putSubmit(submit: WaitingSubmit): Promise<void>;
  /** The e-shop's submits, oldest first. */
  submits(eshopId: number): Promise<WaitingSubmit[]>;
  removeSubmit(key: string): Promise<void>;
}
export const OfflineStore = Symbol.for('OfflineStore');
