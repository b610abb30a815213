import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthApi } from '../../application/ports/auth-api.port';
import { setFirstPassword } from '../../application/session/set-first-password';

/**
 * /nastavit-heslo?t=… — the page the one-time link of a Shoptet catalogue install opens: the new admin
 * types a password twice; on success the page names their sign-in and leads to /login.
 */
export class SetPasswordViewModel {
  password = '';
  again = '';
  busy = false;
  error: string | null = null;
  /** The sign-in name once the password is set. */
  username: string | null = null;

  constructor(
    private readonly auth: AuthApi,
    readonly token: string,
  ) {
    makeAutoObservable<this, 'auth'>(this, { auth: false, token: false }, { autoBind: true });
  }

  get linkMissing(): boolean {
    return this.token === '';
  }
  get canSubmit(): boolean {
    return !this.linkMissing && this.password !== '' && this.again !== '' && !this.busy && !this.username;
  }

  passwordChanged(value: string): void {
    this.password = value;
    this.error = null;
  }
  againChanged(value: string): void {
    this.again = value;
    this.error = null;
  }

  async submitted(): Promise<void> {
    if (!this.canSubmit) return;
    this.busy = true;
    const outcome = await setFirstPassword(this.auth, this.token, this.password, this.again);
    runInAction(() => {
      this.busy = false;
      if (outcome.ok) this.username = outcome.username;
      else this.error = outcome.error;
    });
  }
}
