// SPEC 5 "Rich text sanitiser" (R-UI-09): the only tags and attributes HTML from data may keep.

export const RICH_TEXT_ALLOWED_TAGS = [
  'b',
  'font',
  'dd',
  'dl',
  'dt',
  'em',
  'i',
  'kbd',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'sup',
  'sub',
  'strong',
  'strike',
  'ul',
] as const;

export const RICH_TEXT_ALLOWED_ATTRIBUTES = ['class', 'style', 'color'] as const;

/** Newlines become line breaks; 'br' is added by this step, after sanitising, never taken from data. */
export function newlinesToBreaks(html: string): string {
  return html.replace(/\r\n|\r|\n/g, '<br>');
}
