import type { Context } from 'hono';
import { ReportPageQuery } from '../../src/api/stock.schema';
import { badInput } from '../failures';
import { REPORT_PAGE_LIMIT, type Paged, type ReportPage } from '../ledger/stock-reports.query';
import { queryParams } from './validate';

/** `?offset=&limit=` of a report: whole numbers, the limit at most REPORT_PAGE_LIMIT (also the default). */
export function reportPage(c: Context): ReportPage {
  const query = queryParams(c, ReportPageQuery);
  const number = (value: string | undefined, fallback: number, what: string) => {
    if (value === undefined) return fallback;
    if (!/^\d{1,9}$/.test(value)) throw badInput(`${what} musí být celé nezáporné číslo.`);
    return Number(value);
  };
  const offset = number(query.offset, 0, 'Posun (offset)');
  const limit = number(query.limit, REPORT_PAGE_LIMIT, 'Počet řádků (limit)');
  if (limit < 1 || limit > REPORT_PAGE_LIMIT) throw badInput(`Počet řádků (limit) musí být 1 až ${REPORT_PAGE_LIMIT}.`);
  return { offset, limit };
}

/**
 * The page as the list the app reads, and what is left in headers: X-Total-Count always, and a
 * Link rel="next" while rows remain, so a report is never cut short without saying so.
 */
export function pagedAnswer<T>(c: Context, paged: Paged<T>, page: ReportPage): Response {
  c.header('X-Total-Count', String(paged.total));
  const shown = page.offset + paged.items.length;
  if (shown < paged.total) {
    const next = new URL(c.req.url);
    next.searchParams.set('offset', String(shown));
    next.searchParams.set('limit', String(page.limit));
    c.header('Link', `<${next.pathname}${next.search}>; rel="next"`);
    c.header('X-Omitted-Count', String(paged.total - shown));
  }
  return c.json(paged.items);
}
