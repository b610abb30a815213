/**
 * "Tisknout v prohlížeči" for a shop without a print agent (issue 24 item 9): the browser's own print dialog over
 * the label PDF shown in the preview frame (same origin, so its window may be asked to print). Where a browser
 * will not print a PDF frame (phones show no PDF inside a page), the PDF opens in a tab, whose viewer prints.
 */
export function printInBrowser(frame: HTMLIFrameElement | null, url: string): void {
  try {
    const view = frame?.contentWindow;
    if (!view) throw new Error('no frame');
    view.focus();
    view.print();
  } catch {
    window.open(url, '_blank', 'noopener');
  }
}
