// Tokens of the app-wide stores. Each is a Symbol named after the type it resolves to, and the type is
// exported under the same name, so `useService<SessionStore>(SessionStore)` needs one import (the
// convention of the port tokens beside their interfaces in src/application).
import type { TokenSession as TokenSessionClass } from '../../application/session/token-session';
import type { AppConfigStore as AppConfigStoreClass } from '../stores/app-config.store';
import type { SessionStore as SessionStoreClass } from '../stores/session.store';

export type SessionStore = SessionStoreClass;
export const SessionStore = Symbol.for('SessionStore');

export type AppConfigStore = AppConfigStoreClass;
export const AppConfigStore = Symbol.for('AppConfigStore');

/** 'bearer' on dev hosts, 'cookie' elsewhere. */
export type TransportMode = 'bearer' | 'cookie';
export const TransportMode = Symbol.for('TransportMode');

export type TokenSession = TokenSessionClass;
export const TokenSession = Symbol.for('TokenSession');
