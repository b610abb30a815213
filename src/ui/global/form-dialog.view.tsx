import {
  Button,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  TextArea,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { FormEntry } from '../../domain/forms/form-validation';
import type { FormDialogStore } from './form-dialog.store';

/** The global form dialog: one field per entry, one error under each (R-UI-07/08). */
export const FormDialogView = observer(function FormDialogView({ store }: { store: FormDialogStore }) {
  return (
    <Dialog
      isOpen={store.isOpen}
      title={store.title}
      style={{ width: store.width, maxWidth: 'calc(100vw - 24px)' }}
      onClose={() => store.close()}
      className="sk-dialog"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void store.submitClicked();
        }}
        data-testid="form-dialog"
      >
        <DialogBody>
          {store.entries.map((entry) => (
            <Field key={entry.name} entry={entry} store={store} />
          ))}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Zrušit" onClick={() => store.close()} />
              <Button type="submit" intent={Intent.PRIMARY} text={store.submitText} loading={store.submitting} />
            </>
          }
        />
      </form>
    </Dialog>
  );
});

const Field = observer(function Field({ entry, store }: { entry: FormEntry; store: FormDialogStore }) {
  const id = `form-dialog-${entry.name}`;
  const error = store.errors[entry.name]?.[0];
  const value = store.values[entry.name];
  const change = (v: unknown) => store.valueChanged(entry.name, v);
  if (entry.type === 'checkbox') {
    return <Checkbox id={id} label={entry.label} checked={!!value} onChange={(e) => change(e.currentTarget.checked)} />;
  }
  return (
    <FormGroup label={entry.label} labelFor={id} helperText={error} intent={error ? Intent.DANGER : Intent.NONE}>
      {entry.type === 'textarea' ? (
        <TextArea id={id} fill value={String(value ?? '')} onChange={(e) => change(e.currentTarget.value)} />
      ) : entry.type === 'select' ? (
        <HTMLSelect
          id={id}
          fill
          value={String(value ?? '')}
          options={[...(entry.options ?? [])]}
          onChange={(e) => change(e.currentTarget.value)}
        />
      ) : (
        <InputGroup
          id={id}
          type={entry.type}
          placeholder={entry.placeholder}
          intent={error ? Intent.DANGER : Intent.NONE}
          value={String(value ?? '')}
          onValueChange={(v) => change(entry.type === 'number' && v !== '' ? Number(v) : v)}
        />
      )}
    </FormGroup>
  );
});
