// Cookie names of the production (non-dev) sign-in; HttpOnly so scripts never see the tokens.
export const ACCESS_COOKIE = 'sklad_access';
export const REFRESH_COOKIE = 'sklad_refresh';
