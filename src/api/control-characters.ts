import type { SchemaAST } from 'effect';

/**
 * Control characters in request text (issue 25 item 8). A NUL cannot be stored at all (PostgreSQL refuses
 * it: 24 endpoints answered 500), and no other one belongs in a name, a code or a note. Tab and line
 * breaks are allowed only in a field marked multi-line (`MultilineText` in fields.ts). Checked once, where
 * every request's body and query are decoded (server/decode.ts), with the field named by its title.
 */
const NEVER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const NOT_ON_ONE_LINE = /[\u0000-\u001f\u007f]/;

export const MULTILINE = 'multiline';

type Annotated = { annotations?: Record<string, unknown> | undefined };
const annotation = (ast: SchemaAST.AST | undefined, key: string): unknown =>
  (ast as Annotated | undefined)?.annotations?.[key] ??
  (ast?.checks?.at(-1) as Annotated | undefined)?.annotations?.[key];

const titleOf = (ast: SchemaAST.AST | undefined) => {
  const title = annotation(ast, 'title');
  return typeof title === 'string' ? title : undefined;
};

/** The member of a union (nullable text, a choice of shapes) that fits a value of this kind. */
function fitting(ast: SchemaAST.AST | undefined, value: unknown): SchemaAST.AST | undefined {
  if (ast?._tag !== 'Union') return ast;
  const kind = Array.isArray(value) ? 'Arrays' : typeof value === 'string' ? 'String' : 'Objects';
  const member = ast.types.find((t) => t._tag === kind) ?? ast.types.find((t) => t._tag !== 'Null');
  return fitting(member, value) ?? ast;
}

/** A Czech sentence naming the first field of `input` holding a control character it may not; else undefined. */
export function controlCharacterIn(ast: SchemaAST.AST, input: unknown): string | undefined {
  const visit = (value: unknown, node: SchemaAST.AST | undefined, label: string | undefined): string | undefined => {
    const here = fitting(node, value);
    const name = titleOf(here) ?? titleOf(node) ?? label;
    if (typeof value === 'string') {
      const bad = (annotation(here, MULTILINE) === true ? NEVER : NOT_ON_ONE_LINE).exec(value);
      return bad
        ? `${name ?? 'Údaj'} obsahuje nepovolený řídicí znak (kód ${bad[0].charCodeAt(0)}). Odstraňte jej a zkuste to znovu.`
        : undefined;
    }
    if (Array.isArray(value)) {
      const item = here?._tag === 'Arrays' ? here.rest[0] : undefined;
      for (const v of value) {
        const found = visit(v, item, name);
        if (found) return found;
      }
      return undefined;
    }
    if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (NOT_ON_ONE_LINE.test(key))
          return `${name ?? 'Požadavek'} obsahuje nepovolený řídicí znak v názvu údaje. Odstraňte jej a zkuste to znovu.`;
        const property =
          here?._tag === 'Objects' ? here.propertySignatures.find((p) => p.name === key)?.type : undefined;
        const found = visit(v, property, property ? undefined : name);
        if (found) return found;
      }
    }
    return undefined;
  };
  return visit(input, ast, undefined);
}
