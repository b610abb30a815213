// Where a read code goes: the active scanning screen puts it into its ordered scan queue.
export interface ScanSink {
  accept(code: string, source: 'camera' | 'keyboard'): void;
}
export const ScanSink = Symbol.for('ScanSink');
