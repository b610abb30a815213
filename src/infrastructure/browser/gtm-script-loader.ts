import type { TagManagerLoader } from '../../application/shell/tag-manager.port';
import { isTagManagerId } from '../../domain/text/tag-manager-id';

/** Google's tag-manager snippet, as a script element (no inline script: the id is checked by R-UI-11 first). */
export class GtmScriptLoader implements TagManagerLoader {
  private loaded = new Set<string>();

  constructor(private readonly win: Window = window) {}

  load(containerId: string): void {
    // the id goes into a URL: only a checked one (R-UI-11), and each container once
    if (!isTagManagerId(containerId) || this.loaded.has(containerId)) return;
    this.loaded.add(containerId);
    const w = this.win as Window & { dataLayer?: unknown[] };
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = this.win.document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
    script.dataset.tagManager = containerId;
    this.win.document.head.append(script);
  }
}
