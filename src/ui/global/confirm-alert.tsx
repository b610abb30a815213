import { Alert, Intent, type IconName } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { ConfirmTarget } from './confirm-target.store';

interface AlertLook {
  confirmText?: string;
  cancelText?: string;
  intent?: Intent;
  icon?: IconName;
  loading?: boolean;
}

/**
 * Asks before a change that cannot simply be taken back (deleting, archiving, closing a list): open while
 * the screen holds what it asks about, the question as children. Deleting is the common case, so a danger
 * "Smazat" unless told otherwise.
 */
export function ConfirmAlert(
  props: AlertLook & { isOpen: boolean; onCancel: () => void; onConfirm: () => void; children: ReactNode },
) {
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

function TargetAlertOf<T>(
  props: AlertLook & { ask: ConfirmTarget<T>; onConfirm: () => void; children: (target: T) => ReactNode },
) {
  const { ask, children, ...look } = props;
  return (
    <ConfirmAlert {...look} isOpen={ask.target !== null} onCancel={() => ask.cancelled()}>
      {ask.target !== null && children(ask.target)}
    </ConfirmAlert>
  );
}

/** A ConfirmAlert over a screen's ConfirmTarget: open while it holds a row, the question asked about that row. */
export const TargetAlert = observer(TargetAlertOf) as typeof TargetAlertOf;
