import { sql } from 'drizzle-orm';

/**
 * A product's name with its variant ("Substrát pro pokojové rostliny – 20 l"), as the document rows,
 * their PDF, the suggestion cards and the labels name it: variants of one product differ only there.
 * `alias` is the products table's alias in the query.
 */
export const productWithVariant = (alias = 'p') => {
  const p = sql.raw(alias);
  return sql`(${p}.name || CASE WHEN ${p}.variant_name <> '' THEN ' – ' || ${p}.variant_name ELSE '' END)`;
};
