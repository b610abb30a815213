import { isScopePermitted } from '../../src/domain/permissions/role-permissions';
import { Scope } from '../../src/domain/permissions/scopes';
import type { Session } from '../session';

/** The /exports screen's scope admits every export and import (see docs/decisions/exports.md). */
export const canExportImport = (s: Session) => isScopePermitted(s.role, Scope.exportImport);
