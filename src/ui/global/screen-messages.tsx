import { Button, Callout, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** A screen's last refusal in Czech (role alert), shown while set; closable where the screen lets it be. */
export function RefusalCallout(props: { message: string | null; onDismiss?: () => void; testId?: string }) {
  if (!props.message) return null;
  return (
    <Callout intent={Intent.DANGER} role="alert" data-testid={props.testId}>
      {props.message}
      {props.onDismiss && (
        <>
          {' '}
          <Button variant="minimal" size="small" icon="cross" aria-label="Zavřít hlášení" onClick={props.onDismiss} />
        </>
      )}
    </Callout>
  );
}

/** What a screen's last change did (role status), shown while set; `children` follow the message. */
export function NoticeCallout(props: { message: string | null; children?: ReactNode }) {
  if (!props.message) return null;
  return (
    <Callout intent={Intent.SUCCESS} role="status">
      {props.message}
      {props.children}
    </Callout>
  );
}
