import { Scope, type ScopeName } from '../permissions/scopes';

/** Editing rules and reading their suggestions: sklad.pravidla_pro_presun (SPEC 2.3). */
export const RULE_SCOPES: readonly ScopeName[] = [Scope.relocationRules];

/** Working the chaos queue is a location change (SPEC 2.3: /locations/chaos_change). */
export const CHAOS_QUEUE_SCOPES: readonly ScopeName[] = [Scope.locationChange];
