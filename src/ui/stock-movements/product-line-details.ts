import { fefoNoticeOf } from '../../domain/batches/fefo-proposal';
import { pragueDay } from '../../domain/documents/document-types';
import { productImageUrl } from '../../domain/eshop/product-image-url';
import type { ScannedLine } from '../../domain/stock/scanned-list';
import type { ProductActionSpec } from '../../application/stock-movements/product-actions';
import type { ScannedLineDetails } from '../global/scanned-line.view';
import type { ScannedListViewModel } from '../global/scanned-list.view-model';
import type { ProductActionDeps } from './product-action.types';

/** What the rows of a stock action show beside the list's own data (read while rendering, so it stays current). */
export class ProductLineDetails implements ScannedLineDetails {
  constructor(
    private readonly spec: ProductActionSpec,
    private readonly list: ScannedListViewModel,
    private readonly location: () => string | null,
    private readonly deps: Pick<ProductActionDeps, 'imageCuts' | 'now'>,
  ) {}

  /** The address of the line's product image, or null when the product has none. */
  imageOf(line: ScannedLine): string | null {
    const image = this.list.productOf(line)?.variant.image;
    return image ? productImageUrl(image, this.deps.imageCuts?.() ?? []) : null;
  }

  /** What the location holds of the line's product, on the screens that take stock from a location. */
  heldOf(line: ScannedLine): number | null {
    return this.spec.kind !== 'in' ? (this.list.productOf(line)?.amount ?? null) : null;
  }

  /** B9 (FEFO) on stock-out and relocation: an expired batch, or another than the one expiring first, is told on its line. */
  warningOf(line: ScannedLine): string | null {
    const product = this.list.productOf(line);
    const location = this.location();
    if (!product || location === null || (this.spec.kind !== 'out' && this.spec.kind !== 'move')) return null;
    return fefoNoticeOf(line, product, location, pragueDay(this.deps.now?.() ?? new Date()));
  }

  /** New batches are made where pieces arrive or are counted; elsewhere a batch is chosen from those there are. */
  get createsBatches(): boolean {
    return this.spec.kind === 'in' || this.spec.kind === 'check';
  }
}
