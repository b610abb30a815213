import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ConfirmDialogStore } from './confirm-dialog.store';
import { RichText } from './rich-text';

/** R-UI-02: the global confirm dialog; its text is sanitised HTML. */
export const ConfirmDialogView = observer(function ConfirmDialogView({ store }: { store: ConfirmDialogStore }) {
  const c = store.current;
  return (
    <Dialog
      isOpen={c !== null}
      title={c?.title}
      style={{ width: c?.width, maxWidth: 'calc(100vw - 24px)' }}
      canOutsideClickClose={!c?.persistent}
      canEscapeKeyClose={!c?.persistent}
      isCloseButtonShown={!c?.persistent && !c?.disableCancel}
      onClose={() => store.dismissRequested()}
      className="sk-dialog"
    >
      <DialogBody>
        <RichText html={c?.text ?? ''} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {!c?.disableCancel && (
              <Button
                text={c?.cancelText}
                disabled={store.loading}
                onClick={() => store.cancelClicked()}
                data-testid="confirm-cancel"
              />
            )}
            <Button
              intent={Intent.PRIMARY}
              text={c?.confirmText}
              loading={store.loading}
              onClick={() => void store.confirmClicked()}
              data-testid="confirm-ok"
            />
          </>
        }
      />
    </Dialog>
  );
});
