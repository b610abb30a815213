import { DIALOG_WIDTH, LEAVE_DIALOG_WIDTH_WITH_SAVE } from './ui-constants';

// SPEC 4 step 5 and SPEC 8 "Navigation": the leave-without-saving dialog.

export type LeaveChoice = 'back' | 'leave' | 'saveAndLeave';

export interface LeaveDialogSpec {
  title: string;
  text: string;
  width: number;
  buttons: ReadonlyArray<{ choice: LeaveChoice; text: string }>;
}

export function leaveDialogSpec(hasSaveMethod: boolean): LeaveDialogSpec {
  const buttons: Array<{ choice: LeaveChoice; text: string }> = [
    { choice: 'back', text: 'Zpět' },
    { choice: 'leave', text: 'Ano, odejít bez uložení' },
  ];
  if (hasSaveMethod) buttons.push({ choice: 'saveAndLeave', text: 'Uložit změny a odejít' });
  return {
    title: 'Neuložené změny',
    text: 'Na stránce máte neuložené změny. Vážně chcete odejít?',
    width: hasSaveMethod ? LEAVE_DIALOG_WIDTH_WITH_SAVE : DIALOG_WIDTH,
    buttons,
  };
}
