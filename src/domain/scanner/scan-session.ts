// One opening of the scanner panel as a pure reducer. Time comes in with the events; the caller
// owns the clock and sets a timer for `nextDeadline`.
import { CONTINIOUS_FLASH_MS, CONTINIOUS_RESUME_MS, ONCE_CLOSE_DELAY_MS } from './scanner-constants';
import type { FrameRead } from './frame-read';
import { openGate, passFrame, type ReadGate } from './read-gate';
import type { ScanMode } from './scan-mode';
import { transition, type ScannerState } from './scanner-state';

export interface ScanSession {
  readonly camera: ScannerState;
  readonly flashUntil: number | null;
  readonly resumeAt: number | null;
  readonly closeAt: number | null;
  // confirm mode: the code waiting for 'Potvrdit' or 'Zrušit'
  readonly pendingCode: string | null;
  // which camera reads become scans (two reads of a linear code agree; no repeat while in view)
  readonly reads: ReadGate;
}

export type SessionEvent =
  | { readonly type: 'started' }
  | { readonly type: 'stopped' }
  | { readonly type: 'codeDecoded'; readonly code: string; readonly mode: ScanMode; readonly now: number }
  // a camera frame was decoded; `reads` is empty on a miss
  | {
      readonly type: 'frameDecoded';
      readonly reads: readonly FrameRead[];
      readonly mode: ScanMode;
      readonly now: number;
    }
  | { readonly type: 'fileDecoded'; readonly code: string; readonly mode: ScanMode; readonly now: number }
  | { readonly type: 'confirmed'; readonly now: number }
  | { readonly type: 'cancelled'; readonly now: number }
  | { readonly type: 'tick'; readonly now: number };

export interface SessionStep {
  readonly session: ScanSession;
  // the code to hand to the ScanSink, if this step produced one
  readonly emit: string | null;
  readonly closePanel: boolean;
}

export const idleSession: ScanSession = {
  camera: 'notStarted',
  flashUntil: null,
  resumeAt: null,
  closeAt: null,
  pendingCode: null,
  reads: openGate,
};

function moveCamera(session: ScanSession, to: ScannerState): ScanSession {
  const result = transition(session.camera, to);
  return result.ok ? { ...session, camera: result.state } : session;
}

const quiet = (session: ScanSession): SessionStep => ({ session, emit: null, closePanel: false });

function afterCode(session: ScanSession, code: string, mode: ScanMode, now: number): SessionStep {
  switch (mode) {
    case 'continious':
      return {
        session: {
          ...moveCamera(session, 'paused'),
          flashUntil: now + CONTINIOUS_FLASH_MS,
          resumeAt: now + CONTINIOUS_RESUME_MS,
        },
        emit: code,
        closePanel: false,
      };
    case 'confirm':
      return quiet({ ...moveCamera(session, 'paused'), pendingCode: code });
    case 'once':
      return {
        session: { ...moveCamera(session, 'notStarted'), resumeAt: null, closeAt: now + ONCE_CLOSE_DELAY_MS },
        emit: code,
        closePanel: false,
      };
  }
}

function resumeIfPaused(session: ScanSession): ScanSession {
  return session.camera === 'paused' ? moveCamera(session, 'scanning') : session;
}

export function step(session: ScanSession, event: SessionEvent): SessionStep {
  switch (event.type) {
    case 'started':
      // a fresh start forgets what an earlier run of the camera read
      return session.camera === 'notStarted'
        ? quiet({ ...moveCamera(session, 'scanning'), reads: openGate })
        : quiet(moveCamera(session, 'scanning'));
    case 'stopped':
      return quiet({
        ...moveCamera(session, 'notStarted'),
        resumeAt: null,
        pendingCode: null,
        flashUntil: null,
        reads: openGate,
      });
    case 'frameDecoded': {
      // A frame that finishes after a pause or stop belongs to a picture the user no longer sees.
      if (session.camera !== 'scanning' || session.pendingCode !== null) return quiet(session);
      const passed = passFrame(session.reads, event.reads);
      const next = { ...session, reads: passed.gate };
      return passed.code === null ? quiet(next) : afterCode(next, passed.code, event.mode, event.now);
    }
    case 'codeDecoded':
      // A decode that finishes after a pause or stop belongs to a frame the user no longer sees.
      if (session.camera !== 'scanning' || session.pendingCode !== null) return quiet(session);
      return afterCode(session, event.code, event.mode, event.now);
    case 'fileDecoded':
      if (session.camera !== 'notStarted' || session.pendingCode !== null) return quiet(session);
      return afterCode(session, event.code, event.mode, event.now);
    case 'confirmed': {
      if (session.pendingCode === null) return quiet(session);
      return {
        session: { ...resumeIfPaused(session), pendingCode: null },
        emit: session.pendingCode,
        closePanel: false,
      };
    }
    case 'cancelled':
      if (session.pendingCode === null) return quiet(session);
      return quiet({ ...resumeIfPaused(session), pendingCode: null });
    case 'tick':
      return tick(session, event.now);
  }
}

function tick(session: ScanSession, now: number): SessionStep {
  let next = session;
  if (next.flashUntil !== null && next.flashUntil <= now) next = { ...next, flashUntil: null };
  if (next.resumeAt !== null && next.resumeAt <= now) next = { ...resumeIfPaused(next), resumeAt: null };
  const closePanel = next.closeAt !== null && next.closeAt <= now;
  if (closePanel) next = { ...next, closeAt: null };
  return { session: next, emit: null, closePanel };
}

export function nextDeadline(session: ScanSession): number | null {
  const deadlines = [session.flashUntil, session.resumeAt, session.closeAt].filter((d): d is number => d !== null);
  return deadlines.length === 0 ? null : Math.min(...deadlines);
}

export function isFlashing(session: ScanSession, now: number): boolean {
  return session.flashUntil !== null && session.flashUntil > now;
}

// 2 frames per second: a frame is grabbed only when the previous one is at least an interval old.
export function isFrameDue(lastFrameAt: number | null, now: number, intervalMs: number): boolean {
  return lastFrameAt === null || now - lastFrameAt >= intervalMs;
}
