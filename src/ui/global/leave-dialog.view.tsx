import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { PreventLeaveService } from './prevent-leave.service';

/** R-NAV-05/07: 'Neuložené změny', 500 wide, 800 with the save button. */
export const LeaveDialogView = observer(function LeaveDialogView({ service }: { service: PreventLeaveService }) {
  const spec = service.dialog;
  return (
    <Dialog
      isOpen={spec !== null}
      title={spec?.title}
      style={{ width: spec?.width, maxWidth: 'calc(100vw - 24px)' }}
      onClose={() => void service.choose('back')}
      className="sk-dialog"
      data-testid="leave-dialog"
    >
      <DialogBody>
        <p>{spec?.text}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {spec?.buttons.map((b) => (
              <Button
                key={b.choice}
                text={b.text}
                intent={b.choice === 'back' ? Intent.NONE : b.choice === 'leave' ? Intent.DANGER : Intent.PRIMARY}
                variant={b.choice === 'leave' ? 'outlined' : undefined}
                loading={b.choice === 'saveAndLeave' && service.saving}
                onClick={() => void service.choose(b.choice)}
                data-testid={`leave-${b.choice}`}
              />
            ))}
          </>
        }
      />
    </Dialog>
  );
});
