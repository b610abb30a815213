import { Button, Icon, type IconName } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import type { SnackbarKind, SnackbarStore } from './snackbar.store';

const ICONS: Record<SnackbarKind, IconName | null> = {
  warning: 'warning-sign',
  error: 'error',
  info: 'info-sign',
  success: 'tick-circle',
};

/** R-UI-01: the top snackbar; a horizontal swipe of more than 50 px dismisses it. */
export const SnackbarView = observer(function SnackbarView({ store }: { store: SnackbarStore }) {
  const startX = useRef<number | null>(null);
  if (!store.visible) return null;
  const icon = ICONS[store.kind];
  return (
    <div
      className={`sk-snackbar sk-snackbar--${store.kind}`}
      role={store.kind === 'error' ? 'alert' : 'status'}
      data-testid="snackbar"
      data-kind={store.kind}
      onTouchStart={(e) => {
        startX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const end = e.changedTouches[0]?.clientX;
        if (startX.current !== null && end !== undefined) store.swiped(end - startX.current);
        startX.current = null;
      }}
    >
      {icon && <Icon icon={icon} className="sk-snackbar__icon" data-testid={`snackbar-icon-${store.kind}`} />}
      <span className="sk-snackbar__text">{store.text}</span>
      {store.showsCloseButton && (
        <Button variant="minimal" className="sk-snackbar__close" text="Zavřít" onClick={() => store.close()} />
      )}
    </div>
  );
});
