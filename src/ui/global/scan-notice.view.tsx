import { Callout } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { Notice } from './scan-notice.view-model';

/** A scanning screen's notice (a status when it went well, an alert otherwise), with the screen's buttons for it. */
export function ScanNoticeCallout({ notice, children }: { notice: Notice | null; children?: ReactNode }) {
  if (!notice) return null;
  return (
    <Callout
      intent={notice.intent}
      className="sk-scan__notice"
      role={notice.intent === 'success' ? 'status' : 'alert'}
      data-testid="scan-notice"
    >
      <span>{notice.text}</span>
      {children}
    </Callout>
  );
}
