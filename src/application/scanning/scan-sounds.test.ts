import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../testing/memory-store';
import { StoredSwitchScanSounds } from './scan-sounds';
import type { ScanSound, SoundPlayer } from './sound-player.port';

function recorder(): SoundPlayer & { played: ScanSound[] } {
  const played: ScanSound[] = [];
  return {
    played,
    play: (s) => {
      played.push(s);
    },
  };
}

describe('ScanSounds', () => {
  it('R-SCAN-08 plays correct, incorrect and beep when playSounds is not set', () => {
    const player = recorder();
    const sounds = new StoredSwitchScanSounds(player, new MemoryStore());
    sounds.play('correct');
    sounds.play('incorrect');
    sounds.play('beep');
    expect(player.played).toEqual(['correct', 'incorrect', 'beep']);
  });
  it('R-SCAN-08 plays nothing while playSounds is "false", and again once switched on', () => {
    const player = recorder();
    const store = new MemoryStore({ playSounds: 'false' });
    const sounds = new StoredSwitchScanSounds(player, store);
    sounds.play('correct');
    expect(player.played).toEqual([]);
    sounds.setEnabled(true);
    expect(store.get('playSounds')).toBe('true');
    sounds.play('beep');
    expect(player.played).toEqual(['beep']);
  });
});
