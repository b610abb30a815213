import { action, makeObservable, observable, runInAction } from 'mobx';
import type { AuthApi } from '../../application/ports/auth-api.port';
import type { SessionEndReason, TokenSession } from '../../application/session/token-session';
import { describeFailure } from '../../application/errors';

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

  async signIn(username: string, password: string): Promise<boolean> {
    this.signingIn = true;
    this.error = null;
    try {
      const tokens = await this.auth.login(username.trim(), password, this.transport);
      this.session.save(tokens);
      this.session.forgetEndReason();
      runInAction(() => {
        this.signedIn = true;
        this.endReason = null;
      });
      return true;
    } catch (e) {
      runInAction(() => {
        this.error = describeFailure(e);
      });
      return false;
    } finally {
      runInAction(() => {
        this.signingIn = false;
      });
    }
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
