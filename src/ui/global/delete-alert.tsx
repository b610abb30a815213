import { Alert, Intent, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** Asks before a destructive change of a list row: open while the screen holds a target, the question as children. */
export function DeleteAlert(props: {
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  confirmText?: string;
  icon?: IconName;
  loading?: boolean;
  children: ReactNode;
}) {
  return (
    <Alert
      isOpen={props.isOpen}
      intent={Intent.DANGER}
      icon={props.icon ?? 'trash'}
      cancelButtonText="Zrušit"
      confirmButtonText={props.confirmText ?? 'Smazat'}
      loading={props.loading}
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    >
      {props.children}
    </Alert>
  );
}
