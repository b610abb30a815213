import { Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { LoginFormEnd, LoginFrame } from './login-frame';
import { useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useService } from '../di/container-context';
import { SessionStore } from '../di/tokens';
import { LoginViewModel } from './login.view-model';

export const LoginView = observer(function LoginView() {
  const session = useService<SessionStore>(SessionStore);
  const [vm] = useState(() => new LoginViewModel(session));
  const [, navigate] = useLocation();
  const [params] = useSearchParams();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (await vm.submitted()) {
      const next = params.get('nextUrl') ?? '/';
      navigate(`/appLoading?nextUrl=${encodeURIComponent(next)}`, { replace: true });
    }
  };

  return (
    <LoginFrame>
      <p className="login-lead">Přihlaste se ke skladu svého e-shopu.</p>
      <form onSubmit={onSubmit} data-testid="login-form">
        <FormGroup label="Uživatelské jméno" labelFor="login-username">
          <InputGroup
            id="login-username"
            name="username"
            autoComplete="username"
            autoFocus
            large
            value={vm.username}
            onValueChange={(v) => vm.usernameChanged(v)}
          />
        </FormGroup>
        <FormGroup label="Heslo" labelFor="login-password">
          <InputGroup
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            large
            value={vm.password}
            onValueChange={(v) => vm.passwordChanged(v)}
          />
        </FormGroup>
        {!vm.error && session.endReason && session.endReason !== 'signed_out' && (
          <Callout intent={Intent.WARNING} className="login-error" role="status" data-testid="signed-out-reason">
            {session.endReason === 'expired'
              ? 'Přihlášení vypršelo a nepodařilo se ho obnovit. Přihlaste se prosím znovu.'
              : 'Server vaše přihlášení odmítl (účet nebo jeho oprávnění se mohly změnit). Přihlaste se prosím znovu.'}{' '}
            Neodeslané naskenované seznamy zůstaly uložené v tomto zařízení.
          </Callout>
        )}
        <LoginFormEnd error={vm.error} busy={vm.busy} canSubmit={vm.canSubmit} text="Přihlásit se" />
      </form>
    </LoginFrame>
  );
});
