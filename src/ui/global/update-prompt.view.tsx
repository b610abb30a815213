import { Button, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { UPDATE_PROMPT_TEXT, type UpdatePromptViewModel } from './update-prompt.view-model';

/** R-UI-04: a new version is waiting. */
export const UpdatePromptView = observer(function UpdatePromptView({ vm }: { vm: UpdatePromptViewModel }) {
  if (!vm.visible) return null;
  return (
    <div className="sk-update-prompt" role="alertdialog" aria-label="Nová verze" data-testid="update-prompt">
      <span>{UPDATE_PROMPT_TEXT}</span>
      <div className="sk-update-prompt__actions">
        <Button variant="minimal" text="Později" onClick={() => vm.laterClicked()} data-testid="update-later" />
        <Button intent={Intent.PRIMARY} text="Ano" onClick={() => vm.yesClicked()} data-testid="update-yes" />
      </div>
    </div>
  );
});
