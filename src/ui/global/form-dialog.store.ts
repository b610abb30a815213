import { action, makeObservable, observable, observableRef } from 'mobx';
import {
  FORM_DATA_INVALID_MESSAGE,
  fieldErrors,
  isValidFormData,
  validateForm,
  type FormEntry,
} from '../../domain/forms/form-validation';

export interface FormDialogOptions {
  title: string;
  entries: unknown;
  submitText?: string;
  width?: number;
  onSubmit: (values: Record<string, unknown>) => void | Promise<void>;
}

/** The global form dialog (R-UI-07, R-UI-08). */
export class FormDialogStore {
  title = '';
  submitText = 'Uložit';
  width = 500;
  entries: readonly FormEntry[] = [];
  values: Record<string, unknown> = {};
  errors: Record<string, string[]> = {};
  isOpen = false;
  submitting = false;
  private onSubmit: FormDialogOptions['onSubmit'] = () => undefined;

  constructor() {
    makeObservable(this, {
      title: observable,
      submitText: observable,
      width: observable,
      entries: observableRef,
      values: observable,
      errors: observable,
      isOpen: observable,
      submitting: observable,
      open: action,
      valueChanged: action,
      close: action,
      submitClicked: action,
    });
  }

  /** Opens only for valid entry data; otherwise logs SPEC 5's message and answers false. */
  open(options: FormDialogOptions): boolean {
    if (!isValidFormData(options.entries)) {
      console.error(FORM_DATA_INVALID_MESSAGE);
      return false;
    }
    this.title = options.title;
    this.submitText = options.submitText ?? 'Uložit';
    this.width = options.width ?? 500;
    this.entries = options.entries;
    this.values = Object.fromEntries(
      options.entries.map((e) => [e.name, e.value ?? (e.type === 'checkbox' ? false : '')]),
    );
    this.errors = {};
    this.onSubmit = options.onSubmit;
    this.isOpen = true;
    return true;
  }

  valueChanged(name: string, value: unknown): void {
    this.values[name] = value;
    const entry = this.entries.find((e) => e.name === name);
    if (entry?.rules && this.errors[name]?.length) this.errors[name] = fieldErrors(value, entry.rules);
  }

  get valid(): boolean {
    return validateForm(this.values, this.rules()).valid;
  }

  async submitClicked(): Promise<boolean> {
    const result = validateForm(this.values, this.rules());
    this.errors = result.errors;
    if (!result.valid) return false;
    this.submitting = true;
    try {
      await this.onSubmit({ ...this.values });
      this.close();
      return true;
    } catch (e) {
      console.error(e);
      return false;
    } finally {
      this.submitting = false;
    }
  }

  close(): void {
    this.isOpen = false;
    this.submitting = false;
  }

  private rules() {
    return Object.fromEntries(this.entries.map((e) => [e.name, e.rules ?? []]));
  }
}
