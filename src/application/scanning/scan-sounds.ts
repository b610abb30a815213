import type { KeyValueStore } from '../ports/key-value-store.port';
import type { ScanSound, SoundPlayer } from './sound-player.port';

/** SPEC 3 local storage key that switches the scan sounds. */
export const PLAY_SOUNDS_KEY = 'playSounds';

/** R-SCAN-08: sounds are on unless the device stored playSounds = 'false'. */
export function soundsAllowed(store: KeyValueStore): boolean {
  return store.get(PLAY_SOUNDS_KEY) !== 'false';
}

/** The scanning screens' sounds and the device's switch for them. */
export interface ScanSounds {
  play(sound: ScanSound): void;
  readonly enabled: boolean;
  setEnabled(on: boolean): void;
}
export const ScanSounds = Symbol.for('ScanSounds');

/** Sounds through the player, honouring playSounds (read on every play, so a change applies at once). */
export class StoredSwitchScanSounds implements ScanSounds {
  constructor(
    private readonly player: SoundPlayer,
    private readonly store: KeyValueStore,
  ) {}

  play(sound: ScanSound): void {
    if (soundsAllowed(this.store)) this.player.play(sound);
  }

  get enabled(): boolean {
    return soundsAllowed(this.store);
  }

  setEnabled(on: boolean): void {
    this.store.set(PLAY_SOUNDS_KEY, on ? 'true' : 'false');
  }
}
