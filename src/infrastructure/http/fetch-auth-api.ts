import type { ClientInfo, TokenResponse } from '../../application/config/config-types';
import type { AuthApi } from '../../application/ports/auth-api.port';
import type { HttpClient } from '../../application/ports/http-client.port';
import { callEndpoint } from './call-endpoint';

// The declarations carry their wire schemas (effect), which the sign-in form does not need to be drawn:
// they load with the first call, so the entry chunk stays small (bench/bundle/RESULTS.md).
const authCalls = () => import('../../api/auth.schema');
const installCalls = () => import('../../api/eshop-install.schema');

/** The sign-in service over the transport ({auth} host of SPEC 7), each call made from its declaration. */
export class FetchAuthApi implements AuthApi {
  constructor(private readonly http: HttpClient) {}

  async login(username: string, password: string, transport: 'bearer' | 'cookie'): Promise<TokenResponse> {
    const { Login } = await authCalls();
    return callEndpoint(this.http, Login, { body: { username, password, transport } });
  }

  async refresh(tokens: { accessToken: string; refreshToken: string } | null): Promise<TokenResponse> {
    const { RefreshToken } = await authCalls();
    const query = tokens ? { access_token: tokens.accessToken, refresh_token: tokens.refreshToken } : undefined;
    return callEndpoint(this.http, RefreshToken, { query, refreshesToken: true });
  }

  async clientInfo(): Promise<ClientInfo> {
    const { ReadClientInfo } = await authCalls();
    return callEndpoint(this.http, ReadClientInfo);
  }

  async setStockEshop(eshopId: number): Promise<TokenResponse> {
    const { SetStockEshop } = await authCalls();
    return callEndpoint(this.http, SetStockEshop, { query: { stock_eshop_id: String(eshopId) } });
  }

  async setPassword(token: string, password: string): Promise<{ username: string }> {
    const { SetFirstPassword } = await installCalls();
    return callEndpoint(this.http, SetFirstPassword, { body: { token, password } });
  }

  async logout(refreshToken: string | null): Promise<void> {
    const { Logout } = await authCalls();
    await callEndpoint(this.http, Logout, { body: refreshToken ? { refresh_token: refreshToken } : {} });
  }
}
