import DOMPurify from 'dompurify';
import type { RichTextSanitizer } from '../../application/shell/rich-text-sanitizer.port';
import {
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_TAGS,
  newlinesToBreaks,
} from '../../domain/text/rich-text-rules';

/** SPEC 5's sanitiser over DOMPurify: the domain's tag and attribute lists, then newlines → <br>. */
export class DomPurifySanitizer implements RichTextSanitizer {
  private readonly purify: ReturnType<typeof DOMPurify>;

  constructor(win: Window = window) {
    this.purify = DOMPurify(win as unknown as Parameters<typeof DOMPurify>[0]);
  }

  sanitize(html: string): string {
    const clean = this.purify.sanitize(html, {
      ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
      ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTRIBUTES],
      // data-* and ARIA attributes are not on SPEC 5's list either
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      // drop the contents of script/style, keep the text of other removed tags
      FORBID_CONTENTS: ['script', 'style', 'template', 'noscript', 'iframe', 'object'],
    });
    return newlinesToBreaks(clean);
  }
}
