import { describe, expect, it } from 'vitest';
import {
  FORM_DATA_INVALID_MESSAGE,
  fieldErrors,
  isValidFormData,
  required,
  validateForm,
  type ValidationRule,
} from './form-validation';

const min3: ValidationRule = (v) => String(v ?? '').length >= 3 || 'Alespoň 3 znaky';
const digits: ValidationRule = (v) => /^\d*$/.test(String(v ?? '')) || 'Jen číslice';

describe('form validation', () => {
  it('R-UI-08 each rule returns true or a message; one error is shown by default', () => {
    expect(fieldErrors('ab', [min3, digits])).toEqual(['Alespoň 3 znaky']);
    expect(fieldErrors('a', [digits, min3])).toEqual(['Jen číslice']);
    expect(fieldErrors('x', [min3, digits], 2)).toEqual(['Alespoň 3 znaky', 'Jen číslice']);
    expect(fieldErrors('123', [min3, digits])).toEqual([]);
  });
  it('R-UI-08 the form is valid only when every field is valid', () => {
    expect(validateForm({ a: '123', b: 'x' }, { a: [min3], b: [required()] }).valid).toBe(true);
    const r = validateForm({ a: '123', b: '' }, { a: [min3], b: [required()] });
    expect(r.valid).toBe(false);
    expect(r.errors.b).toEqual(['Toto pole je povinné']);
  });
  it('R-UI-07 form data is valid only when every entry has type, name and label', () => {
    expect(isValidFormData([{ type: 'text', name: 'a', label: 'A' }])).toBe(true);
    expect(
      isValidFormData([
        { type: 'text', name: 'a', label: 'A' },
        { type: 'text', name: 'b' },
      ]),
    ).toBe(false);
    expect(isValidFormData([{ name: 'a', label: 'A' }])).toBe(false);
    expect(isValidFormData('nope')).toBe(false);
    expect(FORM_DATA_INVALID_MESSAGE).toBe(
      'Form data validation failed: Each entry must include type, name, and label.',
    );
  });
});
