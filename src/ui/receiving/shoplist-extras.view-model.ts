import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type {
  CustomStateDto,
  ProcessAnswerDto,
  ReceivingApi,
  ShoplistCommentDto,
} from '../../application/receiving/receiving-api.port';
import { ShoplistActions } from '../../application/receiving/shoplist-actions';
import { whileBusy } from '../global/while-busy';

interface Host {
  reload(): Promise<void>;
  notice(n: { intent: 'success' | 'danger'; text: string }): void;
}

/**
 * What a list offers besides receiving (R-AO-03): comments, the custom status, archiving and
 * processing with move_missing / create_extras; the work (one key per question) is `ShoplistActions`'s.
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
  private readonly actions: ShoplistActions;

  constructor(
    id: number,
    api: ReceivingApi,
    ids: IdGenerator,
    private readonly host: Host,
  ) {
    this.actions = new ShoplistActions(id, { api, ids });
    makeAutoObservable<this, 'actions' | 'host'>(
      this,
      { comments: observableRef, states: observableRef, processed: observableRef, actions: false, host: false },
      { autoBind: true },
    );
  }

  async loadSide(): Promise<void> {
    const { comments, states } = await this.actions.side();
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
    this.actions.asked();
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
    this.actions.asked();
  }
  archiveCancelled(): void {
    this.archiveOpen = false;
  }

  async commentSubmitted(): Promise<void> {
    await this.write(async () => {
      const comment = await this.actions.addComment(this.commentText);
      if (comment)
        runInAction(() => {
          this.comments = [...this.comments, comment];
          this.commentText = '';
        });
    });
  }

  statusChosen(status: number | null): Promise<void> {
    return this.write(async () => {
      await this.actions.changeStatus(status);
      await this.host.reload();
    });
  }

  archiveConfirmed(): Promise<void> {
    return this.write(async () => {
      const notice = await this.actions.archive();
      runInAction(() => (this.archiveOpen = false));
      this.host.notice({ intent: 'success', text: notice });
      await this.host.reload();
    });
  }

  processConfirmed(): Promise<void> {
    const { moveMissing, createExtras } = this;
    return this.write(async () => {
      const { answer, notice } = await this.actions.process({ moveMissing, createExtras });
      runInAction(() => {
        this.processed = answer;
        this.processOpen = false;
      });
      this.host.notice({ intent: 'success', text: notice });
      await this.host.reload();
    });
  }

  private async write(work: () => Promise<void>): Promise<void> {
    if (this.busy) return;
    await whileBusy(
      (on) => (this.busy = on),
      work,
      (e) => this.host.notice({ intent: 'danger', text: describeFailure(e) }),
    );
  }
}
