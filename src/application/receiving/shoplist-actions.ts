import type { IdGenerator } from '../ports/id-generator.port';
import type {
  CustomStateDto,
  ProcessAnswerDto,
  ReceivingApi,
  ShoplistCommentDto,
  ShoplistFilter,
  ShoplistSummaryDto,
} from './receiving-api.port';

/** The custom statuses to choose from; none when they cannot be fetched (the lists still show). */
export function customStatesOrNone(api: Pick<ReceivingApi, 'customStates'>): Promise<CustomStateDto[]> {
  return api.customStates().catch(() => []);
}

/** The lists to show: the search's answer when something was typed (a number, name, supplier, code or EAN), else the filter's. */
export function shoplistsFound(
  api: Pick<ReceivingApi, 'shoplists' | 'search'>,
  filter: ShoplistFilter,
  query: string,
): { searching: boolean; lists: () => Promise<ShoplistSummaryDto[]> } {
  const q = query.trim();
  return q ? { searching: true, lists: () => api.search(q) } : { searching: false, lists: () => api.shoplists(filter) };
}

interface ProcessOptions {
  moveMissing: boolean;
  createExtras: boolean;
}

/**
 * What a shopping list offers besides receiving (R-AO-03): comments, the custom status, archiving and
 * processing with move_missing / create_extras. Archiving and processing are asked about first: each question
 * gets one idempotency key, so confirming again after a lost answer never archives or processes twice. A write
 * answers the Czech notice of what happened; a refusal throws.
 */
export class ShoplistActions {
  private key: string | null = null;

  constructor(
    readonly shoplistId: number,
    private readonly ports: { api: ReceivingApi; ids: IdGenerator },
  ) {}

  async side(): Promise<{ comments: ShoplistCommentDto[]; states: CustomStateDto[] }> {
    const [comments, states] = await Promise.all([
      this.ports.api.comments(this.shoplistId).catch(() => [] as ShoplistCommentDto[]),
      customStatesOrNone(this.ports.api),
    ]);
    return { comments, states };
  }

  /** The question before archiving or processing was opened: its confirmations share one key. */
  asked(): void {
    this.key = this.ports.ids.uuid();
  }

  /** Adds the comment (trimmed); null when there was nothing to send. */
  async addComment(text: string): Promise<ShoplistCommentDto | null> {
    const body = text.trim();
    return body ? this.ports.api.addComment(this.shoplistId, body, this.ports.ids.uuid()) : null;
  }

  async changeStatus(status: number | null): Promise<void> {
    await this.ports.api.changeStatus(this.shoplistId, status, this.ports.ids.uuid());
  }

  async archive(): Promise<string> {
    await this.ports.api.archive(this.shoplistId, this.questionKey());
    return 'Seznam byl archivován.';
  }

  async process(options: ProcessOptions): Promise<{ answer: ProcessAnswerDto; notice: string }> {
    const answer = await this.ports.api.process(
      this.shoplistId,
      { move_missing: options.moveMissing, create_extras: options.createExtras },
      this.questionKey(),
    );
    const notice = answer.backorder_id
      ? 'Seznam je zpracován; chybějící kusy přešly do doobjednávky.'
      : 'Seznam je zpracován.';
    return { answer, notice };
  }

  private questionKey(): string {
    return (this.key ??= this.ports.ids.uuid());
  }
}
