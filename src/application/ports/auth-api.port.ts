import type { ClientInfo, TokenResponse } from '../config/config-types';

/** The central sign-in service of SPEC 7 ({auth} host). */
export interface AuthApi {
  login(username: string, password: string, transport: 'bearer' | 'cookie'): Promise<TokenResponse>;
  /** dev: tokens in the query; production: the HttpOnly cookies travel by themselves. */
  refresh(tokens: { accessToken: string; refreshToken: string } | null): Promise<TokenResponse>;
  clientInfo(): Promise<ClientInfo>;
  setStockEshop(eshopId: number): Promise<TokenResponse>;
  logout(refreshToken: string | null): Promise<void>;
  /** Sets the first password with the one-time link of a Shoptet catalogue install; answers the sign-in name. */
  setPassword(token: string, password: string): Promise<{ username: string }>;
}
export const AuthApi = Symbol.for('AuthApi');
