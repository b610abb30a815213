import { describe, expect, it } from 'vitest';
import { idleSession, isFlashing, isFrameDue, nextDeadline, step, type ScanSession } from './scan-session';
import { FRAME_INTERVAL_MS } from './scanner-constants';

const scanning: ScanSession = step(idleSession, { type: 'started' }).session;

describe('scan session', () => {
  it('R-CAM-01 starting moves not started to scanning, starting twice changes nothing', () => {
    expect(scanning.camera).toBe('scanning');
    expect(step(scanning, { type: 'started' }).session).toBe(scanning);
  });

  it('R-CAM-03 continious emits the code, pauses and flashes for 1000 ms', () => {
    const { session, emit } = step(scanning, { type: 'codeDecoded', code: '123', mode: 'continious', now: 10_000 });
    expect(emit).toBe('123');
    expect(session.camera).toBe('paused');
    expect(isFlashing(session, 10_999)).toBe(true);
    expect(isFlashing(session, 11_000)).toBe(false);
    expect(nextDeadline(session)).toBe(11_000);
  });

  it('R-CAM-03 continious resumes scanning after 1000 ms, not before', () => {
    const paused = step(scanning, { type: 'codeDecoded', code: '123', mode: 'continious', now: 10_000 }).session;
    expect(step(paused, { type: 'tick', now: 10_999 }).session.camera).toBe('paused');
    const resumed = step(paused, { type: 'tick', now: 11_000 }).session;
    expect(resumed.camera).toBe('scanning');
    expect(nextDeadline(resumed)).toBeNull();
  });

  it('R-CAM-03 a code decoded while paused is not emitted twice', () => {
    const paused = step(scanning, { type: 'codeDecoded', code: '123', mode: 'continious', now: 0 }).session;
    expect(step(paused, { type: 'codeDecoded', code: '123', mode: 'continious', now: 100 }).emit).toBeNull();
  });

  it('R-CAM-04 confirm pauses and asks without emitting', () => {
    const { session, emit } = step(scanning, { type: 'codeDecoded', code: 'ABC', mode: 'confirm', now: 0 });
    expect(emit).toBeNull();
    expect(session.camera).toBe('paused');
    expect(session.pendingCode).toBe('ABC');
    expect(nextDeadline(session)).toBeNull();
  });

  it('R-CAM-04 confirming emits the code and resumes scanning', () => {
    const asking = step(scanning, { type: 'codeDecoded', code: 'ABC', mode: 'confirm', now: 0 }).session;
    const { session, emit } = step(asking, { type: 'confirmed', now: 5 });
    expect(emit).toBe('ABC');
    expect(session.camera).toBe('scanning');
    expect(session.pendingCode).toBeNull();
  });

  it('R-CAM-04 cancelling resumes scanning without emitting', () => {
    const asking = step(scanning, { type: 'codeDecoded', code: 'ABC', mode: 'confirm', now: 0 }).session;
    const { session, emit } = step(asking, { type: 'cancelled', now: 5 });
    expect(emit).toBeNull();
    expect(session.camera).toBe('scanning');
    expect(session.pendingCode).toBeNull();
  });

  it('R-CAM-05 once emits, stops the scanner and closes the panel after 500 ms', () => {
    const { session, emit, closePanel } = step(scanning, { type: 'codeDecoded', code: '9', mode: 'once', now: 1_000 });
    expect(emit).toBe('9');
    expect(closePanel).toBe(false);
    expect(session.camera).toBe('notStarted');
    expect(step(session, { type: 'tick', now: 1_499 }).closePanel).toBe(false);
    expect(step(session, { type: 'tick', now: 1_500 }).closePanel).toBe(true);
  });

  it('R-CAM-06 stopping from any running state ends in not started and drops a pending question', () => {
    const asking = step(scanning, { type: 'codeDecoded', code: 'ABC', mode: 'confirm', now: 0 }).session;
    const stopped = step(asking, { type: 'stopped' }).session;
    expect(stopped.camera).toBe('notStarted');
    expect(stopped.pendingCode).toBeNull();
    expect(step(stopped, { type: 'confirmed', now: 1 }).emit).toBeNull();
  });

  it('R-CAM-02 a file result counts only while the camera is not started', () => {
    expect(step(idleSession, { type: 'fileDecoded', code: 'F', mode: 'continious', now: 0 }).emit).toBe('F');
    expect(step(scanning, { type: 'fileDecoded', code: 'F', mode: 'continious', now: 0 }).emit).toBeNull();
  });

  it('R-CAM-10 a frame is due at most twice a second', () => {
    expect(FRAME_INTERVAL_MS).toBe(500);
    expect(isFrameDue(null, 0, FRAME_INTERVAL_MS)).toBe(true);
    expect(isFrameDue(1_000, 1_499, FRAME_INTERVAL_MS)).toBe(false);
    expect(isFrameDue(1_000, 1_500, FRAME_INTERVAL_MS)).toBe(true);
  });

  it('R-CAM-03 continious: a frame that reads the code just handed on while it is still in view emits nothing', () => {
    const reads = [{ text: '8591234567893', format: 'EAN13', confirmed: true }] as const;
    const first = step(scanning, { type: 'frameDecoded', reads, mode: 'continious', now: 0 });
    expect(first.emit).toBe('8591234567893');
    const resumed = step(first.session, { type: 'tick', now: 1_000 }).session;
    expect(resumed.camera).toBe('scanning');
    const again = step(resumed, { type: 'frameDecoded', reads, mode: 'continious', now: 1_200 });
    expect(again.emit).toBeNull();
    expect(again.session.camera).toBe('scanning');
  });

  it('R-CAM-01 stopping forgets what the camera read, so a new start reads the same label again', () => {
    const reads = [{ text: 'C-02-2', format: 'QR', confirmed: true }] as const;
    const first = step(scanning, { type: 'frameDecoded', reads, mode: 'continious', now: 0 });
    const restarted = step(step(first.session, { type: 'stopped' }).session, { type: 'started' }).session;
    expect(step(restarted, { type: 'frameDecoded', reads, mode: 'continious', now: 10 }).emit).toBe('C-02-2');
  });

  it('R-CAM-03 a frame decoded while paused is ignored and leaves the read gate as it was', () => {
    const reads = [{ text: '8591234567893', format: 'EAN13', confirmed: false }] as const;
    const paused = step(scanning, { type: 'codeDecoded', code: '1', mode: 'continious', now: 0 }).session;
    expect(step(paused, { type: 'frameDecoded', reads, mode: 'continious', now: 10 }).session).toBe(paused);
  });
});
