import type { ScannedLine } from '../../domain/stock/scanned-list';
import { countCs, czechPlural } from '../../domain/text/czech-plural';
import { NetworkFailure, OperationErrors } from '../errors';
import { describeStockFailure, refusedLines } from '../stock-movements/stock-failure';

export const pieces = (lines: readonly ScannedLine[]) => lines.reduce((s, l) => s + l.amount, 0);

/** The reason code of a refusal of exactly one line, which the notice then shows as it is. */
export function soleReason(e: unknown): string | undefined {
  if (!(e instanceof OperationErrors)) return undefined;
  const refused = refusedLines(e);
  return refused.length === 1 ? refused[0].reason : undefined;
}

/** The notice of a list that went through: how many lines and pieces, and where. */
export const submittedText = (sent: readonly ScannedLine[], where: string) =>
  `Hotovo: ${countCs(sent.length, 'položka', 'položky', 'položek')}, ${pieces(sent)} ks (${where}).`;

/** A submit that went through, as the screen offers to undo it. */
export interface LastSubmit {
  changeId: number;
  pieces: number;
  lines: number;
  location: string;
}

/** Where a list goes, as the notices and the undo offer say it: the location, or "from → to" of a move. */
export function placeOf(kind: string, location: string, target: string | null): string {
  return kind === 'move' ? `${location} → ${target}` : location;
}

/** The lines a submit leaves on the screen: scans that arrived while the list was on its way stay for the next one. */
export function unsentLines(lines: readonly ScannedLine[], sent: readonly ScannedLine[]): ScannedLine[] {
  return lines.filter((l) => !sent.includes(l));
}

/** A list that went through: the undo it offers and the notice that says what was written where. */
export function sentOutcome(sent: readonly ScannedLine[], where: string, changeId: number) {
  const last: LastSubmit = { changeId, pieces: pieces(sent), lines: sent.length, location: where };
  return { last, text: submittedText(sent, where) };
}

/** What a refused submit means for the screen: the lines to mark, the notice, and whether it is a defect to log. */
export interface SubmitFailure {
  /** Refusals by the line as it was sent; absent when the server refused no line in particular. */
  lineErrors?: ReadonlyMap<ScannedLine, string>;
  needsMultipleBatchAck?: boolean;
  defect: boolean;
  text: string;
  reason?: string;
}

export function submitFailure(e: unknown, sent: readonly ScannedLine[]): SubmitFailure {
  const failure: SubmitFailure = { defect: false, text: '' };
  if (e instanceof OperationErrors) {
    const refused = refusedLines(e);
    failure.lineErrors = new Map(
      refused.filter((r) => r.line !== undefined && sent[r.line]).map((r) => [sent[r.line!], r.detail]),
    );
    failure.needsMultipleBatchAck = refused.some((r) => r.reason === 'multiple_sarze');
  }
  failure.defect = !(e instanceof OperationErrors) && !(e instanceof NetworkFailure) && !(e as { _tag?: string })?._tag;
  const retry = e instanceof NetworkFailure ? ' Odešlete znovu; pohyb se nezapíše dvakrát.' : '';
  // refusals shown on their lines need no repeating: the notice says how many to fix
  const marked = failure.lineErrors?.size ?? 0;
  failure.text = marked
    ? `Nic nebylo odesláno: opravte ${czechPlural(marked, 'označenou položku', `označené položky (${marked})`, `označené položky (${marked})`)}.`
    : describeStockFailure(e) + retry;
  failure.reason = marked ? undefined : soleReason(e);
  return failure;
}
