import { Card, H3 } from '@blueprintjs/core';
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
