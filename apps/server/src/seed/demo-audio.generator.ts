export const JINGLE_SAMPLE_RATE = 22050;
export const JINGLE_SECONDS = 8;

type Note = { frequency: number; start: number; duration: number; gain: number };

const C4 = 261.63;
const C5 = 523.25;
const D5 = 587.33;
const E5 = 659.25;
const F5 = 698.46;
const G5 = 783.99;
const A5 = 880;
const C6 = 1046.5;

// A rising arpeggio, a short answering phrase and a long closing chord.
const NOTES: Note[] = [
  { frequency: C5, start: 0, duration: 0.7, gain: 0.8 },
  { frequency: E5, start: 0.35, duration: 0.7, gain: 0.75 },
  { frequency: G5, start: 0.7, duration: 0.7, gain: 0.75 },
  { frequency: C6, start: 1.05, duration: 1.1, gain: 0.7 },
  { frequency: A5, start: 2.0, duration: 0.6, gain: 0.6 },
  { frequency: G5, start: 2.4, duration: 0.6, gain: 0.6 },
  { frequency: F5, start: 2.8, duration: 0.6, gain: 0.6 },
  { frequency: D5, start: 3.2, duration: 0.8, gain: 0.6 },
  ...[C4, C5, E5, G5].map((frequency) => ({ frequency, start: 4.0, duration: 3.9, gain: 0.3 })),
];

/** Attack, exponential decay and a short release, so notes neither click nor beep. */
function envelope(t: number, duration: number): number {
  const attack = 0.02;
  const release = 0.08;
  if (t < 0 || t > duration) return 0;
  const rise = Math.min(1, t / attack);
  const decay = Math.exp((-3 * t) / duration);
  const fall = Math.min(1, (duration - t) / release);
  return rise * decay * fall;
}

/** Sine with two soft overtones: a mellow, bell-like timbre. */
function voice(frequency: number, t: number): number {
  const w = 2 * Math.PI * frequency * t;
  return Math.sin(w) + 0.3 * Math.sin(2 * w) + 0.08 * Math.sin(3 * w);
}

export function renderJingle(): Float32Array {
  const total = JINGLE_SAMPLE_RATE * JINGLE_SECONDS;
  const samples = new Float32Array(total);
  for (const note of NOTES) {
    const first = Math.floor(note.start * JINGLE_SAMPLE_RATE);
    const last = Math.min(total, Math.ceil((note.start + note.duration) * JINGLE_SAMPLE_RATE));
    for (let i = first; i < last; i++) {
      const t = i / JINGLE_SAMPLE_RATE - note.start;
      samples[i] = (samples[i] ?? 0) + note.gain * envelope(t, note.duration) * voice(note.frequency, t);
    }
  }
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  const scale = peak > 0 ? 0.7 / peak : 0;
  for (let i = 0; i < total; i++) samples[i] = (samples[i] ?? 0) * scale;
  return samples;
}

// Hand-written on purpose: a PCM WAV is a 44-byte RIFF header followed by the samples, about
// 20 lines; no audio library is needed for that.
export function encodeWav(samples: Float32Array, sampleRate: number): Buffer {
  const bytesPerSample = 2;
  const dataLength = samples.length * bytesPerSample;
  const buffer = Buffer.alloc(44 + dataLength);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + dataLength, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16); // fmt chunk size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * bytesPerSample, 28); // byte rate
  buffer.writeUInt16LE(bytesPerSample, 32); // block align
  buffer.writeUInt16LE(16, 34); // bits per sample
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataLength, 40);
  samples.forEach((sample, i) => {
    const clamped = Math.max(-1, Math.min(1, sample));
    buffer.writeInt16LE(Math.round(clamped * 32767), 44 + i * bytesPerSample);
  });
  return buffer;
}

export async function generateWelcomeJingleWav(): Promise<Buffer> {
  return encodeWav(renderJingle(), JINGLE_SAMPLE_RATE);
}
