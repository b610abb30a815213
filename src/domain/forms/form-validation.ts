// SPEC 5 "Forms and dialogs" (R-UI-07, R-UI-08).

/** A rule answers true when the value is fine, else the Czech message to show. */
export type ValidationRule<V = unknown> = (value: V) => true | string;

/** The messages of one field; by default only the first failing rule's message is kept. */
export function fieldErrors<V>(value: V, rules: readonly ValidationRule<V>[], maxErrors = 1): string[] {
  const errors: string[] = [];
  for (const rule of rules) {
    const result = rule(value);
    if (result !== true) errors.push(result);
    if (errors.length >= maxErrors) break;
  }
  return errors;
}

export interface FormValidation {
  valid: boolean;
  errors: Record<string, string[]>;
}

/** The form is valid when every field is. */
export function validateForm(
  values: Readonly<Record<string, unknown>>,
  rules: Readonly<Record<string, readonly ValidationRule[]>>,
  maxErrors = 1,
): FormValidation {
  const errors: Record<string, string[]> = {};
  for (const [name, fieldRules] of Object.entries(rules))
    errors[name] = fieldErrors(values[name], fieldRules, maxErrors);
  return { valid: Object.values(errors).every((e) => e.length === 0), errors };
}

export const required =
  (message = 'Toto pole je povinné'): ValidationRule =>
  (v) =>
    v !== undefined && v !== null && String(v).trim() !== '' ? true : message;

/** An entry of the form dialog. */
export interface FormEntry {
  type: 'text' | 'number' | 'textarea' | 'select' | 'checkbox' | 'password' | 'date';
  name: string;
  label: string;
  value?: unknown;
  options?: ReadonlyArray<{ value: string; label: string }>;
  rules?: readonly ValidationRule[];
  placeholder?: string;
}

export const FORM_DATA_INVALID_MESSAGE = 'Form data validation failed: Each entry must include type, name, and label.';

/** R-UI-07: the dialog opens only for a list whose every entry has type, name and label. */
export function isValidFormData(data: unknown): data is FormEntry[] {
  return (
    Array.isArray(data) &&
    data.every(
      (e) =>
        e !== null &&
        typeof e === 'object' &&
        ['type', 'name', 'label'].every(
          (k) => typeof (e as Record<string, unknown>)[k] === 'string' && (e as Record<string, string>)[k] !== '',
        ),
    )
  );
}
