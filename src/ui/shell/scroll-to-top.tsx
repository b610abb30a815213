import { useLayoutEffect } from 'react';
import { useBrowserLocation } from 'wouter/use-browser-location';

/** R-ROUTE-06: every navigation starts at the top of the page (window and the shell's scroll area). */
export function ScrollToTop({ containerId = 'sk-main' }: { containerId?: string }) {
  const [path] = useBrowserLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    const main = document.getElementById(containerId);
    if (main) main.scrollTop = 0;
  }, [path, containerId]);
  return null;
}
