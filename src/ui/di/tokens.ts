// Tokens of the UI-level singletons (stores). Port tokens live beside their ports in src/application/ports.
export const SessionStoreToken = Symbol.for('SessionStore');
export const AppConfigStoreToken = Symbol.for('AppConfigStore');
/** 'bearer' on dev hosts, 'cookie' elsewhere. */
export const TransportModeToken = Symbol.for('TransportMode');
export const TokenSessionToken = Symbol.for('TokenSession');
