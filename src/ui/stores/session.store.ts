import { action, makeObservable, observable, runInAction } from 'mobx';
import type { AuthApi } from '../../application/ports/auth-api.port';
import type { SessionEndReason, TokenSession } from '../../application/session/token-session';
import { attempt } from '../global/load-state';

/** Signed in or not, and the sign-in / sign-out actions of the /login page and the menu. */
export class SessionStore {
  signedIn: boolean;
  signingIn = false;
  error: string | null = null;
  /** Why the last session ended, shown on the sign-in page until the next sign-in. */
  endReason: SessionEndReason | null;

  constructor(
    private readonly auth: AuthApi,
    private readonly session: TokenSession,
    private readonly transport: 'bearer' | 'cookie',
  ) {
    this.signedIn = session.isActive;
    this.endReason = session.isActive ? null : session.endReason;
    makeObservable(this, {
      signedIn: observable,
      signingIn: observable,
      error: observable,
      endReason: observable,
      signIn: action,
      markSignedOut: action,
    });
    session.onEnded(() => this.markSignedOut());
  }

  signIn(username: string, password: string): Promise<boolean> {
    return attempt(this, 'signingIn', async () => {
      const tokens = await this.auth.login(username.trim(), password, this.transport);
      this.session.save(tokens);
      this.session.forgetEndReason();
      runInAction(() => {
        this.signedIn = true;
        this.endReason = null;
      });
    });
  }

  async signOut(): Promise<void> {
    try {
      await this.auth.logout(this.session.refreshToken);
    } catch {
      // Signing out locally is what matters; the refresh token expires on the server anyway.
    }
    this.session.end();
    this.markSignedOut();
  }

  markSignedOut(): void {
    this.signedIn = false;
    this.endReason = this.session.endReason;
  }
}
