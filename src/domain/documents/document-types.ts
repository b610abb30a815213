/**
 * Movement documents (SPEC 3, 4, 7): a receipt (příjemka) brings goods in, an issue (výdejka)
 * takes them out. Each type has its own number series per e-shop and year.
 */
import { countCs } from '../text/czech-plural';
export const DOCUMENT_TYPES = ['receipt', 'issue'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export interface DocumentTypeInfo {
  /** The type's id: types carry document_id (SPEC 3). */
  document_id: number;
  type: DocumentType;
  name: string;
  plural: string;
  prefix: string;
  /** What posting a row does to stock. */
  direction: 'in' | 'out';
}

export const DOCUMENT_TYPE_INFO: Readonly<Record<DocumentType, DocumentTypeInfo>> = {
  receipt: { document_id: 1, type: 'receipt', name: 'Příjemka', plural: 'Příjemky', prefix: 'PR', direction: 'in' },
  issue: { document_id: 2, type: 'issue', name: 'Výdejka', plural: 'Výdejky', prefix: 'VY', direction: 'out' },
};

export function isDocumentType(value: string): value is DocumentType {
  return (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** The printed number: prefix, year and a four-digit sequence (PR-2026-0001); longer sequences keep every digit. */
export function documentNumber(type: DocumentType, year: number, sequence: number): string {
  return `${DOCUMENT_TYPE_INFO[type].prefix}-${year}-${String(sequence).padStart(4, '0')}`;
}

/** The calendar day in Prague (YYYY-MM-DD) at an instant: the warehouse's date, whatever the server's zone. */
export function pragueDay(at: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(at);
}

export const pragueYear = (at: Date): number => Number(pragueDay(at).slice(0, 4));

/** "řádek" counted in Czech: 1 řádek, 2–4 řádky, 0 and 5+ řádků. */
export function rowsCs(n: number): string {
  return countCs(n, 'řádek', 'řádky', 'řádků');
}
