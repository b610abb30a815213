import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../../application/errors';
import type { AuthApi } from '../../application/ports/auth-api.port';
import { SetPasswordViewModel } from './set-password.view-model';

// The one-time set-password page of a Shoptet catalogue install (docs/decisions/eshop-sync.md).
function authAnswering(answer: () => Promise<{ username: string }>): { auth: AuthApi; calls: string[][] } {
  const calls: string[][] = [];
  const auth = {
    setPassword: (token: string, password: string) => {
      calls.push([token, password]);
      return answer();
    },
  } as unknown as AuthApi;
  return { auth, calls };
}

describe('SetPasswordViewModel', () => {
  it('sends nothing while the password is short or the two differ, and says why in Czech', async () => {
    const { auth, calls } = authAnswering(async () => ({ username: 'x' }));
    const vm = new SetPasswordViewModel(auth, 'tok');
    vm.passwordChanged('kratke');
    vm.againChanged('kratke');
    await vm.submitted();
    expect(vm.error).toBe('Heslo musí mít alespoň 8 znaků.');
    vm.passwordChanged('nove-heslo-123');
    vm.againChanged('nove-heslo-124');
    await vm.submitted();
    expect(vm.error).toBe('Hesla se neshodují.');
    expect(calls).toEqual([]);
  });

  it("sets the password with the link's token and names the sign-in", async () => {
    const { auth, calls } = authAnswering(async () => ({ username: 'majitel@obchod.cz' }));
    const vm = new SetPasswordViewModel(auth, 'tok');
    vm.passwordChanged('nove-heslo-123');
    vm.againChanged('nove-heslo-123');
    await vm.submitted();
    expect(calls).toEqual([['tok', 'nove-heslo-123']]);
    expect(vm.username).toBe('majitel@obchod.cz');
    expect(vm.canSubmit).toBe(false);
  });

  it("shows the server's Czech detail for a used link, and a link without a token cannot be sent", async () => {
    const detail = 'Odkaz pro nastavení hesla je neplatný, vypršel nebo už byl použit.';
    const { auth } = authAnswering(() => Promise.reject(new HttpFailure({ status: 400, payload: { detail } })));
    const vm = new SetPasswordViewModel(auth, 'tok');
    vm.passwordChanged('nove-heslo-123');
    vm.againChanged('nove-heslo-123');
    await vm.submitted();
    expect(vm.error).toBe(detail);
    expect(vm.username).toBeNull();
    expect(new SetPasswordViewModel(auth, '').linkMissing).toBe(true);
  });
});
