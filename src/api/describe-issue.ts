import type { SchemaAST, SchemaIssue } from 'effect';
import { countCs } from '../domain/text/czech-plural';

/**
 * A schema failure as one Czech sentence for a person: the field is named by its `title`
 * annotation (src/api/fields.ts), a list item by its line, never by its JSON key. Reads effect's
 * structured issue tree (the first failure found), not its English message text.
 */
export function describeIssue(issue: SchemaIssue.Issue): string {
  return describe(issue, { label: undefined, line: undefined, ast: undefined, root: true });
}

interface Where {
  label: string | undefined;
  /** 1-based position in the innermost list. */
  line: number | undefined;
  /** The schema being decoded where the issue sits. */
  ast: SchemaAST.AST | undefined;
  /** Still at the request itself, not inside one of its fields. */
  root: boolean;
}

type Annotated = { annotations?: Record<string, unknown> | undefined };

const titleOf = (node: Annotated | undefined): string | undefined => {
  const title = node?.annotations?.title;
  return typeof title === 'string' ? title : undefined;
};

/** The label of a schema: its own title, or the title its last check carries (`.annotate` on a checked schema). */
function labelOf(ast: SchemaAST.AST | undefined): string | undefined {
  if (!ast) return undefined;
  return titleOf(ast) ?? titleOf(ast.checks?.at(-1) as Annotated | undefined);
}

function subject(where: Where): string {
  const label = where.label ?? (where.root ? 'Požadavek' : 'Údaj');
  return where.line === undefined ? label : `${label} (položka ${where.line})`;
}

/** Where the issue sits, named by the field's label or else by the failing schema's own. */
const named = (where: Where, ast: SchemaAST.AST): Where => ({ ...where, label: where.label ?? labelOf(ast) });

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function describe(issue: SchemaIssue.Issue, where: Where): string {
  switch (issue._tag) {
    case 'Composite':
      return describe(issue.issues[0], { ...named(where, issue.ast), ast: issue.ast });
    case 'Encoding':
      return describe(issue.issue, { ...where, ast: issue.ast });
    case 'Pointer':
      return describe(issue.issue, follow(issue.path, where));
    case 'MissingKey':
      return `Chybí ${lowerFirst(subject(where))}.`;
    case 'UnexpectedKey':
      return `${subject(where)}: požadavek obsahuje nepovolený údaj.`;
    case 'InvalidType':
      return `${subject(named(where, issue.ast))} musí být ${expected(issue.ast)}.`;
    case 'AnyOf': {
      // A member whose type fitted but whose content did not (an object of a nullable struct) says more.
      const fitted = issue.issues.filter((i) => i._tag !== 'InvalidType');
      if (fitted.length === 1) return describe(fitted[0], named(where, issue.ast));
      return `${subject(named(where, issue.ast))} musí být ${expected(issue.ast)}.`;
    }
    case 'Filter':
      return `${subject({ ...where, label: where.label ?? titleOf(issue.filter as Annotated) })} ${constraint(issue.filter, where.ast)}.`;
    default:
      return `${subject(where)} má neplatnou hodnotu.`;
  }
}

/** Steps into a struct's property (taking its label) or a list's item (taking its line). */
function follow(path: ReadonlyArray<PropertyKey>, where: Where): Where {
  let next = where;
  for (const key of path) {
    if (typeof key === 'number') {
      const item = next.ast?._tag === 'Arrays' ? next.ast.rest[0] : undefined;
      next = { ...next, line: key + 1, ast: item, label: labelOf(item) ?? next.label, root: false };
      continue;
    }
    const property = next.ast?._tag === 'Objects' ? next.ast.propertySignatures.find((p) => p.name === key) : undefined;
    next = { ...next, label: labelOf(property?.type), ast: property?.type, root: false };
  }
  return next;
}

function expected(ast: SchemaAST.AST, inUnion = false): string {
  switch (ast._tag) {
    case 'String':
      return 'text';
    case 'Number':
      return 'číslo';
    case 'Boolean':
      return inUnion ? 'ano/ne' : 'ano, nebo ne';
    case 'Null':
      return 'prázdná hodnota';
    case 'Arrays':
      return 'seznam';
    case 'Objects':
      return 'objekt s údaji';
    case 'Literal':
      return `„${String(ast.literal)}“`;
    case 'Union': {
      if (ast.types.every((t) => t._tag === 'Literal'))
        return `jedna z hodnot ${ast.types.map((t) => `„${String((t as SchemaAST.Literal).literal)}“`).join(', ')}`;
      return [...new Set(ast.types.map((t) => expected(t, true)))].join(' nebo ');
    }
    default:
      return 'platná hodnota';
  }
}

const pieces = (n: number) => countCs(n, 'znak', 'znaky', 'znaků');
const items = (n: number) => countCs(n, 'položku', 'položky', 'položek');

/** How effect describes a built-in check as data: `effect/schema/isMaxLength` with `{ maxLength }`. */
interface Representation {
  id?: string;
  payload?: Record<string, unknown> | null;
}

/** A failed check in words, from its structured description, whatever its English text. */
function constraint(filter: SchemaAST.Filter<unknown>, on: SchemaAST.AST | undefined): string {
  const representation = (filter.annotations as { representation?: Representation } | undefined)?.representation;
  const payload = representation?.payload ?? {};
  const list = on?._tag === 'Arrays';
  const value = (key: string) => Number(payload[key]);
  switch (representation?.id?.replace('effect/schema/', '')) {
    case 'isMaxLength':
      return list
        ? `smí obsahovat nejvýše ${items(value('maxLength'))}`
        : `smí mít nejvýše ${pieces(value('maxLength'))}`;
    case 'isMinLength':
      return list
        ? `musí obsahovat alespoň ${items(value('minLength'))}`
        : `musí mít alespoň ${pieces(value('minLength'))}`;
    case 'isGreaterThan':
      return `musí být větší než ${value('exclusiveMinimum')}`;
    case 'isGreaterThanOrEqualTo':
      return `musí být alespoň ${value('minimum')}`;
    case 'isLessThan':
      return `musí být menší než ${value('exclusiveMaximum')}`;
    case 'isLessThanOrEqualTo':
      return `smí být nejvýše ${value('maximum')}`;
    case 'isInt':
      return 'musí být celé číslo';
    case 'isFinite':
      return 'musí být konečné číslo';
    default:
      return 'má neplatnou hodnotu';
  }
}
