/** One ring: two tones together for 1 s, then 2 s of quiet (a phone's ring, softly). */
const RING_MS = 3_000;
const TONES_HZ = [440, 480];
const VOLUME = 0.08;

/**
 * Rings through WebAudio until stopped. A page the user has not touched yet may not play sound
 * (the browser's autoplay rule): then the ring is silent and only the dialog shows it.
 */
export function startRingTone(): () => void {
  const AudioContextClass =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextClass) return () => {};
  let context: AudioContext;
  try {
    context = new AudioContextClass();
  } catch {
    return () => {};
  }
  const ring = () => {
    // Not allowed to play yet: ask again, and ring with the next period.
    if (context.state !== 'running') {
      void context.resume().catch(() => {});
      return;
    }
    const start = context.currentTime + 0.05;
    const gain = context.createGain();
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(VOLUME, start + 0.05);
    gain.gain.setValueAtTime(VOLUME, start + 0.95);
    gain.gain.linearRampToValueAtTime(0, start + 1);
    gain.connect(context.destination);
    for (const frequency of TONES_HZ) {
      const oscillator = context.createOscillator();
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      oscillator.start(start);
      oscillator.stop(start + 1.05);
    }
  };
  void context.resume().then(ring, () => {});
  const timer = setInterval(ring, RING_MS);
  return () => {
    clearInterval(timer);
    void context.close().catch(() => {});
  };
}
