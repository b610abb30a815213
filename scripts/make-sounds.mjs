// Writes the three scan sounds of SPEC 7 ("Sounds at /sounds/") as 16-bit mono PCM WAV sine tones:
//   correct.wav   - two rising notes (the scan was taken)
//   incorrect.wav - two low falling notes (the scan was refused)
//   beep.wav      - one short high beep (attention, e.g. the location was taken)
// Run: node scripts/make-sounds.mjs  (the outputs in public/sounds/ are committed)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 22050;
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'sounds');

/** Samples of one note: a sine with 5 ms fade in/out so it does not click. */
function tone(frequency, ms, volume = 0.5) {
  const n = Math.round((RATE * ms) / 1000);
  const fade = Math.round(RATE * 0.005);
  const samples = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const envelope = Math.min(1, i / fade, (n - 1 - i) / fade);
    samples[i] = Math.sin((2 * Math.PI * frequency * i) / RATE) * volume * envelope;
  }
  return samples;
}

const silence = (ms) => new Float32Array(Math.round((RATE * ms) / 1000));

function concat(parts) {
  const total = parts.reduce((s, p) => s + p.length, 0);
  const all = new Float32Array(total);
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  return all;
}

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16); // PCM chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const sounds = {
  'correct.wav': concat([tone(880, 90), silence(20), tone(1320, 120)]),
  'incorrect.wav': concat([tone(330, 160, 0.6), silence(40), tone(220, 260, 0.6)]),
  'beep.wav': tone(1760, 80, 0.4),
};

mkdirSync(out, { recursive: true });
for (const [name, samples] of Object.entries(sounds)) {
  writeFileSync(join(out, name), wav(samples));
  console.log(`${name}: ${samples.length} samples, ${((samples.length / RATE) * 1000).toFixed(0)} ms`);
}
