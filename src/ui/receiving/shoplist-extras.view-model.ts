import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type {
  CustomStateDto,
  ProcessAnswerDto,
  ReceivingApi,
  ShoplistCommentDto,
} from '../../application/receiving/receiving-api.port';

interface Host {
  reload(): Promise<void>;
  notice(n: { intent: 'success' | 'danger'; text: string }): void;
}

/**
 * What a list offers besides receiving (R-AO-03): comments, the custom status, archiving and
 * processing with move_missing / create_extras. Each dialog opening gets one idempotency key, so
 * pressing "Zpracovat" again after a lost answer never processes twice.
 */
export class ShoplistExtrasViewModel {
  comments: readonly ShoplistCommentDto[] = [];
  states: readonly CustomStateDto[] = [];
  commentText = '';
  processOpen = false;
  moveMissing = true;
  createExtras = false;
  archiveOpen = false;
  busy = false;
  processed: ProcessAnswerDto | null = null;
  private key: string | null = null;

  constructor(
    private readonly id: number,
    private readonly api: ReceivingApi,
    private readonly ids: IdGenerator,
    private readonly host: Host,
  ) {
    makeObservable(this, {
      comments: observableRef,
      states: observableRef,
      commentText: observable,
      processOpen: observable,
      moveMissing: observable,
      createExtras: observable,
      archiveOpen: observable,
      busy: observable,
      processed: observableRef,
      commentTyped: action,
      processClicked: action,
      processCancelled: action,
      optionsChanged: action,
      archiveClicked: action,
      archiveCancelled: action,
    });
  }

  async loadSide(): Promise<void> {
    const [comments, states] = await Promise.all([
      this.api.comments(this.id).catch(() => [] as ShoplistCommentDto[]),
      this.api.customStates().catch(() => [] as CustomStateDto[]),
    ]);
    runInAction(() => {
      this.comments = comments;
      this.states = states;
    });
  }

  commentTyped(text: string): void {
    this.commentText = text;
  }
  processClicked(): void {
    this.processOpen = true;
    this.key = this.ids.uuid();
  }
  processCancelled(): void {
    this.processOpen = false;
  }
  optionsChanged(change: { moveMissing?: boolean; createExtras?: boolean }): void {
    this.moveMissing = change.moveMissing ?? this.moveMissing;
    this.createExtras = change.createExtras ?? this.createExtras;
  }
  archiveClicked(): void {
    this.archiveOpen = true;
    this.key = this.ids.uuid();
  }
  archiveCancelled(): void {
    this.archiveOpen = false;
  }

  async commentSubmitted(): Promise<void> {
    const body = this.commentText.trim();
    if (!body) return;
    await this.write(async () => {
      const comment = await this.api.addComment(this.id, body, this.ids.uuid());
      runInAction(() => {
        this.comments = [...this.comments, comment];
        this.commentText = '';
      });
    });
  }

  async statusChosen(status: number | null): Promise<void> {
    await this.write(async () => {
      await this.api.changeStatus(this.id, status, this.ids.uuid());
      await this.host.reload();
    });
  }

  async archiveConfirmed(): Promise<void> {
    const key = this.key ?? this.ids.uuid();
    await this.write(async () => {
      await this.api.archive(this.id, key);
      runInAction(() => {
        this.archiveOpen = false;
      });
      this.host.notice({ intent: 'success', text: 'Seznam byl archivován.' });
      await this.host.reload();
    });
  }

  async processConfirmed(): Promise<void> {
    const key = this.key ?? this.ids.uuid();
    await this.write(async () => {
      const answer = await this.api.process(
        this.id,
        { move_missing: this.moveMissing, create_extras: this.createExtras },
        key,
      );
      runInAction(() => {
        this.processed = answer;
        this.processOpen = false;
      });
      this.host.notice({
        intent: 'success',
        text: answer.backorder_id
          ? 'Seznam je zpracován; chybějící kusy přešly do doobjednávky.'
          : 'Seznam je zpracován.',
      });
      await this.host.reload();
    });
  }

  private async write(work: () => Promise<void>): Promise<void> {
    if (this.busy) return;
    runInAction(() => {
      this.busy = true;
    });
    try {
      await work();
    } catch (e) {
      this.host.notice({ intent: 'danger', text: describeFailure(e) });
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
