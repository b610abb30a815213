import { describe, expect, it } from 'vitest';
import { ScanFieldStore } from './scan-field.store';

describe('the scan field', () => {
  it('Enter hands over the trimmed code and empties the field; an empty field hands over nothing', () => {
    const codes: string[] = [];
    const field = new ScanFieldStore((code) => codes.push(code));
    field.typed('  A-01-1 ');
    field.submitted();
    expect(codes).toEqual(['A-01-1']);
    expect(field.value).toBe('');
    field.typed('   ');
    field.submitted();
    expect(codes).toEqual(['A-01-1']);
  });
});
