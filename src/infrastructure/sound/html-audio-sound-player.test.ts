import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { HtmlAudioSoundPlayer } from './html-audio-sound-player';

describe('HtmlAudioSoundPlayer', () => {
  it('R-SCAN-08 plays correct, incorrect and beep from /sounds/*.wav, reusing one element per sound', () => {
    const created: string[] = [];
    const plays: string[] = [];
    const player = new HtmlAudioSoundPlayer('/sounds/', (src) => {
      created.push(src);
      return {
        preload: '',
        currentTime: 5,
        play: async () => {
          plays.push(src);
        },
      } as unknown as HTMLAudioElement;
    });
    player.play('correct');
    player.play('incorrect');
    player.play('beep');
    player.play('correct');
    expect(created).toEqual(['/sounds/correct.wav', '/sounds/incorrect.wav', '/sounds/beep.wav']);
    expect(plays).toHaveLength(4);
  });
  it('R-SCAN-08 the three wav files exist under public/sounds/', () => {
    for (const name of ['correct', 'incorrect', 'beep']) expect(existsSync(`public/sounds/${name}.wav`)).toBe(true);
  });
  it('does not fail when the browser refuses to play before a user gesture', async () => {
    const player = new HtmlAudioSoundPlayer(
      '/sounds/',
      () =>
        ({ currentTime: 0, play: () => Promise.reject(new Error('NotAllowedError')) }) as unknown as HTMLAudioElement,
    );
    expect(() => player.play('beep')).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
  });
});
