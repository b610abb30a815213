import { useEffect, useState } from 'react';
import { RichTextSanitizerLoader, type RichTextSanitizer } from '../../application/shell/rich-text-sanitizer.port';
import { useService } from '../di/container-context';

let cached: RichTextSanitizer | null = null;

/**
 * HTML from data, always through SPEC 5's sanitiser (R-UI-09). Use this, never raw innerHTML.
 * Nothing is rendered until the sanitiser has loaded (once per app, a few milliseconds).
 */
export function RichText({
  html,
  className,
  as: Tag = 'div',
}: {
  html: string;
  className?: string;
  as?: 'div' | 'span' | 'p';
}) {
  const load = useService<RichTextSanitizerLoader>(RichTextSanitizerLoader);
  const [sanitizer, setSanitizer] = useState<RichTextSanitizer | null>(cached);
  useEffect(() => {
    if (sanitizer) return;
    let live = true;
    void load().then((s) => {
      cached = s;
      if (live) setSanitizer(s);
    });
    return () => {
      live = false;
    };
  }, [load, sanitizer]);
  return (
    <Tag
      className={className}
      data-testid="rich-text"
      dangerouslySetInnerHTML={{ __html: sanitizer ? sanitizer.sanitize(html) : '' }}
    />
  );
}
