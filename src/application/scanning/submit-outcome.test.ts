import { describe, expect, it } from 'vitest';
import { scannedLine } from '../../domain/stock/testing/scanned-line';
import { placeOf, sentOutcome, unsentLines } from './submit-outcome';

describe('the outcome of a submitted list', () => {
  it('names the place: the location, or "from → to" of a move', () => {
    expect(placeOf('in', 'A-01', null)).toBe('A-01');
    expect(placeOf('move', 'A-01', 'B-02')).toBe('A-01 → B-02');
  });

  it('keeps on screen the scans that arrived while the list was on its way', () => {
    const sent = [scannedLine('P1', 2), scannedLine('P2')];
    const late = scannedLine('P3');
    expect(unsentLines([...sent, late], sent)).toEqual([late]);
    expect(unsentLines(sent, sent)).toEqual([]);
  });

  it('R-LOG-02 offers the change for undo and says what was written where, counted in Czech', () => {
    const sent = [scannedLine('P1', 2), scannedLine('P2', 3)];
    expect(sentOutcome(sent, 'A-01', 41)).toEqual({
      last: { changeId: 41, pieces: 5, lines: 2, location: 'A-01' },
      text: 'Hotovo: 2 položky, 5 ks (A-01).',
    });
    expect(sentOutcome([scannedLine('P1')], 'A → B', 7).text).toBe('Hotovo: 1 položka, 1 ks (A → B).');
  });
});
