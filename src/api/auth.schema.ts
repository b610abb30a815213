import { Schema } from 'effect';
import { ClientInfo, TokenResponse } from './config-answers';
import { onHost, type ApiEndpoint } from './endpoint';
import { Text, labelled } from './fields';

// The sign-in host (SPEC 7 "Authentication").

export const LoginBody = Schema.Struct({
  username: Text('Uživatelské jméno', 100, 1),
  password: Text('Heslo', 200),
  /** bearer: tokens in the answer (dev hosts); cookie: HttpOnly cookies only (production). */
  transport: Schema.optionalKey(labelled(Schema.Literals(['bearer', 'cookie']), 'Způsob přihlášení')),
});

export const RefreshQuery = Schema.Struct({
  access_token: Schema.optionalKey(labelled(Schema.String, 'Přístupový token')),
  refresh_token: Schema.optionalKey(labelled(Schema.String, 'Obnovovací token')),
});

export const LogoutBody = Schema.Struct({
  refresh_token: Schema.optionalKey(labelled(Schema.String, 'Obnovovací token')),
});

export const SetStockQuery = Schema.Struct({ stock_eshop_id: labelled(Schema.String, 'Sklad') });

const LoggedOut = Schema.Struct({ ok: Schema.Literal(true) });

const auth = onHost('auth');

export const Login = auth('POST', '/login/', 'Přihlášení jménem a heslem', {
  body: LoginBody,
  response: TokenResponse,
});
export const RefreshToken = auth('GET', '/refresh-token/', 'Obnovení přístupového tokenu', {
  query: RefreshQuery,
  response: TokenResponse,
});
export const Logout = auth('POST', '/logout/', 'Odhlášení', { body: LogoutBody, response: LoggedOut });
export const ReadClientInfo = auth('GET', '/client_info/', 'Přihlášený uživatel', {
  scopes: [],
  response: ClientInfo,
});
export const SetStockEshop = auth('GET', '/set_stock_eshop/', 'Přepnutí skladu (e-shopu)', {
  query: SetStockQuery,
  scopes: [],
  response: TokenResponse,
});

export const authEndpoints: readonly ApiEndpoint[] = [Login, RefreshToken, Logout, ReadClientInfo, SetStockEshop];
