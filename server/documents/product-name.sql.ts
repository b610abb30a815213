import { sql } from 'drizzle-orm';

/**
 * A product's name with its variant ("Substrát pro pokojové rostliny – 20 l"), as the document rows,
 * their PDF and the labels name it: variants of one product differ only there. Reads `p` (products).
 */
export const productWithVariant = sql`(p.name || CASE WHEN p.variant_name <> '' THEN ' – ' || p.variant_name ELSE '' END)`;
