import type { IdGenerator } from '../ports/id-generator.port';
import type { CustomProductDto, MultiEanApi } from './multiean-api.port';

/** The multi-EAN box form as typed: a new box (`id` null) or an existing one. */
export interface BoxForm {
  id: number | null;
  ean: string;
  amount: string;
  code: string;
}

/** Why a typed box cannot be saved (checked before sending), or null. */
export function boxRefusal(form: BoxForm): string | null {
  const amount = Number(form.amount);
  if (!form.ean.trim()) return 'Zadejte EAN balení.';
  if (!form.code.trim()) return 'Zadejte kód produktu.';
  if (!Number.isInteger(amount) || amount < 1) return 'Počet kusů v balení musí být celé číslo větší než 0.';
  return null;
}

/**
 * Saving a multi-EAN box (SPEC 7 "Multi-EAN products", R-SCAN-06): created or updated with one idempotency key
 * for as long as the form is unchanged, so saving again after a lost answer saves once. A refused save keeps its
 * key; a changed form is a new request.
 */
export class SaveBox {
  private key: string | null = null;

  constructor(private readonly deps: { api: MultiEanApi; ids: IdGenerator }) {}

  formChanged(): void {
    this.key = null;
  }

  /** The box as saved, or the Czech refusal of a form that cannot be sent; the server's refusal is thrown. */
  async save(form: BoxForm): Promise<{ saved: CustomProductDto } | { refusal: string }> {
    const refusal = boxRefusal(form);
    if (refusal) return { refusal };
    this.key ??= this.deps.ids.uuid();
    const body = { ean: form.ean.trim(), amount: Number(form.amount), code: form.code.trim() };
    const saved =
      form.id === null
        ? await this.deps.api.create(body, this.key)
        : await this.deps.api.update(form.id, body, this.key);
    this.key = null;
    return { saved };
  }
}
