/** The editable header of a movement document. */
export interface DocumentHeader {
  partner: string;
  document_date: string;
  note: string;
}

const FIELDS = ['partner', 'document_date', 'note'] as const;

/** The fields of `header` that differ from the stored `document`: what saving the header sends. */
export function headerChange(document: DocumentHeader, header: DocumentHeader): Partial<DocumentHeader> {
  return Object.fromEntries(FIELDS.filter((f) => header[f] !== document[f]).map((f) => [f, header[f]]));
}

/**
 * The header to show when the server's `incoming` document arrives: a field edited here (differing from the
 * `shown` document) keeps the edit; the others take the server's value.
 */
export function keptEdits(
  shown: DocumentHeader | null,
  header: DocumentHeader,
  incoming: DocumentHeader,
): DocumentHeader {
  const field = (f: (typeof FIELDS)[number]) => (shown !== null && header[f] !== shown[f] ? header[f] : incoming[f]);
  return { partner: field('partner'), document_date: field('document_date'), note: field('note') };
}
