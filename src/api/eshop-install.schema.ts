import { Schema } from 'effect';
import { Scope } from '../domain/permissions/scopes';
import { onHost, sklad, type ApiEndpoint } from './endpoint';
import { Text } from './fields';

// Connecting a Sklad e-shop to Shoptet (issue 28): the add-on install started from the settings, and
// the premium private API token pasted instead. The install callback and the webhooks are Shoptet's
// calls (/api/shoptet/…, outside the three hosts: no Sklad sign-in, a code or a signature instead).

export const ConnectShoptetAnswer = Schema.Struct({
  /** Where the browser goes: Shoptet's authorisation, which returns to the install callback with `state`. */
  url: Schema.String,
});

export const PrivateTokenBody = Schema.Struct({
  token: Text('Privátní API token', 300, 20),
});

export const SetupPasswordBody = Schema.Struct({
  token: Text('Odkaz', 200, 10),
  password: Text('Heslo', 200, 8),
});

export const SetPasswordAnswer = Schema.Struct({
  /** The sign-in name whose password was set. */
  username: Schema.String,
});

export const ConnectShoptet = sklad(
  'POST',
  '/eshop_sync/connect/',
  'Začne propojení e-shopu se Shoptetem (doplněk)',
  [Scope.settings],
  { response: ConnectShoptetAnswer },
);
export const ConnectPrivateToken = sklad(
  'POST',
  '/eshop_sync/private_token/',
  'Propojí e-shop privátním API tokenem Shoptetu',
  [Scope.settings],
  { body: PrivateTokenBody, response: Schema.Struct({ connected: Schema.Literal(true) }) },
);
/** On the sign-in host: the one-time link of a catalogue install sets the first password (no session yet). */
export const SetFirstPassword = onHost('auth')(
  'POST',
  '/set_password/',
  'Nastaví první heslo jednorázovým odkazem z instalace doplňku',
  { body: SetupPasswordBody, response: SetPasswordAnswer },
);

export const eshopInstallEndpoints: ApiEndpoint[] = [ConnectShoptet, ConnectPrivateToken, SetFirstPassword];
