import type { ScanSound, SoundPlayer } from '../../application/scanning/sound-player.port';

/** Plays /sounds/{name}.wav (SPEC 7 static resources) through one reused audio element per sound. */
export class HtmlAudioSoundPlayer implements SoundPlayer {
  private readonly elements = new Map<ScanSound, HTMLAudioElement>();

  constructor(
    private readonly baseUrl = '/sounds/',
    private readonly createAudio: (src: string) => HTMLAudioElement = (src) => new Audio(src),
  ) {}

  play(sound: ScanSound): void {
    let audio = this.elements.get(sound);
    if (!audio) {
      audio = this.createAudio(`${this.baseUrl}${sound}.wav`);
      audio.preload = 'auto';
      this.elements.set(sound, audio);
    }
    audio.currentTime = 0;
    // A browser refuses sound before the first user gesture; a missed beep is no reason to fail a scan.
    void audio.play()?.catch(() => undefined);
  }
}
