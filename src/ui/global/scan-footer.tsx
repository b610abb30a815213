import { Button, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { fieldFirst } from './field-first-button';

/**
 * The bottom bar of a scanning screen: what the list holds, the screen's own buttons (`children`) and
 * the submit. Above the row, what the submit needs first (`above`, e.g. an acknowledgement). The submit
 * is a plain button, never a form's submit, so the scanner's Enter cannot press it.
 */
export function ScanFooter(props: {
  lines: number;
  pieces: number;
  submitLabel: string;
  canSubmit: boolean;
  submitting: boolean;
  onSubmit(): void;
  above?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <footer className="sk-scan__bar">
      {props.above}
      <div className="sk-scan__bar-row">
        <span className="sk-scan__totals" data-testid="scan-totals">
          {props.lines} pol. · {props.pieces} ks
        </span>
        {props.children}
        <Button
          size="large"
          intent={Intent.PRIMARY}
          icon="tick"
          text={props.submitLabel}
          className="sk-scan__submit"
          disabled={!props.canSubmit}
          loading={props.submitting}
          {...fieldFirst(props.onSubmit)}
          data-testid="submit-movement"
        />
      </div>
    </footer>
  );
}
