import type { ScanSink } from './scan-sink.port';

/**
 * Where the camera panel's codes go. The panel is mounted once in the shell while screens come and
 * go; each scanning screen attaches its own sink on mount and the panel always feeds the one on top.
 */
export interface ActiveScanSink extends ScanSink {
  /** Makes `sink` the one fed until the returned function detaches it. */
  attach(sink: ScanSink): () => void;
  readonly hasTarget: boolean;
}
export const ActiveScanSink = Symbol.for('ActiveScanSink');

export class ScanSinkStack implements ActiveScanSink {
  private readonly stack: ScanSink[] = [];

  attach(sink: ScanSink): () => void {
    this.stack.push(sink);
    return () => {
      const index = this.stack.lastIndexOf(sink);
      if (index >= 0) this.stack.splice(index, 1);
    };
  }

  get hasTarget(): boolean {
    return this.stack.length > 0;
  }

  // With no screen listening the code has nowhere sensible to go; dropping it beats guessing.
  accept(code: string, source: 'camera' | 'keyboard'): void {
    this.stack.at(-1)?.accept(code, source);
  }
}
