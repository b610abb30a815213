/** The three scan sounds of SPEC 7 (/sounds/correct.wav, incorrect.wav, beep.wav). */
export type ScanSound = 'correct' | 'incorrect' | 'beep';

export interface SoundPlayer {
  play(sound: ScanSound): void;
}
export const SoundPlayer = Symbol.for('SoundPlayer');
