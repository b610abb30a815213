import { describeFailure } from '../errors';
import type { IdGenerator } from '../ports/id-generator.port';
import type { CustomProductDto, MultiEanApi } from './multiean-api.port';
import { SaveBox, type BoxForm } from './save-box';

/** What a save or a delete of a box came to: the notice to show, or the Czech reason it did not happen. */
export type BoxOutcome = { notice: string } | { failure: string };

/**
 * Editing the multi-EAN boxes (SPEC 7 "Multi-EAN products"): a save (refused before sending, or by the server:
 * 'EAN {ean} již existuje') and a delete, each turned into the notice or the refusal the screen shows.
 */
export class BoxEditing {
  private readonly boxes: SaveBox;

  constructor(private readonly deps: { api: MultiEanApi; ids: IdGenerator }) {
    this.boxes = new SaveBox(deps);
  }

  /** The form of an existing box, or an empty one for a new box. */
  formOf(item?: CustomProductDto): BoxForm {
    this.boxes.formChanged();
    return item
      ? { id: item.id, ean: item.ean, amount: String(item.amount), code: item.code }
      : { id: null, ean: '', amount: '', code: '' };
  }

  /** The form was typed into: a save from now on is a new request. */
  formChanged(): void {
    this.boxes.formChanged();
  }

  async save(form: BoxForm): Promise<BoxOutcome> {
    try {
      const answer = await this.boxes.save(form);
      if ('refusal' in answer) return { failure: answer.refusal };
      const { saved } = answer;
      return { notice: `Balení ${saved.ean} (${saved.amount} ks produktu ${saved.code}) uloženo.` };
    } catch (e) {
      return { failure: describeFailure(e) };
    }
  }

  async remove(box: CustomProductDto): Promise<BoxOutcome> {
    try {
      await this.deps.api.remove(box.id, this.deps.ids.uuid());
      return { notice: `Balení ${box.ean} smazáno.` };
    } catch (e) {
      return { failure: describeFailure(e) };
    }
  }
}
