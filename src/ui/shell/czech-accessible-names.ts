/**
 * Blueprint writes a few accessible names of its own parts in English, with no prop to give them
 * another: the dialog's close button ("Close"), a removable tag's cross ("Remove tag"), the numeric
 * input's arrows ("increment", "decrement"), the spinner ("loading"). A screen reader on a Czech
 * app must not read them so. Each such name is rewritten here, once for the whole app, as soon as
 * Blueprint puts it into the page.
 */
export const CZECH_ACCESSIBLE_NAMES: Readonly<Record<string, string>> = {
  Close: 'Zavřít',
  'Remove tag': 'Odebrat',
  increment: 'Přidat jeden',
  decrement: 'Ubrat jeden',
  loading: 'Načítá se',
  Back: 'Zpět',
  steps: 'Kroky',
  'collapsed breadcrumbs': 'Skrytá část cesty',
};

function rename(el: Element): void {
  const czech = CZECH_ACCESSIBLE_NAMES[el.getAttribute('aria-label') ?? ''];
  if (czech) el.setAttribute('aria-label', czech);
}

function renameWithin(node: Node): void {
  if (!(node instanceof Element)) return;
  rename(node);
  node.querySelectorAll('[aria-label]').forEach(rename);
}

/** Keeps every accessible name below `root` Czech; the returned function stops. */
export function keepAccessibleNamesCzech(root: HTMLElement): () => void {
  renameWithin(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') rename(record.target as Element);
      else record.addedNodes.forEach(renameWithin);
    }
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
  return () => observer.disconnect();
}
