import { Result, Schema, SchemaIssue } from 'effect';
import { describe, expect, it } from 'vitest';
import { LoginBody } from './auth.schema';
import { describeIssue } from './describe-issue';
import { CommonSettingsBody, MultieanDelimitersBody, PrintSettingsBody } from './eshop.schema';
import { API_ENDPOINTS } from './endpoints';
import { StockInBody } from './stock.schema';

const detail = (schema: Schema.Top, input: unknown) => {
  const result = Schema.decodeUnknownResult(schema as never)(input) as Result.Result<
    unknown,
    { issue: SchemaIssue.Issue }
  >;
  if (Result.isSuccess(result)) throw new Error('expected a failure');
  return describeIssue(result.failure.issue);
};

const line = (over: Record<string, unknown>) => ({ code: 'A', amount: 1, ...over });

describe('a schema failure in Czech for a person (R-HTTP-03)', () => {
  it('names the field by its label, never by its JSON key', () => {
    expect(detail(LoginBody, { password: 'x' })).toBe('Chybí uživatelské jméno.');
    expect(detail(LoginBody, { username: 5, password: 'x' })).toBe('Uživatelské jméno musí být text.');
    expect(detail(LoginBody, { username: 'a', password: 'x', transport: 'pigeon' })).toBe(
      'Způsob přihlášení musí být jedna z hodnot „bearer“, „cookie“.',
    );
    expect(detail(LoginBody, 'x')).toBe('Požadavek musí být objekt s údaji.');
    expect(detail(CommonSettingsBody, [1, 2])).toBe('Společná nastavení musí být objekt s údaji.');
  });

  it('says which check failed, in words, for texts, lists and numbers', () => {
    expect(detail(MultieanDelimitersBody, { delimiters: '*', num: 1 })).toBe('Oddělovače musí být seznam.');
    expect(detail(MultieanDelimitersBody, { delimiters: ['*'], num: 1.5 })).toBe(
      'Pořadí čísla s počtem kusů v kódu musí být celé číslo.',
    );
    expect(detail(MultieanDelimitersBody, { delimiters: ['**'], num: 1 })).toBe(
      'Oddělovač (položka 1) smí mít nejvýše 1 znak.',
    );
    expect(detail(MultieanDelimitersBody, { delimiters: ['*'], num: 0 })).toBe(
      'Pořadí čísla s počtem kusů v kódu musí být alespoň 1.',
    );
    expect(detail(StockInBody, { products: [], location_name: 'A' })).toBe(
      'Produkty musí obsahovat alespoň 1 položku.',
    );
    expect(detail(StockInBody, { products: [line({ code: 'x'.repeat(101) })], location_name: 'A' })).toBe(
      'Kód produktu (položka 1) smí mít nejvýše 100 znaků.',
    );
  });

  it('looks into the member of a nullable field whose type fitted', () => {
    expect(detail(PrintSettingsBody, { manual: { printer: 5 } })).toBe(
      'Tiskárna pro ruční tisk musí být text nebo prázdná hodnota.',
    );
    expect(detail(StockInBody, { products: [line({}), line({ sarze_id: -1 })], location_name: 'A' })).toBe(
      'Šarže (položka 2) musí být větší než 0.',
    );
    expect(detail(StockInBody, { products: [line({ new_sarze: { name: 5 } })], location_name: 'A' })).toBe(
      'Název šarže (položka 1) musí být text.',
    );
  });

  it('every field of every request schema carries a Czech label', () => {
    const unlabelled: string[] = [];
    const visit = (ast: any, where: string): void => {
      if (ast._tag === 'Objects')
        for (const p of ast.propertySignatures) {
          const type = p.type;
          const title = type.annotations?.title ?? type.checks?.at(-1)?.annotations?.title;
          if (typeof title !== 'string') unlabelled.push(`${where}.${String(p.name)}`);
          visit(type, `${where}.${String(p.name)}`);
        }
      if (ast._tag === 'Arrays') for (const item of ast.rest) visit(item, `${where}[]`);
      if (ast._tag === 'Union') for (const member of ast.types) visit(member, where);
    };
    for (const e of API_ENDPOINTS) {
      if (e.body) visit(e.body.ast, `${e.method} ${e.path} body`);
      if (e.query) visit(e.query.ast, `${e.method} ${e.path} query`);
    }
    expect(unlabelled).toEqual([]);
  });
});
