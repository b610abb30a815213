import { CHAOS_QUEUE_SCOPES, RULE_SCOPES } from '../../src/domain/relocation/relocation-scopes';
import { isScopePermitted } from '../../src/domain/permissions/role-permissions';
import type { Session } from '../session';

const anyOf = (scopes: readonly string[]) => (s: Session) => scopes.some((scope) => isScopePermitted(s.role, scope));

/** Relocation rules and their suggestions: sklad.pravidla_pro_presun. */
export const canUseRules = anyOf(RULE_SCOPES);

/** The chaos queue is worked by whoever may change locations (sklad.zmena_pozic). */
export const canWorkQueue = anyOf(CHAOS_QUEUE_SCOPES);
