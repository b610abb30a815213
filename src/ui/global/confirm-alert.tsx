import { Alert, Intent, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/**
 * Asks before a change that cannot simply be taken back (deleting, archiving, closing a list): open while
 * the screen holds what it asks about, the question as children. Deleting is the common case, so a danger
 * "Smazat" unless told otherwise.
 */
export function ConfirmAlert(props: {
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  confirmText?: string;
  cancelText?: string;
  intent?: Intent;
  icon?: IconName;
  loading?: boolean;
  children: ReactNode;
}) {
  return (
    <Alert
      isOpen={props.isOpen}
      intent={props.intent ?? Intent.DANGER}
      icon={props.icon ?? 'trash'}
      cancelButtonText={props.cancelText ?? 'Zrušit'}
      confirmButtonText={props.confirmText ?? 'Smazat'}
      loading={props.loading}
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    >
      {props.children}
    </Alert>
  );
}
