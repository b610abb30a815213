import { Button, Callout, Card, H3, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** The signed-out pages' card with the Sklad brand: the sign-in and the one-time set-password page. */
export function LoginFrame({ children }: { children: ReactNode }) {
  return (
    <div className="login-page">
      <Card className="login-card" elevation={2}>
        <div className="login-brand">
          <span className="login-logo" aria-hidden>
            ▣
          </span>
          <H3>Sklad</H3>
        </div>
        {children}
      </Card>
    </div>
  );
}

/** The end of a signed-out form: the refusal, if any, and the one submit button. */
export function LoginFormEnd(props: { error: string | null; busy: boolean; canSubmit: boolean; text: string }) {
  return (
    <>
      {props.error && (
        <Callout intent={Intent.DANGER} className="login-error" role="alert">
          {props.error}
        </Callout>
      )}
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        large
        fill
        loading={props.busy}
        disabled={!props.canSubmit}
        text={props.text}
      />
    </>
  );
}
