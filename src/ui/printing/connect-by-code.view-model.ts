import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import type { PairingCode, PrintingApi } from '../../application/printing/printing-api.port';

/**
 * Connecting a shop PC without a developer (issue 24 item 9): a pairing code for the agent and the links to
 * download and install it there. The code is spent by the agent; a new one can be made at any time.
 */
export class ConnectByCodeViewModel {
  pairing: PairingCode | null = null;
  busy = false;
  error: string | null = null;

  constructor(private readonly api: Pick<PrintingApi, 'pairAgent'>) {
    makeAutoObservable<this, 'api'>(this, { pairing: observableRef, api: false }, { autoBind: true });
  }

  async codeClicked(name: string): Promise<void> {
    this.busy = true;
    this.error = null;
    try {
      const pairing = await this.api.pairAgent(name.trim() || 'Počítač s tiskárnou');
      runInAction(() => (this.pairing = pairing));
    } catch (failure) {
      runInAction(() => (this.error = describeFailure(failure)));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Until when the code holds, as the clock on the wall reads it. */
  get validUntil(): string {
    if (!this.pairing) return '';
    return new Date(this.pairing.expires_at).toLocaleTimeString('cs-CZ', { hour: '2-digit', minute: '2-digit' });
  }
}
