import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { RefusalCallout } from './screen-messages';

/**
 * A list screen's form in a dialog, open while the screen holds a form: its fields from `children`, the
 * server's refusal above them (the form stays open with what was typed), "Zrušit" and the submit button
 * below; Enter submits.
 */
export function EditFormDialog<Form>(props: {
  form: Form | null;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  error?: string | null;
  submitText?: string;
  busy?: boolean;
  children: (form: Form) => ReactNode;
}) {
  return (
    <Dialog isOpen={props.form !== null} onClose={props.onClose} title={props.title}>
      {props.form !== null && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            props.onSubmit();
          }}
        >
          <DialogBody>
            <RefusalCallout message={props.error ?? null} />
            {props.children(props.form)}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text="Zrušit" onClick={props.onClose} />
                <Button
                  type="submit"
                  intent={Intent.PRIMARY}
                  text={props.submitText ?? 'Uložit'}
                  loading={props.busy}
                />
              </>
            }
          />
        </form>
      )}
    </Dialog>
  );
}
