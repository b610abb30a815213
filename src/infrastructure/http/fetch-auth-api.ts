import type { ClientInfo, TokenResponse } from '../../application/config/config-types';
import type { AuthApi } from '../../application/ports/auth-api.port';
import type { HttpClient } from '../../application/ports/http-client.port';

/** The sign-in service over the transport ({auth} host of SPEC 7). */
export class FetchAuthApi implements AuthApi {
  constructor(private readonly http: HttpClient) {}

  login(username: string, password: string, transport: 'bearer' | 'cookie'): Promise<TokenResponse> {
    return this.http.request({
      host: 'auth',
      method: 'POST',
      path: '/login/',
      body: { username, password, transport },
    });
  }

  refresh(tokens: { accessToken: string; refreshToken: string } | null): Promise<TokenResponse> {
    const query = tokens ? { access_token: tokens.accessToken, refresh_token: tokens.refreshToken } : undefined;
    return this.http.request({ host: 'auth', method: 'GET', path: '/refresh-token/', query, refreshesToken: true });
  }

  clientInfo(): Promise<ClientInfo> {
    return this.http.request({ host: 'auth', method: 'GET', path: '/client_info/' });
  }

  setStockEshop(eshopId: number): Promise<TokenResponse> {
    return this.http.request({
      host: 'auth',
      method: 'GET',
      path: '/set_stock_eshop/',
      query: { stock_eshop_id: eshopId },
    });
  }

  setPassword(token: string, password: string): Promise<{ username: string }> {
    return this.http.request({ host: 'auth', method: 'POST', path: '/set_password/', body: { token, password } });
  }

  async logout(refreshToken: string | null): Promise<void> {
    await this.http.request({
      host: 'auth',
      method: 'POST',
      path: '/logout/',
      body: refreshToken ? { refresh_token: refreshToken } : {},
    });
  }
}
