import { useState } from 'react';

/**
 * A product's picture. One that cannot load (the phone is offline, the e-shop removed it) keeps its
 * place as an empty tile instead of the browser's broken-image frame; a new address is tried again.
 */
export function ProductImage({ src, className }: { src: string; className: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return <span className={`${className} sk-image--missing`} data-testid="image-missing" />;
  return <img className={className} src={src} alt="" loading="lazy" onError={() => setFailed(src)} />;
}
