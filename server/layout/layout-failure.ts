import { describeLayoutProblem, type LayoutProblem } from '../../src/domain/layout/layout-problem';
import { type Failure, badInput, refused as refusal } from '../failures';
import { pgErrorCode } from '../db/transaction';

/** A refused layout change: 400 with the Czech sentence and the problem as data for the app. */
export const refused = (problem: LayoutProblem) => refusal(describeLayoutProblem(problem), { problem });

/**
 * The database has the last word on uniqueness (two people creating A-01-1 at once): its unique
 * violation becomes the same 400 as the pre-check would give, never a 500.
 */
export function translateConstraint(error: unknown, onUnique: () => Failure): unknown {
  const code = pgErrorCode(error);
  if (code === '23505') return onUnique();
  if (code === '23503') return badInput('Záznam nelze změnit, odkazují na něj jiná data skladu. Nic nebylo změněno.');
  return error;
}
