import { Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { LoginFormEnd, LoginFrame } from './login-frame';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'wouter';
import { AuthApi } from '../../application/ports/auth-api.port';
import { useService } from '../di/container-context';
import { SetPasswordViewModel } from './set-password.view-model';

/** The one-time link of a Shoptet catalogue install: the new admin sets their Sklad password. */
export const SetPasswordView = observer(function SetPasswordView() {
  const auth = useService<AuthApi>(AuthApi);
  const [params] = useSearchParams();
  const [vm] = useState(() => new SetPasswordViewModel(auth, params.get('t') ?? ''));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void vm.submitted();
  };

  return (
    <LoginFrame>
      {vm.username ? (
        <Callout intent={Intent.SUCCESS} role="status" data-testid="set-password-done">
          <p>
            Heslo je nastavené. Přihlašovací jméno: <strong data-testid="set-password-username">{vm.username}</strong>
          </p>
          <Link href="/login">Přejít k přihlášení</Link>
        </Callout>
      ) : vm.linkMissing ? (
        <Callout intent={Intent.DANGER} role="alert">
          Odkaz pro nastavení hesla není úplný. Otevřete ho znovu z nastavení doplňku Sklad v administraci Shoptetu.
        </Callout>
      ) : (
        <form onSubmit={onSubmit} data-testid="set-password-form">
          <p className="login-lead">Nastavte si heslo pro přihlášení do Skladu.</p>
          <FormGroup label="Nové heslo" labelFor="set-password-new" helperText="Alespoň 8 znaků.">
            <InputGroup
              id="set-password-new"
              type="password"
              autoComplete="new-password"
              autoFocus
              large
              value={vm.password}
              onValueChange={(v) => vm.passwordChanged(v)}
            />
          </FormGroup>
          <FormGroup label="Heslo znovu" labelFor="set-password-again">
            <InputGroup
              id="set-password-again"
              type="password"
              autoComplete="new-password"
              large
              value={vm.again}
              onValueChange={(v) => vm.againChanged(v)}
            />
          </FormGroup>
          <LoginFormEnd error={vm.error} busy={vm.busy} canSubmit={vm.canSubmit} text="Nastavit heslo" />
        </form>
      )}
    </LoginFrame>
  );
});
