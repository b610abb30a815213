import { makeAutoObservable } from 'mobx';
import type { SessionStore } from '../stores/session.store';

/** The /login form: what the user typed and what happened when they pressed "Přihlásit se". */
export class LoginViewModel {
  username = '';
  password = '';

  constructor(private readonly session: SessionStore) {
    makeAutoObservable<this, 'session'>(this, { session: false }, { autoBind: true });
  }

  get error(): string | null {
    return this.session.error;
  }
  get busy(): boolean {
    return this.session.signingIn;
  }
  get canSubmit(): boolean {
    return this.username.trim() !== '' && this.password !== '' && !this.busy;
  }

  usernameChanged(value: string): void {
    this.username = value;
  }
  passwordChanged(value: string): void {
    this.password = value;
  }

  /** Resolves true when signed in; the view then continues to /appLoading. */
  submitted(): Promise<boolean> {
    if (!this.canSubmit) return Promise.resolve(false);
    return this.session.signIn(this.username, this.password);
  }
}
