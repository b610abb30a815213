/**
 * Czech (and Slovak) letters with diacritics and their plain forms, pairwise: a search typed on a
 * phone without diacritics ("kvetinac") finds "Květináč". The same two strings fold text in SQL
 * (`translate(lower(x), FROM, TO)`), so app and server agree without a database extension.
 */
export const DIACRITICS_FROM = 'áäčďéěëíľĺňóôöřŕšťúůüýžÁÄČĎÉĚËÍĽĹŇÓÔÖŘŔŠŤÚŮÜÝŽ';
export const DIACRITICS_TO = 'aacdeeeillnooorrstuuuyzAACDEEEILLNOOORRSTUUUYZ';

/** Lower case without diacritics, as the search compares names. */
export function foldForSearch(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) {
    const i = DIACRITICS_FROM.indexOf(ch);
    out += i === -1 ? ch : DIACRITICS_TO[i];
  }
  return out;
}
