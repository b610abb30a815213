import { Result, Schema, type SchemaIssue } from 'effect';
import { controlCharacterIn } from '../src/api/control-characters';
import { describeIssue } from '../src/api/describe-issue';
import { badInput } from './failures';

/** effect's failure carries the structured issue tree; describeIssue reads it (never its English text). */
export function describeSchemaError(error: unknown): string {
  const issue = (error as { issue?: SchemaIssue.Issue } | null)?.issue;
  return issue ? describeIssue(issue) : 'Požadavek nemá platný tvar.';
}

/** Decodes input with a wire schema, or fails with a 400 whose detail a person can read. */
export function decodeOr400<S extends Schema.Top>(schema: S, input: unknown): S['Type'] {
  // Every body and query passes here: the one place a control character in any text field is refused.
  const control = controlCharacterIn(schema.ast, input);
  if (control) throw badInput(control);
  const result = Schema.decodeUnknownResult(schema as never)(input) as Result.Result<S['Type'], unknown>;
  if (Result.isFailure(result)) throw badInput(describeSchemaError(result.failure));
  return result.success;
}
