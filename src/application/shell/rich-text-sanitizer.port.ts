/** Turns HTML from data into HTML safe to render (SPEC 5 rich text rules, R-UI-09). */
export interface RichTextSanitizer {
  sanitize(html: string): string;
}

/** The sanitiser arrives on first use, so its library stays out of the first screen's JavaScript. */
export type RichTextSanitizerLoader = () => Promise<RichTextSanitizer>;
export const RichTextSanitizerLoader = Symbol.for('RichTextSanitizerLoader');
