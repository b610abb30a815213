import { Login, Logout, ReadClientInfo, RefreshToken, SetStockEshop } from '../../api/auth.schema';
import { SetFirstPassword } from '../../api/eshop-install.schema';
import type { ClientInfo, TokenResponse } from '../../application/config/config-types';
import type { AuthApi } from '../../application/ports/auth-api.port';
import type { HttpClient } from '../../application/ports/http-client.port';
import { callEndpoint, endpointRequest } from './call-endpoint';

/** The sign-in service over the transport ({auth} host of SPEC 7), each call made from its declaration. */
export class FetchAuthApi implements AuthApi {
  constructor(private readonly http: HttpClient) {}

  login(username: string, password: string, transport: 'bearer' | 'cookie'): Promise<TokenResponse> {
    return callEndpoint(this.http, Login, { body: { username, password, transport } });
  }

  refresh(tokens: { accessToken: string; refreshToken: string } | null): Promise<TokenResponse> {
    const query = tokens ? { access_token: tokens.accessToken, refresh_token: tokens.refreshToken } : undefined;
    return this.http.request({ ...endpointRequest(RefreshToken, { query }), refreshesToken: true });
  }

  clientInfo(): Promise<ClientInfo> {
    return callEndpoint(this.http, ReadClientInfo);
  }

  setStockEshop(eshopId: number): Promise<TokenResponse> {
    return callEndpoint(this.http, SetStockEshop, { query: { stock_eshop_id: String(eshopId) } });
  }

  setPassword(token: string, password: string): Promise<{ username: string }> {
    return callEndpoint(this.http, SetFirstPassword, { body: { token, password } });
  }

  async logout(refreshToken: string | null): Promise<void> {
    await callEndpoint(this.http, Logout, { body: refreshToken ? { refresh_token: refreshToken } : {} });
  }
}
