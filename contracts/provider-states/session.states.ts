import type { ProviderStates } from './provider-context';

/** 'signed in as <user>' for every demo user: the most common state of all. */
export const sessionStates: ProviderStates = Object.fromEntries(
  ['admin', 'skladnik', 'superadmin', 'cizi'].map((user) => [`signed in as ${user}`, (ctx) => ctx.signInAs(user)]),
);
